import type { Translation } from './language';
import type { RULES_COPY } from './rules-copy';

/** Spanish (US) for rules-copy.ts. */
export const RULES_COPY_ES: Translation<typeof RULES_COPY> = {
  primaryCareNoMembers: 'Elija al menos un miembro',
  primaryCareNotEligible: (name: string) => `${name} no puede elegir un proveedor de atención primaria`,
  thisMember: 'Este miembro',
};
