import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it, vi } from 'vitest';
import { MemoryKeyValueStore } from '../memory/memory-platform';
import { planDayAt } from '../../domain/rules/plan-day';
import { PACIFIC_ZONE, parseDay, SandboxClock, SystemClock } from './clocks';

/** 07:30 UTC on 1 March is still 28 February in Los Angeles (UTC-8). */
const EARLY_UTC_1_MARCH = Date.UTC(2025, 2, 1, 7, 30);

class FixedSystem extends SystemClock {
  constructor(private readonly instant = EARLY_UTC_1_MARCH) {
    super();
  }
  override nowMillis(): number {
    return this.instant;
  }
}

describe('SystemClock', () => {
  it('gives today as yyyy-mm-dd in the Pacific time zone, not UTC', () => {
    vi.spyOn(Date, 'now').mockReturnValue(EARLY_UTC_1_MARCH);
    expect(new SystemClock().today()).toBe('2025-02-28');
  });
});

const location = (search: string) => ({ hostname: 'localhost', search });

describe('SandboxClock', () => {
  it('pins today to the today= query parameter for the browser session', () => {
    vi.spyOn(Date, 'now').mockReturnValue(EARLY_UTC_1_MARCH);
    const store = new MemoryKeyValueStore();
    const page = location('?today=2025-03-31');
    const clock = new SandboxClock(store, page, new FixedSystem());
    expect(clock.today()).toBe('2025-03-31');
    page.search = '';
    expect(clock.today()).toBe('2025-03-31');
    expect(new SandboxClock(store, page, new FixedSystem()).today()).toBe('2025-03-31');
  });

  it("gives the pinned day's year, and the plan's year without a pin", () => {
    // 07:30 UTC on 1 January 2026 is still 2025 in Los Angeles.
    const newYearInUtc = new FixedSystem(Date.UTC(2026, 0, 1, 7, 30));
    const pinned = new SandboxClock(new MemoryKeyValueStore(), location('?today=2031-01-01'), newYearInUtc);
    expect(pinned.year()).toBe(2031);
    const unpinned = new SandboxClock(new MemoryKeyValueStore(), location(''), newYearInUtc);
    expect(unpinned.year()).toBe(2025);
  });

  it('keeps the time of day running on the pinned day', () => {
    const clock = new SandboxClock(new MemoryKeyValueStore(), location('?today=2024-07-04'), new FixedSystem());
    // 23:30 on 28 February in Los Angeles, moved to 4 July (UTC-7 in summer).
    expect(new Date(clock.nowMillis()).toISOString()).toBe('2024-07-05T06:30:00.000Z');
  });

  it('ignores a malformed or impossible day', () => {
    vi.spyOn(Date, 'now').mockReturnValue(EARLY_UTC_1_MARCH);
    for (const search of ['?today=2025-02-30', '?today=tomorrow', '?today=2025-3-1']) {
      const clock = new SandboxClock(new MemoryKeyValueStore(), location(search), new FixedSystem());
      expect(clock.pinnedDay()).toBeNull();
      expect(clock.today()).toBe('2025-02-28');
    }
  });

  it('stays pinned when a logout clears session storage', () => {
    const store = new MemoryKeyValueStore();
    const page = location('?today=2025-03-31');
    const clock = new SandboxClock(store, page, new FixedSystem());
    clock.today();
    page.search = '';
    store.clear();
    expect(clock.today()).toBe('2025-03-31');
    expect(store.get('md_sandbox_today')).toBe('2025-03-31');
  });
});

