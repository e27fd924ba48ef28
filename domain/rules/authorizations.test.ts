import { describe, expect, it } from 'vitest';
import {
  appealBy,
  appealDeadline,
  approvalsExpiringSoon,
  authorizationMatches,
  authorizationMembersVisibleTo,
  authorizationsFilterErrors,
  authorizationsVisibleTo,
  decisionDueAt,
  decisionLine,
  expiresSoon,
  formatDecisionDue,
  lookUpPriorAuthorization,
  NO_AUTHORIZATIONS_FILTER,
  sortAuthorizationsNewestFirst,
  trackerStatus,
} from './authorizations';
import { anAuthorization, aPriorAuthorizationRule } from './testing/authorization-builders';
import { aMember } from './testing/builders';

const TODAY = '2025-11-20';

describe('the status a member sees', () => {
  it('is the insurer’s while an approval can still be used', () => {
    const item = anAuthorization({ status: 'approved', approved: { units: 1, unit: 'visit', startDate: '2025-11-01', endDate: TODAY } });
    expect(trackerStatus(item, TODAY)).toBe('approved');
  });

  it('turns an approval, whole or partial, to expired once its last approved day has passed', () => {
    const approved = { units: 1, unit: 'visit', startDate: '2025-08-01', endDate: '2025-11-19' };
    expect(trackerStatus(anAuthorization({ status: 'approved', approved }), TODAY)).toBe('expired');
    expect(trackerStatus(anAuthorization({ status: 'partly-approved', approved }), TODAY)).toBe('expired');
  });

  it('never changes a denial or a request still in review', () => {
    expect(trackerStatus(anAuthorization({ status: 'denied', approved: null }), TODAY)).toBe('denied');
    expect(trackerStatus(anAuthorization({ status: 'in-review', approved: null, decisionDate: null }), TODAY)).toBe('in-review');
  });
});

describe('when a decision is due', () => {
  it('is 72 hours after an expedited request was received, in the member’s time zone', () => {
    expect(decisionDueAt('2025-11-18T16:45:00-08:00', 'expedited')).toBe('2025-11-21T16:45-08:00');
  });

  it('is 7 calendar days after a standard request was received', () => {
    expect(decisionDueAt('2025-11-18T16:45:00-08:00', 'standard')).toBe('2025-11-25T16:45-08:00');
  });

  it('is shown while the request waits for a decision; a decided one shows its decision date', () => {
    const waiting = anAuthorization({ status: 'more-information-needed', decisionDate: null, urgency: 'expedited', receivedAt: '2025-11-19T08:00:00-08:00' });
    expect(decisionLine(waiting)).toEqual({ kind: 'due', dueAt: '2025-11-22T08:00-08:00', urgency: 'expedited' });
    expect(decisionLine(anAuthorization({ status: 'denied', decisionDate: '2025-11-05' }))).toEqual({ kind: 'decided', date: '2025-11-05' });
    expect(decisionLine(anAuthorization({ status: 'withdrawn', decisionDate: '2025-11-06' }))).toEqual({ kind: 'withdrawn', date: '2025-11-06' });
  });

  it('is written to the hour for an expedited request and as a day for a standard one', () => {
    expect(formatDecisionDue('2025-11-21T16:45-08:00', 'expedited')).toBe('November 21, 2025, 4:45 PM');
    expect(formatDecisionDue('2025-11-25T16:45-08:00', 'standard')).toBe('November 25, 2025');
  });

  it('is not made up when the received time cannot be read', () => {
    expect(decisionDueAt('yesterday', 'standard')).toBeNull();
  });
});

describe('appeals', () => {
  it('may be asked for within 180 days of the decision', () => {
    expect(appealDeadline('2025-11-05')).toBe('2026-05-04');
    expect(appealDeadline(null)).toBeNull();
  });

  it('are offered for denials and partial approvals only', () => {
    expect(appealBy({ decisionDate: '2025-11-05' }, 'partly-approved')).toBe('2026-05-04');
    expect(appealBy({ decisionDate: '2025-11-05' }, 'approved')).toBeNull();
  });
});

