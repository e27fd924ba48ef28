import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { DateTime } from 'luxon';
import type { Limit, Member } from '../../../domain/model';
import type { LimitTierGroup } from '../../../domain/rules/limits';
import { dentalMaximumFigures } from '../../../domain/rules/dental-benefits';
import { eligibleCategories } from '../../../domain/rules/eligibility-status';
import { LoadBenefitHistory, type MemberPlanHistory } from '../../../application/benefits/load-benefit-history';
import { LoadBenefits, type BenefitsSummary, type DentalView, type MedicalView } from '../../../application/benefits/load-benefits';
import { LoadDocuments, type MedicareMaterialsOutcome } from '../../../application/benefits/load-documents';
import { LoadPassportDental, type PassportDentalOutcome } from '../../../application/benefits/load-programs';
import { findInNetworkDentistPath } from '../../../domain/rules/program-links';
import { ResolveAccountState, type AccountState } from '../../../application/shared/resolve-account-state';
import { SearchReferrals, type ReferralFilters, type ReferralsOutcome } from '../../../application/benefits/search-referrals';
import type { MemberWorld } from '../../support/world';
import { dayOf, yes } from '../domain/helpers';
import { LIMIT_IN_VIEW, limitInView } from '../domain/benefits.steps';
import { offers, opens, reads } from '../shared/screens.steps';
import { showsMembers } from '../shared/family.steps';

/*
 * Benefits pages at the use-case level: the same use cases the screens run, on the scenario's app.
 * Each When stores what the page would show; the Thens read it back.
 */

const list = (text: string): string[] =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

async function accountState(world: MemberWorld): Promise<AccountState> {
  const outcome = await world.app().get(ResolveAccountState).execute();
  assert.equal(outcome.kind, 'resolved', 'the account state resolves');
  if (outcome.kind !== 'resolved') throw new Error('unreachable');
  return outcome.state;
}

async function familyMember(world: MemberWorld, firstName: string): Promise<{ readonly state: AccountState; readonly member: Member }> {
  const state = await accountState(world);
  const member = state.account.members.find((candidate) => candidate.firstName === firstName);
  assert.ok(member !== undefined, `nobody called ${firstName} in the family`);
  return { state, member };
}

function loaded<T>(outcome: { readonly kind: string; readonly value?: T }): T {
  assert.equal(outcome.kind, 'loaded', 'the page loads');
  assert.ok(outcome.value !== undefined);
  return outcome.value;
}

/** 'Annual Limit (individual)' per limit, in the order shown. */
const limitLines = (tier: LimitTierGroup | undefined): string[] =>
  (tier?.limitTypes ?? []).flatMap((type) => type.limits.map((limit) => `${type.limitType} (${limit.coverageType.toLowerCase()})`));

// ------------------------------------------------------------------ opening pages

opens('their medical benefits', async function (this: MemberWorld) {
  const state = await accountState(this);
  const view = loaded(await this.app().get(LoadBenefits).medical({ memberKey: state.viewer.memberKey }));
  this.remember<MedicalView | DentalView>('benefits page', view);
  this.remember<readonly LimitTierGroup[]>('limits shown', view.limits);
});

When('they open the dental benefits of {member}', async function (this: MemberWorld, firstName: string) {
  const { member } = await familyMember(this, firstName);
  const view = loaded(await this.app().get(LoadBenefits).dental({ suffix: member.memberSuffix, memberKey: member.memberKey }));
  this.remember<MedicalView | DentalView>('benefits page', view);
  this.remember<DentalView>('dental page', view);
  this.remember<readonly LimitTierGroup[]>('limits shown', view.limits);
});

async function summaryOf(world: MemberWorld, firstName: string, asOfDate?: string): Promise<BenefitsSummary> {
  const { state, member } = await familyMember(world, firstName);
  return loaded(
    await world.app().get(LoadBenefits).summary({
      suffix: member.memberSuffix,
      memberKey: member.memberKey,
      categories: eligibleCategories(member, state.today),
      ...(asOfDate === undefined ? {} : { asOfDate }),
    }),
  );
}

/** The limits one category of the summary shows, kept as the limits shown for the Thens that read them. */
function showSummaryLimits(world: MemberWorld, summary: BenefitsSummary, category: string): void {
  const section = summary.categories.find((entry) => entry.category === category);
  assert.ok(section !== undefined, `the summary has ${category}`);
  world.remember<readonly LimitTierGroup[]>('limits shown', section.limits);
}

