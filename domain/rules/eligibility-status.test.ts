import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  eligibilityStatus,
  eligibleCategories,
  hasActiveOrFutureEligibility,
  hasAnyEligibility,
  isTermedMember,
  memberEligibilityStatuses,
} from './eligibility-status';
import { aMember, aMemberWithEverywhere, anEligibility } from './testing/builders';

const TODAY = '2025-06-15';

describe('eligibilityStatus (spec section 4)', () => {
  it('is Ineligible without an eligibility or when not eligible, whatever the dates', () => {
    expect(eligibilityStatus(null, TODAY)).toBe('Ineligible');
    expect(eligibilityStatus(undefined, TODAY)).toBe('Ineligible');
    expect(eligibilityStatus(anEligibility({ eligible: false }), TODAY)).toBe('Ineligible');
    expect(eligibilityStatus(anEligibility({ eligible: false, effectiveDate: '2026-01-01' }), TODAY)).toBe('Ineligible');
  });

  it.each([
    ['the day before the effective date', '2025-06-16', null, 'Future'],
    ['the effective date itself (first covered day)', '2025-06-15', null, 'Active'],
    ['after the effective date with no termination', '2020-01-01', null, 'Active'],
    ['the day before the termination date', '2025-01-01', '2025-06-16', 'Active'],
    ['the termination date itself (first day not covered)', '2025-01-01', '2025-06-15', 'Termed'],
    ['after the termination date', '2024-01-01', '2024-12-31', 'Termed'],
  ] as const)('on %s it is %s', (_case, effectiveDate, terminationDate, expected) => {
    expect(eligibilityStatus(anEligibility({ effectiveDate, terminationDate }), TODAY)).toBe(expected);
  });

  it('treats a missing effective date as already started', () => {
    expect(eligibilityStatus(anEligibility({ effectiveDate: null }), TODAY)).toBe('Active');
    expect(eligibilityStatus(anEligibility({ effectiveDate: null, terminationDate: '2025-01-01' }), TODAY)).toBe('Termed');
  });

  it('reads date-times by their calendar day', () => {
    expect(eligibilityStatus(anEligibility({ effectiveDate: '2025-06-16T00:00:00' }), TODAY)).toBe('Future');
    expect(eligibilityStatus(anEligibility({ effectiveDate: '2025-06-15T23:00:00-08:00' }), TODAY)).toBe('Active');
  });

  it('has Active exactly when effective <= today < termination (property)', () => {
    const base = DateTime.fromISO('2020-01-01', { zone: 'utc' });
    const day = (offset: number): string => base.plus({ days: offset }).toISODate() ?? '';
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 3000 }), (eff, len, now) => {
        const status = eligibilityStatus(anEligibility({ effectiveDate: day(eff), terminationDate: day(eff + len) }), day(now));
        const expected = now < eff ? 'Future' : now < eff + len ? 'Active' : 'Termed';
        expect(status).toBe(expected);
      }),
    );
  });
});

describe('member eligibility', () => {
  const termed = anEligibility({ effectiveDate: '2024-01-01', terminationDate: '2025-01-01' });
  const future = anEligibility({ effectiveDate: '2025-07-01' });

  it('gives each category its status', () => {
    const member = aMember({ dentalEligibility: termed, visionEligibility: null, pharmacyEligibility: future });
    expect(memberEligibilityStatuses(member, TODAY)).toEqual({
      Medical: 'Active',
      Dental: 'Termed',
      Vision: 'Ineligible',
      Pharmacy: 'Future',
    });
  });

  it('lists the Active or Future categories in category order', () => {
    const member = aMember({ medicalEligibility: termed, dentalEligibility: future });
    expect(eligibleCategories(member, TODAY)).toEqual(['Dental', 'Vision', 'Pharmacy']);
  });

  it('finds active or future eligibility in one member or any of several', () => {
    expect(hasActiveOrFutureEligibility(aMemberWithEverywhere(termed), TODAY)).toBe(false);
    expect(hasActiveOrFutureEligibility(aMemberWithEverywhere(future), TODAY)).toBe(true);
    expect(hasActiveOrFutureEligibility([aMemberWithEverywhere(termed), aMemberWithEverywhere(future)], TODAY)).toBe(true);
    expect(hasActiveOrFutureEligibility([], TODAY)).toBe(false);
  });

  it('counts termed eligibility as some eligibility, but not missing or not-eligible records', () => {
    expect(hasAnyEligibility(aMemberWithEverywhere(termed))).toBe(true);
    expect(hasAnyEligibility(aMemberWithEverywhere(null))).toBe(false);
    expect(hasAnyEligibility(aMemberWithEverywhere(anEligibility({ eligible: false })))).toBe(false);
    expect(hasAnyEligibility([aMemberWithEverywhere(null), aMember({ visionEligibility: termed })])).toBe(true);
  });

  it('calls a member termed with some eligibility and none active or future', () => {
    expect(isTermedMember(aMemberWithEverywhere(termed), TODAY)).toBe(true);
    expect(isTermedMember(aMemberWithEverywhere(null, { dentalEligibility: termed }), TODAY)).toBe(true);
    expect(isTermedMember(aMemberWithEverywhere(termed, { visionEligibility: future }), TODAY)).toBe(false);
    expect(isTermedMember(aMemberWithEverywhere(termed, { medicalEligibility: anEligibility() }), TODAY)).toBe(false);
    expect(isTermedMember(aMemberWithEverywhere(null), TODAY)).toBe(false);
  });
});
