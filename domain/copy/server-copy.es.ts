import type { Translation } from './language';
import type { SESSION_SERVER_COPY } from './server-copy';

/** Spanish (US) for server-copy.ts. */
export const SESSION_SERVER_COPY_ES: Translation<typeof SESSION_SERVER_COPY> = {
  unavailable: 'No pudimos completar su solicitud en este momento. Inténtelo de nuevo en unos minutos.',
  refused: 'No pudimos completar su solicitud. Revise los datos que ingresó e inténtelo de nuevo.',
  newIdNotFound: 'No se encontró ningún miembro con esos datos.',
};
