import { describe, expect, it } from 'vitest';
import {
  BENEFIT_CATEGORIES,
  categoryFromShortCode,
  categoryFromSlug,
  categoryShortCode,
  categorySlug,
  categorySortOrder,
  defaultCategory,
  parseBenefitCategory,
  sortCategories,
} from './benefit-categories';

describe('benefit categories', () => {
  it('are the twelve of the spec', () => {
    expect(BENEFIT_CATEGORIES).toEqual([
      'Medical', 'Dental', 'Pharmacy', 'Vision', 'Summary', 'Programs', 'Referrals', 'Member Handbooks',
      'Certificate of Coverage', 'Medicare Materials', 'Prior Authorization', 'None',
    ]);
  });

  it('have short codes M, D, X (pharmacy) and V', () => {
    expect(categoryShortCode('Medical')).toBe('M');
    expect(categoryShortCode('Dental')).toBe('D');
    expect(categoryShortCode('Pharmacy')).toBe('X');
    expect(categoryShortCode('Vision')).toBe('V');
    expect(categoryFromShortCode('x')).toBe('Pharmacy');
    expect(categoryFromShortCode('Q')).toBeNull();
  });

  it('read category names in any casing', () => {
    expect(parseBenefitCategory('MEDICARE MATERIALS')).toBe('Medicare Materials');
    expect(parseBenefitCategory('Claims')).toBeNull();
  });

  it.each([
    ['Summary', 1], ['Medical', 1], ['Dental', 2], ['Vision', 3], ['Pharmacy', 4], ['Programs', 5],
    ['Referrals', 6], ['Member Handbooks', 7], ['Certificate of Coverage', 8], ['Medicare Materials', 9],
    ['Prior Authorization', 10], ['None', 11],
  ] as const)('%s sorts at %i', (category, order) => {
    expect(categorySortOrder(category)).toBe(order);
  });

  it('sort into category order without touching the input', () => {
    const input = ['None', 'Pharmacy', 'Programs', 'Dental', 'Medical'] as const;
    expect(sortCategories(input)).toEqual(['Medical', 'Dental', 'Pharmacy', 'Programs', 'None']);
    expect(input[0]).toBe('None');
  });

  it.each([
    [['Pharmacy', 'Vision', 'Dental', 'Medical'], 'Medical'],
    [['Pharmacy', 'Vision', 'Dental'], 'Dental'],
    [['Pharmacy', 'Vision'], 'Vision'],
    [['Programs', 'Pharmacy'], 'Pharmacy'],
    [['Referrals', 'Programs'], 'Programs'],
    [['Referrals'], 'None'],
    [[], 'None'],
  ] as const)('default category of %j is %s', (eligible, expected) => {
    expect(defaultCategory(eligible)).toBe(expected);
  });

  it('map to and from their /benefits path segment', () => {
    expect(categorySlug('Medicare Materials')).toBe('medicare-materials');
    expect(categorySlug('Certificate of Coverage')).toBe('certificate');
    expect(categoryFromSlug('handbooks')).toBe('Member Handbooks');
    expect(categoryFromSlug('claims')).toBeNull();
    for (const category of BENEFIT_CATEGORIES) expect(categoryFromSlug(categorySlug(category))).toBe(category);
  });
});
