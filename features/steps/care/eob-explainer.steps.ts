import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import { isRight } from 'fp-ts/Either';
import { BENEFITS_GATEWAY, type BenefitsGateway } from '../../../application/ports/benefits-gateway';
import { ReadViewer } from '../../../application/shared/viewer-context';
import { CLAIMS_GATEWAY } from '../../../application/ports/claims-gateway';
import type { Claim, ClaimAccumulator } from '../../../domain/model';
import { accumulatorMoves, explainClaim } from '../../../domain/rules/eob-explainer';
import { QuoteClaim } from '../../../application/care/estimate-costs';
import type { ClaimsOutcome } from '../../../application/claims/load-claims';
import type { MemberWorld } from '../../support/world';
import { onScreen } from '../shared/answers';

/**
 * Every claim of the member who opened their claims ('When they open their claims'), whole: the screen lists
 * them a page at a time, and each claim's own page (the same claim, GET /api/claims/{id}) explains it.
 */
async function claimsOf(world: MemberWorld): Promise<readonly Claim[]> {
  assert.equal(world.recall<ClaimsOutcome>('claims.outcome').kind, 'loaded');
  const claims = await world.app().get(CLAIMS_GATEWAY).claims({});
  assert.ok(isRight(claims), JSON.stringify(claims));
  return claims.right;
}

// Single-use: checks the explainer over every claim of a persona at once, which only this feature does; single lines are stated in facts by features/domain/eob-explainer.feature.
Then('every decided claim is explained line by line', async function (this: MemberWorld) {
  const claims = await claimsOf(this);
  const decided = claims.filter((claim) => claim.status !== 'pending');
  assert.ok(decided.length > 5, 'the family has decided claims');
  for (const claim of decided) assert.ok(explainClaim(claim) !== null, `${claim.claimId} is explained`);
  for (const claim of claims.filter((candidate) => candidate.status === 'pending')) assert.equal(explainClaim(claim), null);
});

// Every decided claim of the family, as its page explains it, adds up or not (the rule's phrase: features/steps/domain/eob-explainer.steps.ts).
onScreen('the figures add up', async function (this: MemberWorld, verdict: string) {
  const decided = (await claimsOf(this)).filter((claim) => claim.status !== 'pending');
  assert.ok(decided.length > 5, 'the family has decided claims');
  const wrong = decided.filter((claim) => explainClaim(claim)?.addsUp !== true).map((claim) => claim.claimId);
  if (verdict === 'add up') assert.deepEqual(wrong, [], `claims whose figures do not add up: ${wrong.join(', ')}`);
  else assert.ok(wrong.length > 0, 'every decided claim adds up');
});

// Single-use: checks the explainer over every claim of a persona at once, which only this feature does; single lines are stated in facts by features/domain/eob-explainer.feature.
Then('every denied claim gives the reason it was not covered', async function (this: MemberWorld) {
  const denied = (await claimsOf(this)).filter((claim) => claim.status === 'denied');
  assert.ok(denied.length > 0, 'the family has a denied claim');
  for (const claim of denied) {
    const explanation = explainClaim(claim);
    assert.ok(explanation !== null && explanation.notCoveredReasons.length > 0, `${claim.claimId} says why`);
  }
});

// Single-use: checks the explainer over every claim of a persona at once, which only this feature does; single lines are stated in facts by features/domain/eob-explainer.feature.
Then('every quote the cost estimator gives for their in-network claims agrees with what the plan allowed', async function (this: MemberWorld) {
  const quoteClaim = this.app().get(QuoteClaim);
  const decided = (await claimsOf(this)).filter((claim) => claim.status !== 'pending' && claim.provider.networkStatus === 'in-network');
  const quotes = (await Promise.all(decided.map((claim) => quoteClaim.execute(claim)))).flat();
  assert.ok(quotes.length >= 5, `the estimator quotes some claim lines (${quotes.length})`);
  for (const quote of quotes) assert.equal(quote.agrees, true, JSON.stringify(quote));
});

const key = (accumulator: ClaimAccumulator): string => `${accumulator.kind}|${accumulator.coverage}|${accumulator.network}`;
/** Claims in the order the claims system counted them: by day of service, then claim number. */
const inOrderCounted = (claims: readonly Claim[]): Claim[] =>
  [...claims].sort((a, b) => (a.serviceStartDate === b.serviceStartDate ? a.claimId.localeCompare(b.claimId) : a.serviceStartDate < b.serviceStartDate ? -1 : 1));

