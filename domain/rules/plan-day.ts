import { PLAN_DAY_COPY } from '../copy/plan-day-copy';
/**
 * Whose day "today" is: the plan's, in the insurer's time zone, on every page and in every rule that takes
 * "today" (eligibility, benefits as of a day, the claims date range, banners), whatever zone the member's
 * device is in, so that what the dashboard shows agrees with the insurer's own records. The pages that name
 * a day as "today" say so, with the zone (planDayNote).
 */
export const PLAN_TIME_ZONE = 'America/Los_Angeles';

/** The plan's zone's offset from UTC in standard time (Pacific standard time, UTC-8), in milliseconds. */
const PLAN_STANDARD_OFFSET_MS = -8 * 60 * 60 * 1000;

/**
 * The plan's year at an instant, worked out without the time-zone database: New Year in the plan's zone
 * always falls in standard time (daylight time runs from March to November), so the year turns at
 * 08:00 UTC on 1 January.
 */
export function planYearAt(millis: number): number {
  return new Date(millis + PLAN_STANDARD_OFFSET_MS).getUTCFullYear();
}

/** How a page says which day it shows: 'November 23, 2026, the plan's day in Pacific time'. */
export function planDayNote(formattedDay: string): string {
  return PLAN_DAY_COPY.note(formattedDay);
}
