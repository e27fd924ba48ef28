import { describe, expect, it } from 'vitest';
import type { DentalMaximum, DentalService } from '../model';
import { dentalMaximumFigures, isShownDentalAmount, limitsBesideMaximums, visibleDentalMaximums, visibleDentalServices } from './dental-benefits';

const service = (code: string, amount: number): DentalService => ({
  code,
  name: `Service ${code}`,
  amount,
  description: '',
  incentiveTiers: [],
  benefitLimit: null,
});

const maximum = (overrides: Partial<DentalMaximum> = {}): DentalMaximum => ({
  description: 'Annual Maximum',
  familyAmount: 0,
  familyMet: 0,
  familyRemaining: 0,
  indivAmount: 1500,
  indivMet: 385,
  indivRemaining: 1115,
  detailDescription: null,
  ...overrides,
});

describe('isShownDentalAmount', () => {
  it.each([
    [-1, false],
    [0, false],
    [80, true],
    [0.5, true],
    [-2, true],
    [Number.NaN, false],
    [null, false],
  ] as const)('%s is shown: %s', (amount, shown) => {
    expect(isShownDentalAmount(amount)).toBe(shown);
  });
});

describe('visibleDentalServices', () => {
  it('drops skipped services and categories left empty, keeping the order given', () => {
    const visible = visibleDentalServices({
      Preventive: [service('D0120', 100), service('D1351', -1)],
      Cosmetic: [service('D9972', 0)],
      Basic: [service('D2391', 80)],
    });
    expect(visible.map((entry) => entry.category)).toEqual(['Preventive', 'Basic']);
    expect(visible[0]?.services.map((entry) => entry.code)).toEqual(['D0120']);
  });
});

describe('dental maximums', () => {
  it('shows the individual figure and skips a family amount of 0', () => {
    expect(dentalMaximumFigures(maximum()).map((figure) => figure.coverage)).toEqual(['individual']);
  });

  it('shows both figures when both amounts are real', () => {
    const figures = dentalMaximumFigures(maximum({ familyAmount: 150, familyMet: 100, familyRemaining: 50 }));
    expect(figures).toEqual([
      { coverage: 'individual', amount: 1500, met: 385, remaining: 1115 },
      { coverage: 'family', amount: 150, met: 100, remaining: 50 },
    ]);
  });

  it('leaves out a maximum with nothing to show', () => {
    expect(visibleDentalMaximums([maximum({ indivAmount: -1 }), maximum({ description: 'Deductible', indivAmount: 50 })]).map((m) => m.description)).toEqual([
      'Deductible',
    ]);
  });
});

describe('limitsBesideMaximums', () => {
  const maximum = { description: 'Annual Maximum', familyAmount: 0, familyMet: 0, familyRemaining: 0, indivAmount: 1500, indivMet: 385, indivRemaining: 1115, detailDescription: null };
  const limit = (networkTier: string, total: number, totalMet: number, coverageType: 'INDIVIDUAL' | 'FAMILY' = 'INDIVIDUAL') => ({
    productCategory: 'Dental',
    coverageType,
    limitType: 'Annual Limit',
    networkTier,
    total,
    totalMet,
    totalRemaining: total - totalMet,
    detailedDescription: null,
  });

  it('leaves out a limit that repeats a maximum of its own tier, and keeps every other', () => {
    const tiers = [{ name: 'In Network', maximums: [maximum] }];
    expect(limitsBesideMaximums([limit('In Network', 1500, 385)], tiers)).toEqual([]);
    const others = [limit('Out of Network', 1500, 385), limit('In Network', 1500, 400), limit('In Network', 1500, 385, 'FAMILY'), limit('In Network', 2000, 385)];
    expect(limitsBesideMaximums(others, tiers)).toEqual(others);
  });
});
