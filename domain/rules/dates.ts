/**
 * Calendar-day helpers shared by the rules. Every rule works on ISO days ('yyyy-mm-dd'); "today" always
 * comes in as a parameter. Days are compared as normalised ISO strings, which order like the dates they
 * name, so rules read as plain comparisons.
 *
 * Plain arithmetic on calendar days rather than luxon: almost every rule (validators, menus, eligibility)
 * reads days, so this module is on every page, the login page included, and luxon would be a fifth of
 * what that page downloads. dates.test.ts checks these helpers against luxon.
 */

interface Day {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const MONTH_LENGTHS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : (MONTH_LENGTHS[month - 1] ?? 0);
}

const isRealDay = ({ year, month, day }: Day): boolean =>
  Number.isInteger(year) && year >= 0 && year <= 9999 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);

/** A figure written with leading zeros: pad(7) is '07', pad(26, 4) is '0026'. */
export const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** 'yyyy-mm-dd' of a real day. */
export const formatIsoDay = ({ year, month, day }: Day): string => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** 'yyyy-mm-dd' of a day, or null when it is no real day of the years 0 to 9999. */
export const realIsoDay = (day: Day): string | null => (isRealDay(day) ? formatIsoDay(day) : null);

/** Days since 1 January of year 0 (proleptic Gregorian), so days can be counted forward and back. */
function dayNumber({ year, month, day }: Day): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra;
}

function fromDayNumber(number: number): Day {
  const era = Math.floor(number / 146097);
  const dayOfEra = number - era * 146097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shifted = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shifted + 2) / 5) + 1;
  const month = shifted < 10 ? shifted + 3 : shifted - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

const addDays = (day: Day, days: number): Day => fromDayNumber(dayNumber(day) + days);

/** ISO weekday, Monday 1 to Sunday 7. */
const weekday = (day: Day): number => ((((dayNumber(day) + 2) % 7) + 7) % 7) + 1;

/** The Monday that starts ISO week 1 of a week-numbering year (the week holding 4 January). */
function firstIsoMonday(year: number): Day {
  const fourth: Day = { year, month: 1, day: 4 };
  return addDays(fourth, 1 - weekday(fourth));
}

function isoWeeksIn(year: number): number {
  return Math.round((dayNumber(firstIsoMonday(year + 1)) - dayNumber(firstIsoMonday(year))) / 7);
}

/** A zone named in brackets after a date-time ('[America/Los_Angeles]') must be one the platform knows. */
function knownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

// ISO 8601 as luxon's DateTime.fromISO reads it (its own patterns, tried in its order, whole value only):
// a calendar date (extended, basic or mixed; month and day optional), else a week date, else an ordinal
// date; each optionally followed by T and a time, an offset and a [zone].
const OFFSET = '(?:([Zz])|([+-]\\d\\d)(?::?(\\d\\d))?)';
const ZONE = '[A-Za-z_+-]{1,256}(?::?\\/[A-Za-z0-9_+-]{1,256}(?:\\/[A-Za-z0-9_+-]{1,256})?)?';
const TIME = `(?:[Tt](\\d\\d)(?::?(\\d\\d)(?::?(\\d\\d)(?:[.,](\\d{1,30}))?)?)?(?:${OFFSET}?(?:\\[(${ZONE})\\])?)?)?`;
const CALENDAR_DATE = new RegExp(`^([+-]\\d{6}|\\d{4})(?:-?(\\d\\d)(?:-?(\\d\\d))?)?${TIME}$`);
const WEEK_DATE = new RegExp(`^(\\d{4})-?W(\\d\\d)(?:-?(\\d))?${TIME}$`);
const ORDINAL_DATE = new RegExp(`^(\\d{4})-?(\\d{3})${TIME}$`);
/** Groups of TIME: hour, minute, second, fraction, Z, offset hours, offset minutes, zone. */
const TIME_GROUPS = 8;

function readYear(text: string | undefined): number | null {
  const year = Number(text);
  // Signed six-digit years are ISO's; only years 0 to 9999 make 'yyyy-mm-dd' days.
  return text !== undefined && Number.isInteger(year) && year >= 0 && year <= 9999 ? year : null;
}

