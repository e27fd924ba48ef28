import type { CareCategory, Claim, ClassSharing, Limit, MemberCostSharing, PricedService, ProviderPrice } from '../model';
import type { MemberEligibilities } from './eligibility-status';
import { eligibilityStatus } from './eligibility-status';
import { maxLength, minLength } from './field-rules';
import { parseIsoDay, todayDay } from './dates';
import { pattern, required, validate } from './validators';

/**
 * The member's estimated out-of-pocket for one service at a negotiated rate, from the plan's cost sharing and
 * the member's remaining deductible and out-of-pocket maximum (and, for dental, the remaining annual maximum).
 * Amounts are dollars; results are rounded to cents.
 */

/** How the plan shares the cost of a service once the deductible applies. */
export interface CostSharing {
  /** A fixed amount per visit; 0 when the service has no copay. */
  readonly copay: number;
  /** The member's share of the rest, 0..1 (0.2 = 20%). */
  readonly coinsurance: number;
  /** Whether the service is subject to the deductible. */
  readonly deductibleApplies: boolean;
}

/** What is left this plan year; family amounts are null for a member covered alone. */
export interface RemainingAccumulators {
  readonly individualDeductible: number;
  readonly familyDeductible: number | null;
  readonly individualOutOfPocket: number;
  readonly familyOutOfPocket: number | null;
  /** Dental: what the plan may still pay this year; null when the plan has no annual maximum. */
  readonly annualMaximum: number | null;
}

export interface CostEstimate {
  readonly rate: number;
  readonly deductible: number;
  readonly copay: number;
  readonly coinsurance: number;
  /** What the plan would not pay because the annual maximum is used up. */
  readonly overAnnualMaximum: number;
  readonly planPays: number;
  readonly memberPays: number;
}

const cents = (amount: number): number => Math.round(amount * 100) / 100;
const nonNegative = (amount: number): number => Math.max(0, amount);

/** The lower of the individual and family amounts left: whichever is met first ends the member's share. */
const leftOf = (individual: number, family: number | null): number =>
  nonNegative(family === null ? individual : Math.min(individual, family));

export function estimateCost(rate: number, sharing: CostSharing, remaining: RemainingAccumulators): CostEstimate {
  const price = nonNegative(rate);
  const outOfPocketLeft = leftOf(remaining.individualOutOfPocket, remaining.familyOutOfPocket);
  const deductibleLeft = sharing.deductibleApplies
    ? leftOf(remaining.individualDeductible, remaining.familyDeductible)
    : 0;

  let cap = outOfPocketLeft;
  const deductible = Math.min(price, deductibleLeft, cap);
  cap -= deductible;
  const afterDeductible = price - deductible;
  const copay = Math.min(sharing.copay, afterDeductible, cap);
  cap -= copay;
  const coinsurance = Math.min((afterDeductible - copay) * sharing.coinsurance, cap);

  const planShare = price - deductible - copay - coinsurance;
  const planPays = remaining.annualMaximum === null
    ? planShare
    : Math.min(planShare, nonNegative(remaining.annualMaximum));
  const overAnnualMaximum = planShare - planPays;

  return {
    rate: cents(price),
    deductible: cents(deductible),
    copay: cents(copay),
    coinsurance: cents(coinsurance),
    overAnnualMaximum: cents(overAnnualMaximum),
    planPays: cents(planPays),
    memberPays: cents(deductible + copay + coinsurance + overAnnualMaximum),
  };
}

// ------------------------------------------------------------------ the cost estimator's search

import { ESTIMATOR_FIELD_LABELS } from '../copy/labels-copy';
export { ESTIMATOR_FIELD_LABELS };
export const SERVICE_SEARCH_MIN_LENGTH = 2;
export const SERVICE_SEARCH_MAX_LENGTH = 100;

export interface EstimatorForm {
  readonly search: string;
  readonly zip: string;
}

