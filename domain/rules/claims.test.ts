import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  claimMatches,
  claimsAllowed,
  claimsFilterErrors,
  claimsQueryOf,
  claimsTotals,
  claimsVisibleTo,
  earliestClaimsDate,
  familyMembersVisibleTo,
  memberShareOf,
  navitusAllowed,
  NO_CLAIMS_FILTER,
  sortClaimsNewestFirst,
} from './claims';
import { aClaim, aMember, aMemberWithEverywhere, anEligibility } from './testing/builders';

const TODAY = '2025-11-20';
const subscriber = aMember({ memberKey: 'K-00', memberSuffix: 0, firstName: 'Daniel' });
const spouse = aMember({ memberKey: 'K-01', memberSuffix: 1, firstName: 'Rebecca' });
const child = aMember({ memberKey: 'K-02', memberSuffix: 2, firstName: 'Maya' });
const family = [subscriber, spouse, child];


describe('who may see whose claims', () => {
  it('the subscriber sees the whole family', () => {
    expect(familyMembersVisibleTo(subscriber, family).map((member) => member.firstName)).toEqual(['Daniel', 'Rebecca', 'Maya']);
  });

  it('a dependant, adult or not, sees only themselves', () => {
    expect(familyMembersVisibleTo(spouse, family).map((member) => member.firstName)).toEqual(['Rebecca']);
    expect(familyMembersVisibleTo(child, family).map((member) => member.firstName)).toEqual(['Maya']);
  });

  it('claims of people outside the family are never visible, even to the subscriber', () => {
    const claims = [aClaim({ memberKey: 'K-00' }), aClaim({ memberKey: 'K-01' }), aClaim({ memberKey: 'STRANGER' })];
    expect(claimsVisibleTo(claims, subscriber, family).map((claim) => claim.memberKey)).toEqual(['K-00', 'K-01']);
    expect(claimsVisibleTo(claims, spouse, family).map((claim) => claim.memberKey)).toEqual(['K-01']);
  });
});

describe('claimsAllowed: Claims needs any eligibility, termed included', () => {
  it.each([
    ['active', anEligibility(), true],
    ['termed', anEligibility({ terminationDate: '2025-01-01' }), true],
    ['not eligible', anEligibility({ eligible: false }), false],
    ['no coverage record', null, false],
  ] as const)('%s', (_name, eligibility, allowed) => {
    expect(claimsAllowed(aMemberWithEverywhere(eligibility))).toBe(allowed);
  });
});

describe('navitusAllowed', () => {
  it('needs program 37', () => {
    expect(navitusAllowed([{ id: 1 }, { id: 37 }])).toBe(true);
    expect(navitusAllowed([{ id: 1 }, { id: 13 }])).toBe(false);
  });
});

describe('claimsFilterErrors: the stricter date range', () => {
  it('starts at the start of the day two years ago', () => {
    expect(earliestClaimsDate(TODAY)).toBe('2023-11-20');
  });

  it.each([
    ['', '', {}],
    ['11/20/2023', '11/19/2025', {}],
    ['2023-11-20', '', {}],
    ['', '06/30/2025', {}],
    ['11/19/2023', '', { fromDate: 'Start date cannot be more than two years ago' }],
    ['11/19/2023', '11/19/2025', { fromDate: 'Start date cannot be more than two years ago' }],
    ['06/30/2025', '06/30/2025', { toDate: 'End date must be after the start date' }],
    ['07/01/2025', '06/30/2025', { toDate: 'End date must be after the start date' }],
    ['13/45/2025', '06/30/2025', { fromDate: 'Invalid start date' }],
    ['garbage', 'tomorrow', { fromDate: 'Invalid start date', toDate: 'Invalid end date' }],
    ['06/30/2025', 'tomorrow', { toDate: 'Invalid end date' }],
  ] as const)('%s to %s', (fromDate, toDate, errors) => {
    expect(claimsFilterErrors({ fromDate, toDate }, TODAY)).toEqual(errors);
  });

  it('never throws and answers only the spec messages, whatever is typed', () => {
    const messages = new Set(['Start date cannot be more than two years ago', 'End date must be after the start date', 'Invalid start date', 'Invalid end date']);
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), (fromDate: string, toDate: string) => {
        const errors = claimsFilterErrors({ fromDate, toDate }, TODAY);
        for (const message of [errors.fromDate, errors.toDate]) if (message !== undefined) expect(messages.has(message)).toBe(true);
      }),
    );
  });
});

describe('claimsQueryOf and claimMatches', () => {
  it('sends dates as yyyy-mm-dd and leaves out empty criteria', () => {
    expect(claimsQueryOf(NO_CLAIMS_FILTER)).toEqual({});
    expect(claimsQueryOf({ memberKey: 'K-02', claimType: 'dental', fromDate: '01/01/2025', toDate: '2025-06-30' })).toEqual({
      memberKey: 'K-02',
      claimType: 'dental',
      fromDate: '2025-01-01',
      toDate: '2025-06-30',
    });
  });

  it('matches member and type, and dates of service overlapping the period (bounds included)', () => {
    const stay = aClaim({ serviceStartDate: '2024-12-30', serviceEndDate: '2025-01-02' });
    expect(claimMatches(stay, { fromDate: '2025-01-01' })).toBe(true);
    expect(claimMatches(stay, { toDate: '2024-12-30' })).toBe(true);
    expect(claimMatches(stay, { toDate: '2024-12-29' })).toBe(false);
    expect(claimMatches(stay, { fromDate: '2025-01-03' })).toBe(false);
    expect(claimMatches(stay, { memberKey: 'K-01' })).toBe(false);
    expect(claimMatches(stay, { claimType: 'dental' })).toBe(false);
  });
});

describe('sortClaimsNewestFirst', () => {
  it('orders by date of service, then received date, newest first', () => {
    const claims = [
      aClaim({ claimId: 'A', serviceStartDate: '2025-01-05', receivedDate: '2025-01-09' }),
      aClaim({ claimId: 'B', serviceStartDate: '2025-03-01', receivedDate: '2025-03-04' }),
      aClaim({ claimId: 'C', serviceStartDate: '2025-01-05', receivedDate: '2025-01-12' }),
    ];
    expect(sortClaimsNewestFirst(claims).map((claim) => claim.claimId)).toEqual(['B', 'C', 'A']);
  });
});

describe('claimsTotals and memberShareOf', () => {
  it('adds billed, plan paid and member share; pending claims count only towards billed', () => {
    const pending = aClaim({ status: 'pending', billed: 200, allowed: null, planPaid: null, memberShare: null });
    expect(claimsTotals([aClaim(), pending])).toEqual({ billed: 385, planPaid: 95, memberShare: 25 });
  });

  it('makes the total the sum of the parts, in cents', () => {
    expect(memberShareOf({ deductible: 10.1, copay: 0.2, coinsurance: 3.33, notCovered: 0 }).total).toBe(13.63);
  });
});
