import { describe, expect, it } from 'vitest';
import { planManagementBanner, preventiveCareInitiative } from './home-banners';
import { somePlanManagement } from './testing/builders';

/**
 * The rules' cases an analyst reads (the banner dates, the renewal reminder, the cancellation texts, the
 * Preventive Care Initiative group) are the scenarios of features/domain/home-banners.feature; these tests
 * hold the edges the scenarios leave out.
 */

describe('planManagementBanner', () => {
  it('reminds without a date when the plan names no open enrollment end', () => {
    expect(planManagementBanner(somePlanManagement({ openEnrollmentEnd: null }))?.text).toBe(
      'Reminder: renew, change or cancel your plan before open enrollment ends.',
    );
  });

  it('tells a cancellation from a renewal reminder by its kind and status', () => {
    expect(planManagementBanner(somePlanManagement())?.kind).toBe('renewal-reminder');
    expect(planManagementBanner(somePlanManagement({ directPlanCancellationStatus: { id: 'M' } }))).toMatchObject({ kind: 'cancellation', status: 'M' });
  });
});

describe('preventiveCareInitiative', () => {
  it('is not shown to a member without a group', () => {
    expect(preventiveCareInitiative(null)).toBe(false);
  });
});
