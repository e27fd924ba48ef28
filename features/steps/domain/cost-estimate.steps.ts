import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { CostEstimate, CostSharing } from '../../../domain/rules/cost-estimate';
import { estimateCost } from '../../../domain/rules/cost-estimate';
import type { MemberWorld } from '../../support/world';

const orNone = (text: string): number | null => (text === 'none' ? null : Number(text));

Given(
  /^a plan that charges a copay of (\S+) and coinsurance of (\S+)% after the deductible$/,
  function (this: MemberWorld, copay: string, coinsurance: string) {
    this.remember<CostSharing>('sharing', {
      copay: Number(copay),
      coinsurance: Number(coinsurance) / 100,
      deductibleApplies: true,
    });
  },
);

Given(
  /^the member has (\S+) of the individual deductible and (\S+) of the individual out-of-pocket left$/,
  function (this: MemberWorld, deductible: string, outOfPocket: string) {
    this.remember('individual', { deductible: Number(deductible), outOfPocket: Number(outOfPocket) });
  },
);

Given(
  /^the family has (\S+) of the family deductible and (\S+) of the family out-of-pocket left$/,
  function (this: MemberWorld, deductible: string, outOfPocket: string) {
    this.remember('family', { deductible: orNone(deductible), outOfPocket: orNone(outOfPocket) });
  },
);

Given(/^(\S+) of the dental annual maximum is left$/, function (this: MemberWorld, annualMaximum: string) {
  this.remember('annualMaximum', orNone(annualMaximum));
});

When(
  /^the member estimates a service with a negotiated rate of (\S+)$/,
  function (this: MemberWorld, rate: string) {
    const individual = this.recall<{ deductible: number; outOfPocket: number }>('individual');
    const family = this.recall<{ deductible: number | null; outOfPocket: number | null }>('family');
    this.remember<CostEstimate>(
      'estimate',
      estimateCost(Number(rate), this.recall<CostSharing>('sharing'), {
        individualDeductible: individual.deductible,
        familyDeductible: family.deductible,
        individualOutOfPocket: individual.outOfPocket,
        familyOutOfPocket: family.outOfPocket,
        annualMaximum: this.recall<number | null>('annualMaximum'),
      }),
    );
  },
);

Then(
  /^the member pays (\S+) and the plan pays (\S+)$/,
  function (this: MemberWorld, memberPays: string, planPays: string) {
    const estimate = this.recall<CostEstimate>('estimate');
    assert.equal(estimate.memberPays, Number(memberPays));
    assert.equal(estimate.planPays, Number(planPays));
  },
);
