import type { Limit } from '../model';
import { LIMIT_NAMES } from '../copy/labels-copy';

/** Limits: validity, display order, progress and grouping (spec sections 7 and 9). */

const isAmount = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** Valid when total, met and remaining are present and met and remaining are not both 0. */
export function isValidLimit(limit: Pick<Limit, 'total' | 'totalMet' | 'totalRemaining'>): boolean {
  const { total, totalMet, totalRemaining } = limit;
  if (!isAmount(total) || !isAmount(totalMet) || !isAmount(totalRemaining)) return false;
  return !(totalMet === 0 && totalRemaining === 0);
}

export type LimitDisplayOrder = 1 | 2 | 3 | 4;

/**
 * Annual Limit 1, Deductible - In Network 2, any other type 3, no type 4. Compared without regard to
 * case or surrounding spaces because the type comes from the insurer's data, not from a fixed list.
 */
export function limitDisplayOrder(limitType: string | null | undefined): LimitDisplayOrder {
  const type = (limitType ?? '').trim().toLowerCase();
  if (type === '') return 4;
  if (type === 'annual limit') return 1;
  if (type === 'deductible - in network') return 2;
  return 3;
}

const words = (text: string): string => ` ${text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim()} `;

/**
 * Whether a limit type already names its network tier ('Deductible - In Network' under 'IN NETWORK',
 * compared by words, so case and hyphens do not matter): a name joining the two would say the network twice.
 */
export function limitTypeNamesTier(limitType: string, networkTier: string): boolean {
  const tier = words(networkTier);
  return tier.trim() !== '' && words(limitType).includes(tier);
}

/** met/total*100 as a percentage for a progress bar: 0 when there is no total, never outside 0..100. */
export function limitProgress(met: number | null | undefined, total: number | null | undefined): number {
  if (!isAmount(met) || !isAmount(total) || total <= 0) return 0;
  return Math.min(100, Math.max(0, (met / total) * 100));
}

export interface LimitTypeGroup {
  readonly limitType: string;
  readonly limits: readonly Limit[];
}

export interface LimitTierGroup {
  readonly networkTier: string;
  readonly limitTypes: readonly LimitTypeGroup[];
}

/**
 * A limit's name as a member reads it, when the rules know its kind: a deductible or an out-of-pocket maximum,
 * in or out of network (from its type or its tier, compared by words), then its coverage: 'In-network
 * deductible, individual', the network said once. null for a limit of another kind (a frame allowance, an
 * annual limit), which keeps the insurer's name.
 */
export function limitName(limit: Pick<Limit, 'limitType' | 'networkTier' | 'coverageType'>): string | null {
  const type = words(limit.limitType);
  const both = `${type}${words(limit.networkTier)}`;
  const kind = type.includes(' deductible ') ? 'deductible' : type.includes(' out of pocket ') ? 'out-of-pocket' : null;
  const network = both.includes(' out of network ') || both.includes(' outnet ') ? 'out' : both.includes(' in network ') || both.includes(' innet ') ? 'in' : null;
  const coverage = limit.coverageType === 'INDIVIDUAL' ? LIMIT_NAMES.individual : limit.coverageType === 'FAMILY' ? LIMIT_NAMES.family : null;
  if (kind === null || network === null || coverage === null) return null;
  return `${LIMIT_NAMES[`${kind}-${network}`]}, ${coverage}`;
}

// Individual before family, so a member reads their own figure first.
const COVERAGE_ORDER: Readonly<Record<string, number>> = { INDIVIDUAL: 0, FAMILY: 1 };
const coverageRank = (limit: Limit): number => COVERAGE_ORDER[limit.coverageType] ?? 2;

/**
 * The valid limits of one product category (matched case-insensitively), grouped by network tier (in the
 * order tiers first appear) then by limit type (in limit display order, ties in order of appearance),
 * individual before family within a type.
 */
export function groupLimits(limits: readonly Limit[], category: string): LimitTierGroup[] {
  const wanted = category.trim().toLowerCase();
  const relevant = limits.filter(
    (limit) => limit.productCategory.trim().toLowerCase() === wanted && isValidLimit(limit),
  );
  const tiers = new Map<string, Map<string, Limit[]>>();
  for (const limit of relevant) {
    const byType = tiers.get(limit.networkTier) ?? new Map<string, Limit[]>();
    tiers.set(limit.networkTier, byType);
    byType.set(limit.limitType, [...(byType.get(limit.limitType) ?? []), limit]);
  }
  return [...tiers.entries()].map(([networkTier, byType]) => ({
    networkTier,
    limitTypes: [...byType.entries()]
      .sort(([a], [b]) => limitDisplayOrder(a) - limitDisplayOrder(b))
      .map(([limitType, grouped]) => ({
        limitType,
        limits: [...grouped].sort((a, b) => coverageRank(a) - coverageRank(b)),
      })),
  }));
}
