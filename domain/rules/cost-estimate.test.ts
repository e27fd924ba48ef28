import { describe, expect, it } from 'vitest';
import type { MemberCostSharing, PricedService, ProviderPrice } from '../model';
import {
  classifyServiceSearch,
  estimateCost,
  estimatePrices,
  estimatorFinding,
  estimatorFormErrors,
  quotesForClaim,
  remainingAccumulators,
  sortEstimates,
  type CostSharing,
  type RemainingAccumulators,
} from './cost-estimate';
import { aClaim, aLimit, aServiceLine } from './testing/builders';

const twentyPercent: CostSharing = { copay: 0, coinsurance: 0.2, deductibleApplies: true };
const alone = (deductible: number, outOfPocket: number): RemainingAccumulators => ({
  individualDeductible: deductible,
  familyDeductible: null,
  individualOutOfPocket: outOfPocket,
  familyOutOfPocket: null,
  annualMaximum: null,
});

/**
 * The estimates an analyst reads (deductible not met, partly met, met; out-of-pocket reached; family against
 * individual; copay then coinsurance; the dental annual maximum), who is offered the estimator and the
 * search's messages are the scenarios of features/domain/cost-estimate.feature; these tests hold the rest.
 */

describe('estimateCost', () => {
  it('splits a partly met deductible into its parts', () => {
    const estimate = estimateCost(200, twentyPercent, alone(100, 5000));
    expect(estimate).toMatchObject({ deductible: 100, coinsurance: 20 });
  });

  it('always adds up to the rate', () => {
    const estimate = estimateCost(333.33, { copay: 25, coinsurance: 0.3, deductibleApplies: true }, alone(50, 120));
    expect(estimate.planPays + estimate.memberPays).toBeCloseTo(estimate.rate, 2);
  });
});

const price = (overrides: Partial<ProviderPrice> = {}, service: Partial<PricedService> = {}): ProviderPrice => ({
  service: { code: 'D1110', codeSystem: 'CDT', name: 'Teeth cleaning (adult)', category: 'dental', sharingClass: 'dental-preventive', language: 'en', ages: null, ...service },
  providerId: 'F1',
  providerName: 'Bridgeview Dental Group',
  groupName: null,
  specialty: 'General Dentistry',
  addressLine1: '1 Main St',
  city: 'Portland',
  state: 'OR',
  zipCode: '97214',
  phoneNumber: '503-555-0100',
  distance: 1,
  negotiatedRate: 100,
  ...overrides,
});

const dentalSharing: MemberCostSharing = {
  memberKey: 'M-1',
  medical: null,
  dental: { planName: 'Dental PPO', classes: [{ sharingClass: 'dental-preventive', copay: 0, coinsurance: 0, deductibleApplies: false }] },
};

describe('classifyServiceSearch', () => {
  it.each([
    ['99213', { kind: 'code', code: '99213' }],
    [' d2740 ', { kind: 'code', code: 'D2740' }],
    ['S9083', { kind: 'code', code: 'S9083' }],
    ['teeth  cleaning', { kind: 'words', text: 'teeth cleaning' }],
    ['   ', { kind: 'empty' }],
  ] as const)('reads %j', (typed, expected) => {
    expect(classifyServiceSearch(typed)).toEqual(expected);
  });
});

