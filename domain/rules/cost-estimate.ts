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
