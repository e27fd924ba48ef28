import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import { explainClaim } from '../../../domain/rules/eob-explainer';
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
