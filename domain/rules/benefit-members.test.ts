import { describe, expect, it } from 'vitest';
import { benefitsMembers, chosenBenefitsMember } from './benefit-members';
import { aMember, anEligibility } from './testing/builders';

const today = '2025-06-15';
const subscriber = aMember({ memberKey: 'S', memberSuffix: 0 });
const spouse = aMember({ memberKey: 'P', memberSuffix: 1 });
const child = aMember({ memberKey: 'C', memberSuffix: 2, visionEligibility: anEligibility({ eligible: false }) });
const termed = aMember({
  memberKey: 'T',
  memberSuffix: 3,
  medicalEligibility: anEligibility({ terminationDate: '2025-01-01' }),
  dentalEligibility: null,
  visionEligibility: null,
  pharmacyEligibility: null,
});
const family = [child, spouse, subscriber, termed];

describe('benefitsMembers', () => {
  it('offers the subscriber the covered family, themselves first', () => {
    expect(benefitsMembers(family, subscriber, today).map((m) => m.memberKey)).toEqual(['S', 'P', 'C']);
  });

  it('offers a dependant only themselves', () => {
    expect(benefitsMembers(family, spouse, today).map((m) => m.memberKey)).toEqual(['P']);
  });

  it('offers only members covered in the category', () => {
    expect(benefitsMembers(family, subscriber, today, 'Vision').map((m) => m.memberKey)).toEqual(['S', 'P']);
  });
});

describe('chosenBenefitsMember', () => {
  it('takes the suffix asked for when offered, else the first', () => {
    const offered = benefitsMembers(family, subscriber, today);
    expect(chosenBenefitsMember(offered, 2)?.memberKey).toBe('C');
    expect(chosenBenefitsMember(offered, 9)?.memberKey).toBe('S');
    expect(chosenBenefitsMember([], 0)).toBeNull();
  });
});
