import { describe, expect, it } from 'vitest';
import type { ClaimServiceLine } from '../model';
import { memberShareOf } from './claims';
import { accumulatorEffect, accumulatorsFor, explainClaim, explainServiceLine } from './eob-explainer';
import { aClaim, aLimit } from './testing/builders';

const line = (overrides: Partial<ClaimServiceLine> = {}): ClaimServiceLine => ({
  lineNumber: 1,
  serviceDate: '2025-06-01',
  code: '71046',
  codeSystem: 'CPT',
  description: 'Chest X-ray, 2 views',
  quantity: 1,
  daysSupply: null,
  toothNumber: null,
  billed: 300,
  allowed: 180,
  planPaid: 64,
  memberShare: memberShareOf({ deductible: 100, copay: 0, coinsurance: 16, notCovered: 0 }),
  remark: null,
  ...overrides,
});

// How a line's parts add up in and out of network, denied or not, and figures that do not add up, are the
// scenarios of features/domain/eob-explainer.feature; these tests hold what they leave out.
describe('explainServiceLine', () => {
  it('explains nothing while the line is pending', () => {
    expect(explainServiceLine(line({ allowed: null, planPaid: null, memberShare: null }), 'in-network')).toBeNull();
  });
});

describe('explainClaim', () => {
  it('gives a denied claim its reason and the line remarks once each', () => {
    const denied = line({ allowed: 0, planPaid: 0, memberShare: memberShareOf({ deductible: 0, copay: 0, coinsurance: 0, notCovered: 300 }), remark: 'Cosmetic services are not covered.' });
    const claim = aClaim({ status: 'denied', statusReason: 'Teeth whitening is cosmetic.', serviceLines: [denied, { ...denied, lineNumber: 2 }] });
    const explanation = explainClaim({ ...claim, memberShare: memberShareOf({ deductible: 0, copay: 0, coinsurance: 0, notCovered: 600 }) });
    expect(explanation?.notCoveredReasons).toEqual(['Teeth whitening is cosmetic.', 'Cosmetic services are not covered.']);
    expect(explanation?.addsUp).toBe(true);
  });
});

describe('accumulatorEffect and accumulatorsFor', () => {
  it('counts the deductible, copays and coinsurance toward the out-of-pocket maximum, not what is not covered', () => {
    const claim = aClaim({ serviceLines: [line(), line({ lineNumber: 2, allowed: 0, planPaid: 0, memberShare: memberShareOf({ deductible: 0, copay: 0, coinsurance: 0, notCovered: 300 }) })] });
    const explanation = explainClaim({ ...claim, memberShare: memberShareOf({ deductible: 100, copay: 0, coinsurance: 16, notCovered: 300 }) });
    expect(explanation === null ? null : accumulatorEffect(explanation)).toEqual({ toDeductible: 100, toOutOfPocket: 116 });
  });

  it('picks the limits of the claim’s category and network tier that it counts toward', () => {
    const limits = [
      aLimit({ productCategory: 'Medical', limitType: 'Deductible - In Network', networkTier: 'In Network' }),
      aLimit({ productCategory: 'Medical', limitType: 'Deductible - Out of Network', networkTier: 'Out of Network' }),
      aLimit({ productCategory: 'Medical', limitType: 'Annual Limit', networkTier: 'Preferred Alternative Care' }),
      aLimit({ productCategory: 'Dental', limitType: 'Annual Limit', networkTier: 'In Network' }),
    ];
    expect(accumulatorsFor(aClaim(), limits).map((limit) => limit.limitType)).toEqual(['Deductible - In Network']);
    const outOfNetwork = aClaim({ provider: { providerId: null, name: 'Pacific Coast Medical Clinic', networkStatus: 'out-of-network' } });
    expect(accumulatorsFor(outOfNetwork, limits).map((limit) => limit.limitType)).toEqual(['Deductible - Out of Network']);
    expect(accumulatorsFor(aClaim({ claimType: 'pharmacy' }), limits)).toEqual([]);
  });
});
