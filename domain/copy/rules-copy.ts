import { localized } from './localized';

/** Sentences and names the rules and use cases give the pages (the rest of their words are the screens'). */
export const RULES_COPY = localized('RULES_COPY', {
  primaryCareNoMembers: 'Choose at least one member',
  primaryCareNotEligible: (name: string) => `${name} cannot choose a primary care provider`,
  thisMember: 'This member',
} as const);