// Single-use: the limits as the benefits summary shows them for a persona; the rule behind them is stated in facts by features/domain/limits.feature.
When('they look at the {word} benefits summary of {member}', async function (this: MemberWorld, category: string, firstName: string) {
  showSummaryLimits(this, await summaryOf(this, firstName), category);
});

// Single-use: the limits as the benefits summary shows them for a persona; the rule behind them is stated in facts by features/domain/limits.feature.
When('they look at the {word} benefits summary of {member} as of a day in the previous plan year', async function (this: MemberWorld, category: string, firstName: string) {
  const current = await summaryOf(this, firstName);
  const started = current.categories.find((section) => section.category === category)?.plan.current?.effectiveDate;
  assert.ok(started !== undefined, `the current ${category} plan year is known`);
  const dayBefore = DateTime.fromISO(started, { zone: 'utc' }).minus({ days: 1 }).toISODate() ?? started;
  showSummaryLimits(this, await summaryOf(this, firstName, dayBefore), category);
});

// ------------------------------------------------------------------ tiers

reads('network tabs', function (this: MemberWorld, labels: string) {
  const page = this.recall<MedicalView | DentalView>('benefits page');
  assert.deepEqual(
    page.tiers.map((tier) => tier.label),
    list(labels),
  );
}, 'screen');

reads('network tab that opens first', function (this: MemberWorld, label: string) {
  const page = this.recall<MedicalView | DentalView>('benefits page');
  const first = page.tiers.find((tier) => tier.tierId === page.defaultTierId);
  assert.equal(first?.label, label);
}, 'screen');

// Single-use: the network tabs of the benefits page; the tier rule itself is stated in facts by features/domain/network-tiers.feature.
Then('every network tab lists covered services with their own out-of-pocket and deductible figures', function (this: MemberWorld) {
  const page = this.recall<MedicalView>('benefits page');
  assert.ok(page.tiers.length > 1);
  for (const tier of page.tiers) {
    assert.ok(tier.benefits !== null, `${tier.label} has benefits`);
    assert.ok(tier.benefits.services.length > 0, `${tier.label} lists services`);
    assert.ok((tier.benefits.oopDeductibles.individualDeductible ?? 0) > 0, `${tier.label} has a deductible`);
  }
  const deductibles = page.tiers.map((tier) => tier.benefits?.oopDeductibles.individualDeductible);
  assert.equal(new Set(deductibles).size, deductibles.length, 'each tier has its own deductible');
});

// ------------------------------------------------------------------ limits

reads('limit tiers', function (this: MemberWorld, tiers: string) {
  assert.deepEqual(
    this.recall<readonly LimitTierGroup[]>('limits shown').map((tier) => tier.networkTier),
    list(tiers),
  );
}, 'screen');

// Single-use: the limits as the benefits summary shows them for a persona; the rule behind them is stated in facts by features/domain/limits.feature.
Then('their {string} limits read {string}', function (this: MemberWorld, tierName: string, lines: string) {
  const tier = this.recall<readonly LimitTierGroup[]>('limits shown').find((group) => group.networkTier === tierName);
  assert.deepEqual(limitLines(tier), list(lines));
});

// Single-use: the limits as the benefits summary shows them for a persona; the rule behind them is stated in facts by features/domain/limits.feature.
Then('no limit beside the maximums repeats an amount they show', function (this: MemberWorld) {
  const page = this.recall<DentalView>('dental page');
  const maximums = page.tiers.flatMap((tier) =>
    tier.maximums.flatMap((maximum) => dentalMaximumFigures(maximum).map((figure) => ({ tier: tier.name, ...figure }))),
  );
  assert.ok(maximums.length > 0, 'the page shows maximums');
  for (const tier of page.limits) {
    for (const limit of tier.limitTypes.flatMap((type) => type.limits)) {
      const coverage = limit.coverageType === 'FAMILY' ? 'family' : 'individual';
      const repeated = maximums.some((figure) => figure.tier === tier.networkTier && figure.coverage === coverage && figure.amount === limit.total && figure.met === limit.totalMet);
      assert.ok(!repeated, `${tier.networkTier} ${limit.limitType} repeats a maximum`);
    }
  }
});

