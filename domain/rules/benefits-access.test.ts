import { describe, expect, it } from 'vitest';
import type { MenuFacts } from './menus';
import { benefitsPageAllowed } from './benefits-access';
import { aMember, anEligibility } from './testing/builders';

const facts = (overrides: Partial<MenuFacts> = {}): MenuFacts => ({
  domainId: 1,
  groupId: '10001234',
  viewer: aMember({ visionEligibility: null }),
  today: '2025-06-15',
  hasEbill: false,
  hasReferrals: false,
  hasMedicareMaterials: false,
  tokenRole: 'member',
  issuedByNewId: false,
  primaryCare: { eligible: false, memberHasSelection: false, subscriberHasMembersWithHistory: false },
  ...overrides,
});

describe('benefitsPageAllowed', () => {
  it('opens the categories the member holds and the summary', () => {
    expect(benefitsPageAllowed('Medical', facts())).toBe(true);
    expect(benefitsPageAllowed('Vision', facts())).toBe(false);
    expect(benefitsPageAllowed('Summary', facts())).toBe(true);
  });

  it('follows the menu for referrals, programs and documents', () => {
    expect(benefitsPageAllowed('Referrals', facts())).toBe(false);
    expect(benefitsPageAllowed('Referrals', facts({ hasReferrals: true }))).toBe(true);
    expect(benefitsPageAllowed('Programs', facts({ domainId: 5 }))).toBe(false);
    expect(benefitsPageAllowed('Certificate of Coverage', facts())).toBe(true);
    expect(benefitsPageAllowed('Member Handbooks', facts({ domainId: 5 }))).toBe(false);
  });

  it('closes every page to a member without active or future eligibility', () => {
    const termed = aMember({
      medicalEligibility: anEligibility({ terminationDate: '2025-01-01' }),
      dentalEligibility: null,
      visionEligibility: null,
      pharmacyEligibility: null,
    });
    expect(benefitsPageAllowed('Summary', facts({ viewer: termed }))).toBe(false);
    expect(benefitsPageAllowed('Medicare Materials', facts({ viewer: termed }))).toBe(false);
  });
});
