import type { Authorization, AuthorizationsPage, AuthorizationsQuery, Paging } from '../model';
import { parseFormDate } from './formats';
import { approvalsExpiringSoon, authorizationMatches, sortAuthorizationsNewestFirst, type AuthorizationsFilter } from './authorizations';
import { pageOf } from './paging';

/**
 * The tracker's requests a page at a time. A family with years of care has hundreds of prior authorizations
 * and referrals, each a card, so the gateway answers them a page at a time, newest first, with how many the
 * filters found and the approvals about to expire (which the tracker notes whatever the filters). The
 * refusals and the cutting of a page are every list's (paging.ts); the sandbox, the FHIR adapter and the tests
 * all filter and page the requests with this rule.
 */

/** The tracker shows this many requests a page (each is a card with its facts and links). */
export const AUTHORIZATIONS_PAGE_SIZE = 20;

/** The filter as the member filled it in, as the gateway takes it: days as yyyy-mm-dd, nothing for a field left empty. */
export function authorizationsQueryOf(filter: AuthorizationsFilter): AuthorizationsQuery {
  const from = filter.fromDate.trim() === '' ? null : parseFormDate(filter.fromDate);
  const to = filter.toDate.trim() === '' ? null : parseFormDate(filter.toDate);
  return {
    ...(filter.memberKey !== null && filter.memberKey !== '' ? { memberKey: filter.memberKey } : {}),
    ...(filter.status !== null ? { status: filter.status } : {}),
    ...(from !== null ? { fromDate: from } : {}),
    ...(to !== null ? { toDate: to } : {}),
  };
}

/** Whether a request meets the gateway's query (the tracker's filter rule, on days already yyyy-mm-dd). */
export function authorizationMeetsQuery(item: Authorization, query: AuthorizationsQuery, today: string): boolean {
  return authorizationMatches(item, { memberKey: query.memberKey ?? null, status: query.status ?? null, fromDate: query.fromDate ?? '', toDate: query.toDate ?? '' }, today);
}

/**
 * The page of the requests that meet the query, newest first by the moment received; a page after the last is
 * empty, with the count still said. The approvals about to expire are of every request given, not only those
 * the query finds: the tracker's notice does not change with its filters.
 */
export function pageOfAuthorizations(items: readonly Authorization[], query: AuthorizationsQuery, paging: Paging, today: string): AuthorizationsPage {
  const found = sortAuthorizationsNewestFirst(items.filter((item) => authorizationMeetsQuery(item, query, today)));
  return { ...pageOf(found, paging), expiringSoon: approvalsExpiringSoon(items, today) };
}
