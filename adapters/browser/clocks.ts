import type { Clock, KeyValueStore } from '../../application/ports';
import type { PageLocation } from './browser-tokens';
import { formatIsoDay } from '../../domain/rules/dates';
import { PLAN_TIME_ZONE, planDayAt, planYearAt } from '../../domain/rules/plan-day';
import { SessionPin } from './session-pin';

/** The insurer is in the Pacific Northwest: "today" is the plan's day there (domain/rules/plan-day.ts). */
export const PACIFIC_ZONE = PLAN_TIME_ZONE;

/*
 * Pacific calendar arithmetic with the platform's Intl rather than luxon: the clock is bound on every page,
 * the login page included, and luxon would be a fifth of what that page downloads.
 * clocks.test.ts checks these against luxon.
 */

interface WallTime {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  readonly millisecond: number;
}

let pacificFormat: Intl.DateTimeFormat | undefined;

/**
 * Made on first use, which most pages never reach: a page's first Intl format costs the browser tens of
 * milliseconds, 100 to 300 ms on a 4x slower CPU (it loads its locale and time-zone data), and today()
 * needs one only in the hour when the zone's rules decide the day (planDayAt). The sandbox's pinned day
 * (SandboxClock.nowMillis) needs it too.
 */
const pacificParts = (millis: number): Intl.DateTimeFormatPart[] =>
  (pacificFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: PACIFIC_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  })).formatToParts(millis);

/** The wall-clock time in Los Angeles at an instant. */
function pacific(millis: number): WallTime {
  const parts: Record<string, number> = {};
  for (const part of pacificParts(millis)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts['year'] ?? NaN,
    month: parts['month'] ?? NaN,
    day: parts['day'] ?? NaN,
    hour: parts['hour'] ?? NaN,
    minute: parts['minute'] ?? NaN,
    second: parts['second'] ?? NaN,
    millisecond: ((millis % 1000) + 1000) % 1000,
  };
}

/** Date.UTC without its quirk of reading years 0 to 99 as 1900 to 1999. */
function utc(year: number, month: number, day: number, hour = 0, minute = 0, second = 0, millisecond = 0): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, millisecond);
  return date;
}

const wallAsUtc = (time: WallTime): number =>
  utc(time.year, time.month, time.day, time.hour, time.minute, time.second, time.millisecond).getTime();

/** Los Angeles' offset from UTC at an instant, in milliseconds (-8 h in winter, -7 h in summer). */
const pacificOffset = (millis: number): number => wallAsUtc(pacific(millis)) - millis;

/**
 * The instant a Los Angeles wall-clock time names, starting from a guessed offset: a time the spring
 * change skips moves forward by the gap, an hour the autumn change repeats takes the guessed offset if it
 * fits (luxon's rule, so that the sandbox's times did not move when luxon left this file).
 */
function fromPacific(time: WallTime, guessedOffset: number): number {
  const local = wallAsUtc(time);
  const first = local - guessedOffset;
  const firstOffset = pacificOffset(first);
  if (firstOffset === guessedOffset) return first;
  const second = first - (firstOffset - guessedOffset);
  const secondOffset = pacificOffset(second);
  if (secondOffset === firstOffset) return second;
  return local - Math.min(firstOffset, secondOffset);
}

/** The instant a Los Angeles wall-clock time names, its own day's midnight offset as the guess. */
function pacificInstant(time: WallTime): number {
  const midnight: WallTime = { ...time, hour: 0, minute: 0, second: 0, millisecond: 0 };
  const midnightOffset = pacificOffset(fromPacific(midnight, pacificOffset(wallAsUtc(midnight))));
  return fromPacific(time, midnightOffset);
}

/**
 * A browser's clock also gives the plan's year: the login page's only date is its footer's year, and
 * `year()` works it out without a date format at any hour, so that the login page never pays for one.
 */
export interface BrowserClock extends Clock {
  /** The plan's year today: the year of today(), without a date format. */
  year(): number;
}

export class SystemClock implements BrowserClock {
  nowMillis(): number {
    return Date.now();
  }

  year(): number {
    return planYearAt(this.nowMillis());
  }

  /** Without a date format for 23 hours of every 24 (planDayAt); the zone's rules tell the hour between. */
  today(): string {
    const now = this.nowMillis();
    const known = planDayAt(now);
    if (known !== null) return known;
    return formatIsoDay(pacific(now));
  }
}

/** A real calendar day written yyyy-mm-dd; 2025-02-30 and friends are refused. */
export function parseDay(raw: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  if (match === null) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = utc(year, month, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? raw : null;
}

/**
 * Sandbox only: `today=YYYY-MM-DD` on any URL pins the day for the browser session, so that date-bound
 * rules can be shown and tested (sandbox personas). The time of day keeps running.
 */
export class SandboxClock implements BrowserClock {
  private readonly pin: SessionPin<string>;

  constructor(
    store: KeyValueStore,
    location: PageLocation,
    private readonly system: BrowserClock,
  ) {
    this.pin = new SessionPin(store, location, 'today', 'md_sandbox_today', parseDay);
  }

  /** The pinned day, or null: what the HTTP client sends as X-Sandbox-Today. */
  pinnedDay(): string | null {
    return this.pin.value();
  }

  today(): string {
    return this.pinnedDay() ?? this.system.today();
  }

  year(): number {
    const day = this.pinnedDay();
    return day === null ? this.system.year() : Number(day.slice(0, 4));
  }

  nowMillis(): number {
    const day = this.pinnedDay();
    const now = this.system.nowMillis();
    if (day === null) return now;
    const [year = NaN, month = NaN, date = NaN] = day.split('-').map(Number);
    return pacificInstant({ ...pacific(now), year, month, day: date });
  }
}
