import { right, type Either } from 'fp-ts/Either';
import type { GatewayError } from '../../application/shared/gateway-error';
import type { Authorization, PriorAuthorizationRule } from '../../domain/model';
import { authorizationsVisibleTo, sortAuthorizationsNewestFirst } from '../../domain/rules/authorizations';
import { authorizationsOf, priorAuthorizationRulesOf } from './personas/authorizations-builder';
import type { MemberPlan } from './sandbox-claims';

/**
 * The sandbox insurer's prior authorization desk: /api/prior-authorizations and
 * /api/prior-authorizations/requirements for one signed-in member. Like a real insurer, it answers only
 * what the member may see: their own requests and, for the subscriber, the minors' (but not a minor's
 * sensitive care from the age they consent to it alone); an adult dependant's are theirs alone.
 */

type Answer<T> = Either<GatewayError, T>;

export function listAuthorizations(desk: MemberPlan): Answer<readonly Authorization[]> {
  const all = authorizationsOf(desk.plan, desk.today);
  return right(sortAuthorizationsNewestFirst(authorizationsVisibleTo(all, desk.viewer, desk.plan.account.members, desk.today)));
}

export function priorAuthorizationRules(desk: MemberPlan): Answer<readonly PriorAuthorizationRule[]> {
  return right(priorAuthorizationRulesOf(desk.plan));
}
