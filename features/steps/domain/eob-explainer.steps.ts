import assert from 'node:assert/strict';
import { Given, Then } from '@cucumber/cucumber';
import type { AccumulatorKind, ClaimAccumulator, NetworkStatus } from '../../../domain/model';
import { memberShareOf } from '../../../domain/rules/claims';
import { accumulatorMoves, explainClaim, explainServiceLine, type AccumulatorMove, type LineExplanation } from '../../../domain/rules/eob-explainer';
import { aOneLineClaim, aServiceLine } from '../../../domain/rules/testing/builders';
import type { MemberWorld } from '../../support/world';
import { answered } from '../shared/answers';
import { worksOut } from '../shared/screens.steps';

interface LineFacts {
  readonly network: NetworkStatus;
  readonly billed: number;
  readonly allowed: number;
}

// The network is in-network or out-of-network.
// Single-use: a claim line's or an accumulator's figures, which only the EOB explainer rule takes as facts.
Given('a/an {word} service line billed at {amount} that the plan allowed at {amount}', function (this: MemberWorld, network: string, billed: number, allowed: number) {
  assert.ok(network === 'in-network' || network === 'out-of-network', `${network}? (write in-network or out-of-network)`);
  this.remember<LineFacts>('eob.line', { network, billed, allowed });
});

// Single-use: a claim line's or an accumulator's figures, which only the EOB explainer rule takes as facts.
Given(
  'the plan paid {amount} and the member owes {amount} of deductible, {amount} of copay, {amount} of coinsurance and {amount} not covered',
  function (this: MemberWorld, paid: number, deductible: number, copay: number, coinsurance: number, notCovered: number) {
    this.remember('eob.paid', paid);
    this.remember('eob.share', memberShareOf({ deductible, copay, coinsurance, notCovered }));
  },
);

worksOut("the line's explanation", function (this: MemberWorld) {
  const facts = this.recall<LineFacts>('eob.line');
  const line = aServiceLine({
    serviceDate: '2025-06-01',
    code: '71046',
    description: 'Chest X-ray, 2 views',
    billed: facts.billed,
    allowed: facts.allowed,
    planPaid: this.recall<number>('eob.paid'),
    memberShare: this.recall('eob.share'),
  });
  const explanation = explainServiceLine(line, facts.network);
  assert.ok(explanation !== null, 'a decided line is explained');
  this.remember<LineExplanation>('eob.explanation', explanation);
});

// Single-use: a claim line's figures, which only the EOB explainer rule takes as facts.
Then('the network discount is {amount} and the member owes {amount}', function (this: MemberWorld, discount: number, owes: number) {
  const explanation = this.recall<LineExplanation>('eob.explanation');
  assert.equal(explanation.networkDiscount, discount);
  assert.equal(explanation.memberOwes, owes);
});

// Whether the explained parts add up to what was billed: the line's, as the rule works it out; the claims
// screen's, every decided claim of the family explained line by line (care/eob-explainer.steps.ts).
Then(
  /^the figures (add up|do not add up)$/,
  answered('the figures add up', function (this: MemberWorld, verdict: string) {
    assert.equal(this.recall<LineExplanation>('eob.explanation').addsUp, verdict === 'add up');
  }),
);

// ------------------------------------------------------------------ a claim's accumulators

interface ClaimFacts {
  readonly network: NetworkStatus;
  readonly share: ReturnType<typeof memberShareOf>;
  readonly planPaid: number;
}

// Single-use: a claim line's or an accumulator's figures, which only the EOB explainer rule takes as facts.
Given(
  /^an (in-network|out-of-network) claim that put (\S+) toward the deductible, (\S+) in copays and (\S+) in coinsurance, and the plan paid (\S+)$/,
  function (this: MemberWorld, network: string, deductible: string, copay: string, coinsurance: string, planPaid: string) {
    const share = memberShareOf({ deductible: Number(deductible), copay: Number(copay), coinsurance: Number(coinsurance), notCovered: 0 });
    this.remember<ClaimFacts>('eob.claim', { network: network as NetworkStatus, share, planPaid: Number(planPaid) });
  },
);

// Single-use: a claim line's or an accumulator's figures, which only the EOB explainer rule takes as facts.
Given(
  /^the claims system reports the (individual|family) (deductible|out-of-pocket|annual-maximum) (in-network|out-of-network|combined) of (\S+) at (\S+) before the claim and (\S+) after it$/,
  function (this: MemberWorld, coverage: string, kind: string, network: string, limit: string, before: string, after: string) {
    const accumulator: ClaimAccumulator = {
      kind: kind as AccumulatorKind,
      coverage: coverage as ClaimAccumulator['coverage'],
      network: network as ClaimAccumulator['network'],
      limit: Number(limit),
      metBefore: Number(before),
      metAfter: Number(after),
    };
    this.remember('eob.accumulator', accumulator);
  },
);

worksOut("the claim's accumulators", function (this: MemberWorld) {
  const facts = this.recall<ClaimFacts>('eob.claim');
  const allowed = facts.planPaid + facts.share.total;
  const claim = aOneLineClaim(
    { billed: allowed, allowed, planPaid: facts.planPaid, memberShare: facts.share },
    { provider: { providerId: null, name: 'Hawthorne Family Medicine', networkStatus: facts.network }, accumulators: [this.recall<ClaimAccumulator>('eob.accumulator')] },
  );
  const explanation = explainClaim(claim);
  assert.ok(explanation !== null && explanation.addsUp, 'the claim itself adds up');
  const [move] = accumulatorMoves(claim, explanation);
  assert.ok(move !== undefined);
  this.remember<AccumulatorMove>('eob.move', move);
});

// Single-use: a claim line's or an accumulator's figures, which only the EOB explainer rule takes as facts.
Then(/^the claim added (\S+) to it, (\S+) remains, and the report agrees with the claim: (yes|no)$/, function (this: MemberWorld, added: string, remaining: string, agrees: string) {
  const move = this.recall<AccumulatorMove>('eob.move');
  assert.equal(move.added, Number(added));
  assert.equal(move.remainingAfter, Number(remaining));
  assert.equal(move.agrees, agrees === 'yes');
});