describe('remainingAccumulators', () => {
  const medical = (coverageType: 'INDIVIDUAL' | 'FAMILY', limitType: string, remaining: number, networkTier = 'In Network') =>
    aLimit({ productCategory: 'Medical', coverageType, limitType, networkTier, total: 9000, totalMet: 9000 - remaining, totalRemaining: remaining });

  it('reads the in-network individual and family deductible and out-of-pocket left', () => {
    const limits = [
      medical('INDIVIDUAL', 'Deductible - In Network', 300),
      medical('FAMILY', 'Deductible - In Network', 900),
      medical('INDIVIDUAL', 'Out-of-Pocket Maximum', 2500),
      medical('INDIVIDUAL', 'Deductible - Out of Network', 1500, 'Out of Network'),
    ];
    expect(remainingAccumulators(limits, 'medical')).toEqual({
      individualDeductible: 300,
      familyDeductible: 900,
      individualOutOfPocket: 2500,
      familyOutOfPocket: null,
      annualMaximum: null,
    });
  });

  it('gives a dental plan its annual maximum and no out-of-pocket cap', () => {
    const remaining = remainingAccumulators([aLimit({ networkTier: 'In Network', totalRemaining: 400 })], 'dental');
    expect(remaining.annualMaximum).toBe(400);
    expect(remaining.individualDeductible).toBe(0);
    expect(remaining.individualOutOfPocket).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('estimatorFinding and sortEstimates', () => {
  it('tells an unknown code from words that match nothing', () => {
    expect(estimatorFinding(classifyServiceSearch('D9972'), [], [])).toEqual({ kind: 'unknown-code', code: 'D9972' });
    expect(estimatorFinding(classifyServiceSearch('acupuncture'), [], [])).toEqual({ kind: 'no-results' });
  });

  it('says which coverage is missing when services were found but none can be estimated', () => {
    const found = [price({}, { category: 'medical', sharingClass: 'after-deductible', code: '71046' })];
    expect(estimatorFinding(classifyServiceSearch('x-ray'), found, estimatePrices(found, dentalSharing, {}))).toEqual({ kind: 'no-coverage', categories: ['medical'] });
  });

  it('orders by the member’s cost or by distance, unknown distances last', () => {
    const remaining = { dental: remainingAccumulators([], 'dental') };
    const near = price({ providerId: 'A', providerName: 'Near', negotiatedRate: 120, distance: 1 });
    const cheap = price({ providerId: 'B', providerName: 'Cheap', negotiatedRate: 80, distance: 9 });
    const unknown = price({ providerId: 'C', providerName: 'Unknown', negotiatedRate: 90, distance: null });
    const sharing: MemberCostSharing = {
      ...dentalSharing,
      dental: { planName: 'Dental PPO', classes: [{ sharingClass: 'dental-preventive', copay: 0, coinsurance: 0.5, deductibleApplies: false }] },
    };
    const estimates = estimatePrices([near, cheap, unknown], sharing, remaining);
    expect(sortEstimates(estimates, 'cost').map((item) => item.price.providerName)).toEqual(['Cheap', 'Unknown', 'Near']);
    expect(sortEstimates(estimates, 'distance').map((item) => item.price.providerName)).toEqual(['Near', 'Cheap', 'Unknown']);
  });
});

describe('estimatorFormErrors', () => {
  it('reads a search of spaces alone as missing, and says what is wrong with both fields at once', () => {
    expect(estimatorFormErrors({ search: ' ', zip: '97' })).toEqual({
      search: 'Service, procedure code or provider is a required field',
      zip: 'Invalid zip code',
    });
  });
});

describe('quotesForClaim', () => {
  const lineOf = (allowed: number | null) =>
    aServiceLine({ code: 'D1110', codeSystem: 'CDT', description: 'Prophylaxis (cleaning), adult', billed: 120, allowed, planPaid: allowed, memberShare: null });
  const provider = { providerId: null, name: 'Bridgeview Dental Group', networkStatus: 'in-network' as const };

  it('puts the estimator’s quote at the same provider beside what the plan allowed', () => {
    const claim = aClaim({ provider, serviceLines: [lineOf(100)] });
    expect(quotesForClaim(claim, [price()])).toEqual([{ lineNumber: 1, quoted: 100, allowed: 100, agrees: true }]);
    expect(quotesForClaim(claim, [price({ negotiatedRate: 90 })])[0]?.agrees).toBe(false);
  });

  it('quotes nothing for a pending claim, another provider or an out-of-network claim', () => {
    expect(quotesForClaim(aClaim({ provider, status: 'pending', serviceLines: [lineOf(null)] }), [price()])).toEqual([]);
    expect(quotesForClaim(aClaim({ provider, serviceLines: [lineOf(100)] }), [price({ providerName: 'Pearl District Dental', providerId: 'F2' })])).toEqual([]);
    expect(quotesForClaim(aClaim({ provider: { ...provider, networkStatus: 'out-of-network' }, serviceLines: [lineOf(100)] }), [price()])).toEqual([]);
  });
});