describe('approvals that expire within 30 days', () => {
  const ending = (endDate: string, status: 'approved' | 'partly-approved' | 'denied' = 'approved') =>
    anAuthorization({ authorizationId: endDate, status, approved: { units: 4, unit: 'visit', startDate: '2025-06-01', endDate } });

  it('are flagged from today to 30 days from today, both included', () => {
    expect(expiresSoon(ending(TODAY), TODAY)).toBe(true);
    expect(expiresSoon(ending('2025-12-20'), TODAY)).toBe(true);
    expect(expiresSoon(ending('2025-12-21'), TODAY)).toBe(false);
    expect(expiresSoon(ending('2025-11-19'), TODAY)).toBe(false);
  });

  it('count partial approvals but nothing that was not approved', () => {
    expect(expiresSoon(ending('2025-12-01', 'partly-approved'), TODAY)).toBe(true);
    expect(expiresSoon(ending('2025-12-01', 'denied'), TODAY)).toBe(false);
  });

  it('are listed soonest first', () => {
    const items = [ending('2025-12-15'), ending('2026-03-01'), ending('2025-11-25')];
    expect(approvalsExpiringSoon(items, TODAY).map((item) => item.authorizationId)).toEqual(['2025-11-25', '2025-12-15']);
  });
});

describe('who may see whose requests', () => {
  const subscriber = aMember({ memberKey: 'K-00', memberSuffix: 0, dateOfBirth: '1981-03-02' });
  const spouse = aMember({ memberKey: 'K-01', memberSuffix: 1, dateOfBirth: '1983-05-02' });
  const child12 = aMember({ memberKey: 'K-02', memberSuffix: 2, dateOfBirth: '2013-08-12' });
  const child17 = aMember({ memberKey: 'K-04', memberSuffix: 4, dateOfBirth: '2008-05-04' });
  const child20 = aMember({ memberKey: 'K-03', memberSuffix: 3, dateOfBirth: '2005-10-06' });
  const family = [subscriber, spouse, child12, child17, child20];
  const therapy = { code: '90837', description: 'Psychotherapy, 60 minutes', category: 'behavioral-health' as const };
  const items = [
    anAuthorization({ authorizationId: 'own', memberKey: 'K-00' }),
    anAuthorization({ authorizationId: 'spouse', memberKey: 'K-01' }),
    anAuthorization({ authorizationId: 'child12', memberKey: 'K-02' }),
    anAuthorization({ authorizationId: 'child12-therapy', memberKey: 'K-02', service: therapy }),
    anAuthorization({ authorizationId: 'child17', memberKey: 'K-04' }),
    anAuthorization({ authorizationId: 'child17-therapy', memberKey: 'K-04', service: therapy }),
    anAuthorization({ authorizationId: 'child20', memberKey: 'K-03' }),
    anAuthorization({ authorizationId: 'stranger', memberKey: 'X-99' }),
  ];
  const ids = (viewer: typeof subscriber) => authorizationsVisibleTo(items, viewer, family, TODAY).map((item) => item.authorizationId);

  it('the subscriber sees their own and the minors’, but not a minor’s sensitive care from the age of consent, nor adults’', () => {
    expect(ids(subscriber)).toEqual(['own', 'child12', 'child12-therapy', 'child17']);
  });

  it('a dependant, adult or minor, sees only their own, sensitive care included', () => {
    expect(ids(spouse)).toEqual(['spouse']);
    expect(ids(child17)).toEqual(['child17', 'child17-therapy']);
    expect(ids(child20)).toEqual(['child20']);
  });

  it('the member filter offers the same people', () => {
    expect(authorizationMembersVisibleTo(subscriber, family, TODAY).map((member) => member.memberKey)).toEqual(['K-00', 'K-02', 'K-04']);
    expect(authorizationMembersVisibleTo(spouse, family, TODAY).map((member) => member.memberKey)).toEqual(['K-01']);
  });
});

