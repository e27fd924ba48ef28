import { describe, expect, it } from 'vitest';
import {
  BENEFIT_CATEGORIES,
  categoryFromShortCode,
  categoryFromSlug,
  categorySlug,
  categorySortOrder,
  defaultCategory,
  parseBenefitCategory,
  sortCategories,
} from './benefit-categories';

// The order, the default category and the short codes, as an analyst reads them, are the scenarios of
// features/domain/benefit-categories.feature; these tests hold what they leave out.
describe('benefit categories', () => {
  it('are the twelve of the spec', () => {
    expect(BENEFIT_CATEGORIES).toEqual([
      'Medical', 'Dental', 'Pharmacy', 'Vision', 'Summary', 'Programs', 'Referrals', 'Member Handbooks',
      'Certificate of Coverage', 'Medicare Materials', 'Prior Authorization', 'None',
    ]);
  });

  it('read short codes back in any casing, and no other code', () => {
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

  it('opens on None when the member has no category at all', () => {
    expect(defaultCategory([])).toBe('None');
  });

  it('map to and from their /benefits path segment', () => {
    expect(categorySlug('Medicare Materials')).toBe('medicare-materials');
    expect(categorySlug('Certificate of Coverage')).toBe('certificate');
    expect(categoryFromSlug('handbooks')).toBe('Member Handbooks');
    expect(categoryFromSlug('claims')).toBeNull();
    for (const category of BENEFIT_CATEGORIES) expect(categoryFromSlug(categorySlug(category))).toBe(category);
  });
});
