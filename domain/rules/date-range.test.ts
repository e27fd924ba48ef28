import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { dateRangeError, strictDateRangeError } from './date-range';

const TODAY = '2025-06-15';
const anyString = fc.string({ unit: 'binary', maxLength: 60 });
const day = (offset: number): string => DateTime.fromISO(TODAY, { zone: 'utc' }).plus({ days: offset }).toISODate() ?? '';

describe('date range', () => {
  it('never throws', () => {
    fc.assert(fc.property(anyString, anyString, anyString, (a, b, c) => {
      expect(() => dateRangeError(a, b)).not.toThrow();
      expect(() => strictDateRangeError(a, b, c)).not.toThrow();
    }));
  });

  it('accepts an end after the start', () => {
    fc.assert(fc.property(fc.integer({ min: -5000, max: 5000 }), fc.integer({ min: 1, max: 2000 }), (start, length) => {
      expect(dateRangeError(day(start), day(start + length))).toBeNull();
    }));
  });

  it('refuses an end on or before the start', () => {
    fc.assert(fc.property(fc.integer({ min: -5000, max: 5000 }), fc.integer({ min: 0, max: 2000 }), (start, back) => {
      expect(dateRangeError(day(start), day(start - back))).toBe('End date must be after the start date');
    }));
  });

  it('reads picker dates, leaves blanks to required and refuses unreadable dates', () => {
    expect(dateRangeError('01/01/2025', '01/02/2025')).toBeNull();
    expect(dateRangeError('', '2025-01-01')).toBeNull();
    expect(dateRangeError('2025-01-01', 'soon')).toBe('Invalid date');
  });

  it('strictly, starts on or after the start of the day two years ago', () => {
    expect(strictDateRangeError('2023-06-15', '2025-01-01', TODAY)).toBeNull();
    expect(strictDateRangeError('2023-06-14', '2025-01-01', TODAY)).toBe('Start date cannot be more than two years ago');
    expect(strictDateRangeError('2025-01-02', '2025-01-01', TODAY)).toBe('End date must be after the start date');
    fc.assert(fc.property(fc.integer({ min: 1, max: 3000 }), (extra) => {
      expect(strictDateRangeError(day(-730 - 1 - extra), TODAY, TODAY)).toBe('Start date cannot be more than two years ago');
    }));
  });
});
