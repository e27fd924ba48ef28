import { describe, expect, it } from 'vitest';
import type { DentalMaximum, DentalTier, MedicalTier, OopDeductibles } from '../model';
import { dentalCardFigures, idCardFigureTable, medicalCardFigures, medicalCostFigures } from './id-card-figures';

const oop = (amounts: Partial<OopDeductibles>): OopDeductibles => ({
  individualDeductible: 1500,
  individualDeductibleMet: 200,
  individualDeductibleRemaining: 1300,
  familyDeductible: 4500,
  familyDeductibleMet: 600,
  familyDeductibleRemaining: 3900,
  individualOutOfPocket: 6000,
  individualOutOfPocketMet: 200,
  individualOutOfPocketRemaining: 5800,
  familyOutOfPocket: 12000,
  familyOutOfPocketMet: 600,
  familyOutOfPocketRemaining: 11400,
  detailDescription: null,
  ...amounts,
});

const tier = (amounts: Partial<OopDeductibles>): MedicalTier => ({ services: [], oopDeductibles: oop(amounts) });
const MEDICAL_TIERS = [
  { tierId: 'tab1', name: 'In Network' },
  { tierId: 'tab2', name: 'Out of Network' },
];

const maximum = (description: string, indivAmount: number, familyAmount: number): DentalMaximum => ({
  description,
  indivAmount,
  indivMet: 0,
  indivRemaining: indivAmount,
  familyAmount,
  familyMet: 0,
  familyRemaining: familyAmount,
  detailDescription: null,
});

const dentalTier = (tierId: string, name: string, maximums: readonly DentalMaximum[]): DentalTier => ({ tierId, name, servicesByCategory: {}, maximums });

describe('medicalCostFigures (the benefits page and the card)', () => {
  it('gives individual then family deductible, then out-of-pocket maximum', () => {
    expect(medicalCostFigures(oop({})).map((figure) => `${figure.measure} ${figure.coverage} ${figure.total}`)).toEqual([
      'deductible individual 1500',
      'deductible family 4500',
      'outOfPocketMaximum individual 6000',
      'outOfPocketMaximum family 12000',
    ]);
  });

  it('leaves out what the plan does not have: no family amounts, a deductible of 0, nothing met reported', () => {
    const single = oop({ familyDeductible: null, familyOutOfPocket: null, individualDeductible: 0, individualOutOfPocketMet: null });
    expect(medicalCostFigures(single)).toEqual([]);
  });
});

describe('medicalCardFigures', () => {
  it('states each network, in network first, individual and family', () => {
    const figures = medicalCardFigures([...MEDICAL_TIERS].reverse(), {
      'In Network': tier({}),
      'Out of Network': tier({ individualDeductible: 3000, familyDeductible: 9000, individualOutOfPocket: 12000, familyOutOfPocket: 24000 }),
    });
    expect(figures.map((figure) => `${figure.networkTier} ${figure.measure} ${figure.coverage} ${figure.amount}`)).toEqual([
      'tab1 deductible individual 1500',
      'tab1 deductible family 4500',
      'tab1 outOfPocketMaximum individual 6000',
      'tab1 outOfPocketMaximum family 12000',
      'tab2 deductible individual 3000',
      'tab2 deductible family 9000',
      'tab2 outOfPocketMaximum individual 12000',
      'tab2 outOfPocketMaximum family 24000',
    ]);
  });

  it('states the amounts once, for every network, when each network has the same', () => {
    const figures = medicalCardFigures(MEDICAL_TIERS, { 'In Network': tier({}), 'Out of Network': tier({}) });
    expect(figures.every((figure) => figure.networkTier === null)).toBe(true);
    expect(figures).toHaveLength(4);
  });

  it('leaves out a tier the response does not describe, and a plan with no amounts states none', () => {
    expect(medicalCardFigures(MEDICAL_TIERS, { 'In Network': tier({ familyDeductible: null, familyOutOfPocket: null }) }).map((figure) => figure.coverage)).toEqual([
      'individual',
      'individual',
    ]);
    expect(medicalCardFigures([], {})).toEqual([]);
  });
});

describe('dentalCardFigures', () => {
  it('states the deductible and the annual maximum, not the orthodontia maximum, once when the networks agree', () => {
    const maximums = [maximum('Annual Maximum', 1500, 0), maximum('Deductible', 50, 150), maximum('Orthodontia Lifetime Maximum', 1500, 0)];
    const figures = dentalCardFigures([dentalTier('innet', 'In Network', maximums), dentalTier('outnet', 'Out of Network', maximums)]);
    expect(figures).toEqual([
      { measure: 'deductible', coverage: 'individual', networkTier: null, amount: 50 },
      { measure: 'deductible', coverage: 'family', networkTier: null, amount: 150 },
      { measure: 'annualMaximum', coverage: 'individual', networkTier: null, amount: 1500 },
    ]);
  });

  it('states each network when their amounts differ, and skips amounts of -1 or 0', () => {
    const figures = dentalCardFigures([
      dentalTier('outnet', 'Out of Network', [maximum('Annual Maximum', 1000, -1)]),
      dentalTier('innet', 'In Network', [maximum('Annual Maximum', 1500, 0)]),
    ]);
    expect(figures).toEqual([
      { measure: 'annualMaximum', coverage: 'individual', networkTier: 'innet', amount: 1500 },
      { measure: 'annualMaximum', coverage: 'individual', networkTier: 'outnet', amount: 1000 },
    ]);
  });
});

describe('idCardFigureTable', () => {
  it('lays the figures out a row per measure and a column per network, with gaps where a network has no amount', () => {
    const table = idCardFigureTable([
      { measure: 'outOfPocketMaximum', coverage: 'individual', networkTier: 'tab1', amount: 4900 },
      { measure: 'deductible', coverage: 'individual', networkTier: 'tab2', amount: 500 },
      { measure: 'outOfPocketMaximum', coverage: 'individual', networkTier: 'tab2', amount: 7400 },
    ]);
    expect(table.networks).toEqual(['tab1', 'tab2']);
    expect(table.rows).toEqual([
      { measure: 'deductible', cells: [{ networkTier: 'tab1', individual: null, family: null }, { networkTier: 'tab2', individual: 500, family: null }] },
      { measure: 'outOfPocketMaximum', cells: [{ networkTier: 'tab1', individual: 4900, family: null }, { networkTier: 'tab2', individual: 7400, family: null }] },
    ]);
  });

  it('has no rows for a card without figures', () => {
    expect(idCardFigureTable([])).toEqual({ networks: [], rows: [] });
  });
});
