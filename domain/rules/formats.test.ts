import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  formatBannerDate,
  formatGroupPlanLine,
  formatPrimaryCareDate,
  parseFormDate,
  parsePickerDate,
  toGatewayDate,
  truncateGroupName,
} from './formats';
import { aGroup } from './testing/builders';

describe('dates', () => {
  it("formats banners as 'MMMM d, y'", () => {
    expect(formatBannerDate('2025-03-31')).toBe('March 31, 2025');
    expect(formatBannerDate('2025-01-05T10:00:00Z')).toBe('January 5, 2025');
    expect(formatBannerDate('nope')).toBe('');
    expect(formatBannerDate(null)).toBe('');
  });

  it('formats primary care dates as mm/dd/yyyy', () => {
    expect(formatPrimaryCareDate('2025-03-05')).toBe('03/05/2025');
    expect(formatPrimaryCareDate('')).toBe('');
  });

  it('reads picker dates into yyyy-mm-dd', () => {
    expect(parsePickerDate('03/05/2025')).toBe('2025-03-05');
    expect(parsePickerDate('3/5/2025')).toBe('2025-03-05');
    expect(parsePickerDate('02/30/2025')).toBeNull();
    expect(parsePickerDate('2025-03-05')).toBeNull();
    expect(parsePickerDate('03/05/25')).toBeNull();
  });

  it('reads form dates strictly as yyyy-mm-dd or mm/dd/yyyy', () => {
    expect(parseFormDate('2025-03-05')).toBe('2025-03-05');
    expect(parseFormDate('03/05/2025')).toBe('2025-03-05');
    expect(parseFormDate('2025-3-5')).toBeNull();
    expect(parseFormDate('2025')).toBeNull();
  });

  it('gives the gateway yyyy-mm-dd from either form', () => {
    expect(toGatewayDate('12/31/2024')).toBe('2024-12-31');
    expect(toGatewayDate('2024-12-31T08:00:00Z')).toBe('2024-12-31');
    expect(toGatewayDate('garbage')).toBeNull();
    expect(toGatewayDate(null)).toBeNull();
  });

  it('round-trips any real day through the picker format (property)', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }), (date) => {
        const iso = date.toISOString().slice(0, 10);
        expect(parsePickerDate(formatPrimaryCareDate(iso))).toBe(iso);
      }),
    );
  });
});

describe('groups', () => {
  it('cuts group names at 10 characters plus an ellipsis', () => {
    expect(truncateGroupName('Riverbend')).toBe('Riverbend');
    expect(truncateGroupName('Riverbends')).toBe('Riverbends');
    expect(truncateGroupName('Riverbend Schools')).toBe('Riverbend …');
  });

  it("writes plan lines as 'groupId groupName: effective - termination'", () => {
    const group = aGroup({ groupId: '10001234', groupName: 'Riverbend Schools', planEffectiveDate: '2024-01-01' });
    expect(formatGroupPlanLine({ ...group, planTerminationDate: '2024-12-31' }, '2025-06-15')).toBe(
      '10001234 Riverbend Schools: 01/01/2024 - 12/31/2024',
    );
    expect(formatGroupPlanLine({ ...group, planTerminationDate: '2025-06-15' }, '2025-06-15')).toBe(
      '10001234 Riverbend Schools: 01/01/2024 - 06/15/2025',
    );
  });

  it("shows 'present' for a future or missing end", () => {
    const group = aGroup({ groupId: '10001234', groupName: 'Riverbend Schools', planEffectiveDate: '2024-01-01' });
    expect(formatGroupPlanLine({ ...group, planTerminationDate: '2025-06-16' }, '2025-06-15')).toBe(
      '10001234 Riverbend Schools: 01/01/2024 - present',
    );
    expect(formatGroupPlanLine({ ...group, planTerminationDate: null }, '2025-06-15')).toBe(
      '10001234 Riverbend Schools: 01/01/2024 - present',
    );
  });
});

describe('date formats agree with luxon, which they replaced', () => {
  const day = fc
    .record({ y: fc.integer({ min: 1000, max: 9999 }), m: fc.integer({ min: 1, max: 12 }), d: fc.integer({ min: 1, max: 31 }) })
    .map(({ y, m, d }) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);

  it('formats banner and primary care dates as luxon did (property)', () => {
    fc.assert(
      fc.property(day, (value) => {
        const parsed = DateTime.fromISO(value, { zone: 'utc' });
        expect(formatBannerDate(value)).toBe(parsed.isValid ? parsed.setLocale('en-US').toFormat('MMMM d, yyyy') : '');
        expect(formatPrimaryCareDate(value)).toBe(parsed.isValid ? parsed.toFormat('MM/dd/yyyy') : '');
      }),
    );
  });

  it('reads picker and form dates as luxon did (property)', () => {
    const number = (max: number) => fc.integer({ min: 0, max }).map(String);
    const picker = fc.tuple(fc.oneof(number(13), number(13).map((n) => n.padStart(2, '0'))), fc.oneof(number(32), number(32).map((n) => n.padStart(2, '0'))), fc.integer({ min: 1000, max: 9999 }))
      .map(([m, d, y]) => `${m}/${d}/${y}`);
    fc.assert(
      fc.property(fc.oneof(picker, day, fc.string({ maxLength: 12 })), (value) => {
        const trimmed = value.trim();
        const asPicker = /^\d{1,2}\/\d{1,2}\/\d{4}$/.test(trimmed) ? DateTime.fromFormat(trimmed, 'M/d/yyyy', { zone: 'utc' }) : null;
        const pickerDay = asPicker?.isValid === true ? asPicker.toISODate() : null;
        expect(parsePickerDate(value)).toBe(pickerDay);
        const asIso = /^\d{4}-\d{2}-\d{2}$/.test(trimmed) ? DateTime.fromFormat(trimmed, 'yyyy-MM-dd', { zone: 'utc' }) : null;
        expect(parseFormDate(value)).toBe(asIso === null ? pickerDay : asIso.isValid ? asIso.toISODate() : null);
      }),
    );
  });
});
