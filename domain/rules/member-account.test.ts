import { describe, expect, it } from 'vitest';
import {
  ebillPageUrl,
  featuredDentalLimit,
  isCityOfPortlandMember,
  memberIdentifier,
  PREFERENCE_FLAGS,
  relationshipOf,
  settingsPreferenceFlags,
  visibleFamilyMembers,
} from './member-account';
import { putInForce } from '../copy/localized';
import { RELATIONSHIP_LABELS_ES } from '../copy/labels-copy.es';
import { aLimit, aMember } from './testing/builders';

describe('isCityOfPortlandMember', () => {
  it('is for the City of Portland parent group', () => {
    expect(isCityOfPortlandMember({ parentGroupId: '100004300' })).toBe(true);
    expect(isCityOfPortlandMember({ parentGroupId: '100000020' })).toBe(false);
  });
});

describe('memberIdentifier', () => {
  it('names the employee ID for local 598', () => {
    expect(memberIdentifier('M1', { employeeId: '598-1', local598: true })).toEqual({ label: 'Employee ID', value: '598-1' });
  });

  it('names the subscriber ID otherwise, or when the employee ID is missing', () => {
    expect(memberIdentifier('M1', { employeeId: null, local598: false })).toEqual({ label: 'Subscriber ID', value: 'M1' });
    expect(memberIdentifier('M1', { employeeId: ' ', local598: true })).toEqual({ label: 'Subscriber ID', value: 'M1' });
    expect(memberIdentifier('M1', null)).toEqual({ label: 'Subscriber ID', value: 'M1' });
  });
});

describe('featuredDentalLimit', () => {
  it('is the annual limit before any other valid dental limit', () => {
    const limits = [
      aLimit({ limitType: 'Deductible - In Network', total: 50, totalMet: 50, totalRemaining: 0 }),
      aLimit({ productCategory: 'Medical', limitType: 'Annual Limit' }),
      aLimit({ limitType: 'Annual Limit', coverageType: 'FAMILY', total: 4000 }),
      aLimit({ limitType: 'Annual Limit', total: 1500 }),
    ];
    expect(featuredDentalLimit(limits)).toMatchObject({ productCategory: 'Dental', limitType: 'Annual Limit', coverageType: 'INDIVIDUAL', total: 1500 });
  });

  it('is null without a valid dental limit', () => {
    expect(featuredDentalLimit([aLimit({ totalMet: 0, totalRemaining: 0 })])).toBeNull();
    expect(featuredDentalLimit([])).toBeNull();
  });
});

describe('visibleFamilyMembers', () => {
  const family = [aMember({ memberKey: 'c', memberSuffix: 2 }), aMember({ memberKey: 's', memberSuffix: 0 }), aMember({ memberKey: 'p', memberSuffix: 1 })];

  it('shows a subscriber the whole family, subscriber first', () => {
    expect(visibleFamilyMembers({ memberKey: 's', memberSuffix: 0 }, family).map((m) => m.memberKey)).toEqual(['s', 'p', 'c']);
  });

  it('shows a dependant only themselves', () => {
    expect(visibleFamilyMembers({ memberKey: 'p', memberSuffix: 1 }, family).map((m) => m.memberKey)).toEqual(['p']);
  });
});

describe('settingsPreferenceFlags', () => {
  it('offers the relevant preferences in the spec order', () => {
    expect(settingsPreferenceFlags(['emailWhenBillReady', 'electronicEob', 'emailBreakingNews', 'unknownFlag'], { memberSuffix: 0 })).toEqual([
      'electronicEob',
      'emailBreakingNews',
      'emailWhenBillReady',
    ]);
  });

  it('offers the EOB delivery preference to subscribers only', () => {
    expect(settingsPreferenceFlags(['electronicEob', 'emailBreakingNews'], { memberSuffix: 1 })).toEqual(['emailBreakingNews']);
  });

  it('offers every preference when the service names none', () => {
    expect(settingsPreferenceFlags([], { memberSuffix: 0 })).toEqual(PREFERENCE_FLAGS);
    expect(settingsPreferenceFlags([], { memberSuffix: 2 })).not.toContain('electronicEob');
  });
});

describe('ebillPageUrl', () => {
  const facts = {
    pageUrl: 'https://ebill.example.com/pay',
    theme: 'medical-dental' as const,
    dashboardLink: 'https://dash.example.com/account/ebill',
    idpToken: 'a.b.c',
    registered: true,
  };

  it('carries theme, dashboard link and token', () => {
    const url = new URL(ebillPageUrl(facts) ?? '');
    expect(url.origin).toBe('https://ebill.example.com');
    expect(url.searchParams.get('theme')).toBe('medical-dental');
    expect(url.searchParams.get('dashboardlink')).toBe('https://dash.example.com/account/ebill');
    expect(url.searchParams.get('idptoken')).toBe('a.b.c');
    expect(url.searchParams.has('firsttime')).toBe(false);
  });

  it('says firsttime=Y when the member is not yet registered', () => {
    expect(new URL(ebillPageUrl({ ...facts, registered: false }) ?? '').searchParams.get('firsttime')).toBe('Y');
  });

  it('is null for an unreadable page address', () => {
    expect(ebillPageUrl({ ...facts, pageUrl: 'nope' })).toBeNull();
  });
});

describe('relationshipOf', () => {
  const member = (relationship: string, sex: string, relationshipDescription = 'As the insurer says it') => ({ relationship, sex, relationshipDescription });

  it('names the subscriber, a spouse and a child by the relationship code', () => {
    expect([relationshipOf(member('S', 'M')), relationshipOf(member('P', 'F')), relationshipOf(member('C', 'F'))]).toEqual(['Subscriber', 'Spouse', 'Child']);
  });

  it('says them in Spanish on a Spanish page, a daughter as hija and a son as hijo', () => {
    try {
      putInForce('es', { RELATIONSHIP_LABELS: RELATIONSHIP_LABELS_ES });
      expect([relationshipOf(member('S', 'F')), relationshipOf(member('P', 'M')), relationshipOf(member('C', 'F')), relationshipOf(member('c ', 'M'))]).toEqual(['Suscriptora', 'Cónyuge', 'Hija', 'Hijo']);
    } finally {
      putInForce('en', {});
    }
  });

  it('keeps the insurer’s own words for a relationship the dashboard has no name for', () => {
    expect(relationshipOf(member('G', 'F', 'Grandchild'))).toBe('Grandchild');
  });
});
