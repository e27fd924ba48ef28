import { localized } from './localized';

/** The names of the home's shortcut tiles (shown with the programs) and of its link to shop for plans. */
export const SHORTCUT_NAMES = localized('SHORTCUT_NAMES', {
  allPrograms: 'All programs',
  ebill: 'eBill',
  outlineOfCoverage: 'Outline of Coverage',
  shopForPlans: 'Shop for plans',
} as const);