export interface EstimatorFormErrors {
  readonly search?: string;
  readonly zip?: string;
}

/** The search: required, 2 to 100 characters; the ZIP distances are measured from: required, 5 digits (spec section 5 messages). */
export function estimatorFormErrors(form: EstimatorForm): EstimatorFormErrors {
  const label = ESTIMATOR_FIELD_LABELS;
  const search = validate(form.search.trim(), [required(label.search), minLength(label.search, SERVICE_SEARCH_MIN_LENGTH), maxLength(label.search, SERVICE_SEARCH_MAX_LENGTH)]);
  const zip = validate(form.zip.trim(), [required(label.zip), pattern(label.zip, /^\d{5}$/)]);
  return { ...(search !== null ? { search } : {}), ...(zip !== null ? { zip } : {}) };
}

/** What the member typed: nothing, a procedure code (CPT, HCPCS or CDT) or words (a service or a provider). */
export type ServiceSearch =
  | { readonly kind: 'empty' }
  | { readonly kind: 'code'; readonly code: string }
  | { readonly kind: 'words'; readonly text: string };

/**
 * CPT codes are five digits (or four and a letter, categories II and III); HCPCS a letter and four digits;
 * CDT codes a D and four digits, which HCPCS' pattern already covers.
 */
const PROCEDURE_CODE = /^(?:\d{4}[0-9A-Z]|[A-Z]\d{4})$/i;

export function classifyServiceSearch(typed: string): ServiceSearch {
  const text = typed.trim().replace(/\s+/g, ' ');
  if (text === '') return { kind: 'empty' };
  if (PROCEDURE_CODE.test(text)) return { kind: 'code', code: text.toUpperCase() };
  return { kind: 'words', text };
}

/** Where the estimator's accumulators come from: the member's limits rows (GET /api/benefits/limits). */
const isCategory = (row: Limit, category: CareCategory): boolean => row.productCategory.toLowerCase() === category;
const inNetwork = (row: Limit): boolean => /^(?:innet|in[ -]?network)$/i.test(row.networkTier.trim());

function remainingOf(limits: readonly Limit[], test: (row: Limit) => boolean): number | null {
  const row = limits.find((candidate) => test(candidate) && candidate.totalRemaining !== null);
  return row?.totalRemaining ?? null;
}

/**
 * What is left of the member's in-network deductible, out-of-pocket maximum and (dental) annual maximum,
 * read from their limits. A plan with no deductible row has no deductible (nothing left to meet); a plan
 * with no out-of-pocket maximum (dental plans) never caps the member's share, so what is left is unbounded.
 * Family amounts are null when the limits have no family row (a member covered alone).
 */
export function remainingAccumulators(limits: readonly Limit[], category: CareCategory): RemainingAccumulators {
  const rows = limits.filter((row) => isCategory(row, category) && inNetwork(row));
  const deductible = (coverage: Limit['coverageType']) => remainingOf(rows, (row) => row.coverageType === coverage && /deductible/i.test(row.limitType));
  const outOfPocket = (coverage: Limit['coverageType']) => remainingOf(rows, (row) => row.coverageType === coverage && /out[ -]of[ -]pocket/i.test(row.limitType));
  const annualMaximum = category === 'dental' ? remainingOf(rows, (row) => row.coverageType === 'INDIVIDUAL' && /annual/i.test(row.limitType)) : null;
  return {
    individualDeductible: deductible('INDIVIDUAL') ?? 0,
    familyDeductible: deductible('FAMILY'),
    individualOutOfPocket: outOfPocket('INDIVIDUAL') ?? Number.POSITIVE_INFINITY,
    familyOutOfPocket: outOfPocket('FAMILY'),
    annualMaximum,
  };
}

/** A provider's price with the member's estimate and what the estimate assumed. */
export interface ServiceEstimate {
  readonly price: ProviderPrice;
  readonly estimate: CostEstimate;
  readonly sharing: ClassSharing;
  readonly remaining: RemainingAccumulators;
}

