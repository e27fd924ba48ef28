import type { Paging } from '../model';

/**
 * Lists the gateway answers a page at a time (claims, EOBs, the tracker's requests): the paging it refuses,
 * how many pages a count fills, and how a page is cut from what a query found. Each list keeps its own page
 * size and order (claims-paging.ts, eobs-paging.ts, authorizations-paging.ts); the sandbox, the FHIR adapter,
 * the app and the tests all page with these rules.
 */

/** The most items one page may hold. */
export const MAX_PAGE_SIZE = 100;

export type PagingError = 'page' | 'pageSize';

/** What is wrong with the paging asked for: a page below 1, or a size outside 1 to MAX_PAGE_SIZE. */
export function pagingError(paging: Paging): PagingError | null {
  if (!Number.isInteger(paging.page) || paging.page < 1) return 'page';
  if (!Number.isInteger(paging.pageSize) || paging.pageSize < 1 || paging.pageSize > MAX_PAGE_SIZE) return 'pageSize';
  return null;
}

/** How many pages `total` items fill (at least one: an empty list is one empty page). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The page `paging` asks for of what a list's query found, already in its order: that page's items, the page and
 * its size, and how many were found; a page after the last is empty, with the count still said, so that a
 * screen can go back to the last page.
 */
export function pageOf<T>(found: readonly T[], paging: Paging): { readonly items: T[]; readonly page: number; readonly pageSize: number; readonly total: number } {
  const start = (paging.page - 1) * paging.pageSize;
  return { items: found.slice(start, start + paging.pageSize), page: paging.page, pageSize: paging.pageSize, total: found.length };
}
