import { describe, expect, it } from 'vitest';
import {
  familyEligibilityStatus,
  isTermedEligible,
  selectedEligibility,
  termedEligibleCutoff,
} from './family-eligibility';
import { aFamilyRow } from './testing/builders';

const TODAY = '2025-06-15';

describe('familyEligibilityStatus', () => {
  it.each([
    ['effective today, never termed', '2025-06-15', null, 'active'],
    ['effective earlier, termed tomorrow', '2024-01-01', '2025-06-16', 'active'],
    ['effective earlier, termed today', '2024-01-01', '2025-06-15', 'termed'],
    ['effective tomorrow', '2025-06-16', null, 'future'],
    ['effective and termed in the past', '2023-01-01', '2024-01-01', 'termed'],
    ['an unreadable effective date', 'soon', null, 'termed'],
  ] as const)('%s is %s', (_case, effectiveDate, termedDate, expected) => {
    expect(familyEligibilityStatus(aFamilyRow({ effectiveDate, termedDate }), TODAY)).toBe(expected);
  });
});

describe('termed eligible (termed later than the start of the year two years ago)', () => {
  it('cuts at 1 January two years back', () => {
    expect(termedEligibleCutoff(TODAY)).toBe('2023-01-01');
    expect(termedEligibleCutoff('2025-01-01')).toBe('2023-01-01');
    expect(termedEligibleCutoff('2025-12-31')).toBe('2023-01-01');
  });

  it.each([
    ['2023-01-02', true],
    ['2023-01-01', false],
    ['2022-12-31', false],
    ['2025-06-15', true],
  ] as const)('a row termed %s is termed eligible: %s', (termedDate, expected) => {
    expect(isTermedEligible(aFamilyRow({ effectiveDate: '2020-01-01', termedDate }), TODAY)).toBe(expected);
  });

  it('is never true for active or future rows', () => {
    expect(isTermedEligible(aFamilyRow({ termedDate: null }), TODAY)).toBe(false);
    expect(isTermedEligible(aFamilyRow({ effectiveDate: '2026-01-01', termedDate: '2026-12-31' }), TODAY)).toBe(false);
  });
});

describe('selectedEligibility', () => {
  const termedRecently = aFamilyRow({ effectiveDate: '2023-01-01', termedDate: '2024-12-31' });
  const termedLongAgo = aFamilyRow({ effectiveDate: '2019-01-01', termedDate: '2020-12-31' });
  const active = aFamilyRow({ effectiveDate: '2025-01-01', termedDate: null });
  const future = aFamilyRow({ effectiveDate: '2025-09-01' });

  it('prefers active over future over termed', () => {
    expect(selectedEligibility([termedRecently, future, active], 'M-100', 'Medical', TODAY)).toBe(active);
    expect(selectedEligibility([termedRecently, future], 'M-100', 'Medical', TODAY)).toBe(future);
    expect(selectedEligibility([termedRecently], 'M-100', 'Medical', TODAY)).toBe(termedRecently);
  });

  it('picks the most recent effective date within a status', () => {
    const olderActive = aFamilyRow({ effectiveDate: '2024-01-01', termedDate: '2026-01-01' });
    expect(selectedEligibility([olderActive, active], 'M-100', 'Medical', TODAY)).toBe(active);
    const olderTermed = aFamilyRow({ effectiveDate: '2022-01-01', termedDate: '2023-06-30' });
    expect(selectedEligibility([olderTermed, termedRecently], 'M-100', 'Medical', TODAY)).toBe(termedRecently);
  });

  it('offers no termed row that is not termed eligible', () => {
    expect(selectedEligibility([termedLongAgo], 'M-100', 'Medical', TODAY)).toBeNull();
  });

  it('only looks at the member and category asked for, category in any casing', () => {
    const dental = aFamilyRow({ productCategory: 'DENTAL', effectiveDate: '2025-02-01' });
    const otherMember = aFamilyRow({ memberKey: 'M-200' });
    expect(selectedEligibility([dental, otherMember], 'M-100', 'dental', TODAY)).toBe(dental);
    expect(selectedEligibility([dental, otherMember], 'M-100', 'Medical', TODAY)).toBeNull();
    expect(selectedEligibility([], 'M-100', 'Medical', TODAY)).toBeNull();
  });
});
