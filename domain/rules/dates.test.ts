import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoDay, startOfYearYearsBefore, todayDay, yearsBefore } from './dates';

describe('isoDay', () => {
  it('reads ISO dates and date-times as their calendar day', () => {
    expect(isoDay('2025-06-15')).toBe('2025-06-15');
    expect(isoDay(' 2025-06-15T23:59:59 ')).toBe('2025-06-15');
    expect(isoDay('2025-06-15T23:30:00-08:00')).toBe('2025-06-15');
  });

  it('answers null for missing or unreadable values', () => {
    expect(isoDay(null)).toBeNull();
    expect(isoDay(undefined)).toBeNull();
    expect(isoDay('')).toBeNull();
    expect(isoDay('2025-02-30')).toBeNull();
    expect(isoDay('next Tuesday')).toBeNull();
  });

  it('never throws (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => {
        expect(() => isoDay(value)).not.toThrow();
      }),
    );
  });

  it('keeps an unreadable today as given rather than failing', () => {
    expect(todayDay('2025-06-15T08:00:00Z')).toBe('2025-06-15');
    expect(todayDay('garbage')).toBe('garbage');
  });
});

describe('year arithmetic', () => {
  it('goes back whole years, 29 February falling back to 28 February', () => {
    expect(yearsBefore('2025-06-15', 18)).toBe('2007-06-15');
    expect(yearsBefore('2024-02-29', 1)).toBe('2023-02-28');
    expect(yearsBefore('nope', 1)).toBeNull();
  });

  it('finds 1 January of an earlier year', () => {
    expect(startOfYearYearsBefore('2025-06-15', 2)).toBe('2023-01-01');
    expect(startOfYearYearsBefore('2025-01-01', 2)).toBe('2023-01-01');
  });
});
