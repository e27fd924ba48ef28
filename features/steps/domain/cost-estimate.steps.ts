import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { AgeRange, Member } from '../../../domain/model';
import type { CostEstimate, CostSharing, EstimatorFormErrors, RemainingAccumulators, ServiceEstimate } from '../../../domain/rules/cost-estimate';
import { estimateCost, estimatorFormErrors, matchesServiceSearch, remainingAccumulators, sortEstimates } from '../../../domain/rules/cost-estimate';
import { findCareMenu, type MenuItem } from '../../../domain/rules/menus-and-permissions';
import { NO_PRIMARY_CARE } from '../../../domain/rules/primary-care';
import { aLimit } from '../../../domain/rules/testing/builders';
import type { MemberWorld } from '../../support/world';
import { answered } from '../shared/answers';
import { offers, reads, worksOut } from '../shared/screens.steps';

const orNone = (text: string): number | null => (text === 'none' ? null : Number(text));

// Single-use: the estimate's facts (rates, deductibles, copays, coinsurance) and answer, which only the cost estimate rule states in figures.
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

// Single-use: the estimate's facts (rates, deductibles, copays, coinsurance) and answer, which only the cost estimate rule states in figures.
Given(
  /^the member has (\S+) of the individual deductible and (\S+) of the individual out-of-pocket left$/,
  function (this: MemberWorld, deductible: string, outOfPocket: string) {
    this.remember('individual', { deductible: Number(deductible), outOfPocket: Number(outOfPocket) });
  },
);

// Single-use: the estimate's facts (rates, deductibles, copays, coinsurance) and answer, which only the cost estimate rule states in figures.
Given(
  /^the family has (\S+) of the family deductible and (\S+) of the family out-of-pocket left$/,
  function (this: MemberWorld, deductible: string, outOfPocket: string) {
    this.remember('family', { deductible: orNone(deductible), outOfPocket: orNone(outOfPocket) });
  },
);

// Single-use: the estimate's facts (rates, deductibles, copays, coinsurance) and answer, which only the cost estimate rule states in figures.
Given(/^(\S+) of the dental annual maximum is left$/, function (this: MemberWorld, annualMaximum: string) {
  this.remember('annualMaximum', orNone(annualMaximum));
});

// Single-use: the estimate's facts (rates, deductibles, copays, coinsurance) and answer, which only the cost estimate rule states in figures.
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

// Single-use: the estimate's facts (rates, deductibles, copays, coinsurance) and answer, which only the cost estimate rule states in figures.
Then(
  /^the member pays (\S+) and the plan pays (\S+)$/,
  function (this: MemberWorld, memberPays: string, planPays: string) {
    const estimate = this.recall<CostEstimate>('estimate');
    assert.equal(estimate.memberPays, Number(memberPays));
    assert.equal(estimate.planPays, Number(planPays));
  },
);

// Single-use: the estimate's facts (rates, deductibles, copays, coinsurance) and answer, which only the cost estimate rule states in figures.
Given(
  "the member's limits leave {int} of the dental deductible and {int} of the dental annual maximum",
  function (this: MemberWorld, deductible: number, annualMaximum: number) {
    const limits = [
      aLimit({ productCategory: 'Dental', limitType: 'Deductible - In Network', networkTier: 'In Network', total: 50, totalMet: 50 - deductible, totalRemaining: deductible }),
      aLimit({ productCategory: 'Dental', limitType: 'Annual Limit', networkTier: 'In Network', total: 1500, totalMet: 1500 - annualMaximum, totalRemaining: annualMaximum }),
    ];
    this.remember('remaining', remainingAccumulators(limits, 'dental'));
  },
);

// Single-use: the estimate's facts (rates, deductibles, copays, coinsurance) and answer, which only the cost estimate rule states in figures.
When(
  'the member estimates a dental service at {int} that the plan pays at {int}% after the deductible',
  function (this: MemberWorld, rate: number, planPercent: number) {
    const sharing: CostSharing = { copay: 0, coinsurance: 1 - planPercent / 100, deductibleApplies: true };
    this.remember<CostEstimate>('estimate', estimateCost(rate, sharing, this.recall<RemainingAccumulators>('remaining')));
  },
);

// 'a member whose medical coverage is ... and dental coverage is ...' is eligibility.steps.ts' (it remembers 'member').
worksOut('the find care menu', function (this: MemberWorld) {
  this.remember('findCareMenu', findCareMenu({ primaryCare: NO_PRIMARY_CARE, viewer: this.recall<Member>('member'), today: this.today }));
});

