import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import { accumulatorEffect, explainClaim } from '../../../domain/rules/eob-explainer';
import { LoadClaimAccumulators } from '../../../application/claims/claim-accumulators';
import { QuoteClaim } from '../../../application/care/estimate-costs';
import type { ClaimsOutcome } from '../../../application/claims/load-claims';
import type { MemberWorld } from '../../support/world';

/** The claims the claims steps loaded ('When they look at their claims'). */
function claimsOf(world: MemberWorld) {
  const outcome = world.recall<ClaimsOutcome>('claims.outcome');
  assert.equal(outcome.kind, 'loaded');
  if (outcome.kind !== 'loaded') throw new Error('unreachable');
  return outcome.view.claims;
}

Then('every decided claim is explained line by line with figures that add up', function (this: MemberWorld) {
  const decided = claimsOf(this).filter((claim) => claim.status !== 'pending');
  assert.ok(decided.length > 5, 'the family has decided claims');
  for (const claim of decided) {
    const explanation = explainClaim(claim);
    assert.ok(explanation !== null, `${claim.claimId} is explained`);
    assert.equal(explanation.addsUp, true, `${claim.claimId}: ${JSON.stringify(explanation.totals)}`);
  }
  for (const claim of claimsOf(this).filter((candidate) => candidate.status === 'pending')) assert.equal(explainClaim(claim), null);
});

Then('every denied claim gives the reason it was not covered', function (this: MemberWorld) {
  const denied = claimsOf(this).filter((claim) => claim.status === 'denied');
  assert.ok(denied.length > 0, 'the family has a denied claim');
  for (const claim of denied) {
    const explanation = explainClaim(claim);
    assert.ok(explanation !== null && explanation.notCoveredReasons.length > 0, `${claim.claimId} says why`);
  }
});

Then('every quote the cost estimator gives for their in-network claims agrees with what the plan allowed', async function (this: MemberWorld) {
  const quoteClaim = this.app().get(QuoteClaim);
  const decided = claimsOf(this).filter((claim) => claim.status !== 'pending' && claim.provider.networkStatus === 'in-network');
  const quotes = (await Promise.all(decided.map((claim) => quoteClaim.execute(claim)))).flat();
  assert.ok(quotes.length >= 5, `the estimator quotes some claim lines (${quotes.length})`);
  for (const quote of quotes) assert.equal(quote.agrees, true, JSON.stringify(quote));
});

Then(
  'each decided medical claim adds its deductible, copays and coinsurance to their accumulators, shown with their in-network limits of today',
  async function (this: MemberWorld) {
    const load = this.app().get(LoadClaimAccumulators);
    const medical = claimsOf(this).filter((claim) => claim.claimType === 'medical' && claim.status === 'processed' && claim.provider.networkStatus === 'in-network');
    assert.ok(medical.length > 0, 'the family has processed in-network medical claims');
    for (const claim of medical.slice(0, 5)) {
      const explanation = explainClaim(claim);
      assert.ok(explanation !== null);
      const lines = claim.serviceLines.map((line) => line.memberShare);
      const sum = (pick: (share: NonNullable<(typeof lines)[number]>) => number) => lines.reduce((total, share) => total + (share === null ? 0 : pick(share)), 0);
      const effect = accumulatorEffect(explanation);
      assert.ok(Math.abs(effect.toDeductible - sum((share) => share.deductible)) < 0.005, claim.claimId);
      assert.ok(Math.abs(effect.toOutOfPocket - sum((share) => share.deductible + share.copay + share.coinsurance)) < 0.005, claim.claimId);
      const standing = await load.execute(claim);
      assert.ok(standing.length > 0, `${claim.claimId} shows the limits it counted toward`);
      for (const limit of standing) {
        assert.equal(limit.productCategory, 'Medical');
        assert.equal(limit.networkTier, 'In Network');
        assert.match(limit.limitType, /Deductible|Out-of-Pocket/);
      }
    }
  },
);