/** The day a match's time moves its date to (T24:00 is the next midnight), or null when the time is not real. */
function withTime(day: Day, time: readonly (string | undefined)[]): Day | null {
  const [hour, minute, second, fraction, , , , zone] = time;
  if (hour === undefined) return day;
  const [h, m, s] = [Number(hour), Number(minute ?? 0), Number(second ?? 0)];
  const milliseconds = Math.floor(Number(`0.${fraction ?? '0'}`) * 1000);
  if (zone !== undefined && !knownZone(zone)) return null;
  if (m > 59 || s > 59) return null;
  if (h === 24) return m === 0 && s === 0 && milliseconds === 0 ? addDays(day, 1) : null;
  return h <= 23 ? day : null;
}

/** The day an ISO value names in its own offset or zone, or null when it is not a real one. */
function readIsoDay(value: string): Day | null {
  const calendar = CALENDAR_DATE.exec(value);
  if (calendar !== null) {
    const year = readYear(calendar[1]);
    const day: Day | null = year === null ? null : { year, month: Number(calendar[2] ?? 1), day: Number(calendar[3] ?? 1) };
    return day !== null && isRealDay(day) ? withTime(day, calendar.slice(4, 4 + TIME_GROUPS)) : null;
  }
  const week = WEEK_DATE.exec(value);
  if (week !== null) {
    const year = Number(week[1]);
    const weekNumber = Number(week[2]);
    const dayOfWeek = Number(week[3] ?? 1);
    if (weekNumber < 1 || weekNumber > isoWeeksIn(year) || dayOfWeek < 1 || dayOfWeek > 7) return null;
    return withTime(addDays(firstIsoMonday(year), (weekNumber - 1) * 7 + dayOfWeek - 1), week.slice(4, 4 + TIME_GROUPS));
  }
  const ordinal = ORDINAL_DATE.exec(value);
  if (ordinal !== null) {
    const year = Number(ordinal[1]);
    const dayOfYear = Number(ordinal[2]);
    if (dayOfYear < 1 || dayOfYear > (isLeapYear(year) ? 366 : 365)) return null;
    return withTime(addDays({ year, month: 1, day: 1 }, dayOfYear - 1), ordinal.slice(3, 3 + TIME_GROUPS));
  }
  return null;
}

/**
 * The calendar day an ISO date or date-time names, or null when the value is missing or unreadable.
 * An offset written in the value is kept (the day is the one written, not UTC's) so
 * '2025-01-01T00:00:00-08:00' stays 1 January; values without an offset are read as UTC, so the result
 * never depends on the machine's time zone. A time with no date is unreadable: a rule never reads the
 * clock (luxon would have taken today's date from it).
 */
export function isoDay(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const day = readIsoDay(trimmed);
  return day === null ? null : realIsoDay(day);
}

/** today normalised; a value the clock port should never give is kept as is rather than throwing. */
export function todayDay(today: string): string {
  return isoDay(today) ?? today;
}

/** A normalised ISO day as its parts, or null when it is not one. */
export function parseIsoDay(day: string | null | undefined): Day | null {
  const normalised = isoDay(day);
  if (normalised === null) return null;
  return { year: Number(normalised.slice(0, 4)), month: Number(normalised.slice(5, 7)), day: Number(normalised.slice(8, 10)) };
}

/** The same calendar day `years` years earlier (29 February falls back to 28 February). */
export function yearsBefore(day: string, years: number): string | null {
  const parsed = parseIsoDay(day);
  if (parsed === null || !Number.isInteger(years)) return null;
  const year = parsed.year - years;
  const earlier: Day = { year, month: parsed.month, day: Math.min(parsed.day, daysInMonth(year, parsed.month)) };
  return realIsoDay(earlier);
}

/** 1 January of the year `years` years before the given day. */
export function startOfYearYearsBefore(day: string, years: number): string | null {
  const parsed = parseIsoDay(day);
  if (parsed === null || !Number.isInteger(years)) return null;
  const start: Day = { year: parsed.year - years, month: 1, day: 1 };
  return realIsoDay(start);
}
