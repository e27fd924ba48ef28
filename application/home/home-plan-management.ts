import type { CancellationOption, PlanManagementDetails } from '../../domain/model';
import { safeLinkHref } from '../../domain/rules/external-links';
import { planManagementBanner, type PlanManagementBanner } from '../../domain/rules/home-banners';
import { SHORTCUT_NAMES } from '../../domain/copy/shortcut-copy';

export interface ExternalLink {
  readonly label: string;
  readonly href: string;
}

/** The plan management banner with what the member can do from it (spec sections 2 and 4). */
export interface PlanManagementView {
  readonly banner: PlanManagementBanner;
  /** Where to shop for, change or renew a plan; only safe links are kept. */
  readonly shopLink: ExternalLink | null;
  readonly exchangeLink: ExternalLink | null;
  /** The ways to cancel; empty once the member has cancelled, and for whoever may not cancel. */
  readonly cancellationOptions: readonly CancellationOption[];
  readonly coverageEndDate: string | null;
}

/** Label of the direct shop link; the exchange link is labelled by the service (exchangeUrlLabel). */

/**
 * The banner view, or null when the plan is not eligible and active (no banner at all). `mayCancel`: the
 * viewer may cancel the plan (domain/rules/home-banners.ts, mayCancelPlan).
 */
export function planManagementView(details: PlanManagementDetails | null, allowList: readonly string[], mayCancel: boolean): PlanManagementView | null {
  if (details === null) return null;
  const banner = planManagementBanner(details);
  if (banner === null) return null;
  const shop = safeLinkHref(details.directShopUrl, allowList);
  const exchange = safeLinkHref(details.exchangeUrl, allowList);
  const exchangeLabel = details.exchangeUrlLabel?.trim() ?? '';
  return {
    banner,
    shopLink: shop === null ? null : { label: SHORTCUT_NAMES.shopForPlans, href: shop },
    exchangeLink: exchange === null ? null : { label: exchangeLabel === '' ? exchange : exchangeLabel, href: exchange },
    cancellationOptions: banner.kind === 'renewal-reminder' && mayCancel ? details.directCancellationOptions : [],
    coverageEndDate: details.coverageEndDateUponCancellation,
  };
}
