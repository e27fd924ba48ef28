import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { ClaimServiceLine, NetworkStatus } from '../../../domain/model';
import { memberShareOf } from '../../../domain/rules/claims';
import { explainServiceLine, type LineExplanation } from '../../../domain/rules/eob-explainer';
import type { MemberWorld } from '../../support/world';

interface LineFacts {
  readonly network: NetworkStatus;
  readonly billed: number;
  readonly allowed: number;
}

Given(
  /^a (in-network|out-of-network) service line billed at (\S+) that the plan allowed at (\S+)$/,
  function (this: MemberWorld, network: string, billed: string, allowed: string) {
    this.remember<LineFacts>('eob.line', { network: network as NetworkStatus, billed: Number(billed), allowed: Number(allowed) });
  },
);

Given(
  /^the plan paid (\S+) and the member owes (\S+) of deductible, (\S+) of coinsurance and (\S+) not covered$/,
  function (this: MemberWorld, paid: string, deductible: string, coinsurance: string, notCovered: string) {
    this.remember('eob.paid', Number(paid));
    this.remember('eob.share', memberShareOf({ deductible: Number(deductible), copay: 0, coinsurance: Number(coinsurance), notCovered: Number(notCovered) }));
  },
);

When('the line is explained', function (this: MemberWorld) {
  const facts = this.recall<LineFacts>('eob.line');
  const line: ClaimServiceLine = {
    lineNumber: 1,
    serviceDate: '2025-06-01',
    code: '71046',
    codeSystem: 'CPT',
    description: 'Chest X-ray, 2 views',
    quantity: 1,
    daysSupply: null,
    toothNumber: null,
    billed: facts.billed,
    allowed: facts.allowed,
    planPaid: this.recall<number>('eob.paid'),
    memberShare: this.recall('eob.share'),
    remark: null,
  };
  const explanation = explainServiceLine(line, facts.network);
  assert.ok(explanation !== null, 'a decided line is explained');
  this.remember<LineExplanation>('eob.explanation', explanation);
});

Then(/^the network discount is (\S+), the member owes (\S+) and the figures add up$/, function (this: MemberWorld, discount: string, owes: string) {
  const explanation = this.recall<LineExplanation>('eob.explanation');
  assert.equal(explanation.networkDiscount, Number(discount));
  assert.equal(explanation.memberOwes, Number(owes));
  assert.equal(explanation.addsUp, true);
});

Then('the figures do not add up', function (this: MemberWorld) {
  assert.equal(this.recall<LineExplanation>('eob.explanation').addsUp, false);
});