// The limit looked at is among those the page shows (and the page shows some).
offers('the limit', function (this: MemberWorld, shown: boolean) {
  assert.ok(this.recall<readonly LimitTierGroup[]>('limits shown').length > 0, 'some limits are shown');
  assert.equal(this.recall<Limit | null>(LIMIT_IN_VIEW) !== null, shown);
}, 'screen');

// Single-use: a limit of the benefits page, looked at for its progress bar; the limits rule states its limit in facts.
Then('the limit shows {amount} met of {amount}', function (this: MemberWorld, met: number, total: number) {
  const limit = limitInView(this);
  assert.deepEqual({ met: limit.totalMet, total: limit.total }, { met, total });
});

// The limit types of the page's in-network tier, in the order shown: the rule feature's sentence for the same order.
reads('in-network limit types', function (this: MemberWorld, types: string) {
  const tier = this.recall<readonly LimitTierGroup[]>('limits shown').find((group) => group.networkTier === 'In Network');
  assert.deepEqual(tier?.limitTypes.map((type) => type.limitType), list(types));
}, 'screen');

function inNetworkDeductible(world: MemberWorld): Limit {
  const limit = world
    .recall<readonly LimitTierGroup[]>('limits shown')
    .find((tier) => tier.networkTier === 'In Network')
    ?.limitTypes.find((type) => type.limitType === 'Deductible - In Network')
    ?.limits.find((candidate) => candidate.coverageType === 'INDIVIDUAL');
  assert.ok(limit !== undefined, 'the in-network deductible is shown');
  return limit;
}

// Single-use: the limits as the benefits summary shows them for a persona; the rule behind them is stated in facts by features/domain/limits.feature.
Then(/^their in-network deductible (is|is not) met in full$/, function (this: MemberWorld, verdict: string) {
  const limit = inNetworkDeductible(this);
  if (yes(verdict)) {
    assert.equal(limit.totalMet, limit.total);
    assert.equal(limit.totalRemaining, 0);
  } else {
    assert.ok((limit.totalRemaining ?? 0) > 0);
  }
});

// ------------------------------------------------------------------ dental

// Single-use: the dental services list belongs to the dental benefits page alone.
Then('the dental service {string} is {offered}', function (this: MemberWorld, code: string, shown: boolean) {
  const codes = dentalCodes(this);
  assert.ok(codes.length > 0, 'some services are listed');
  assert.equal(codes.includes(code), shown, `${code} is ${shown ? '' : 'not '}listed`);
});

function dentalCodes(world: MemberWorld): string[] {
  const page = world.recall<DentalView>('dental page');
  return page.tiers.flatMap((tier) => tier.categories.flatMap((category) => category.services.map((service) => service.code)));
}

reads('dental categories', function (this: MemberWorld, categories: string) {
  const page = this.recall<DentalView>('dental page');
  const tier = page.tiers.find((candidate) => candidate.tierId === page.defaultTierId);
  assert.deepEqual(
    tier?.categories.map((category) => category.category),
    list(categories),
  );
});

Then('the dental maximum {string} shows {string}', function (this: MemberWorld, description: string, coverages: string) {
  const page = this.recall<DentalView>('dental page');
  const maximum = page.tiers[0]?.maximums.find((candidate) => candidate.description === description);
  assert.ok(maximum !== undefined, `${description} is shown`);
  assert.deepEqual(
    dentalMaximumFigures(maximum).map((figure) => figure.coverage),
    list(coverages),
  );
});

// ------------------------------------------------------------------ history

// Single-use: the benefit history page's own facts (a plan per member on a day); no other page shows a plan history.
When('they look at their medical benefit history on {date}', async function (this: MemberWorld, day: string) {
  const state = await accountState(this);
  const outcome = await this.app().get(LoadBenefitHistory).execute({
    category: 'Medical',
    day,
    members: state.account.members,
    viewer: state.viewer,
  });
  assert.equal(outcome.kind, 'loaded');
  if (outcome.kind !== 'loaded') return;
  this.remember<readonly MemberPlanHistory[]>('history', outcome.members);
  showsMembers(this, () => outcome.members.map((entry) => entry.member?.firstName ?? '(nobody)'));
});

function historyOf(world: MemberWorld, firstName: string): MemberPlanHistory {
  const entry = world.recall<readonly MemberPlanHistory[]>('history').find((candidate) => candidate.member?.firstName === firstName);
  assert.ok(entry !== undefined, `${firstName} has a history`);
  return entry;
}

