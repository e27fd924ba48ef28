import { TIER_LABELS } from '../copy/labels-copy';
/** Network tiers: the default tab and the tab labels (spec section 9). */

/** A tier as a plain name, or as the services' tier reference ({ tierId, name }). */
export type TierLike = string | { readonly name: string; readonly tierId?: string };

const tierNames = (tier: TierLike): readonly string[] =>
  typeof tier === 'string' ? [tier] : [tier.name, tier.tierId ?? ''];

const isInNetwork = (name: string): boolean => {
  const normalised = name.trim().toLowerCase();
  return normalised === 'innet' || normalised === 'in network';
};

/** The tier named 'innet' or 'in network' (any casing), otherwise the first; null when there are none. */
export function defaultNetworkTier<T extends TierLike>(tiers: readonly T[]): T | null {
  return tiers.find((tier) => tierNames(tier).some(isInNetwork)) ?? tiers[0] ?? null;
}


/** tab1 and innet 'In network'; tab2 'Out-of-network'; outnet 'Out of network'; any other tier as given. */
export function tierLabel(tierKey: string): string {
  const labels: Readonly<Record<string, string | undefined>> = TIER_LABELS;
  return labels[tierKey.trim().toLowerCase()] ?? tierKey;
}
