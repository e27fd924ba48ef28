import { PLAN_DAY_COPY } from '../copy/plan-day-copy';
import { realIsoDay } from './dates';
/**
 * Whose day "today" is: the plan's, in the insurer's time zone, on every page and in every rule that takes
 * "today" (eligibility, benefits as of a day, the claims date range, banners), whatever zone the member's
 * device is in, so that what the dashboard shows agrees with the insurer's own records. The pages that name
 * a day as "today" say so, with the zone (planDayNote).
 */
export const PLAN_TIME_ZONE = 'America/Los_Angeles';

/** The plan's zone's offset from UTC in standard time (Pacific standard time, UTC-8), in milliseconds. */
const PLAN_STANDARD_OFFSET_MS = -8 * 60 * 60 * 1000;
/** The plan's zone's offset from UTC in daylight time (Pacific daylight time, UTC-7), in milliseconds. */
const PLAN_DAYLIGHT_OFFSET_MS = -7 * 60 * 60 * 1000;

/** The calendar day, yyyy-mm-dd, of an instant moved by an offset; null for no real day of years 0 to 9999. */
function dayWithOffset(millis: number, offset: number): string | null {
  const date = new Date(millis + offset);
  return realIsoDay({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
}

/**
 * The plan's day at an instant, yyyy-mm-dd, when it can be told without the time-zone database: the plan's
 * zone is 8 hours behind UTC in standard time and 7 in daylight time, and for 23 hours of every 24 both
 * give the same day. In the hour between, from 07:00 to 08:00 UTC, only the zone's rules can tell (it is
 * 23:00 the evening before in standard time, midnight in daylight time), and this gives null.
 */
export function planDayAt(millis: number): string | null {
  const standard = dayWithOffset(millis, PLAN_STANDARD_OFFSET_MS);
  return standard !== null && standard === dayWithOffset(millis, PLAN_DAYLIGHT_OFFSET_MS) ? standard : null;
}

/**
 * The plan's year at an instant, worked out without the time-zone database: New Year in the plan's zone
 * has fallen in standard time every year since 1950 (daylight time runs from March to November), so the
 * year turns at 08:00 UTC on 1 January.
 */
export function planYearAt(millis: number): number {
  return new Date(millis + PLAN_STANDARD_OFFSET_MS).getUTCFullYear();
}

/** How a page says which day it shows: 'November 23, 2026, the plan's day in Pacific time'. */
export function planDayNote(formattedDay: string): string {
  return PLAN_DAY_COPY.note(formattedDay);
}
