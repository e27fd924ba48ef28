import type { AccumulatorKind, ClaimAccumulator, NetworkStatus } from '../../../domain/model';
import type { DentalPreset, MedicalPreset } from './plan-catalogue';

/**
 * The sandbox claims system's accumulators for one family: what each member, and the family, has put toward
 * each deductible, out-of-pocket maximum and dental annual maximum, per plan year. Claims are adjudicated
 * against it in the order care was received (the deductible stops at the individual or the family limit,
 * whichever comes first; nothing more is owed once an out-of-pocket maximum is reached), each claim reports
 * the accumulators before and after it, and what is met at the end is what the benefits pages show.
 */

export type AccumulatedCategory = 'medical' | 'dental';
export type AccumulatorNetwork = ClaimAccumulator['network'];

/** One accumulator a plan keeps. */
export interface AccumulatorDefinition {
  readonly kind: AccumulatorKind;
  readonly coverage: ClaimAccumulator['coverage'];
  readonly network: AccumulatorNetwork;
  readonly limit: number;
}

/** An amount met on an individual accumulator of a member before the claims on file (the opening balance). */
export interface OpeningBalance {
  readonly memberKey: string;
  readonly category: AccumulatedCategory;
  readonly planYear: string;
  readonly kind: AccumulatorKind;
  readonly network: AccumulatorNetwork;
  readonly met: number;
}

/** What a member has met this plan year on their individual accumulators. */
export interface MetThisYear {
  readonly medical: { readonly [network in NetworkStatus]: { readonly deductible: number; readonly outOfPocket: number } };
  readonly dental: { readonly deductible: number; readonly annualMaximum: number };
}

/** The plan years the accumulators of this year belong to, per category (null: no such coverage). */
export type CurrentPlanYears = Readonly<Record<AccumulatedCategory, string | null>>;

/**
 * The accumulators the family's plans keep: medical deductible and out-of-pocket maximum per tier, dental
 * deductible and annual maximum for both tiers; family ones only when more than one member is covered.
 */
export function accumulatorDefinitions(medical: MedicalPreset | null, dental: DentalPreset | null, familySize: number): Record<AccumulatedCategory, AccumulatorDefinition[]> {
  const family = familySize > 1;
  const defined = (definitions: readonly (AccumulatorDefinition | false)[]): AccumulatorDefinition[] =>
    definitions.filter((definition): definition is AccumulatorDefinition => definition !== false && definition.limit > 0);
  const tiers: readonly [NetworkStatus, 'inNetwork' | 'outOfNetwork'][] = [
    ['in-network', 'inNetwork'],
    ['out-of-network', 'outOfNetwork'],
  ];
  return {
    medical:
      medical === null
        ? []
        : tiers.flatMap(([network, tier]) =>
            defined([
              { kind: 'deductible', coverage: 'individual', network, limit: medical[tier].deductible },
              family && { kind: 'deductible', coverage: 'family', network, limit: medical[tier].familyDeductible },
              { kind: 'out-of-pocket', coverage: 'individual', network, limit: medical[tier].outOfPocket },
              family && { kind: 'out-of-pocket', coverage: 'family', network, limit: medical[tier].familyOutOfPocket },
            ]),
          ),
    dental:
      dental === null
        ? []
        : defined([
            { kind: 'deductible', coverage: 'individual', network: 'combined', limit: dental.deductible },
            family && { kind: 'deductible', coverage: 'family', network: 'combined', limit: dental.familyDeductible },
            { kind: 'annual-maximum', coverage: 'individual', network: 'combined', limit: dental.annualMaximum },
          ]),
  };
}

const cents = (amount: number): number => Math.round(amount * 100) / 100;

/**
 * What was met before the claims on file, given what is met today and what those claims counted: the
 * difference, never below nothing, and toward the out-of-pocket maximum at least the deductible met (the
 * deductible counts toward it).
 */
export function metBefore(today: MetThisYear, counted: MetThisYear): MetThisYear {
  const less = (a: number, b: number): number => cents(Math.max(0, a - b));
  const medical = (network: NetworkStatus) => {
    const deductible = less(today.medical[network].deductible, counted.medical[network].deductible);
    return { deductible, outOfPocket: Math.max(deductible, less(today.medical[network].outOfPocket, counted.medical[network].outOfPocket)) };
  };
  return {
    medical: { 'in-network': medical('in-network'), 'out-of-network': medical('out-of-network') },
    dental: { deductible: less(today.dental.deductible, counted.dental.deductible), annualMaximum: less(today.dental.annualMaximum, counted.dental.annualMaximum) },
  };
}

/** The accumulator a claim in a tier counts toward: its own tier's, or the one for both tiers. */
const countsIn = (definition: AccumulatorDefinition, network: NetworkStatus): boolean => definition.network === 'combined' || definition.network === network;

export class AccumulatorLedger {
  private readonly met = new Map<string, number>();

  constructor(private readonly definitions: Readonly<Record<AccumulatedCategory, readonly AccumulatorDefinition[]>>) {}

