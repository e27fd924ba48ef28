import type { Claim, ClaimsPage, Paging, ClaimsQuery, ClaimSummary } from '../model';
import { claimsTotals, filterClaims, sortClaimsNewestFirst } from './claims';
import { pageOf } from './paging';

/**
 * Claims a page at a time. A family with decades of care has thousands of claims, so the list and its
 * filters are answered by the gateway one page at a time, newest first, with the count and the totals of
 * everything the filters found; the paging itself is every list's (paging.ts).
 */

/** The claims screen shows this many claims a page. */
export const CLAIMS_PAGE_SIZE = 25;

/**
 * The page of the claims that meet the query, newest first; a page after the last is empty, with the
 * count and totals still said, so that a screen can go back to the last page.
 */
export function pageOfClaims(claims: readonly Claim[], query: ClaimsQuery, paging: Paging): ClaimsPage<Claim> {
  const found = sortClaimsNewestFirst(filterClaims(claims, query));
  return { ...pageOf(found, paging), totals: claimsTotals(found) };
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