describe('the tracker’s filters', () => {
  it('follow the stricter date range rule', () => {
    expect(authorizationsFilterErrors({ fromDate: '11/19/2023', toDate: '' }, TODAY)).toEqual({ fromDate: 'Start date cannot be more than two years ago' });
    expect(authorizationsFilterErrors({ fromDate: '06/30/2025', toDate: '06/01/2025' }, TODAY)).toEqual({ toDate: 'End date must be after the start date' });
    expect(authorizationsFilterErrors({ fromDate: '11/20/2023', toDate: '11/19/2025' }, TODAY)).toEqual({});
  });

  it('match the member, the status the member sees and the received day', () => {
    const item = anAuthorization({ memberKey: 'K-02', receivedAt: '2025-06-30T23:30:00-07:00', approved: { units: 1, unit: 'visit', startDate: '2025-07-01', endDate: '2025-09-30' } });
    expect(authorizationMatches(item, { ...NO_AUTHORIZATIONS_FILTER, memberKey: 'K-02', status: 'expired' }, TODAY)).toBe(true);
    expect(authorizationMatches(item, { ...NO_AUTHORIZATIONS_FILTER, status: 'approved' }, TODAY)).toBe(false);
    expect(authorizationMatches(item, { ...NO_AUTHORIZATIONS_FILTER, fromDate: '06/30/2025', toDate: '07/01/2025' }, TODAY)).toBe(true);
    expect(authorizationMatches(item, { ...NO_AUTHORIZATIONS_FILTER, fromDate: '07/01/2025', toDate: '07/31/2025' }, TODAY)).toBe(false);
    expect(authorizationMatches(item, { ...NO_AUTHORIZATIONS_FILTER, memberKey: 'K-00' }, TODAY)).toBe(false);
  });

  it('list the newest request first', () => {
    const items = [
      anAuthorization({ authorizationId: 'a', receivedAt: '2025-11-01T09:00:00-08:00' }),
      anAuthorization({ authorizationId: 'b', receivedAt: '2025-11-03T09:00:00-08:00' }),
      anAuthorization({ authorizationId: 'c', receivedAt: '2025-11-02T09:00:00-08:00' }),
    ];
    expect(sortAuthorizationsNewestFirst(items).map((item) => item.authorizationId)).toEqual(['b', 'c', 'a']);
  });
});

describe('does this need prior authorization?', () => {
  const list = [
    aPriorAuthorizationRule(),
    aPriorAuthorizationRule({ code: '99213', description: 'Office visit, established patient', category: 'specialist-visit', required: false, keywords: ['doctor visit'] }),
    aPriorAuthorizationRule({ code: 'D2740', description: 'Crown, porcelain/ceramic', category: 'dental', keywords: ['cap'] }),
  ];

  it('finds a service by its code, in any casing', () => {
    expect(lookUpPriorAuthorization(list, ' d2740 ')).toEqual({ kind: 'found', rules: [list[2]] });
  });

  it('finds a service by every word typed, in its name or the words members use', () => {
    expect(lookUpPriorAuthorization(list, 'knee MRI')).toEqual({ kind: 'found', rules: [list[0]] });
    expect(lookUpPriorAuthorization(list, 'doctor visit')).toEqual({ kind: 'found', rules: [list[1]] });
  });

  it('answers that a code missing from the plan’s list needs no prior authorization', () => {
    expect(lookUpPriorAuthorization(list, '71046')).toEqual({ kind: 'code-not-listed', code: '71046' });
  });

  it('says when words match nothing', () => {
    expect(lookUpPriorAuthorization(list, 'hip surgery')).toEqual({ kind: 'not-found', query: 'hip surgery' });
  });

  it('follows the 3 to 30 character text rule', () => {
    expect(lookUpPriorAuthorization(list, '')).toEqual({ kind: 'invalid', message: 'Service name or code is a required field' });
    expect(lookUpPriorAuthorization(list, 'mr')).toEqual({ kind: 'invalid', message: 'Service name or code is under the character minimum' });
  });
});
