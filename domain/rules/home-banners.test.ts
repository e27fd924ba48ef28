import { describe, expect, it } from 'vitest';
import { planManagementBanner, preventiveCareInitiative, showPrimaryCareBanner } from './home-banners';
import { somePlanManagement } from './testing/builders';

describe('showPrimaryCareBanner', () => {
  it.each([
    [true, '2025-03-30', true],
    [true, '2025-03-31', true],
    [true, '2025-04-01', false],
    [false, '2025-01-01', false],
  ] as const)('eligible %s on %s: %s', (eligible, today, shown) => {
    expect(showPrimaryCareBanner(eligible, today)).toBe(shown);
  });
});

describe('planManagementBanner', () => {
  it('is absent unless eligible and active', () => {
    expect(planManagementBanner(somePlanManagement({ eligibleAndActive: false }))).toBeNull();
  });

  it('reminds to renew, change or cancel before the open enrollment end date', () => {
    expect(planManagementBanner(somePlanManagement())).toEqual({
      kind: 'renewal-reminder',
      text: 'Reminder: renew, change or cancel your plan before open enrollment ends on December 15, 2025.',
    });
    expect(planManagementBanner(somePlanManagement({ openEnrollmentEnd: null }))?.text).toBe(
      'Reminder: renew, change or cancel your plan before open enrollment ends.',
    );
  });

  it('says the medical plan will not be renewed for status M', () => {
    expect(planManagementBanner(somePlanManagement({ directPlanCancellationStatus: { id: 'M' } }))).toEqual({
      kind: 'cancellation',
      status: 'M',
      text: 'Your benefits end on December 31, 2025. Your medical plan will not be renewed.',
    });
  });

  it('says the medical and dental plans will not be renewed for status D', () => {
    expect(planManagementBanner(somePlanManagement({ directPlanCancellationStatus: { id: 'D' } }))?.text).toBe(
      'Your benefits end on December 31, 2025. Your medical and dental plans will not be renewed.',
    );
  });
});

describe('preventiveCareInitiative', () => {
  it('is for group 10002805 only', () => {
    expect(preventiveCareInitiative('10002805')).toBe(true);
    expect(preventiveCareInitiative('10002806')).toBe(false);
    expect(preventiveCareInitiative(null)).toBe(false);
  });
});
