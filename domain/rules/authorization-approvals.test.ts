import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { daysAfter } from './authorization-approvals';

describe('days after a day, without a date library', () => {
  it('agrees with luxon across month ends, leap days and years', () => {
    for (const [day, days] of [
      ['2025-11-20', 30],
      ['2025-11-05', 180],
      ['2024-02-28', 1],
      ['2023-02-28', 1],
      ['2000-02-28', 366],
      ['1900-02-28', 1],
      ['2025-12-31', 1],
      ['2025-03-01', -1],
      ['2026-01-15', -400],
    ] as const) {
      expect(daysAfter(day, days), `${day} + ${days}`).toBe(DateTime.fromISO(day, { zone: 'utc' }).plus({ days }).toISODate());
    }
  });

  it('leaves an unreadable day as it is', () => {
    expect(daysAfter('someday', 3)).toBe('someday');
  });
});
