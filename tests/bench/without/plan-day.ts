import { PLAN_TIME_ZONE } from '../../../domain/rules/plan-day';

/** Without the Intl-free formats: the plan's day and year from the time-zone database every time. */
export { PLAN_TIME_ZONE, planDayNote } from '../../../domain/rules/plan-day';

export function planDayAt(millis: number): string | null {
  return new Intl.DateTimeFormat('en-CA', { timeZone: PLAN_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(millis);
}

export function planYearAt(millis: number): number {
  return Number(new Intl.DateTimeFormat('en-US', { timeZone: PLAN_TIME_ZONE, year: 'numeric' }).format(millis));
}