describe('Pacific calendar arithmetic agrees with luxon', () => {
  // Any instant from 1971 to 2099, DST changes included.
  const instants = fc.integer({ min: Date.UTC(1971, 0, 1), max: Date.UTC(2099, 11, 31) });
  const days = fc
    .record({ year: fc.integer({ min: 1971, max: 2099 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 31 }) })
    .map(({ year, month, day }) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`);

  it('gives the year of today at any instant', () => {
    fc.assert(
      fc.property(instants, (millis) => {
        vi.spyOn(Date, 'now').mockReturnValue(millis);
        expect(new SystemClock().year()).toBe(DateTime.fromMillis(millis, { zone: PACIFIC_ZONE }).year);
      }),
    );
  });

  it('turns the year at midnight in Los Angeles, 08:00 UTC on 1 January, every year', () => {
    for (let year = 1971; year <= 2099; year += 1) {
      const midnight = DateTime.fromObject({ year, month: 1, day: 1 }, { zone: PACIFIC_ZONE }).toMillis();
      vi.spyOn(Date, 'now').mockReturnValue(midnight - 1);
      expect(new SystemClock().year(), `just before ${year}`).toBe(year - 1);
      vi.spyOn(Date, 'now').mockReturnValue(midnight);
      expect(new SystemClock().year(), `at ${year}`).toBe(year);
    }
  });

  it('gives the same Pacific today at any instant', () => {
    fc.assert(
      fc.property(instants, (millis) => {
        vi.spyOn(Date, 'now').mockReturnValue(millis);
        expect(new SystemClock().today()).toBe(DateTime.fromMillis(millis, { zone: PACIFIC_ZONE }).toFormat('yyyy-MM-dd'));
      }),
    );
  });

  it("knows the plan's day without the time-zone database at any instant but those from 07:00 to 08:00 UTC", () => {
    fc.assert(
      fc.property(instants, (millis) => {
        const hourUtc = new Date(millis).getUTCHours();
        const day = planDayAt(millis);
        if (hourUtc === 7) expect(day).toBeNull();
        else expect(day).toBe(DateTime.fromMillis(millis, { zone: PACIFIC_ZONE }).toFormat('yyyy-MM-dd'));
      }),
    );
  });

  it('gives no day for an instant that is not one, or outside the years 0 to 9999', () => {
    expect(planDayAt(Number.NaN)).toBeNull();
    expect(planDayAt(-8.64e15)).toBeNull();
    expect(planDayAt(Date.UTC(-1, 5, 1, 12))).toBeNull();
    expect(planDayAt(Date.UTC(10_000, 5, 1, 12))).toBeNull();
    const yearZero = new Date(0);
    yearZero.setUTCFullYear(0, 5, 1);
    yearZero.setUTCHours(12);
    expect(planDayAt(yearZero.getTime())).toBe('0000-06-01');
  });

  it('gives the same Pacific today in the hour between standard and daylight time, the zone deciding', () => {
    // 07:30 UTC is 23:30 the evening before in winter, 00:30 in summer: random instants land there one time in 24.
    for (let year = 1971; year <= 2099; year += 1) {
      for (const month of [1, 3, 4, 7, 10, 11, 12]) {
        const millis = Date.UTC(year, month - 1, 1 + (year % 28), 7, 30);
        vi.spyOn(Date, 'now').mockReturnValue(millis);
        expect(new SystemClock().today(), new Date(millis).toISOString()).toBe(
          DateTime.fromMillis(millis, { zone: PACIFIC_ZONE }).toFormat('yyyy-MM-dd'),
        );
      }
    }
  });

  it('accepts exactly the days luxon accepts', () => {
    fc.assert(
      fc.property(fc.oneof(days, fc.string({ maxLength: 12 })), (raw) => {
        const luxonDay = /^\d{4}-\d{2}-\d{2}$/.test(raw) && DateTime.fromFormat(raw, 'yyyy-MM-dd', { zone: PACIFIC_ZONE }).isValid;
        expect(parseDay(raw)).toBe(luxonDay ? raw : null);
      }),
    );
  });

  it('moves the time of day onto a pinned day as luxon does, across DST changes', () => {
    fc.assert(
      fc.property(instants, days.filter((day) => parseDay(day) !== null), (now, day) => {
        const clock = new SandboxClock(new MemoryKeyValueStore(), location(`?today=${day}`), new FixedSystem(now));
        const time = DateTime.fromMillis(now, { zone: PACIFIC_ZONE });
        const expected = DateTime.fromFormat(day, 'yyyy-MM-dd', { zone: PACIFIC_ZONE })
          .set({ hour: time.hour, minute: time.minute, second: time.second, millisecond: time.millisecond })
          .toMillis();
        expect(clock.nowMillis()).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('agrees on the days of the DST changes, hour by hour (the cases random instants rarely hit)', () => {
    const changeDays = ['1996-04-07', '1996-10-27', '2024-03-10', '2024-11-03', '2025-03-09', '2025-11-02', '2026-03-08', '2026-11-01'];
    for (const day of changeDays) {
      for (let hour = 0; hour < 24; hour += 1) {
        for (const minute of [0, 30, 59]) {
          // An instant whose Los Angeles time of day is hour:minute (on 15 January, no DST change near).
          const now = DateTime.fromObject({ year: 2025, month: 1, day: 15, hour, minute, second: 7 }, { zone: PACIFIC_ZONE }).toMillis();
          const clock = new SandboxClock(new MemoryKeyValueStore(), location(`?today=${day}`), new FixedSystem(now));
          const expected = DateTime.fromFormat(day, 'yyyy-MM-dd', { zone: PACIFIC_ZONE })
            .set({ hour, minute, second: 7, millisecond: 0 })
            .toMillis();
          expect(clock.nowMillis(), `${day} ${hour}:${minute}`).toBe(expected);
        }
      }
    }
  });
});
