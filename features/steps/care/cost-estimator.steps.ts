import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { isLeft, isRight } from 'fp-ts/Either';
import { sortEstimates, type EstimateOrder, type EstimatorFinding, type ServiceEstimate } from '../../../domain/rules/cost-estimate';
import { BENEFITS_GATEWAY, CLAIMS_GATEWAY, COST_ESTIMATOR_GATEWAY } from '../../../application/ports';
import { EstimateCosts, OpenCostEstimator, type EstimateOutcome, type EstimatorStartOutcome } from '../../../application/care/estimate-costs';
import type { MemberWorld } from '../../support/world';
import { namesIn } from './care-helpers';
import { opens } from '../shared/screens.steps';
import { onScreen } from '../shared/answers';
import { tell } from '../shared/member.steps';
import { COST_ESTIMATOR_COPY } from '../../../ui/care/cost-estimator-copy';

const START = 'estimator.start';
const OUTCOME = 'estimator.outcome';
const ORDERED = 'estimator.ordered';
const COMPARED = 'estimator.compared';

async function opened(world: MemberWorld): Promise<Extract<EstimatorStartOutcome, { kind: 'loaded' }>['start']> {
  const outcome = await world.app().get(OpenCostEstimator).execute();
  assert.equal(outcome.kind, 'loaded', JSON.stringify(outcome));
  if (outcome.kind !== 'loaded') throw new Error('unreachable');
  return outcome.start;
}

async function estimate(world: MemberWorld, search: string, order: EstimateOrder): Promise<void> {
  const start = world.remember(START, await opened(world));
  const viewer = start.members[0];
  assert.ok(viewer !== undefined, 'the viewer can estimate for themselves');
  const outcome = world.remember<EstimateOutcome>(OUTCOME, await world.app().get(EstimateCosts).execute({ search, zip: start.zip, memberKey: viewer.memberKey }));
  if (outcome.kind === 'found' && outcome.result.finding.kind === 'estimates') world.remember(ORDERED, sortEstimates(outcome.result.finding.estimates, order));
  tell(world, outcome.kind === 'found' ? toldOf(outcome.result.finding, search, outcome.result.member.name) : null);
}

/** What the estimator page tells the member instead of prices, in its words (ui/care/cost-estimator-copy.ts), or null when it lists prices. */
function toldOf(found: EstimatorFinding, search: string, name: string): string | null {
  if (found.kind === 'unknown-code') return COST_ESTIMATOR_COPY.unknownCode(found.code);
  if (found.kind === 'no-results') return COST_ESTIMATOR_COPY.noResults(search);
  if (found.kind === 'no-coverage') return COST_ESTIMATOR_COPY.noCoverage(name, found.categories);
  return null;
}

function finding(world: MemberWorld): EstimatorFinding {
  const outcome = world.recall<EstimateOutcome>(OUTCOME);
  assert.equal(outcome.kind, 'found', JSON.stringify(outcome));
  if (outcome.kind !== 'found') throw new Error('unreachable');
  return outcome.result.finding;
}

function estimates(world: MemberWorld): readonly ServiceEstimate[] {
  const found = finding(world);
  assert.equal(found.kind, 'estimates', JSON.stringify(found));
  const ordered = world.recall<readonly ServiceEstimate[]>(ORDERED);
  assert.ok(ordered.length > 0, 'something was found');
  return ordered;
}

opens('the cost estimator', async function (this: MemberWorld) {
  this.remember(START, await opened(this));
});

// The estimator's search through the price list, its results put cheapest first as the page first lists them
// (the phrase: features/steps/domain/cost-estimate.steps.ts).
onScreen('they estimate the cost of', async function (this: MemberWorld, search: string) {
  await estimate(this, search, 'cost');
});

const ORDERS: Readonly<Record<string, EstimateOrder>> = { nearest: 'distance', cheapest: 'cost' };

// Single-use: the estimator's two orders of its results, which only its page offers (cheapest: by the member's estimate).
When(/^they estimate the cost of "([^"]*)" (nearest|cheapest) first$/, async function (this: MemberWorld, search: string, order: string) {
  await estimate(this, search, ORDERS[order] ?? 'cost');
});

// Every price a search found, with an estimate that adds up (the arithmetic is stated in facts by features/domain/cost-estimate.feature).
Then('every result is a price of {string} with an estimate that adds up to the negotiated rate', function (this: MemberWorld, code: string) {
  for (const { price, estimate: figures } of estimates(this)) {
    assert.equal(price.service.code, code);
    assert.equal(figures.rate, price.negotiatedRate);
    assert.ok(Math.abs(figures.memberPays + figures.planPays - figures.rate) < 0.011, `${price.providerName}: ${JSON.stringify(figures)}`);
  }
});