  private key(memberKey: string, category: AccumulatedCategory, planYear: string, definition: AccumulatorDefinition): string {
    return [definition.coverage === 'family' ? 'family' : memberKey, category, planYear, definition.kind, definition.network].join('|');
  }

  private metOn(memberKey: string, category: AccumulatedCategory, planYear: string, definition: AccumulatorDefinition): number {
    return this.met.get(this.key(memberKey, category, planYear, definition)) ?? 0;
  }

  private matching(category: AccumulatedCategory, kind: AccumulatorKind, network: NetworkStatus): AccumulatorDefinition[] {
    return this.definitions[category].filter((definition) => definition.kind === kind && countsIn(definition, network));
  }

  /** Adds an amount to the member's accumulators of a kind in a tier, and to the family's, each up to its limit. */
  add(memberKey: string, category: AccumulatedCategory, planYear: string, kind: AccumulatorKind, network: NetworkStatus, amount: number): void {
    if (amount <= 0) return;
    for (const definition of this.matching(category, kind, network)) {
      const key = this.key(memberKey, category, planYear, definition);
      this.met.set(key, cents(Math.min(definition.limit, (this.met.get(key) ?? 0) + amount)));
    }
  }

  /** Seeds what a member met before the claims on file (the family's accumulators add it up, to their limit). */
  open(balance: OpeningBalance): void {
    if (balance.met <= 0) return;
    for (const definition of this.definitions[balance.category].filter((candidate) => candidate.kind === balance.kind && candidate.network === balance.network)) {
      const key = this.key(balance.memberKey, balance.category, balance.planYear, definition);
      this.met.set(key, cents(Math.min(definition.limit, (this.met.get(key) ?? 0) + balance.met)));
    }
  }

  /**
   * What is left before the member's or the family's accumulator of a kind is reached, whichever is nearer;
   * null when the plan keeps no such accumulator for the tier (no deductible, no maximum).
   */
  room(memberKey: string, category: AccumulatedCategory, planYear: string, kind: AccumulatorKind, network: NetworkStatus): number | null {
    const rooms = this.matching(category, kind, network).map((definition) => Math.max(0, definition.limit - this.metOn(memberKey, category, planYear, definition)));
    return rooms.length === 0 ? null : cents(Math.min(...rooms));
  }

  /** Every accumulator of the category as it stands for the member (and the family) now. */
  standing(memberKey: string, category: AccumulatedCategory, planYear: string): { readonly definition: AccumulatorDefinition; readonly met: number }[] {
    return this.definitions[category].map((definition) => ({ definition, met: this.metOn(memberKey, category, planYear, definition) }));
  }

  /** Seeds what a member met this plan year before the claims on file. */
  openYear(memberKey: string, years: CurrentPlanYears, met: MetThisYear): void {
    const balances: Omit<OpeningBalance, 'memberKey' | 'planYear'>[] = [
      ...(['in-network', 'out-of-network'] as const).flatMap((network) => [
        { category: 'medical' as const, kind: 'deductible' as const, network, met: met.medical[network].deductible },
        { category: 'medical' as const, kind: 'out-of-pocket' as const, network, met: met.medical[network].outOfPocket },
      ]),
      { category: 'dental', kind: 'deductible', network: 'combined', met: met.dental.deductible },
      { category: 'dental', kind: 'annual-maximum', network: 'combined', met: met.dental.annualMaximum },
    ];
    for (const balance of balances) {
      const planYear = years[balance.category];
      if (planYear !== null) this.open({ ...balance, memberKey, planYear });
    }
  }

  /** What a member has met this plan year on their individual accumulators. */
  metThisYear(memberKey: string, years: CurrentPlanYears): MetThisYear {
    const individual = (category: AccumulatedCategory, kind: AccumulatorKind, network: AccumulatorNetwork): number => {
      const planYear = years[category];
      const definition = this.definitions[category].find((candidate) => candidate.coverage === 'individual' && candidate.kind === kind && candidate.network === network);
      return planYear === null || definition === undefined ? 0 : this.metOn(memberKey, category, planYear, definition);
    };
    const medical = (network: NetworkStatus) => ({ deductible: individual('medical', 'deductible', network), outOfPocket: individual('medical', 'out-of-pocket', network) });
    return {
      medical: { 'in-network': medical('in-network'), 'out-of-network': medical('out-of-network') },
      dental: { deductible: individual('dental', 'deductible', 'combined'), annualMaximum: individual('dental', 'annual-maximum', 'combined') },
    };
  }

  /** What the claims system reports on a claim: each accumulator before (as read earlier) and after it. */
  static report(before: ReturnType<AccumulatorLedger['standing']>, after: ReturnType<AccumulatorLedger['standing']>): ClaimAccumulator[] {
    return before.map((entry, index) => ({
      kind: entry.definition.kind,
      coverage: entry.definition.coverage,
      network: entry.definition.network,
      limit: entry.definition.limit,
      metBefore: entry.met,
      metAfter: after[index]?.met ?? entry.met,
    }));
  }
}
