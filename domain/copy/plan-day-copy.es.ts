import type { Translation } from './language';
import type { PLAN_DAY_COPY } from './plan-day-copy';

/** Spanish (US) for plan-day-copy.ts. */
export const PLAN_DAY_COPY_ES: Translation<typeof PLAN_DAY_COPY> = {
  note: (formattedDay: string) => `${formattedDay}, el día del plan en la hora del Pacífico`,
};
