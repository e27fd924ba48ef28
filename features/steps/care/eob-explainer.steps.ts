import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import { explainClaim } from '../../../domain/rules/eob-explainer';
import { QuoteClaim } from '../../../application/use-cases/estimate-costs';
import type { ClaimsOutcome } from '../../../application/use-cases/load-claims';
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