/** Whether the member is covered today in the category (active coverage only: an estimate is for care now). */
export function hasCoverageFor(member: MemberEligibilities, category: CareCategory, today: string): boolean {
  const eligibility = category === 'medical' ? member.medicalEligibility : member.dentalEligibility;
  return eligibilityStatus(eligibility, today) === 'Active';
}

/**
 * Estimates every price whose category the member has cost sharing for; prices of services the member is
 * not covered for get none (the page says so instead of inventing a figure).
 */
export function estimatePrices(
  prices: readonly ProviderPrice[],
  sharing: MemberCostSharing,
  remaining: Readonly<Partial<Record<CareCategory, RemainingAccumulators>>>,
): ServiceEstimate[] {
  return prices.flatMap((price) => {
    const plan = sharing[price.service.category];
    const left = remaining[price.service.category];
    const rule = plan?.classes.find((candidate) => candidate.sharingClass === price.service.sharingClass);
    if (rule === undefined || left === undefined) return [];
    return [{ price, sharing: rule, remaining: left, estimate: estimateCost(price.negotiatedRate, rule, left) }];
  });
}

/** What the estimator found, once the price list answered. */
export type EstimatorFinding =
  | { readonly kind: 'estimates'; readonly estimates: readonly ServiceEstimate[] }
  /** A procedure code the price list does not know. */
  | { readonly kind: 'unknown-code'; readonly code: string }
  /** Words that match no service and no provider. */
  | { readonly kind: 'no-results' }
  /** Services were found, but the member has no coverage for them (e.g. medical services for a dental-only member). */
  | { readonly kind: 'no-coverage'; readonly categories: readonly CareCategory[] };

export function estimatorFinding(search: ServiceSearch, prices: readonly ProviderPrice[], estimates: readonly ServiceEstimate[]): EstimatorFinding {
  if (prices.length === 0) return search.kind === 'code' ? { kind: 'unknown-code', code: search.code } : { kind: 'no-results' };
  if (estimates.length === 0) {
    const categories = [...new Set(prices.map((price) => price.service.category))].sort();
    return { kind: 'no-coverage', categories };
  }
  return { kind: 'estimates', estimates };
}

export type EstimateOrder = 'cost' | 'distance';
export const ESTIMATE_ORDERS: readonly EstimateOrder[] = ['cost', 'distance'];

const byName = (a: ServiceEstimate, b: ServiceEstimate): number => a.price.providerName.localeCompare(b.price.providerName) || a.price.service.code.localeCompare(b.price.service.code);
const byCost = (a: ServiceEstimate, b: ServiceEstimate): number => a.estimate.memberPays - b.estimate.memberPays || a.price.negotiatedRate - b.price.negotiatedRate;
/** Unknown distances (a ZIP the directory cannot place) go last. */
const byDistance = (a: ServiceEstimate, b: ServiceEstimate): number =>
  (a.price.distance ?? Number.POSITIVE_INFINITY) - (b.price.distance ?? Number.POSITIVE_INFINITY);

/** Whole years from a date of birth (yyyy-mm-dd) to a day; null when either is unreadable. */
export function ageOn(dateOfBirth: string | null, today: string): number | null {
  const birth = parseIsoDay(dateOfBirth);
  const day = parseIsoDay(todayDay(today));
  if (birth === null || day === null) return null;
  const hadBirthday = day.month > birth.month || (day.month === birth.month && day.day >= birth.day);
  return day.year - birth.year - (hadBirthday ? 0 : 1);
}

/**
 * Whether a service is meant for someone of this age (a child's teeth cleaning is not meant for an adult). A
 * service for any age fits everyone, and when the age is unknown every service fits.
 */
export function fitsAge(service: Pick<PricedService, 'ages'>, age: number | null): boolean {
  const ages = service.ages;
  if (ages === null || age === null) return true;
  return age >= ages.from && (ages.to === null || age <= ages.to);
}

