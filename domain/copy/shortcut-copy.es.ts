import type { Translation } from './language';
import type { SHORTCUT_NAMES } from './shortcut-copy';

/** Spanish (US) for shortcut-copy.ts. */
export const SHORTCUT_NAMES_ES: Translation<typeof SHORTCUT_NAMES> = {
  allPrograms: 'Todos los programas',
  ebill: 'eBill',
  outlineOfCoverage: 'Resumen de cobertura',
  shopForPlans: 'Comparar planes',
};
