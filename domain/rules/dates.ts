import { DateTime } from 'luxon';

/**
 * Calendar-day helpers shared by the rules. Every rule works on ISO days ('yyyy-mm-dd'); "today" always
 * comes in as a parameter. Days are compared as normalised ISO strings, which order like the dates they
 * name, so rules read as plain comparisons.
 */

/**
 * The calendar day an ISO date or date-time names, or null when the value is missing or unreadable.
 * An offset written in the value is kept (setZone) so '2025-01-01T00:00:00-08:00' stays 1 January;
 * values without an offset are read as UTC so the result never depends on the machine's time zone.
 */
export function isoDay(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const parsed = DateTime.fromISO(trimmed, { zone: 'utc', setZone: true });
  return parsed.isValid ? parsed.toISODate() : null;
}

/** today normalised; a value the clock port should never give is kept as is rather than throwing. */
export function todayDay(today: string): string {
  return isoDay(today) ?? today;
}

function parseDay(day: string): DateTime | null {
  const normalised = isoDay(day);
  if (normalised === null) return null;
  const parsed = DateTime.fromISO(normalised, { zone: 'utc' });
  return parsed.isValid ? parsed : null;
}

/** The same calendar day `years` years earlier (29 February falls back to 28 February). */
export function yearsBefore(day: string, years: number): string | null {
  const parsed = parseDay(day);
  return parsed === null ? null : parsed.minus({ years }).toISODate();
}

/** 1 January of the year `years` years before the given day. */
export function startOfYearYearsBefore(day: string, years: number): string | null {
  const parsed = parseDay(day);
  return parsed === null ? null : parsed.minus({ years }).startOf('year').toISODate();
}
