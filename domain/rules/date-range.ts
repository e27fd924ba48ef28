import { VALIDATION_COPY } from '../copy/validation-copy';
import { DATE_RANGE_MAX_YEARS } from './constants';
import { todayDay, yearsBefore } from './dates';
import { parseFormDate } from './formats';
import { isBlank } from './validators';

/**
 * The date range rules of spec section 5, for every form that asks for a range of dates (claims, and the
 * other searches that filter by date): the end after the start, and the stricter variant that also keeps
 * the start within two years.
 */

/**
 * Date range: the end must be after the start. Missing ends are left to required rules; unreadable ones
 * answer 'Invalid date'.
 */
export function dateRangeError(start: string, end: string): string | null {
  if (isBlank(start) || isBlank(end)) return null;
  const from = parseFormDate(start);
  const to = parseFormDate(end);
  if (from === null || to === null) return VALIDATION_COPY.invalidDate;
  return to > from ? null : VALIDATION_COPY.endNotAfterStart;
}

/** The stricter range: also the start on or after the start of the day two years ago. */
export function strictDateRangeError(start: string, end: string, today: string): string | null {
  const basic = dateRangeError(start, end);
  if (basic !== null) return basic;
  const from = parseFormDate(start);
  const earliest = yearsBefore(todayDay(today), DATE_RANGE_MAX_YEARS);
  return from !== null && earliest !== null && from < earliest ? VALIDATION_COPY.startTooEarly : null;
}
