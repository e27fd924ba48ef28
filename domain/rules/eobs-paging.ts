import type { Paging, EobDocument, EobsPage } from '../model';
import { pageOf } from './paging';

/**
 * A subscriber's explanations of benefits a page at a time. A family with decades of care has been sent
 * hundreds of EOBs, so the gateway answers them a page at a time, newest first, with how many there are.
 * The refusals and the cutting of a page are every list's (paging.ts); the sandbox, the app and the tests
 * all order and page EOBs with this rule.
 */

/** The EOBs page shows this many EOBs a page. */
export const EOBS_PAGE_SIZE = 25;

/** Newest first by the day each was issued; EOBs issued the same day by their number, the higher first. */
export function sortEobsNewestFirst<E extends Pick<EobDocument, 'date' | 'eobId'>>(eobs: readonly E[]): E[] {
  return [...eobs].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : a.eobId < b.eobId ? 1 : a.eobId > b.eobId ? -1 : 0));
}

/** The page of the EOBs, newest first; a page after the last is empty, with the count still said. */
export function pageOfEobs(eobs: readonly EobDocument[], paging: Paging): EobsPage {
  return pageOf(sortEobsNewestFirst(eobs), paging);
}
