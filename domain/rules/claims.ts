import type { Claim, ClaimsQuery, ClaimType, Member, MemberShare, Program } from '../model';
import { invalidMessage, VALIDATION_COPY } from '../copy/validation-copy';
import { DATE_RANGE_MAX_YEARS } from './constants';
import { isoDay, todayDay, yearsBefore } from './dates';
import { hasAnyEligibility, type MemberEligibilities } from './eligibility-status';
import { parseFormDate } from './formats';
import { isSubscriber } from './menus-and-permissions';
import { hasProgram, PROGRAM_IDS } from './programs';
import { strictDateRangeError } from './date-range';

/**
 * Claims, EOBs and Navitus (spec sections 2, 5 and 6): who may see whose claims, the claims filter and
 * its date-range rules, and the order claims are listed in.
 */

/**
 * Whose claims, primary care and documents a member may see: the subscriber sees the whole family; a
 * dependant sees only themselves, so that an adult dependant's care stays private from the rest of the
 * family (and a spouse does not see the subscriber's).
 */
export function familyMembersVisibleTo<M extends Pick<Member, 'memberKey' | 'memberSuffix'>>(
  viewer: Pick<Member, 'memberKey' | 'memberSuffix'>,
  members: readonly M[],
): M[] {
  return isSubscriber(viewer) ? [...members] : members.filter((member) => member.memberKey === viewer.memberKey);
}

/** The claims among `claims` that belong to a member the viewer may see. */
export function claimsVisibleTo<C extends Pick<Claim, 'memberKey'>>(
  claims: readonly C[],
  viewer: Pick<Member, 'memberKey' | 'memberSuffix'>,
  members: readonly Pick<Member, 'memberKey' | 'memberSuffix'>[],
): C[] {
  const visible = new Set(familyMembersVisibleTo(viewer, members).map((member) => member.memberKey));
  return claims.filter((claim) => visible.has(claim.memberKey));
}

/**
 * Referrals follow the claims rule: the subscriber sees the family's, a dependant only their own (a
 * behavioural health referral of an adult child is theirs alone).
 */
export const referralsVisibleTo = claimsVisibleTo;

/** Claims (the page and the menu item) are for members with any eligibility, termed ones included. */
export function claimsAllowed(viewer: MemberEligibilities): boolean {
  return hasAnyEligibility(viewer);
}

/** /navitus is reachable only when the Navitus program (37) is among the member's programs. */
export function navitusAllowed(programs: readonly Pick<Program, 'id'>[]): boolean {
  return hasProgram(programs, PROGRAM_IDS.NAVITUS);
}

/** The first day the claims filter accepts: the start of the day two years ago. */
export function earliestClaimsDate(today: string): string {
  return yearsBefore(todayDay(today), DATE_RANGE_MAX_YEARS) ?? todayDay(today);
}

/** The claims filter as the member fills it in: dates as typed (mm/dd/yyyy or yyyy-mm-dd), '' for none. */
export interface ClaimsFilter {
  readonly memberKey: string | null;
  readonly claimType: ClaimType | null;
  readonly fromDate: string;
  readonly toDate: string;
}

export const NO_CLAIMS_FILTER: ClaimsFilter = { memberKey: null, claimType: null, fromDate: '', toDate: '' };

/** The claims filter's date fields, as their labels read (the generic messages of spec section 5 use them). */
import { CLAIM_STATUS_LABELS, CLAIM_TYPE_LABELS, CLAIMS_FIELD_LABELS } from '../copy/labels-copy';
export { CLAIM_STATUS_LABELS, CLAIM_TYPE_LABELS, CLAIMS_FIELD_LABELS };

export interface ClaimsFilterErrors {
  readonly fromDate?: string;
  readonly toDate?: string;
}

/**
 * The stricter date range of spec section 5: the end after the start, and the start on or after the start
 * of the day two years ago. Each message is tied to the field the member has to change: an unreadable
 * date to that date (the generic pattern message, 'Invalid start date'), a start too early to the start,
 * an end not after the start to the end.
 */
