import type { AccumulatorKind, Claim, ClaimAccumulator, ClaimServiceLine, NetworkStatus } from '../model';

/**
 * The EOB explainer: each decided service line in plain parts (what the provider billed, the network discount,
 * what the plan allowed, what went to the deductible, copay and coinsurance, what was not covered, what the
 * plan paid and what the member owes), and whether those parts add up to what was billed.
 *
 * The parts add up this way: billed = network discount + plan paid + member owes. In network the discount is
 * what the provider agreed not to charge (billed minus allowed); out of network there is none, and what the
 * plan does not allow is part of what the member owes (the balance the provider may bill). A denied line
 * allows nothing, so the member owes what was billed.
 */

export interface LineExplanation {
  readonly billed: number;
  readonly networkDiscount: number;
  readonly allowed: number;
  readonly deductible: number;
  readonly copay: number;
  readonly coinsurance: number;
  /** Billed amounts the plan does not cover: an out-of-network balance, a denied service, over a maximum. */
  readonly notCovered: number;
  readonly planPaid: number;
  readonly memberOwes: number;
  /** network discount + plan paid + member owes = billed, to the cent. */
  readonly addsUp: boolean;
}

export interface ClaimExplanation {
  readonly lines: readonly { readonly line: ClaimServiceLine; readonly explanation: LineExplanation }[];
  readonly totals: LineExplanation;
  /** Why something was not covered: the claim's reason and its lines' remarks, each once. */
  readonly notCoveredReasons: readonly string[];
  readonly addsUp: boolean;
}

const cents = (amount: number): number => Math.round(amount * 100) / 100;
/** Amounts are in cents: a difference below half a cent is rounding, not a gap. */
const sameAmount = (a: number, b: number): boolean => Math.abs(a - b) < 0.005;

/** One decided line in plain parts; null while the claim is pending (nothing is decided yet). */
export function explainServiceLine(line: ClaimServiceLine, network: NetworkStatus): LineExplanation | null {
  if (line.allowed === null || line.planPaid === null || line.memberShare === null) return null;
  const share = line.memberShare;
  const networkDiscount = network === 'in-network' && line.allowed > 0 ? cents(line.billed - line.allowed) : 0;
  return {
    billed: line.billed,
    networkDiscount,
    allowed: line.allowed,
    deductible: share.deductible,
    copay: share.copay,
    coinsurance: share.coinsurance,
    notCovered: share.notCovered,
    planPaid: line.planPaid,
    memberOwes: share.total,
    addsUp: sameAmount(networkDiscount + line.planPaid + share.total, line.billed),
  };
}

function sum(explanations: readonly LineExplanation[]): LineExplanation {
  const total = (pick: (explanation: LineExplanation) => number): number => cents(explanations.reduce((amount, explanation) => amount + pick(explanation), 0));
  const totals = {
    billed: total((e) => e.billed),
    networkDiscount: total((e) => e.networkDiscount),
    allowed: total((e) => e.allowed),
    deductible: total((e) => e.deductible),
    copay: total((e) => e.copay),
    coinsurance: total((e) => e.coinsurance),
    notCovered: total((e) => e.notCovered),
    planPaid: total((e) => e.planPaid),
    memberOwes: total((e) => e.memberOwes),
  };
  return { ...totals, addsUp: sameAmount(totals.networkDiscount + totals.planPaid + totals.memberOwes, totals.billed) };
}

/** The whole claim explained line by line; null while it is pending. */
export function explainClaim(claim: Claim): ClaimExplanation | null {
  const lines = claim.serviceLines.flatMap((line) => {
    const explanation = explainServiceLine(line, claim.provider.networkStatus);
    return explanation === null ? [] : [{ line, explanation }];
  });
  if (lines.length === 0 || lines.length !== claim.serviceLines.length) return null;
  const totals = sum(lines.map((entry) => entry.explanation));
  const reasons = [
    ...(claim.statusReason !== null && claim.status === 'denied' ? [claim.statusReason] : []),
    ...lines.filter((entry) => entry.explanation.notCovered > 0 && entry.line.remark !== null).map((entry) => entry.line.remark ?? ''),
  ];
  return {
    lines,
    totals,
    notCoveredReasons: [...new Set(reasons)],
    addsUp: totals.addsUp && lines.every((entry) => entry.explanation.addsUp) && sameAmount(totals.memberOwes, claim.memberShare?.total ?? totals.memberOwes),
  };
}

/** What a claim counted toward the member's accumulators: the deductible, the out-of-pocket maximum and (dental) the annual maximum. */
export interface AccumulatorEffect {
  readonly toDeductible: number;
  /** Deductible, copays and coinsurance count toward the out-of-pocket maximum; what is not covered does not. */
  readonly toOutOfPocket: number;
  /** What the plan paid counts toward a dental annual maximum. */
  readonly toAnnualMaximum: number;
}

export function accumulatorEffect(explanation: ClaimExplanation): AccumulatorEffect {
  const totals = explanation.totals;
  return { toDeductible: totals.deductible, toOutOfPocket: cents(totals.deductible + totals.copay + totals.coinsurance), toAnnualMaximum: totals.planPaid };
}

const EFFECT_OF: Readonly<Record<AccumulatorKind, keyof AccumulatorEffect>> = {
  deductible: 'toDeductible',
  'out-of-pocket': 'toOutOfPocket',
  'annual-maximum': 'toAnnualMaximum',
};

/** One accumulator as the claim moved it, and whether the move agrees with the claim's own figures. */
export interface AccumulatorMove {
  readonly accumulator: ClaimAccumulator;
  /** In the claim's own tier (or one counting both tiers): the claim counts toward it. */
  readonly counts: boolean;
  readonly added: number;
  readonly remainingAfter: number;
  /** What the claim counted, added to what was met before, up to the limit; unchanged in the other tier. */
  readonly agrees: boolean;
}

/**
 * Where the claim left each accumulator the claims system reported on it: the claim's own tier first, its
 * deductibles before its maximums, individual before family. An accumulator fills up to its limit and no
 * further; a claim in one tier leaves the other tier's accumulators as they were.
 */
export function accumulatorMoves(claim: Pick<Claim, 'accumulators' | 'provider'>, explanation: ClaimExplanation): AccumulatorMove[] {
  const effect = accumulatorEffect(explanation);
  const network = claim.provider.networkStatus;
  const moves = claim.accumulators.map((accumulator): AccumulatorMove => {
    const counts = accumulator.network === 'combined' || accumulator.network === network;
    const expected = counts ? cents(Math.min(accumulator.limit, accumulator.metBefore + effect[EFFECT_OF[accumulator.kind]])) : accumulator.metBefore;
    return {
      accumulator,
      counts,
      added: cents(accumulator.metAfter - accumulator.metBefore),
      remainingAfter: cents(Math.max(0, accumulator.limit - accumulator.metAfter)),
      agrees: sameAmount(accumulator.metAfter, expected),
    };
  });
  const rank = (move: AccumulatorMove): number =>
    (move.counts ? 0 : 100) + ['deductible', 'out-of-pocket', 'annual-maximum'].indexOf(move.accumulator.kind) * 10 + (move.accumulator.coverage === 'family' ? 1 : 0);
  return moves.sort((a, b) => rank(a) - rank(b));
}