// Single-use: a search and its prices in the cost estimator; the estimate's arithmetic is stated in facts by features/domain/cost-estimate.feature.
Then('every result is at {string}', function (this: MemberWorld, providerName: string) {
  for (const { price } of estimates(this)) assert.equal(price.providerName, providerName);
});

// Single-use: a search and its prices in the cost estimator; the estimate's arithmetic is stated in facts by features/domain/cost-estimate.feature.
Then(
  "each estimate puts toward the deductible the lesser of the rate and what is left of the member's in-network deductible",
  async function (this: MemberWorld) {
    const viewer = this.recall<Awaited<ReturnType<typeof opened>>>(START).members[0];
    assert.ok(viewer !== undefined);
    const limits = await this.app().get(BENEFITS_GATEWAY).limits(viewer.suffix);
    assert.ok(!isLeft(limits), 'the limits could be read');
    const row = limits.right.find((limit) => limit.productCategory === 'Medical' && limit.coverageType === 'INDIVIDUAL' && limit.limitType === 'Deductible - In Network');
    assert.ok(row?.totalRemaining !== null && row?.totalRemaining !== undefined, 'the member has an in-network deductible');
    for (const { price, estimate: figures } of estimates(this)) {
      assert.equal(figures.deductible, Math.min(price.negotiatedRate, row.totalRemaining), price.providerName);
    }
  },
);

// Single-use: the estimator's two orders of its results, which only its page offers; cheapest first is by the member's estimate, lowest first.
Then(/^the results are listed (nearest|cheapest) first$/, function (this: MemberWorld, order: string) {
  if (order === 'nearest') {
    const distances = estimates(this).map(({ price }) => price.distance ?? Number.POSITIVE_INFINITY);
    assert.ok(new Set(distances).size > 1, 'the providers are at different distances');
    assert.deepEqual(distances, [...distances].sort((a, b) => a - b));
    return;
  }
  const shares = estimates(this).map(({ estimate: figures }) => figures.memberPays);
  assert.deepEqual(shares, [...shares].sort((a, b) => a - b));
});

// Single-use: a search and its prices in the cost estimator; the estimate's arithmetic is stated in facts by features/domain/cost-estimate.feature.
Then('they can estimate for {string}', function (this: MemberWorld, names: string) {
  const start = this.recall<Awaited<ReturnType<typeof opened>>>(START);
  assert.deepEqual(start.members.map((member) => member.name.split(' ')[0]).sort(), namesIn(names).sort());
});

interface ComparedLine {
  readonly provider: string;
  readonly code: string;
  readonly allowed: number;
  readonly expected: number;
}

// Single-use: a search and its prices in the cost estimator; the estimate's arithmetic is stated in facts by features/domain/cost-estimate.feature.
When('they compare their processed in-network claims with the price list', async function (this: MemberWorld) {
  // Every claim whole (the claims screen lists them a page at a time, each claim's page shows its lines).
  const claims = await this.app().get(CLAIMS_GATEWAY).claims({});
  assert.ok(isRight(claims), JSON.stringify(claims));
  const gateway = this.app().get(COST_ESTIMATOR_GATEWAY);
  const zip = (await opened(this)).zip;
  const compared: ComparedLine[] = [];
  const searched = new Map<string, Awaited<ReturnType<typeof gateway.prices>>>();
  for (const claim of claims.right) {
    if ((claim.status !== 'processed' && claim.status !== 'adjusted') || claim.provider.networkStatus !== 'in-network') continue;
    for (const line of claim.serviceLines) {
      if (line.allowed === null || line.allowed === 0) continue;
      const prices = searched.get(claim.provider.name) ?? (await gateway.prices({ search: claim.provider.name, zip }));
      searched.set(claim.provider.name, prices);
      if (isLeft(prices)) continue;
      const price = prices.right.find((candidate) => candidate.providerName === claim.provider.name && candidate.service.code === line.code);
      if (price === undefined) continue;
      compared.push({ provider: claim.provider.name, code: line.code, allowed: line.allowed, expected: Math.min(price.negotiatedRate * line.quantity, line.billed) });
    }
  }
  this.remember(COMPARED, compared);
});

// Single-use: a search and its prices in the cost estimator; the estimate's arithmetic is stated in facts by features/domain/cost-estimate.feature.
Then("every claim line for a listed service at a listed provider allowed that provider's negotiated rate", function (this: MemberWorld) {
  const compared = this.recall<readonly ComparedLine[]>(COMPARED);
  assert.ok(compared.length >= 5, `enough claim lines to compare (${compared.length})`);
  for (const line of compared) assert.equal(line.allowed, line.expected, `${line.provider} ${line.code}`);
});
