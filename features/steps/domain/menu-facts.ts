import type { DomainId } from '../../../domain/model';
import type { MenuFacts } from '../../../domain/rules/menus-and-permissions';
import { accountMenu, benefitsMenu, canSeeEobs, findCareMenu, idCardAllowed, primaryMenu, utilityMenu } from '../../../domain/rules/menus-and-permissions';
import { aMember } from '../../../domain/rules/testing/builders';
import type { SeenMenus } from '../shared/seen-menus';
import { coverage, shiftDay, yes } from './helpers';

/** The menu rules' answers for one member described by facts (features/domain/menus-and-permissions.feature). */
export interface RuleMenus {
  readonly menus: SeenMenus;
  readonly idCard: boolean;
  readonly eobs: boolean;
}

/** Someone the utility menu is built for: logged in or not, on a brand. */
export interface Visitor {
  readonly loggedIn: boolean;
  readonly domainId: DomainId;
}

export const utilityMenuOf = (visitor: Visitor): SeenMenus => ({ 'utility menu': utilityMenu(visitor.loggedIn, visitor.domainId) });

/** A date of birth for an age in words: '40', '18 today' (18th birthday today), '18 tomorrow'. */
function bornAt(age: string, today: string): string {
  const tomorrow = /^(\d+) tomorrow$/.exec(age);
  if (tomorrow) return shiftDay(shiftDay(today, { years: -Number(tomorrow[1]) }), { days: 1 });
  const birthday = /^(\d+)(?: today)?$/.exec(age);
  if (birthday) return shiftDay(today, { years: -Number(birthday[1]) });
  throw new Error(`Cannot read the age '${age}'`);
}

/** Builds the menu facts from a table of what matters in the scenario; everything else is ordinary. */
export function menuFacts(domainId: DomainId, fact: (key: string, fallback: string) => string, today: string): MenuFacts {
  const state = fact('coverage', 'active');
  const everywhere = state === 'dental only' ? null : coverage(state, today);
  const dental = state === 'dental only' ? coverage('active', today) : everywhere;
  const role = fact('member', 'subscriber');
  const token = fact('token', 'member');
  const handbooksLabel = fact('handbooks label', '');
  return {
    domainId,
    groupId: fact('group', 'regular') === 'regular' ? '10001234' : fact('group', ''),
    viewer: aMember({
      memberSuffix: role === 'subscriber' ? 0 : 1,
      dateOfBirth: bornAt(fact('age', '40'), today),
      medicalEligibility: everywhere,
      dentalEligibility: dental,
      visionEligibility: everywhere,
      pharmacyEligibility: everywhere,
    }),
    today,
    hasEbill: yes(fact('eBill', 'yes')),
    hasReferrals: yes(fact('referrals', 'yes')),
    hasMedicareMaterials: yes(fact('Medicare materials', 'yes')),
    tokenRole: token === 'new-id' ? 'new-id' : 'member',
    issuedByNewId: token === 'issued by new ID',
    primaryCare: {
      subscriberHasMembersWithHistory: role === 'subscriber' && yes(fact('primary care history in the family', 'no')),
      memberHasSelection: yes(fact('primary care provider selected', 'no')),
      eligible: yes(fact('primary care eligible', 'no')),
    },
    ...(handbooksLabel !== '' ? { handbooksLabel } : {}),
  };
}

export function menusFromRules(facts: MenuFacts): RuleMenus {
  return {
    menus: {
      'top navigation': primaryMenu(facts),
      'account settings menu': accountMenu(facts),
      'benefits menu': benefitsMenu(facts),
      'find care menu': findCareMenu(facts),
    },
    idCard: idCardAllowed(facts.viewer, facts.today),
    eobs: canSeeEobs(facts.viewer),
  };
}
