import { describe, expect, it } from 'vitest';
import {
  familyEligibilityStatus,
  isTermedEligible,
  selectedEligibility,
  termedEligibleCutoff,
} from './family-eligibility';
import { aFamilyRow } from './testing/builders';

const TODAY = '2025-06-15';

/**
 * The statuses, the two-year cut and the row shown, as an analyst reads them, are the scenarios of
 * features/domain/family-eligibility.feature; these tests hold the edges they leave out.
 */

describe('familyEligibilityStatus', () => {
  it('reads a row with an unreadable effective date as termed', () => {
    expect(familyEligibilityStatus(aFamilyRow({ effectiveDate: 'soon', termedDate: null }), TODAY)).toBe('termed');
  });
});

describe('termed eligible (termed later than the start of the year two years ago)', () => {
  it('cuts at 1 January two years back', () => {
    expect(termedEligibleCutoff(TODAY)).toBe('2023-01-01');
    expect(termedEligibleCutoff('2025-01-01')).toBe('2023-01-01');
    expect(termedEligibleCutoff('2025-12-31')).toBe('2023-01-01');
  });

  it('is never true for active or future rows', () => {
    expect(isTermedEligible(aFamilyRow({ termedDate: null }), TODAY)).toBe(false);
    expect(isTermedEligible(aFamilyRow({ effectiveDate: '2026-01-01', termedDate: '2026-12-31' }), TODAY)).toBe(false);
  });
});

describe('selectedEligibility', () => {
  const termedRecently = aFamilyRow({ effectiveDate: '2023-01-01', termedDate: '2024-12-31' });
  const active = aFamilyRow({ effectiveDate: '2025-01-01', termedDate: null });

  it('picks the most recent effective date within a status', () => {
    const olderActive = aFamilyRow({ effectiveDate: '2024-01-01', termedDate: '2026-01-01' });
    expect(selectedEligibility([olderActive, active], 'M-100', 'Medical', TODAY)).toBe(active);
    const olderTermed = aFamilyRow({ effectiveDate: '2022-01-01', termedDate: '2023-06-30' });
    expect(selectedEligibility([olderTermed, termedRecently], 'M-100', 'Medical', TODAY)).toBe(termedRecently);
  });

  it('only looks at the member and category asked for, category in any casing', () => {
    const dental = aFamilyRow({ productCategory: 'DENTAL', effectiveDate: '2025-02-01' });
    const otherMember = aFamilyRow({ memberKey: 'M-200' });
    expect(selectedEligibility([dental, otherMember], 'M-100', 'dental', TODAY)).toBe(dental);
    expect(selectedEligibility([dental, otherMember], 'M-100', 'Medical', TODAY)).toBeNull();
    expect(selectedEligibility([], 'M-100', 'Medical', TODAY)).toBeNull();
  });
});