offers('the cost estimator in the find care menu', function (this: MemberWorld, offered: boolean) {
  const labels = this.recall<readonly MenuItem[]>('findCareMenu').map((item) => item.label);
  assert.equal(labels.includes('Cost estimator'), offered);
});

// Single-use: the estimate's facts (rates, deductibles, copays, coinsurance) and answer, which only the cost estimate rule states in figures.
When('a member searches the cost estimator for {string} from ZIP {string}', function (this: MemberWorld, search: string, zip: string) {
  this.remember('formErrors', estimatorFormErrors({ search, zip }));
});

reads("estimator's form", function (this: MemberWorld, message: string) {
  const errors = this.recall<EstimatorFormErrors>('formErrors');
  const said = [errors.search, errors.zip].filter((text) => text !== undefined);
  assert.deepEqual(said, message === 'nothing' ? [] : [message]);
});

// Single-use: the estimate's facts (rates, deductibles, copays, coinsurance) and answer, which only the cost estimate rule states in figures.
Given('a service the insurer names {string} in English and {string} in Spanish', function (this: MemberWorld, english: string, spanish: string) {
  this.remember('serviceNames', [english, spanish]);
});

// A search of the cost estimator, as the member types it: the rule keeps it to match against the service the
// scenario named; once a persona signed in, the estimator searches its price list (care/cost-estimator.steps.ts).
When(
  'they estimate the cost of {string}',
  answered('they estimate the cost of', function (this: MemberWorld, search: string) {
    this.remember('serviceSearch', search);
  }),
);

// Single-use: the estimate's facts (rates, deductibles, copays, coinsurance) and answer, which only the cost estimate rule states in figures.
Then(/^the cost estimator (finds|does not find) that service$/, function (this: MemberWorld, verdict: string) {
  assert.equal(matchesServiceSearch(this.recall<readonly string[]>('serviceNames'), this.recall<string>('serviceSearch')), verdict === 'finds');
});

/** '0 to 13', '14 and over' or 'any age'. */
function agesOf(text: string): AgeRange | null {
  if (text === 'any age') return null;
  const range = /^(\d+) to (\d+)$/.exec(text);
  if (range !== null) return { from: Number(range[1]), to: Number(range[2]) };
  const over = /^(\d+) and over$/.exec(text);
  assert.ok(over !== null, `ages read "0 to 13", "14 and over" or "any age", not "${text}"`);
  return { from: Number(over[1]), to: null };
}

// Single-use: the age-fit ordering of the estimator's results, which only the cost estimate rule takes.
Given('the estimator found {string} meant for ages {string}, the member paying {int}', function (this: MemberWorld, name: string, ages: string, pays: number) {
  const found = this.recallOr<ServiceEstimate[]>('ageEstimates', []);
  const estimate: ServiceEstimate = {
    price: {
      service: { code: `S${found.length}`, codeSystem: 'CDT', name, category: 'dental', sharingClass: 'dental-preventive', language: 'en', ages: agesOf(ages) },
      providerId: 'F1',
      providerName: 'Bridgeview Dental Group',
      groupName: null,
      specialty: 'General Dentistry',
      addressLine1: '3730 SE Hawthorne Blvd',
      city: 'Portland',
      state: 'OR',
      zipCode: '97214',
      phoneNumber: '503-555-0280',
      distance: 1,
      negotiatedRate: pays,
    },
    estimate: { rate: pays, deductible: 0, copay: 0, coinsurance: pays, overAnnualMaximum: 0, planPays: 0, memberPays: pays },
    sharing: { sharingClass: 'dental-preventive', copay: 0, coinsurance: 1, deductibleApplies: false },
    remaining: { individualDeductible: 0, familyDeductible: null, individualOutOfPocket: Number.POSITIVE_INFINITY, familyOutOfPocket: null, annualMaximum: null },
  };
  this.remember('ageEstimates', [...found, estimate]);
});

// Single-use: the age-fit ordering of the estimator's results, which only the cost estimate rule takes.
When('the results are put cheapest first for a member aged {string}', function (this: MemberWorld, age: string) {
  const sorted = sortEstimates(this.recall<ServiceEstimate[]>('ageEstimates'), 'cost', age === 'unknown' ? null : Number(age));
  this.remember('ageOrder', sorted.map((item) => item.price.service.name));
});

reads('ordered results', function (this: MemberWorld, names: string) {
  assert.deepEqual(this.recall<string[]>('ageOrder'), names.split(',').map((name) => name.trim()));
});