/**
 * The services meant for the member's age come first (an adult searching 'cleaning' sees the adult cleaning
 * before the child's); within them and after them, cost: the member's estimated share, lowest first (then the
 * negotiated rate), or distance: nearest first (then the member's share). Ties end in provider name order so
 * that the list never reshuffles.
 */
export function sortEstimates(estimates: readonly ServiceEstimate[], order: EstimateOrder, age: number | null = null): ServiceEstimate[] {
  const compare = order === 'cost' ? byCost : (a: ServiceEstimate, b: ServiceEstimate) => byDistance(a, b) || byCost(a, b);
  const fit = (item: ServiceEstimate): number => (fitsAge(item.price.service, age) ? 0 : 1);
  return [...estimates].sort((a, b) => fit(a) - fit(b) || compare(a, b) || byName(a, b));
}

/** The services among the results, once each (the page groups providers under them). */
export function servicesIn(estimates: readonly ServiceEstimate[]): PricedService[] {
  const seen = new Map<string, PricedService>();
  for (const { price } of estimates) if (!seen.has(price.service.code)) seen.set(price.service.code, price.service);
  return [...seen.values()];
}

/** What the cost estimator quoted for a claim's service line at the same provider, beside what the plan allowed. */
export interface LineQuote {
  readonly lineNumber: number;
  /** The negotiated rate times the units billed. */
  readonly quoted: number;
  readonly allowed: number;
  /** The plan allowed what the estimator quotes (or the bill, when that was lower). */
  readonly agrees: boolean;
}

/**
 * For a decided in-network claim, the estimator's quote for each line whose service the provider lists in the
 * price list: the estimate a member would have seen before the visit, beside the final amount.
 */
export function quotesForClaim(claim: Claim, prices: readonly ProviderPrice[]): LineQuote[] {
  if (claim.status === 'pending' || claim.provider.networkStatus !== 'in-network') return [];
  return claim.serviceLines.flatMap((line) => {
    const price = prices.find(
      (candidate) =>
        candidate.service.code === line.code && (candidate.providerId === claim.provider.providerId || candidate.providerName === claim.provider.name),
    );
    if (price === undefined || line.allowed === null || line.allowed === 0) return [];
    const quoted = cents(price.negotiatedRate * line.quantity);
    return [{ lineNumber: line.lineNumber, quoted, allowed: line.allowed, agrees: Math.abs(Math.min(quoted, line.billed) - line.allowed) < 0.005 }];
  });
}

// ------------------------------------------------------------------ finding services in the member's words

/** Lower case without accents, so that 'Resonancia magnética' and 'resonancia magnetica' read the same. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Words that only join others, in English or Spanish ('of', 'de'): they narrow nothing, so a search may leave them out. */
const JOINING_WORDS = new Set(['a', 'an', 'and', 'for', 'of', 'the', 'with', 'con', 'de', 'del', 'el', 'en', 'la', 'las', 'los', 'para', 'por', 'un', 'una', 'y']);

/** The words a search must find, folded; joining words count only when nothing else was typed. */
export function serviceSearchWords(typed: string): string[] {
  const words = foldForSearch(typed).split(/[\s,;/()]+/).filter((word) => word !== '');
  const meaningful = words.filter((word) => !JOINING_WORDS.has(word));
  return meaningful.length > 0 ? meaningful : words;
}

/**
 * Whether a search finds a service (or a provider): every word of it is in one of the texts that name it
 * (its code, its names and the other words members use for it, in every language the insurer names it in),
 * so that a member finds the same services searching in English or in Spanish, with or without accents.
 */
export function matchesServiceSearch(texts: readonly string[], typed: string): boolean {
  const words = serviceSearchWords(typed);
  const named = foldForSearch(texts.join(' '));
  return words.length > 0 && words.every((word) => named.includes(word));
}
