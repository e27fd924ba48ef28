import { localized } from './localized';

/** How a page says which day it shows; apart from the rules' other words because the clocks (in every page) need it. */
export const PLAN_DAY_COPY = localized('PLAN_DAY_COPY', {
  /** 'November 23, 2026, the plan's day in Pacific time'. */
  note: (formattedDay: string) => `${formattedDay}, the plan's day in Pacific time`,
} as const);
