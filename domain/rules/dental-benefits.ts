import type { DentalMaximum, DentalService, Limit } from '../model';

/** Dental benefits as shown (spec section 3): amounts of -1 (does not apply) or 0 (not covered) are skipped. */

/** Whether a dental amount is shown: -1 and 0 are skipped, as is anything that is not a real amount. */
export function isShownDentalAmount(amount: number | null | undefined): amount is number {
  return typeof amount === 'number' && Number.isFinite(amount) && amount !== -1 && amount !== 0;
}

export interface DentalCategory {
  readonly category: string;
  readonly services: readonly DentalService[];
}

/**
 * The services of a tier by category, in the order the response lists them, without services whose amount
 * is skipped; a category left with no service is left out altogether.
 */
export function visibleDentalServices(servicesByCategory: Readonly<Record<string, readonly DentalService[]>>): DentalCategory[] {
  return Object.entries(servicesByCategory)
    .map(([category, services]) => ({ category, services: services.filter((service) => isShownDentalAmount(service.amount)) }))
    .filter((entry) => entry.services.length > 0);
}

export type DentalCoverage = 'individual' | 'family';

export interface DentalMaximumFigure {
  readonly coverage: DentalCoverage;
  readonly amount: number;
  readonly met: number;
  readonly remaining: number;
}

/** A maximum's individual then family figures, each only when its amount is shown (not -1 or 0). */
export function dentalMaximumFigures(maximum: DentalMaximum): DentalMaximumFigure[] {
  const figures: DentalMaximumFigure[] = [];
  if (isShownDentalAmount(maximum.indivAmount)) {
    figures.push({ coverage: 'individual', amount: maximum.indivAmount, met: maximum.indivMet, remaining: maximum.indivRemaining });
  }
  if (isShownDentalAmount(maximum.familyAmount)) {
    figures.push({ coverage: 'family', amount: maximum.familyAmount, met: maximum.familyMet, remaining: maximum.familyRemaining });
  }
  return figures;
}

/** The maximums that have at least one figure to show. */
export function visibleDentalMaximums(maximums: readonly DentalMaximum[]): DentalMaximum[] {
  return maximums.filter((maximum) => dentalMaximumFigures(maximum).length > 0);
}

/**
 * The dental page shows each network tier's maximums with their progress; the limits service states some
 * of the same figures again (the annual maximum as 'Annual Limit', the deductible). A limit that repeats a
 * maximum of its own tier (same coverage, same amount and amount met) is left out of the page's limits, so
 * that each amount shows once; the limits no maximum states stay.
 */
export function limitsBesideMaximums(
  limits: readonly Limit[],
  tiers: readonly { readonly name: string; readonly maximums: readonly DentalMaximum[] }[],
): Limit[] {
  const stated = new Set(
    tiers.flatMap((tier) =>
      tier.maximums.flatMap((maximum) =>
        dentalMaximumFigures(maximum).map((figure) => `${tier.name.trim().toLowerCase()}|${figure.coverage}|${figure.amount}|${figure.met}`),
      ),
    ),
  );
  return limits.filter((limit) => {
    const coverage = limit.coverageType === 'FAMILY' ? 'family' : 'individual';
    return !stated.has(`${limit.networkTier.trim().toLowerCase()}|${coverage}|${limit.total}|${limit.totalMet}`);
  });
}
