import type { Translation } from '../../domain/copy/language';
import type { IDLE_TIMEOUT_COPY } from './idle-timeout-copy';

/** Spanish (US) for idle-timeout-copy.ts. */
export const IDLE_TIMEOUT_COPY_ES: Translation<typeof IDLE_TIMEOUT_COPY> = {
  title: 'Su sesión está por terminar',
  body: (remaining: string): string =>
    `Por su seguridad, su sesión se cerrará en ${remaining} porque no ha habido actividad. ¿Desea mantener la sesión abierta?`,
  stay: 'Mantener la sesión abierta',
  logOut: 'Cerrar sesión',
  loggedOut: (idle: string): string => `Por su seguridad, se cerró su sesión después de ${idle} sin actividad.`,
  logInAgain: 'Vuelva a iniciar sesión para continuar.',
};