// Single-use: the benefit history page's own facts (a plan per member on a day); no other page shows a plan history.
// "none": they had plan years on file, but none in force that day.
Then("{member}'s plan on that day was {string}", function (this: MemberWorld, firstName: string, plan: string) {
  const entry = historyOf(this, firstName);
  if (plan === 'none') {
    assert.ok(entry.eligibilities.length > 0, 'they have plan years on file');
    assert.equal(entry.onDate, null);
  } else {
    assert.equal(entry.onDate?.plan, plan);
  }
});

reads('first days of the past plan years', function (this: MemberWorld, days: string) {
  const page = this.recall<MedicalView>('benefits page');
  assert.deepEqual(
    page.plan.past.map((year) => year.effectiveDate),
    list(days).map(dayOf),
  );
});

// ------------------------------------------------------------------ referrals

async function searchReferrals(world: MemberWorld, filters: ReferralFilters, page = 0): Promise<void> {
  world.remember('referral filters', filters);
  const outcome = await world.app().get(SearchReferrals).execute(filters, page);
  assert.equal(outcome.kind, 'loaded');
  world.remember<ReferralsOutcome>('referrals', outcome);
}

function referralsShown(world: MemberWorld): Extract<ReferralsOutcome, { kind: 'loaded' }> {
  const outcome = world.recall<ReferralsOutcome>('referrals');
  if (outcome.kind !== 'loaded') throw new Error('the referrals did not load');
  return outcome;
}

opens('their referrals', async function (this: MemberWorld) {
  await searchReferrals(this, {});
});

// Single-use: searching, filtering and paging referrals is the referrals page's own journey.
When('they turn to referrals page {int}', async function (this: MemberWorld, page: number) {
  await searchReferrals(this, this.recall<ReferralFilters>('referral filters'), page - 1);
});

// Single-use: searching, filtering and paging referrals is the referrals page's own journey.
When('they look at the referrals of {member}', async function (this: MemberWorld, firstName: string) {
  const { member } = await familyMember(this, firstName);
  await searchReferrals(this, { memberKey: member.memberKey });
});

// Single-use: searching, filtering and paging referrals is the referrals page's own journey.
When('they look at their referrals with the status {string}', async function (this: MemberWorld, status: string) {
  await searchReferrals(this, {});
  const code = referralsShown(this).metadata.statuses.find((candidate) => candidate.description === status)?.code;
  assert.ok(code !== undefined, `the status filter offers ${status}`);
  await searchReferrals(this, { statusCode: code });
});

// Single-use: searching, filtering and paging referrals is the referrals page's own journey.
When('they look at their referrals from one of the providers the filter offers', async function (this: MemberWorld) {
  await searchReferrals(this, {});
  const provider = referralsShown(this).metadata.providers[0];
  assert.ok(provider !== undefined, 'the provider filter offers a provider');
  this.remember('referral provider', provider.providerId);
  await searchReferrals(this, { providerId: provider.providerId });
});

// Single-use: searching, filtering and paging referrals is the referrals page's own journey.
Then('every referral listed is from that provider', function (this: MemberWorld) {
  const providerId = this.recall<string>('referral provider');
  const { page } = referralsShown(this);
  assert.ok(page.content.length > 0);
  assert.ok(page.content.every((referral) => referral.providerId === providerId));
});

// Single-use: searching, filtering and paging referrals is the referrals page's own journey.
When('they look at their referrals without the expired ones', async function (this: MemberWorld) {
  await searchReferrals(this, { excludeExpired: true });
});

// Single-use: searching, filtering and paging referrals is the referrals page's own journey.
Then('they see {int} of {int} referrals, page {int} of {int}', function (this: MemberWorld, shown: number, total: number, page: number, pages: number) {
  const { page: result } = referralsShown(this);
  assert.equal(result.content.length, shown);
  assert.equal(result.totalElements, total);
  assert.equal(result.number + 1, page);
  assert.equal(result.totalPages, pages);
});

// Single-use: searching, filtering and paging referrals is the referrals page's own journey.
Then('every referral listed is for {member}', function (this: MemberWorld, firstName: string) {
  const { page } = referralsShown(this);
  assert.ok(page.content.length > 0);
  assert.ok(page.content.every((referral) => referral.memberName.startsWith(`${firstName} `)));
});