export function claimsFilterErrors(filter: Pick<ClaimsFilter, 'fromDate' | 'toDate'>, today: string): ClaimsFilterErrors {
  const errors: { fromDate?: string; toDate?: string } = {};
  const fromBlank = filter.fromDate.trim() === '';
  const toBlank = filter.toDate.trim() === '';
  if (!fromBlank && parseFormDate(filter.fromDate) === null) errors.fromDate = invalidMessage(CLAIMS_FIELD_LABELS.fromDate);
  if (!toBlank && parseFormDate(filter.toDate) === null) errors.toDate = invalidMessage(CLAIMS_FIELD_LABELS.toDate);
  if (errors.fromDate !== undefined || errors.toDate !== undefined) return errors;
  const message = strictDateRangeError(filter.fromDate, filter.toDate, today);
  if (message === VALIDATION_COPY.startTooEarly) errors.fromDate = message;
  else if (message !== null) errors.toDate = message;
  return errors;
}

/** The gateway query for a valid filter (dates as yyyy-mm-dd; empty criteria left out). */
export function claimsQueryOf(filter: ClaimsFilter): ClaimsQuery {
  const from = filter.fromDate.trim() === '' ? null : parseFormDate(filter.fromDate);
  const to = filter.toDate.trim() === '' ? null : parseFormDate(filter.toDate);
  return {
    ...(filter.memberKey !== null && filter.memberKey !== '' ? { memberKey: filter.memberKey } : {}),
    ...(filter.claimType !== null ? { claimType: filter.claimType } : {}),
    ...(from !== null ? { fromDate: from } : {}),
    ...(to !== null ? { toDate: to } : {}),
  };
}

/**
 * Whether a claim meets the query: the member, the type, and dates of service that overlap the range
 * (a hospital stay that began before the start date still counts if it ran into the range).
 */
export function claimMatches(claim: Pick<Claim, 'memberKey' | 'claimType' | 'serviceStartDate' | 'serviceEndDate'>, query: ClaimsQuery): boolean {
  if (query.memberKey !== undefined && claim.memberKey !== query.memberKey) return false;
  if (query.claimType !== undefined && claim.claimType !== query.claimType) return false;
  const start = isoDay(claim.serviceStartDate) ?? '';
  const end = isoDay(claim.serviceEndDate) ?? start;
  if (query.fromDate !== undefined && end < query.fromDate) return false;
  if (query.toDate !== undefined && start > query.toDate) return false;
  return true;
}

export function filterClaims<C extends Pick<Claim, 'memberKey' | 'claimType' | 'serviceStartDate' | 'serviceEndDate'>>(claims: readonly C[], query: ClaimsQuery): C[] {
  return claims.filter((claim) => claimMatches(claim, query));
}

const descending = (a: string, b: string): number => (a < b ? 1 : a > b ? -1 : 0);

/** Newest first: by date of service, then by the day the claim was received, then by claim number. */
export function sortClaimsNewestFirst<C extends Pick<Claim, 'serviceStartDate' | 'receivedDate' | 'claimId'>>(claims: readonly C[]): C[] {
  return [...claims].sort(
    (a, b) =>
      descending(isoDay(a.serviceStartDate) ?? '', isoDay(b.serviceStartDate) ?? '') ||
      descending(isoDay(a.receivedDate) ?? '', isoDay(b.receivedDate) ?? '') ||
      descending(a.claimId, b.claimId),
  );
}

/** What a list of claims adds up to; pending claims count only towards billed (nothing is decided yet). */
export interface ClaimsTotals {
  readonly billed: number;
  readonly planPaid: number;
  readonly memberShare: number;
}

const cents = (amount: number): number => Math.round(amount * 100) / 100;

export function claimsTotals(claims: readonly Pick<Claim, 'billed' | 'planPaid' | 'memberShare'>[]): ClaimsTotals {
  return {
    billed: cents(claims.reduce((sum, claim) => sum + claim.billed, 0)),
    planPaid: cents(claims.reduce((sum, claim) => sum + (claim.planPaid ?? 0), 0)),
    memberShare: cents(claims.reduce((sum, claim) => sum + (claim.memberShare?.total ?? 0), 0)),
  };
}

/** A member share from its parts, the total always their sum. */
export function memberShareOf(parts: Omit<MemberShare, 'total'>): MemberShare {
  return { ...parts, total: cents(parts.deductible + parts.copay + parts.coinsurance + parts.notCovered) };
}

/**
 * The pharmacy benefit manager's sites the app may send a member to (Navitus): the link arrives in a
 * response, so it is followed only when its origin is one of these or on the deployment's allow-list.
 */
export const PHARMACY_BENEFIT_MANAGER_ORIGINS: readonly string[] = ['https://members.navitus.com', 'https://www.navitus.com'];
