import { localized } from './localized';

/** Sentences and names the rules and use cases give the pages (the rest of their words are the screens'). */
export const RULES_COPY = localized('RULES_COPY', {
  /** How a page says which day it shows: 'November 23, 2026, the plan's day in Pacific time'. */
  planDayNote: (formattedDay: string) => `${formattedDay}, the plan's day in Pacific time`,
  shopForPlans: 'Shop for plans',
  primaryCareNoMembers: 'Choose at least one member',
  primaryCareNotEligible: (name: string) => `${name} cannot choose a primary care provider`,
  thisMember: 'This member',
} as const);
