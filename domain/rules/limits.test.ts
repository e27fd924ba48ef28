import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupLimits, isValidLimit, limitDisplayOrder, limitProgress, limitTypeNamesTier } from './limits';
import { aLimit } from './testing/builders';

/**
 * Which limits show and how full their bars are, as an analyst reads them, are the scenarios of
 * features/domain/limits.feature; these tests hold the edges and the properties they leave out.
 */

describe('isValidLimit', () => {
  it('shows a limit of total 0 that has something met', () => {
    expect(isValidLimit(aLimit({ total: 0, totalMet: 5, totalRemaining: 0 }))).toBe(true);
  });
});

describe('limitDisplayOrder', () => {
  it.each([
    ['Annual Limit', 1],
    ['annual limit', 1],
    ['Deductible - In Network', 2],
    ['Deductible - Out of Network', 3],
    ['Orthodontia Lifetime Maximum', 3],
    ['', 4],
    [null, 4],
    [undefined, 4],
  ] as const)('%s comes at %i', (type, order) => {
    expect(limitDisplayOrder(type)).toBe(order);
  });
});

describe('limitProgress', () => {
  it('is 0 when a figure is unknown or negative', () => {
    expect(limitProgress(100, null)).toBe(0);
    expect(limitProgress(null, 100)).toBe(0);
    expect(limitProgress(-5, 100)).toBe(0);
  });

  it('is always a number from 0 to 100 (property)', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), (met, total) => {
        const progress = limitProgress(met, total);
        expect(progress).toBeGreaterThanOrEqual(0);
        expect(progress).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe('groupLimits', () => {
  const limits = [
    aLimit({ networkTier: 'innet', limitType: 'Orthodontia', coverageType: 'FAMILY' }),
    aLimit({ networkTier: 'innet', limitType: 'Orthodontia', coverageType: 'INDIVIDUAL' }),
    aLimit({ networkTier: 'innet', limitType: 'Deductible - In Network' }),
    aLimit({ networkTier: 'outnet', limitType: 'Annual Limit' }),
    aLimit({ networkTier: 'innet', limitType: 'Annual Limit' }),
    aLimit({ networkTier: 'innet', limitType: 'Annual Limit', totalMet: 0, totalRemaining: 0 }),
    aLimit({ productCategory: 'Medical', networkTier: 'innet', limitType: 'Annual Limit' }),
  ];

  it('keeps valid limits of the category (any casing), by tier then type in display order', () => {
    const grouped = groupLimits(limits, 'DENTAL');
    expect(grouped.map((tier) => tier.networkTier)).toEqual(['innet', 'outnet']);
    expect(grouped[0]?.limitTypes.map((type) => type.limitType)).toEqual([
      'Annual Limit',
      'Deductible - In Network',
      'Orthodontia',
    ]);
    expect(grouped[0]?.limitTypes[0]?.limits).toHaveLength(1);
    expect(grouped[1]?.limitTypes.map((type) => type.limitType)).toEqual(['Annual Limit']);
  });

  it('puts individual before family within a type', () => {
    const orthodontia = groupLimits(limits, 'dental')[0]?.limitTypes[2]?.limits ?? [];
    expect(orthodontia.map((limit) => limit.coverageType)).toEqual(['INDIVIDUAL', 'FAMILY']);
  });

  it('answers nothing for a category without limits', () => {
    expect(groupLimits(limits, 'Vision')).toEqual([]);
  });
});

describe('limitTypeNamesTier', () => {
  it('sees the tier in a type that names it, whatever the case and punctuation', () => {
    expect(limitTypeNamesTier('Deductible - In Network', 'IN NETWORK')).toBe(true);
    expect(limitTypeNamesTier('Deductible - Out of Network', 'OUT OF NETWORK')).toBe(true);
    expect(limitTypeNamesTier('In-network deductible', 'IN NETWORK')).toBe(true);
  });

  it('does not see it in a type that does not, nor in a word that merely contains it', () => {
    expect(limitTypeNamesTier('Annual Limit', 'IN NETWORK')).toBe(false);
    expect(limitTypeNamesTier('Deductible - Out of Network', 'IN NETWORK')).toBe(false);
    expect(limitTypeNamesTier('Innetwork maximum', 'NETWORK')).toBe(false);
    expect(limitTypeNamesTier('Annual Limit', '')).toBe(false);
  });
});
