import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { Limit } from '../../../domain/model';
import type { BenefitCategory } from '../../../domain/rules/benefit-categories';
import { categoryShortCode, COVERAGE_CATEGORIES, defaultCategory, parseBenefitCategory, sortCategories } from '../../../domain/rules/benefit-categories';
import type { LimitTierGroup } from '../../../domain/rules/limits';
import { groupLimits, limitName, limitProgress } from '../../../domain/rules/limits';
import { defaultNetworkTier, tierLabel } from '../../../domain/rules/network-tiers';
import { aLimit } from '../../../domain/rules/testing/builders';
import type { MemberWorld } from '../../support/world';
import { listOf } from './helpers';
import { offers, reads, worksOut } from '../shared/screens.steps';

const amount = (text: string): number | null => (text === 'unknown' ? null : Number(text));

const categoriesIn = (text: string): BenefitCategory[] =>
  listOf(text).map((name) => {
    const category = parseBenefitCategory(name);
    if (category === null) throw new Error(`Unknown category '${name}'`);
    return category;
  });

// --- limits -----------------------------------------------------------------------------------------

// Single-use: the limits rule's facts (limit rows, amounts met and remaining), which only that rule takes.
Given(
  /^a dental limit with total (\S+), met (\S+) and remaining (\S+)$/,
  function (this: MemberWorld, total: string, met: string, remaining: string) {
    this.remember<readonly Limit[]>('limits', [
      aLimit({ total: amount(total), totalMet: amount(met), totalRemaining: amount(remaining) }),
    ]);
  },
);

// Single-use: the limits rule's facts (limit rows, amounts met and remaining), which only that rule takes.
Given('in-network dental limits of the types {string}', function (this: MemberWorld, types: string) {
  // Split by hand: an empty entry between commas is a limit without a type.
  this.remember<readonly Limit[]>('limits', types.split(',').map((type) => aLimit({ limitType: type.trim() })));
});

// Single-use: the limits rule's facts (limit rows, amounts met and remaining), which only that rule takes.
Given('these limits:', function (this: MemberWorld, table: { hashes(): Record<string, string>[] }) {
  this.remember<readonly Limit[]>(
    'limits',
    table.hashes().map((row) =>
      aLimit({ productCategory: row['category'] ?? '', networkTier: row['tier'] ?? '', limitType: row['type'] ?? '' }),
    ),
  );
});

worksOut("the member's dental limit groups", function (this: MemberWorld) {
  this.result = groupLimits(this.recall<readonly Limit[]>('limits'), 'Dental');
});

offers('the limit', function (this: MemberWorld, shown: boolean) {
  const grouped = this.result as readonly LimitTierGroup[];
  assert.equal(grouped.length > 0, shown);
});

reads('in-network limit types', function (this: MemberWorld, expected: string) {
  const grouped = this.result as readonly LimitTierGroup[];
  const types = grouped.find((tier) => tier.networkTier === 'innet')?.limitTypes.map((group) => group.limitType || '(no type)');
  assert.deepEqual(types, listOf(expected));
});

reads('limit tiers', function (this: MemberWorld, expected: string) {
  const grouped = this.result as readonly LimitTierGroup[];
  assert.deepEqual(grouped.map((tier) => tier.networkTier), listOf(expected));
});

/**
 * The one limit a scenario looks at, for its progress bar: a limit the rule's facts describe, or one the
 * benefits page shows (null when the page shows none of that type). Both features read its bar with the
 * same sentences.
 */
export const LIMIT_IN_VIEW = 'benefits.limitInView';

export function limitInView(world: MemberWorld): Limit {
  const limit = world.recall<Limit | null>(LIMIT_IN_VIEW);
  assert.ok(limit !== null, 'the limit looked at is shown');
  return limit;
}

// Single-use: the limits rule's facts (limit rows, amounts met and remaining), which only that rule takes.
When('{int} of a {int} limit is met', function (this: MemberWorld, met: number, total: number) {
  this.remember<Limit | null>(LIMIT_IN_VIEW, aLimit({ totalMet: met, total }));
});

Then('the progress bar is {int} percent full', function (this: MemberWorld, percent: number) {
  const limit = limitInView(this);
  const progress = limitProgress(limit.totalMet, limit.total);
  // A page's bar is read to the nearest percent; the rule's answer is exact.
  assert.equal(this.appRunning ? Math.round(progress) : progress, percent);
});

/**
 * The limit of a type, under a tier, for individual or family coverage: once the app runs, the one the
 * benefits page shows (none when the page leaves it out); otherwise a limit the rule is given.
 */
When('they look at the {string} limit under the tier {string} for the {word} coverage', function (this: MemberWorld, type: string, tier: string, coverage: string) {
  const coverageType = coverage.toUpperCase() as Limit['coverageType'];
  if (!this.appRunning) {
    this.remember<Limit | null>(LIMIT_IN_VIEW, aLimit({ limitType: type, networkTier: tier, coverageType }));
    return;
  }
  const shown = this.recall<readonly LimitTierGroup[]>('limits shown')
    .filter((group) => group.networkTier === tier)
    .flatMap((group) => group.limitTypes.filter((byType) => byType.limitType === type).flatMap((byType) => byType.limits))
    .find((limit) => limit.coverageType === coverageType);
  this.remember<Limit | null>(LIMIT_IN_VIEW, shown ?? null);
});

reads("progress bar's name", function (this: MemberWorld, name: string) {
  // A kind of limit the rules do not know keeps the insurer's names (null: the page names the bar by them).
  assert.equal(limitName(limitInView(this)), name === "the insurer's names of tier, type and coverage" ? null : name);
});

// --- network tiers ----------------------------------------------------------------------------------

// Single-use: the plan's tiers as the network tier rule takes them; the benefits pages show a persona's.
Given("the plan's network tiers are {string}", function (this: MemberWorld, tiers: string) {
  this.remember<readonly string[]>('tiers', listOf(tiers));
});

reads('network tab that opens first', function (this: MemberWorld, expected: string) {
  assert.equal(defaultNetworkTier(this.recall<readonly string[]>('tiers')), expected);
});

// The tabs' labels, in the plan's order of tiers: the same sentence the benefits pages' feature reads them with.
reads('network tabs', function (this: MemberWorld, expected: string) {
  assert.deepEqual(this.recall<readonly string[]>('tiers').map(tierLabel), listOf(expected));
});

// --- categories -------------------------------------------------------------------------------------

reads('categories in category order', function (this: MemberWorld, expected: string) {
  assert.deepEqual(sortCategories(this.recall<readonly BenefitCategory[]>('categories')), listOf(expected));
});

// Single-use: the benefit categories rule's own facts (the categories a member may see, listed or opened on).
Given('the member may see the categories {string}', function (this: MemberWorld, categories: string) {
  this.remember<readonly BenefitCategory[]>('categories', categoriesIn(categories));
});

reads('category the benefits page opens on', function (this: MemberWorld, expected: string) {
  assert.equal(defaultCategory(this.recall<readonly BenefitCategory[]>('categories')), expected);
});

// Single-use: the benefit categories rule's own facts and answers.
Then('the category {string} has the short code {string}', function (this: MemberWorld, name: string, code: string) {
  const category = COVERAGE_CATEGORIES.find((candidate) => candidate === name);
  assert.ok(category !== undefined, `'${name}' is not a coverage category`);
  assert.equal(categoryShortCode(category), code);
});