// Single-use: searching, filtering and paging referrals is the referrals page's own journey.
Then("the status and provider filters offer only what Maya's referrals have", async function (this: MemberWorld) {
  const { page, metadata } = referralsShown(this);
  // Everything Maya has fits on the pages; read them all to compare.
  const all = await this.app().get(SearchReferrals).execute(this.recall<ReferralFilters>('referral filters'), 0, Math.max(1, page.totalElements));
  assert.equal(all.kind, 'loaded');
  if (all.kind !== 'loaded') return;
  const statuses = new Set(all.page.content.map((referral) => referral.statusCode));
  const providers = new Set(all.page.content.map((referral) => referral.providerId));
  assert.deepEqual(new Set(metadata.statuses.map((status) => status.code)), statuses);
  assert.deepEqual(new Set(metadata.providers.map((provider) => provider.providerId)), providers);
  assert.ok(metadata.members.length > 1, 'the member filter still offers the family');
});

// Single-use: searching, filtering and paging referrals is the referrals page's own journey.
Then('every referral listed has the status {string}', function (this: MemberWorld, status: string) {
  const { page } = referralsShown(this);
  assert.ok(page.content.length > 0);
  assert.ok(page.content.every((referral) => referral.statusDescription === status));
});

// Single-use: searching, filtering and paging referrals is the referrals page's own journey.
Then('no referral listed has ended before today', function (this: MemberWorld) {
  const today = this.app().clock.today();
  assert.ok(referralsShown(this).page.content.every((referral) => referral.endDate >= today));
});

// Single-use: searching, filtering and paging referrals is the referrals page's own journey.
Then('fewer than {int} referrals are found', function (this: MemberWorld, count: number) {
  const total = referralsShown(this).page.totalElements;
  assert.ok(total > 0 && total < count, `${total} found`);
});

// Single-use: searching, filtering and paging referrals is the referrals page's own journey.
Then('there are no referrals to show', function (this: MemberWorld) {
  const { page } = referralsShown(this);
  assert.equal(page.empty, true);
  assert.equal(page.totalElements, 0);
});

// ------------------------------------------------------------------ Medicare materials

opens('their Medicare materials', async function (this: MemberWorld) {
  this.remember<MedicareMaterialsOutcome>('medicare materials', await this.app().get(LoadDocuments).medicareMaterials());
});

// Single-use: Medicare materials are one page for one kind of member; no other feature reads them.
Then('they see Medicare documents, newest year first', function (this: MemberWorld) {
  const outcome = this.recall<MedicareMaterialsOutcome>('medicare materials');
  assert.equal(outcome.kind, 'loaded');
  if (outcome.kind !== 'loaded') return;
  assert.ok(outcome.materials.length > 0);
  assert.equal(outcome.refused, false);
  const years = outcome.materials.map((material) => material.year);
  assert.deepEqual(years, [...years].sort((a, b) => b - a));
});

// Not offered: the page opens, empty, because the insurer refuses them access.
offers('their Medicare materials', function (this: MemberWorld, offered: boolean) {
  const outcome = this.recall<MedicareMaterialsOutcome>('medicare materials');
  assert.equal(outcome.kind, 'loaded');
  if (outcome.kind !== 'loaded') return;
  assert.equal(outcome.refused, !offered);
  if (!offered) assert.deepEqual(outcome.materials, []);
});

// ------------------------------------------------------------------ passport dental

opens('passport dental', async function (this: MemberWorld) {
  const outcome = await this.app().get(LoadPassportDental).execute();
  assert.equal(outcome.kind, 'loaded', `passport dental did not load: ${JSON.stringify(outcome)}`);
  if (outcome.kind === 'loaded') this.remember('passport dental', outcome);
});

// Single-use: passport dental is one program page; no other feature opens it.
Then('finding an in-network dentist from it searches {string}', function (this: MemberWorld, expected: string) {
  const view = this.recall<Extract<PassportDentalOutcome, { kind: 'loaded' }>>('passport dental');
  const plan = new URL(findInNetworkDentistPath(view.parentGroupId), 'https://member.example').searchParams.get('plan');
  assert.equal(plan === null ? 'every network' : `plan ${plan}`, expected);
});

// Single-use: passport dental is one program page; no other feature opens it.
Then('passport dental gives an international phone number', function (this: MemberWorld) {
  const view = this.recall<Extract<PassportDentalOutcome, { kind: 'loaded' }>>('passport dental');
  assert.match(view.internationalPhone ?? '', /^\+\d/);
});
