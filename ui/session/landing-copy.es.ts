import type { Translation } from '../../domain/copy/language';
import type { LANDING_COPY } from './landing-copy';

/** Spanish (US) for landing-copy.ts. */
export const LANDING_COPY_ES: Translation<typeof LANDING_COPY> = {
  ssoHeading: 'Iniciando su sesión',
  ssoWorking: 'Abriendo su Member Dashboard',
  downloading: 'Descargando recurso...',
};
