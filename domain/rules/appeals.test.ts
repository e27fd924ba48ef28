import { describe, expect, it } from 'vitest';
import { appealErrors, daysBetween, decisionDueAt, deniedLinesOf, filingWindow, monthsAfter, reversingAppeal } from './appeals';
import { aServiceLine } from './testing/builders';

// The cases an analyst reads are features/domain/appeals.feature; these are what it leaves out.
describe('appeal rules: odd input', () => {
  it('counts days across a leap day and reads date-times as their day', () => {
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-03-01T23:59:00-08:00', '2026-03-02')).toBe(1);
    expect(daysBetween('not a day', '2026-03-02')).toBeNaN();
  });

  it('ends a month-later day on the month’s last day, leap years included', () => {
    expect(monthsAfter('2027-10-31', 4)).toBe('2028-02-29');
    expect(monthsAfter('2026-01-15', 12)).toBe('2027-01-15');
  });

  it('reads a received moment written with an offset', () => {
    expect(decisionDueAt('2026-03-02T10:00:00-08:00', true, 'pre-service')).toBe('2026-03-05T18:00:00Z');
  });

  it('takes a notice written as a date-time by its day', () => {
    expect(filingWindow('2026-03-01T09:00:00-08:00', '2026-08-28')).toEqual({ open: true, deadline: '2026-08-28', daysLeft: 0 });
  });

  it('names every missing piece at once, and a reason of spaces is no reason', () => {
    const errors = appealErrors({
      decisionKind: 'authorization',
      appellant: 'representative',
      representativeName: '  ',
      representativeFormId: null,
      reason: '   ',
      expedited: true,
      urgentAttestation: false,
    });
    expect(Object.keys(errors).sort()).toEqual(['reason', 'representativeForm', 'representativeName', 'urgentAttestation']);
  });

  it('counts the 4,000 characters after trimming', () => {
    const errors = appealErrors({ decisionKind: 'claim', appellant: 'member', representativeName: null, representativeFormId: null, reason: ` ${'x'.repeat(4000)} `, expedited: false, urgentAttestation: false });
    expect(errors).toEqual({});
  });

  it('takes every line of a denied claim, even one the plan paid nothing on without a not-covered amount', () => {
    const line = aServiceLine({ planPaid: 0, allowed: 0 });
    expect(deniedLinesOf({ status: 'denied', serviceLines: [line] })).toHaveLength(1);
  });
});

describe('the appeal that reversed a decision', () => {
  const appeal = (reference: string, outcome: 'upheld' | 'overturned' | 'partly-overturned' | null, decidedOn: string | null) => ({
    decision: { kind: 'claim' as const, reference, deniedLines: ['Lumbar MRI'], noticeDate: '2026-03-01' },
    outcome,
    decidedOn,
  });

  it('is the latest that reversed it wholly or in part; an upheld, undecided or other decision’s appeal is none', () => {
    const first = appeal('C-1', 'partly-overturned', '2026-05-01');
    const second = appeal('C-1', 'overturned', '2026-08-01');
    expect(reversingAppeal([second, appeal('C-1', 'upheld', '2026-09-01'), first, appeal('C-2', 'overturned', '2026-10-01')], 'C-1')).toBe(second);
    expect(reversingAppeal([appeal('C-1', 'upheld', '2026-09-01'), appeal('C-1', null, null)], 'C-1')).toBeNull();
  });
});
