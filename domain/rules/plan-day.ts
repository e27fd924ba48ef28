import { PLAN_DAY_COPY } from '../copy/plan-day-copy';
/**
 * Whose day "today" is: the plan's, in the insurer's time zone, on every page and in every rule that takes
 * "today" (eligibility, benefits as of a day, the claims date range, banners), whatever zone the member's
 * device is in, so that what the dashboard shows agrees with the insurer's own records. The pages that name
 * a day as "today" say so, with the zone (planDayNote).
 */
export const PLAN_TIME_ZONE = 'America/Los_Angeles';

/** How a page says which day it shows: 'November 23, 2026, the plan's day in Pacific time'. */
export function planDayNote(formattedDay: string): string {
  return PLAN_DAY_COPY.note(formattedDay);
}
