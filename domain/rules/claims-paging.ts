import type { Claim, ClaimsPage, ClaimsPaging, ClaimsQuery, ClaimSummary } from '../model';
import { claimsTotals, filterClaims, sortClaimsNewestFirst } from './claims';

/**
 * Claims a page at a time. A family with decades of care has thousands of claims, so the list and its
 * filters are answered by the gateway one page at a time, newest first, with the count and the totals of
 * everything the filters found; the sandbox, the FHIR adapter and the tests all page with this rule.
 */

/** The claims screen shows this many claims a page. */
export const CLAIMS_PAGE_SIZE = 25;
/** The most claims one page may hold. */
export const CLAIMS_MAX_PAGE_SIZE = 100;

export type ClaimsPagingError = 'page' | 'pageSize';

/** What is wrong with the paging asked for: a page below 1, or a size outside 1 to CLAIMS_MAX_PAGE_SIZE. */
export function claimsPagingError(paging: ClaimsPaging): ClaimsPagingError | null {
  if (!Number.isInteger(paging.page) || paging.page < 1) return 'page';
  if (!Number.isInteger(paging.pageSize) || paging.pageSize < 1 || paging.pageSize > CLAIMS_MAX_PAGE_SIZE) return 'pageSize';
  return null;
}

/** How many pages `total` claims fill (at least one: an empty list is one empty page). */
export function claimsPageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The page of the claims that meet the query, newest first; a page after the last is empty, with the
 * count and totals still said, so that a screen can go back to the last page.
 */
export function pageOfClaims(claims: readonly Claim[], query: ClaimsQuery, paging: ClaimsPaging): ClaimsPage<Claim> {
  const found = sortClaimsNewestFirst(filterClaims(claims, query));
  return { ...pageOf(found, paging), totals: claimsTotals(found) };
}

/**
 * The page `paging` asks for of what a list's query found, already in its order: that page's items, the page and
 * its size, and how many were found; a page after the last is empty, with the count still said. The claims
 * and the tracker's requests are cut alike.
 */
export function pageOf<T>(found: readonly T[], paging: ClaimsPaging): { readonly items: T[]; readonly page: number; readonly pageSize: number; readonly total: number } {
  const start = (paging.page - 1) * paging.pageSize;
  return { items: found.slice(start, start + paging.pageSize), page: paging.page, pageSize: paging.pageSize, total: found.length };
}

/** A claim as a page of the list carries it: without its service lines and accumulators. */
export function claimSummaryOf(claim: Claim): ClaimSummary {
  const { serviceLines: _lines, accumulators: _accumulators, ...summary } = claim;
  return summary;
}

/** A page of whole claims as the gateway answers it: each claim as its summary. */
export function summarisedPage(page: ClaimsPage<Claim>): ClaimsPage {
  return { ...page, items: page.items.map(claimSummaryOf) };
}
