import fc from 'fast-check';
import { DateTime } from 'luxon';
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

describe('agreement with luxon, which these helpers replaced', () => {
  /** What luxon's DateTime.fromISO made of a value (the implementation these helpers replace). */
  const luxonIsoDay = (value: string): string | null => {
    const parsed = DateTime.fromISO(value.trim(), { zone: 'utc', setZone: true });
    return parsed.isValid ? parsed.toISODate() : null;
  };
  /** luxon's time-only pattern: such values took today's date from the system clock, which a rule must not. */
  const TIME_ONLY = /^(\d\d)(?::?(\d\d)(?::?(\d\d)(?:[.,](\d{1,30}))?)?)?(?:([Zz])|([+-]\d\d)(?::?(\d\d))?)?(?:\[[^\]]*\])?$/;

  const digits = (length: number) => fc.array(fc.constantFrom(...'0123456789'), { minLength: length, maxLength: length }).map((d) => d.join(''));
  const two = fc.oneof(fc.integer({ min: 0, max: 99 }).map((n) => String(n).padStart(2, '0')), digits(2));
  const year = fc.oneof(fc.integer({ min: 1890, max: 2110 }).map(String), digits(4), fc.constantFrom('+002025', '-000001', '+010000', '0000'));
  const sep = fc.constantFrom('-', '');
  const datePart = fc.oneof(
    fc.tuple(year, sep, two, sep, two).map((parts) => parts.join('')),
    fc.tuple(year, sep, two).map((parts) => parts.join('')),
    year,
    fc.tuple(year, sep, fc.constantFrom('W', 'w'), two, sep, fc.integer({ min: 0, max: 9 }).map(String)).map((parts) => parts.join('')),
    fc.tuple(year, sep, fc.integer({ min: 0, max: 370 }).map((n) => String(n).padStart(3, '0'))).map((parts) => parts.join('')),
  );
  const timePart = fc.oneof(
    fc.constant(''),
    fc
      .tuple(
        fc.constantFrom('T', 't', ' '),
        fc.oneof(two, fc.constantFrom('24', '23', '00')),
        fc.constantFrom('', ':00', ':59', ':60', '00', ':30:15', ':00:00.000', ':00:00.0004', ':30:15,5', '3'),
        fc.constantFrom('', 'Z', 'z', '+05', '-08:00', '+0130', '+01:60', '+99:00', '-1'),
        fc.constantFrom('', '[Europe/Paris]', '[America/Los_Angeles]', '[Not/AZone]', '[UTC]'),
      )
      .map((parts) => parts.join('')),
  );
  const isoLike = fc.tuple(datePart, timePart, fc.constantFrom('', '', '', ' ', 'x')).map((parts) => parts.join(''));

  it('reads every ISO form luxon reads as the same day (property)', () => {
    fc.assert(
      fc.property(fc.oneof(isoLike, fc.string({ maxLength: 25 })), (value) => {
        const expected = luxonIsoDay(value);
        const actual = isoDay(value);
        if (actual === null && expected !== null && TIME_ONLY.test(value.trim())) return; // no clock in rules
        // Years outside 0..9999 do not make 'yyyy-mm-dd' days.
        if (actual === null && expected !== null && !/^\d{4}-/.test(expected)) return;
        // luxon goes wrong in years 0 to 99 (JavaScript's Date.UTC reads them as 1900 to 1999).
        if (/^(00\d\d|[+-]0000\d\d)/.test(value.trim())) return;
        expect(actual, JSON.stringify(value)).toBe(expected);
      }),
      { numRuns: 5000 },
    );
  });

  it('goes back years as luxon does (property)', () => {
    const day = fc
      .record({ y: fc.integer({ min: 1900, max: 2100 }), m: fc.integer({ min: 1, max: 12 }), d: fc.integer({ min: 1, max: 31 }) })
      .map(({ y, m, d }) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`)
      .filter((value) => isoDay(value) !== null);
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 120 }), (value, years) => {
        const parsed = DateTime.fromISO(value, { zone: 'utc' });
        expect(yearsBefore(value, years)).toBe(parsed.minus({ years }).toISODate());
        expect(startOfYearYearsBefore(value, years)).toBe(parsed.minus({ years }).startOf('year').toISODate());
      }),
    );
  });

  it('takes no day from a time alone (luxon took today from the system clock)', () => {
    expect(isoDay('09:24')).toBeNull();
    expect(isoDay('2025-06-15T24:00')).toBe('2025-06-16');
    expect(isoDay('2026-W53-1')).toBe('2026-12-28');
    expect(isoDay('2024-366')).toBe('2024-12-31');
  });
});
