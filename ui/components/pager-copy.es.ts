import type { Translation } from '../../domain/copy/language';
import type { PAGER_COPY } from './pager-copy';

/** Spanish (US) for pager-copy.ts. */
export const PAGER_COPY_ES: Translation<typeof PAGER_COPY> = {
  previousPage: 'Página anterior',
  nextPage: 'Página siguiente',
  pageOf: (page: number, pages: number) => `Página ${page} de ${pages}`,
};
