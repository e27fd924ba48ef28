import type { Translation } from '../../domain/copy/language';
import type { GROUP_SELECTION_COPY } from './group-selection-copy';

/** Spanish (US) for group-selection-copy.ts. */
export const GROUP_SELECTION_COPY_ES: Translation<typeof GROUP_SELECTION_COPY> = {
  heading: 'Acceda a su Member Dashboard: seleccione un plan',
  intro: 'Tiene más de un plan con nosotros. Elija el plan que desea ver en su Member Dashboard.',
  listLabel: 'Sus planes',
  logIn: 'Iniciar sesión en la cuenta',
  inactive: 'Plan inactivo',
  inactiveDetail: 'Este plan terminó. Todavía puede ver sus beneficios y reclamos.',
  loading: 'Cargando sus planes',
  continuing: 'Abriendo su Member Dashboard',
};
