import { localized } from '../../domain/copy/localized';

/** The pager's words (Pager.tsx), with the pages that list a page at a time rather than with the core. */
export const PAGER_COPY = localized('PAGER_COPY', {
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
});
