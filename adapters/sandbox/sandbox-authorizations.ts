import { right } from 'fp-ts/Either';
import type { Authorization, AuthorizationsPage, AuthorizationsQuery, Paging, PriorAuthorizationRule } from '../../domain/model';
import { authorizationMembersVisibleTo, authorizationsVisibleTo, sortAuthorizationsNewestFirst } from '../../domain/rules/authorizations';
import { pageOfAuthorizations } from '../../domain/rules/authorizations-paging';
import { isIsoDate } from './sandbox-dates';
import { authorizationsOf, priorAuthorizationRulesOf } from './personas/authorizations-builder';
import { fail, pagingRefusal, type Answer, type MemberPlan } from './sandbox-state';

/**
 * The sandbox insurer's prior authorization desk: /api/prior-authorizations, its pages, one request by its
 * reference and /api/prior-authorizations/requirements for one signed-in member. Like a real insurer, it answers only
 * what the member may see: their own requests and, for the subscriber, the minors' (but not a minor's
 * sensitive care from the age they consent to it alone); an adult dependant's are theirs alone.
 */

/** The requests the signed-in member may see, whichever call asks: the list, a page of it, or one by its reference. */
const visibleAuthorizations = (desk: MemberPlan): Authorization[] =>
  authorizationsVisibleTo(authorizationsOf(desk.plan, desk.today), desk.viewer, desk.plan.account.members, desk.today);

export function listAuthorizations(desk: MemberPlan): Answer<readonly Authorization[]> {
  return right(sortAuthorizationsNewestFirst(visibleAuthorizations(desk)));
}

/** One request the member may see, by its reference; one they may not see is not found, as one that does not exist. */
export function findAuthorization(desk: MemberPlan, authorizationId: string): Answer<Authorization> {
  const found = visibleAuthorizations(desk).find((item) => item.authorizationId === authorizationId);
  return found === undefined ? fail(404, 'AUTHORIZATION_NOT_FOUND', `No request ${authorizationId} was found.`) : right(found);
}

/**
 * One page of the requests the query finds, newest first, with their count and the approvals about to expire.
 * Refused: days that are not yyyy-mm-dd or out of order, a member whose requests the viewer may not see, a
 * page below 1 or a size outside 1 to 100.
 */
export function pageAuthorizations(desk: MemberPlan, query: AuthorizationsQuery, paging: Paging): Answer<AuthorizationsPage> {
  for (const date of [query.fromDate, query.toDate]) {
    if (date !== undefined && !isIsoDate(date)) return fail(400, 'INVALID_DATE', 'fromDate and toDate must be yyyy-mm-dd.');
  }
  if (query.fromDate !== undefined && query.toDate !== undefined && query.fromDate > query.toDate) {
    return fail(400, 'INVALID_RANGE', 'fromDate must not be after toDate.');
  }
  if (query.memberKey !== undefined && !authorizationMembersVisibleTo(desk.viewer, desk.plan.account.members, desk.today).some((member) => member.memberKey === query.memberKey)) {
    return fail(403, 'FORBIDDEN', 'You may not see this member’s requests.');
  }
  const refused = pagingRefusal(paging);
  if (refused !== null) return refused;
  return right(pageOfAuthorizations(visibleAuthorizations(desk), query, paging, desk.today));
}

export function priorAuthorizationRules(desk: MemberPlan): Answer<readonly PriorAuthorizationRule[]> {
  return right(priorAuthorizationRulesOf(desk.plan));
}
