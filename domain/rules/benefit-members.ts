import type { Member } from '../model';
import type { CoverageCategory } from './benefit-categories';
import { categoryEligibility, eligibilityStatus, hasActiveOrFutureEligibility } from './eligibility-status';
import { isSubscriber } from './menus-and-permissions';

/**
 * Whose benefits a member may look at (spec section 6): the subscriber sees the family, a dependant sees
 * only themselves. Only members with active or future coverage are offered (in the category, when one is
 * given), the viewer first, then by suffix.
 */
export function benefitsMembers(
  members: readonly Member[],
  viewer: Pick<Member, 'memberKey' | 'memberSuffix'>,
  today: string,
  category?: CoverageCategory,
): Member[] {
  const visible = isSubscriber(viewer) ? members : members.filter((member) => member.memberKey === viewer.memberKey);
  const covered = visible.filter((member) => {
    if (category === undefined) return hasActiveOrFutureEligibility(member, today);
    const status = eligibilityStatus(categoryEligibility(member, category), today);
    return status === 'Active' || status === 'Future';
  });
  const rank = (member: Member): number => (member.memberKey === viewer.memberKey ? -1 : member.memberSuffix);
  return [...covered].sort((a, b) => rank(a) - rank(b));
}

/** The member chosen by suffix among those offered, else the first offered (the viewer when covered). */
export function chosenBenefitsMember(offered: readonly Member[], suffix: number | null): Member | null {
  return offered.find((member) => member.memberSuffix === suffix) ?? offered[0] ?? null;
}
