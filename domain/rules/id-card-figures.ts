import type { DentalTier, IdCardFigure, IdCardMeasure, MedicalTier, OopDeductibles, TierRef } from '../model';
import { dentalMaximumFigures } from './dental-benefits';
import { defaultNetworkTier } from './network-tiers';

/**
 * The amounts an ID card states (No Surprises Act, PHSA 2799A-1(e)): a medical card gives each network's
 * deductible and out-of-pocket maximum, individual and family as the plan has them; a dental card gives the
 * deductible and the annual maximum. The amounts are read from the plan benefits the benefits pages show,
 * through the same rules (medicalCostFigures here, dentalMaximumFigures), so a card never says another figure.
 */

export type CostCoverage = 'individual' | 'family';
export type MedicalCostMeasure = 'deductible' | 'outOfPocketMaximum';

export interface MedicalCostFigure {
  readonly measure: MedicalCostMeasure;
  readonly coverage: CostCoverage;
  readonly total: number;
  readonly met: number;
  readonly remaining: number | null;
}

/**
 * A medical tier's individual and family deductible and out-of-pocket maximum, in that order; a figure the
 * plan does not have (no amount, an amount of 0, or nothing met reported) is left out.
 */
export function medicalCostFigures(o: OopDeductibles): MedicalCostFigure[] {
  const candidates: readonly (Omit<MedicalCostFigure, 'total' | 'met'> & { readonly total: number | null; readonly met: number | null })[] = [
    { measure: 'deductible', coverage: 'individual', total: o.individualDeductible, met: o.individualDeductibleMet, remaining: o.individualDeductibleRemaining },
    { measure: 'deductible', coverage: 'family', total: o.familyDeductible, met: o.familyDeductibleMet, remaining: o.familyDeductibleRemaining },
    { measure: 'outOfPocketMaximum', coverage: 'individual', total: o.individualOutOfPocket, met: o.individualOutOfPocketMet, remaining: o.individualOutOfPocketRemaining },
    { measure: 'outOfPocketMaximum', coverage: 'family', total: o.familyOutOfPocket, met: o.familyOutOfPocketMet, remaining: o.familyOutOfPocketRemaining },
  ];
  return candidates.flatMap((figure) =>
    figure.total !== null && figure.total > 0 && figure.met !== null ? [{ ...figure, total: figure.total, met: figure.met }] : [],
  );
}

type TierFigures = { readonly tierId: string; readonly name: string; readonly figures: readonly Omit<IdCardFigure, 'networkTier'>[] };

const sameFigures = (a: TierFigures, b: TierFigures): boolean =>
  a.figures.length === b.figures.length &&
  a.figures.every((figure, index) => {
    const other = b.figures[index];
    return other !== undefined && other.measure === figure.measure && other.coverage === figure.coverage && other.amount === figure.amount;
  });

/**
 * The default tier first (in network), then the others in the benefits' order. When every tier states the
 * same amounts, they are stated once, for every network (networkTier null).
 */
function byNetwork(tiers: readonly TierFigures[]): IdCardFigure[] {
  const first = defaultNetworkTier(tiers);
  if (first === null) return [];
  const ordered = [first, ...tiers.filter((tier) => tier !== first)];
  if (ordered.every((tier) => sameFigures(tier, first))) return first.figures.map((figure) => ({ ...figure, networkTier: null }));
  return ordered.flatMap((tier) => tier.figures.map((figure) => ({ ...figure, networkTier: tier.tierId })));
}

/** A medical card's figures: each tier's deductible and out-of-pocket maximum, individual and family. */
export function medicalCardFigures(tiers: readonly TierRef[], byTier: Readonly<Record<string, MedicalTier>>): IdCardFigure[] {
  return byNetwork(
    tiers.flatMap((tier) => {
      const benefits = byTier[tier.name];
      if (benefits === undefined) return [];
      const figures = medicalCostFigures(benefits.oopDeductibles).map((figure) => ({ measure: figure.measure, coverage: figure.coverage, amount: figure.total }));
      return figures.length === 0 ? [] : [{ tierId: tier.tierId, name: tier.name, figures }];
    }),
  );
}

const DENTAL_MEASURES: readonly { readonly measure: IdCardMeasure; readonly matches: RegExp }[] = [
  { measure: 'deductible', matches: /deductible/i },
  { measure: 'annualMaximum', matches: /annual\s+maximum/i },
];

/**
 * A dental card's figures: the deductible, then the annual maximum, individual and family where the plan has
 * them (the amounts the dental page shows: not -1 or 0). Other maximums (orthodontia) are not on the card.
 */
export function dentalCardFigures(tiers: readonly DentalTier[]): IdCardFigure[] {
  return byNetwork(
    tiers.flatMap((tier) => {
      const figures = DENTAL_MEASURES.flatMap(({ measure, matches }) =>
        tier.maximums
          .filter((maximum) => matches.test(maximum.description))
          .flatMap((maximum) => dentalMaximumFigures(maximum).map((figure) => ({ measure, coverage: figure.coverage, amount: figure.amount }))),
      );
      return figures.length === 0 ? [] : [{ tierId: tier.tierId, name: tier.name, figures }];
    }),
  );
}

export interface IdCardFigureCell {
  readonly networkTier: string | null;
  readonly individual: number | null;
  readonly family: number | null;
}

export interface IdCardFigureRow {
  readonly measure: IdCardMeasure;
  /** One cell per network, in the order of the card's networks. */
  readonly cells: readonly IdCardFigureCell[];
}

export interface IdCardFigureTable {
  /** The columns: network tiers, or a single null when the amounts are the same in every network. */
  readonly networks: readonly (string | null)[];
  readonly rows: readonly IdCardFigureRow[];
}

const MEASURE_ORDER: readonly IdCardMeasure[] = ['deductible', 'outOfPocketMaximum', 'annualMaximum'];

/** The card's figures as the card lays them out (on screen and on paper): a row per measure, a column per network. */
export function idCardFigureTable(figures: readonly IdCardFigure[]): IdCardFigureTable {
  const networks = figures.map((figure) => figure.networkTier).filter((tier, index, all) => all.indexOf(tier) === index);
  const rows = MEASURE_ORDER.flatMap((measure) => {
    const ofMeasure = figures.filter((figure) => figure.measure === measure);
    if (ofMeasure.length === 0) return [];
    const amount = (networkTier: string | null, coverage: CostCoverage): number | null =>
      ofMeasure.find((figure) => figure.networkTier === networkTier && figure.coverage === coverage)?.amount ?? null;
    return [{ measure, cells: networks.map((networkTier) => ({ networkTier, individual: amount(networkTier, 'individual'), family: amount(networkTier, 'family') })) }];
  });
  return { networks, rows };
}
