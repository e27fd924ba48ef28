import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { DomainId } from '../../../domain/model';
import type { MenuFacts, MenuItem } from '../../../domain/rules/menus-and-permissions';
import {
  accountMenu,
  benefitsMenu,
  canSeeEobs,
  findCareMenu,
  idCardAllowed,
  primaryMenu,
  utilityMenu,
} from '../../../domain/rules/menus-and-permissions';
import { aMember } from '../../../domain/rules/testing/builders';
import type { MemberWorld } from '../../support/world';
import { brandNamed, coverage, listOf, rowsOf, shiftDay, yes } from './helpers';

interface BuiltMenus {
  readonly primary: readonly MenuItem[];
  readonly account: readonly MenuItem[];
  readonly benefits: readonly MenuItem[];
  readonly findCare: readonly MenuItem[];
  readonly idCard: boolean;
  readonly eobs: boolean;
}

/** A date of birth for an age in words: '40', '18 today' (18th birthday today), '18 tomorrow'. */
function bornAt(age: string, today: string): string {
  const tomorrow = /^(\d+) tomorrow$/.exec(age);
  if (tomorrow) return shiftDay(shiftDay(today, { years: -Number(tomorrow[1]) }), { days: 1 });
  const birthday = /^(\d+)(?: today)?$/.exec(age);
  if (birthday) return shiftDay(today, { years: -Number(birthday[1]) });
  throw new Error(`Cannot read the age '${age}'`);
}

/** Builds the menu facts from a table of what matters in the scenario; everything else is ordinary. */
function menuFacts(domainId: DomainId, fact: (key: string, fallback: string) => string, today: string): MenuFacts {
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

Given(
  /^a (subscriber|dependant) on the (main|Summit|Providence) brand whose coverage is (active|future|termed|none)$/,
  function (this: MemberWorld, member: string, brand: string, state: string) {
    const fact = rowsOf([['member', member], ['coverage', state]]);
    this.remember('menuFacts', menuFacts(brandNamed(brand), fact, this.today));
  },
);

Given(/^a member on the (main|Summit|Providence) brand with:$/, function (this: MemberWorld, brand: string, table: { raw(): string[][] }) {
  this.remember('menuFacts', menuFacts(brandNamed(brand), rowsOf(table.raw()), this.today));
});

When('the menus are built', function (this: MemberWorld) {
  const facts = this.recall<MenuFacts>('menuFacts');
  const built: BuiltMenus = {
    primary: primaryMenu(facts),
    account: accountMenu(facts),
    benefits: benefitsMenu(facts),
    findCare: findCareMenu(facts),
    idCard: idCardAllowed(facts.viewer, facts.today),
    eobs: canSeeEobs(facts.viewer),
  };
  this.result = built;
});

const menus = (world: MemberWorld): BuiltMenus => world.result as BuiltMenus;
const labels = (items: readonly MenuItem[]): string[] => items.map((item) => item.label);

Then('the primary menu reads {string}', function (this: MemberWorld, expected: string) {
  assert.deepEqual(labels(menus(this).primary), listOf(expected));
});

Then('the account menu reads {string}', function (this: MemberWorld, expected: string) {
  assert.deepEqual(labels(menus(this).account), listOf(expected));
});

Then('the benefits menu reads {string}', function (this: MemberWorld, expected: string) {
  assert.deepEqual(labels(menus(this).benefits), listOf(expected));
});

Then(/^primary care (is|is not) offered in the find care menu$/, function (this: MemberWorld, verdict: string) {
  assert.equal(labels(menus(this).findCare).includes('Primary care'), yes(verdict));
});

Then(/^the ID card (is|is not) available to the member$/, function (this: MemberWorld, verdict: string) {
  assert.equal(menus(this).idCard, yes(verdict));
});

Then(/^EOBs (are|are not) available to the member$/, function (this: MemberWorld, verdict: string) {
  assert.equal(menus(this).eobs, yes(verdict));
});

Given(/^a visitor who is (logged in|logged out) on the (main|Summit|Providence) brand$/, function (this: MemberWorld, state: string, brand: string) {
  this.remember('visitor', { loggedIn: state === 'logged in', domainId: brandNamed(brand) });
});

When('the utility menu is built', function (this: MemberWorld) {
  const visitor = this.recall<{ loggedIn: boolean; domainId: DomainId }>('visitor');
  this.result = utilityMenu(visitor.loggedIn, visitor.domainId);
});

Then('the utility menu reads {string}', function (this: MemberWorld, expected: string) {
  assert.deepEqual(labels(this.result as readonly MenuItem[]), listOf(expected));
});
