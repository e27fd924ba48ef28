import type { Member } from '../../domain/model';
import type { CoverageCategory } from '../../domain/rules/benefit-categories';
import { benefitsMembers, chosenBenefitsMember } from '../../domain/rules/benefit-members';
import type { AccountState } from '../../application/shared/resolve-account-state';
import type { BenefitsQuery } from './benefits-query';

export interface MemberChoice {
  readonly offered: readonly Member[];
  readonly member: Member | null;
}

/** Who the viewer may look at (in the category, when one is given) and whom the query picks. */
export function memberChoice(state: AccountState, query: BenefitsQuery, category?: CoverageCategory): MemberChoice {
  const offered = benefitsMembers(state.account.members, state.viewer, state.today, category);
  return { offered, member: chosenBenefitsMember(offered, query.suffix) };
}
