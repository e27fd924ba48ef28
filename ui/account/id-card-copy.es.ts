import type { Translation } from '../../domain/copy/language';
import type { ID_CARD_DOWNLOAD_COPY } from './id-card-copy';

/** Spanish (US) for id-card-copy.ts. */
export const ID_CARD_DOWNLOAD_COPY_ES: Translation<typeof ID_CARD_DOWNLOAD_COPY> = {
  blocked: 'Su navegador bloqueó la ventana de su tarjeta de identificación. Permita las ventanas emergentes para este sitio e inténtelo de nuevo.',
};
