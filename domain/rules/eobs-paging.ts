import type { ClaimsPaging, EobDocument, EobsPage } from '../model';
import { claimsPageCount, claimsPagingError, pageOf, type ClaimsPagingError } from './claims-paging';

/**
 * A subscriber's explanations of benefits a page at a time. A family with decades of care has been sent
 * hundreds of EOBs, so the gateway answers them a page at a time, newest first, with how many there are.
 * The page sizes and refusals are the claims pages' (claims-paging.ts); the sandbox, the app and the tests
 * all order and page EOBs with this rule.
 */

/** The EOBs page shows this many EOBs a page. */
export const EOBS_PAGE_SIZE = 25;

/** What is wrong with the paging asked for: a page below 1, or a size outside 1 to 100 (as for claims). */
export function eobsPagingError(paging: ClaimsPaging): ClaimsPagingError | null {
  return claimsPagingError(paging);
}

/** How many pages `total` EOBs fill (at least one: no EOBs is one empty page). */
export function eobsPageCount(total: number, pageSize: number): number {
  return claimsPageCount(total, pageSize);
}

/** Newest first by the day each was issued; EOBs issued the same day by their number, the higher first. */
export function sortEobsNewestFirst<E extends Pick<EobDocument, 'date' | 'eobId'>>(eobs: readonly E[]): E[] {
  return [...eobs].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : a.eobId < b.eobId ? 1 : a.eobId > b.eobId ? -1 : 0));
}

/** The page of the EOBs, newest first; a page after the last is empty, with the count still said. */
export function pageOfEobs(eobs: readonly EobDocument[], paging: ClaimsPaging): EobsPage {
  return pageOf(sortEobsNewestFirst(eobs), paging);
}
