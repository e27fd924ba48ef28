import type { Member, PlanManagementDetails } from '../model';
import { PLAN_MANAGEMENT_COPY } from '../copy/notices-copy';
import { PCI_GROUP_ID, PRIMARY_CARE_BANNER_END } from './constants';
import { todayDay } from './dates';
import { formatBannerDate } from './formats';

/** Home page banners and cards (spec sections 2 and 4). */

/** The primary-care administrative-update banner: primary care eligible, on or before 31 March 2025. */
export function showPrimaryCareBanner(pcpEligible: boolean, today: string): boolean {
  return pcpEligible && todayDay(today) <= PRIMARY_CARE_BANNER_END;
}

/**
 * Who may cancel the plan: the subscriber, who holds it. A dependant, whatever their age, sees the renewal
 * reminder without the way to cancel the family's plan.
 */
export function mayCancelPlan(viewer: Pick<Member, 'memberSuffix'>): boolean {
  return viewer.memberSuffix === 0;
}

export type PlanManagementBanner =
  | { readonly kind: 'renewal-reminder'; readonly text: string }
  | { readonly kind: 'cancellation'; readonly status: 'M' | 'D'; readonly text: string };

/**
 * The plan management banner, shown only when eligibleAndActive. Without a cancellation status it reminds
 * the member to renew, change or cancel before open enrollment ends ('MMMM d, y'); with one it says when
 * benefits end and which plans will not be renewed (M: medical; D: medical and dental).
 */
export function planManagementBanner(
  details: Pick<
    PlanManagementDetails,
    'eligibleAndActive' | 'directPlanCancellationStatus' | 'openEnrollmentEnd' | 'coverageEndDateUponCancellation'
  >,
): PlanManagementBanner | null {
  if (!details.eligibleAndActive) return null;
  const cancellation = details.directPlanCancellationStatus;
  if (cancellation === null) {
    const end = formatBannerDate(details.openEnrollmentEnd);
    return {
      kind: 'renewal-reminder',
      text: end === '' ? PLAN_MANAGEMENT_COPY.renewalReminderUndated : PLAN_MANAGEMENT_COPY.renewalReminder(end),
    };
  }
  const coverageEnd = formatBannerDate(details.coverageEndDateUponCancellation);
  const ends = coverageEnd === '' ? PLAN_MANAGEMENT_COPY.benefitsEndUndated : PLAN_MANAGEMENT_COPY.benefitsEnd(coverageEnd);
  const notRenewed =
    cancellation.id === 'M' ? PLAN_MANAGEMENT_COPY.medicalNotRenewed : PLAN_MANAGEMENT_COPY.medicalAndDentalNotRenewed;
  return { kind: 'cancellation', status: cancellation.id, text: `${ends} ${notRenewed}` };
}

/** The Preventive Care Initiative card is for group 10002805. */
export function preventiveCareInitiative(groupId: string | null): boolean {
  return groupId === PCI_GROUP_ID;
}
