import { describe, expect, it } from 'vitest';
import { estimateCost, type CostSharing, type RemainingAccumulators } from './cost-estimate';

const twentyPercent: CostSharing = { copay: 0, coinsurance: 0.2, deductibleApplies: true };
const alone = (deductible: number, outOfPocket: number): RemainingAccumulators => ({
  individualDeductible: deductible,
  familyDeductible: null,
  individualOutOfPocket: outOfPocket,
  familyOutOfPocket: null,
  annualMaximum: null,
});

describe('estimateCost', () => {
  it('charges the whole rate to a deductible not met', () => {
    expect(estimateCost(200, twentyPercent, alone(1000, 5000)).memberPays).toBe(200);
  });

  it('charges the rest of a partly met deductible then coinsurance on what is left', () => {
    const estimate = estimateCost(200, twentyPercent, alone(100, 5000));
    expect(estimate).toMatchObject({ deductible: 100, coinsurance: 20, planPays: 80, memberPays: 120 });
  });

  it('charges only coinsurance once the deductible is met', () => {
    expect(estimateCost(200, twentyPercent, alone(0, 5000)).memberPays).toBe(40);
  });

  it('charges nothing once the out-of-pocket maximum is reached', () => {
    const estimate = estimateCost(200, twentyPercent, alone(500, 0));
    expect(estimate).toMatchObject({ memberPays: 0, planPays: 200 });
  });

  it('uses the family deductible when less of it is left than of the individual one', () => {
    const family = { ...alone(1000, 5000), familyDeductible: 0, familyOutOfPocket: 8000 };
    expect(estimateCost(200, twentyPercent, family).memberPays).toBe(40);
  });

  it('adds what the plan cannot pay beyond the remaining dental annual maximum', () => {
    const dental = { ...alone(0, 100000), annualMaximum: 100 };
    const estimate = estimateCost(1000, { copay: 0, coinsurance: 0.5, deductibleApplies: false }, dental);
    expect(estimate).toMatchObject({ coinsurance: 500, planPays: 100, overAnnualMaximum: 400, memberPays: 900 });
  });

  it('always adds up to the rate', () => {
    const estimate = estimateCost(333.33, { copay: 25, coinsurance: 0.3, deductibleApplies: true }, alone(50, 120));
    expect(estimate.planPays + estimate.memberPays).toBeCloseTo(estimate.rate, 2);
  });
});