// Single-use: checks the explainer over every claim of a persona at once, which only this feature does; single lines are stated in facts by features/domain/eob-explainer.feature.
Then(
  'each decided medical and dental claim of this plan year shows its deductible and maximums before and after it, agreeing with its figures',
  async function (this: MemberWorld) {
    const claims = await claimsOf(this);
    const reported = claims.filter((claim) => claim.accumulators.length > 0);
    for (const type of ['medical', 'dental'] as const) assert.ok(reported.some((claim) => claim.claimType === type), `the family has ${type} claims reporting accumulators`);
    for (const claim of claims) {
      if (claim.status === 'pending' || claim.claimType === 'vision' || claim.claimType === 'pharmacy') assert.deepEqual(claim.accumulators, [], claim.claimId);
    }
    const kinds = new Set(reported.flatMap((claim) => claim.accumulators.map(key)));
    for (const wanted of ['deductible|individual|in-network', 'deductible|family|in-network', 'out-of-pocket|individual|in-network', 'out-of-pocket|family|in-network', 'deductible|individual|out-of-network', 'annual-maximum|individual|combined']) {
      assert.ok(kinds.has(wanted), `some claim reports ${wanted}`);
    }
    for (const claim of reported) {
      const explanation = explainClaim(claim);
      assert.ok(explanation !== null, claim.claimId);
      for (const move of accumulatorMoves(claim, explanation)) assert.equal(move.agrees, true, `${claim.claimId} ${key(move.accumulator)}: ${JSON.stringify(move)}`);
    }
    assert.ok(
      reported.some((claim) => claim.accumulators.some((accumulator) => accumulator.metAfter > accumulator.metBefore)),
      'some claim moves an accumulator',
    );
  },
);

// Single-use: checks the explainer over every claim of a persona at once, which only this feature does; single lines are stated in facts by features/domain/eob-explainer.feature.
Then('each claim starts where the one before it ended, and the last ends where their benefits stand today', async function (this: MemberWorld) {
  const reported = inOrderCounted((await claimsOf(this)).filter((claim) => claim.accumulators.length > 0));
  const last = new Map<string, ClaimAccumulator>();
  for (const claim of reported) {
    for (const accumulator of claim.accumulators) {
      const chain = `${claim.claimType}|${accumulator.coverage === 'family' ? 'family' : claim.memberKey}|${key(accumulator)}`;
      const before = last.get(chain);
      if (before !== undefined) assert.equal(accumulator.metBefore, before.metAfter, `${claim.claimId} ${chain} starts where the claim before it ended`);
      last.set(chain, accumulator);
    }
  }
  const viewer = await this.app().get(ReadViewer).execute();
  assert.ok(isRight(viewer));
  const subscriber = viewer.right.account.members.find((member) => member.memberSuffix === 0);
  assert.ok(subscriber !== undefined);
  const limits = await this.app().get<BenefitsGateway>(BENEFITS_GATEWAY).limits(0);
  assert.ok(isRight(limits));
  const today = (category: string, coverage: string, limitType: string, tier: string) =>
    limits.right.find((limit) => limit.productCategory === category && limit.coverageType === coverage && limit.limitType === limitType && limit.networkTier === tier)?.totalMet;
  const ended = (claimType: string, who: string, accumulator: string) => last.get(`${claimType}|${who}|${accumulator}`)?.metAfter;
  const checks = [
    [ended('medical', subscriber.memberKey, 'deductible|individual|in-network'), today('Medical', 'INDIVIDUAL', 'Deductible - In Network', 'In Network')],
    [ended('medical', 'family', 'deductible|family|in-network'), today('Medical', 'FAMILY', 'Deductible - In Network', 'In Network')],
    [ended('medical', subscriber.memberKey, 'out-of-pocket|individual|in-network'), today('Medical', 'INDIVIDUAL', 'Out-of-Pocket Maximum', 'In Network')],
    [ended('medical', subscriber.memberKey, 'deductible|individual|out-of-network'), today('Medical', 'INDIVIDUAL', 'Deductible - Out of Network', 'Out of Network')],
    [ended('dental', subscriber.memberKey, 'annual-maximum|individual|combined'), today('Dental', 'INDIVIDUAL', 'Annual Limit', 'In Network')],
  ] as const;
  for (const [index, [claims, benefits]] of checks.entries()) {
    assert.ok(claims !== undefined && benefits !== undefined, `check ${index}: both the claims and the benefits report it`);
    assert.equal(claims, benefits, `check ${index}`);
  }
});
