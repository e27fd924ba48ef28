import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { DomainId, Group, PlanManagementDetails } from '../../../domain/model';
import type { BrandConfig } from '../../../domain/rules/brands';
import { brandConfig, parseDomainId } from '../../../domain/rules/brands';
import { formatGroupPlanLine, truncateGroupName } from '../../../domain/rules/formats';
import { formatUsd } from '../../../domain/rules/money';
import type { PlanManagementBanner } from '../../../domain/rules/home-banners';
import { planManagementBanner, preventiveCareInitiative, showPrimaryCareBanner } from '../../../domain/rules/home-banners';
import { aGroup, somePlanManagement } from '../../../domain/rules/testing/builders';
import type { MemberWorld } from '../../support/world';
import { brandNamed, dayFrom, dayOf, yes } from './helpers';
import { offers, reads, worksOut } from '../shared/screens.steps';

// --- brands -----------------------------------------------------------------------------------------

// Single-use: a brand's settings, which only the brands rule reads.
Given('the {brand} brand', function (this: MemberWorld, domainId: DomainId) {
  this.remember<BrandConfig>('brand', brandConfig(domainId));
});

const brand = (world: MemberWorld): BrandConfig => world.recall<BrandConfig>('brand');

// Single-use: a brand's settings, which only the brands rule reads.
Then('the brand is called {string} and uses the {string} look', function (this: MemberWorld, name: string, theme: string) {
  assert.equal(brand(this).name, name);
  assert.equal(brand(this).themeId, theme);
});

offers('the login page links', function (this: MemberWorld, shown: boolean) {
  assert.equal(brand(this).showLoginLinks, shown);
});

offers("a logout page of the brand's own", function (this: MemberWorld, offered: boolean) {
  assert.equal(brand(this).providenceLogoutPage, offered);
});

offers('eBill', function (this: MemberWorld, offered: boolean) {
  assert.equal(brand(this).ebillAvailable, offered);
});

reads("handbooks' name", function (this: MemberWorld, label: string) {
  assert.equal(brand(this).handbooksLabel, label);
});

// Single-use: a brand's settings, which only the brands rule reads.
Then('an empty address leads to the login page', function (this: MemberWorld) {
  assert.equal(brand(this).defaultRedirect, '/login');
});

// Single-use: a brand's settings, which only the brands rule reads.
When('the brand setting {string} is read', function (this: MemberWorld, setting: string) {
  this.result = parseDomainId(setting);
});

// Single-use: a brand's settings, which only the brands rule reads.
Then(/^it names the (main brand|Summit brand|Providence brand|no brand)$/, function (this: MemberWorld, expected: string) {
  const named = expected === 'no brand' ? null : brandNamed(expected.replace(/ brand$/, ''));
  assert.equal(this.result, named);
});

// --- home banners -----------------------------------------------------------------------------------

// Single-use: the home banners' facts (plan management, cancellation, primary care eligibility, group), which only the home banners rule takes.
Given(/^the member (is|is not) eligible for primary care$/, function (this: MemberWorld, verdict: string) {
  this.remember('pcpEligible', yes(verdict));
});

offers('the primary care update banner', function (this: MemberWorld, shown: boolean) {
  assert.equal(showPrimaryCareBanner(this.recall<boolean>('pcpEligible'), this.today), shown);
});

// Single-use: the home banners' facts (plan management, cancellation, primary care eligibility, group), which only the home banners rule takes.
Given(
  /^a plan that can be managed, with open enrollment ending (.+) and no cancellation$/,
  function (this: MemberWorld, end: string) {
    this.remember<PlanManagementDetails>('plan', somePlanManagement({ openEnrollmentEnd: dayOf(end), directPlanCancellationStatus: null }));
  },
);

// Single-use: the home banners' facts (plan management, cancellation, primary care eligibility, group), which only the home banners rule takes.
Given(
  /^a plan that can be managed, with coverage ending (.+) and cancellation status "(M|D)"$/,
  function (this: MemberWorld, end: string, status: string) {
    this.remember<PlanManagementDetails>(
      'plan',
      somePlanManagement({
        coverageEndDateUponCancellation: dayOf(end),
        directPlanCancellationStatus: { id: status === 'M' ? 'M' : 'D' },
      }),
    );
  },
);

// Single-use: the home banners' facts (plan management, cancellation, primary care eligibility, group), which only the home banners rule takes.
Given('a plan that cannot be managed', function (this: MemberWorld) {
  this.remember<PlanManagementDetails>('plan', somePlanManagement({ eligibleAndActive: false }));
});

worksOut('the plan management banner', function (this: MemberWorld) {
  this.result = planManagementBanner(this.recall<PlanManagementDetails>('plan'));
});

reads('plan management banner', function (this: MemberWorld, text: string) {
  assert.equal((this.result as PlanManagementBanner | null)?.text, text);
});

offers('the plan management banner', function (this: MemberWorld, shown: boolean) {
  assert.equal(this.result !== null, shown);
});

// Single-use: the home banners' facts (plan management, cancellation, primary care eligibility, group), which only the home banners rule takes.
Given('a member of the group {string}', function (this: MemberWorld, groupId: string) {
  this.remember('groupId', groupId);
});

offers('the Preventive Care Initiative card', function (this: MemberWorld, shown: boolean) {
  assert.equal(preventiveCareInitiative(this.recall<string>('groupId')), shown);
});

// --- plan lines and amounts -------------------------------------------------------------------------

// Single-use: the plan a rule is given by its facts; app scenarios take a persona's plans.
Given(
  'the plan {string} {string} effective {string} and ending {string}',
  function (this: MemberWorld, groupId: string, groupName: string, effective: string, end: string) {
    this.remember<Group>('planGroup', aGroup({ groupId, groupName, planEffectiveDate: dayOf(effective), planTerminationDate: dayFrom(end) }));
  },
);

// The one plan the scenario gave, as a member with several plans sees it among their plans.
reads('plan lines', function (this: MemberWorld, line: string) {
  assert.equal(formatGroupPlanLine(this.recall<Group>('planGroup'), this.today), line);
});

// The plan switcher offers the plan by its group's name, shortened past 10 characters.
reads('plan switcher', function (this: MemberWorld, shown: string) {
  assert.equal(truncateGroupName(this.recall<Group>('planGroup').groupName), shown);
});

// Single-use: the dollar format of an amount, stated by its rule alone; screens show amounts in their own phrases.
Then('the amount {float} is shown as {string}', function (this: MemberWorld, amount: number, shown: string) {
  assert.equal(formatUsd(amount), shown);
});
