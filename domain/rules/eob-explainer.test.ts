import { describe, expect, it } from 'vitest';
import type { ClaimAccumulator, ClaimServiceLine } from '../model';
import { memberShareOf } from './claims';
import { accumulatorEffect, accumulatorMoves, explainClaim, explainServiceLine } from './eob-explainer';
import { aClaim, aServiceLine } from './testing/builders';

const line = (overrides: Partial<ClaimServiceLine> = {}): ClaimServiceLine =>
  aServiceLine({
    serviceDate: '2025-06-01',
    code: '71046',
    description: 'Chest X-ray, 2 views',
    billed: 300,
    allowed: 180,
    planPaid: 64,
    memberShare: memberShareOf({ deductible: 100, copay: 0, coinsurance: 16, notCovered: 0 }),
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

describe('accumulatorEffect and accumulatorMoves', () => {
  it('counts the deductible, copays and coinsurance toward the out-of-pocket maximum, not what is not covered', () => {
    const claim = aClaim({ serviceLines: [line(), line({ lineNumber: 2, allowed: 0, planPaid: 0, memberShare: memberShareOf({ deductible: 0, copay: 0, coinsurance: 0, notCovered: 300 }) })] });
    const explanation = explainClaim({ ...claim, memberShare: memberShareOf({ deductible: 100, copay: 0, coinsurance: 16, notCovered: 300 }) });
    expect(explanation === null ? null : accumulatorEffect(explanation)).toEqual({ toDeductible: 100, toOutOfPocket: 116, toAnnualMaximum: 64 });
  });

  it('lists the claim’s own tier first, deductibles before maximums and individual before family', () => {
    const accumulator = (kind: ClaimAccumulator['kind'], coverage: ClaimAccumulator['coverage'], network: ClaimAccumulator['network']): ClaimAccumulator => ({
      kind,
      coverage,
      network,
      limit: 1000,
      metBefore: 0,
      metAfter: 0,
    });
    const claim = aClaim({
      serviceLines: [line({ allowed: 0, planPaid: 0, memberShare: memberShareOf({ deductible: 0, copay: 0, coinsurance: 0, notCovered: 300 }) })],
      memberShare: memberShareOf({ deductible: 0, copay: 0, coinsurance: 0, notCovered: 300 }),
      accumulators: [
        accumulator('out-of-pocket', 'family', 'in-network'),
        accumulator('deductible', 'individual', 'out-of-network'),
        accumulator('out-of-pocket', 'individual', 'in-network'),
        accumulator('deductible', 'family', 'in-network'),
        accumulator('deductible', 'individual', 'in-network'),
      ],
    });
    const explanation = explainClaim(claim);
    const order = explanation === null ? [] : accumulatorMoves(claim, explanation).map((move) => `${move.accumulator.kind} ${move.accumulator.coverage} ${move.accumulator.network}`);
    expect(order).toEqual([
      'deductible individual in-network',
      'deductible family in-network',
      'out-of-pocket individual in-network',
      'out-of-pocket family in-network',
      'deductible individual out-of-network',
    ]);
  });
});
