import { isLeft } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { invalidInput } from '../shared/invalid-input';
import { fieldErrors } from '../shared/field-errors';
import type { Authorization, AuthorizationStatus, Member } from '../../domain/model';
import { AUTHORIZATION_STATUSES } from '../../domain/model';
import {
  appealBy,
  approvalsExpiringSoon,
  authorizationMembersVisibleTo,
  authorizationsFilterErrors,
  authorizationsVisibleTo,
  decisionLine,
  estimableService,
  expiresSoon,
  lookUpPriorAuthorization,
  serviceQueryError,
  trackerStatus,
  type AuthorizationsFilter,
  type AuthorizationsFilterErrors,
  type DecisionLine,
  type PriorAuthorizationAnswer,
} from '../../domain/rules/authorizations';
import { earliestClaimsDate } from '../../domain/rules/claims';
import { AUTHORIZATIONS_PAGE_SIZE, authorizationMeetsQuery, authorizationsQueryOf } from '../../domain/rules/authorizations-paging';
import { pageCount } from '../../domain/rules/paging';
import { costEstimatorAllowed, isSubscriber } from '../../domain/rules/menus-and-permissions';
import type { GatewayError } from '../shared/gateway-error';
import { AUTHORIZATIONS_GATEWAY, type AuthorizationsGateway } from '../ports/authorizations-gateway';
import { memberName, ReadViewer } from '../shared/viewer-context';

/** One request as the tracker shows it: the insurer's record and what the rules say about it today. */
export interface TrackedAuthorization {
  readonly item: Authorization;
  /** The status the member sees (an approval past its end date has expired). */
  readonly status: AuthorizationStatus;
  readonly decision: DecisionLine;
  /** An approval that runs out within 30 days. */
  readonly expiresSoon: boolean;
  /** Denied or partly approved: the last day to appeal. */
  readonly appealBy: string | null;
  /** Approved care the cost estimator can price: the service's code and whom it is for; null otherwise. */
  readonly estimate: EstimateLink | null;
}

/** What the estimator is opened with: the procedure code, and the suffix of the member the care is for. */
export interface EstimateLink {
  readonly search: string;
  readonly memberSuffix: number;
}

export interface AuthorizationsView {
  /** One page of the requests the viewer may see that meet the filter, newest first. */
  readonly items: readonly TrackedAuthorization[];
  /** The page shown (from 1), how many pages there are, and how many requests a page holds. */
  readonly page: number;
  readonly pageCount: number;
  readonly pageSize: number;
  /** Every approval the viewer may see that expires within 30 days, whatever the filter, soonest first. */
  readonly expiringSoon: readonly TrackedAuthorization[];
  /** How many requests meet the filter, on every page together. */
  readonly total: number;
  /** Whom the member filter offers (only members whose requests the viewer may see). */
  readonly members: readonly { readonly memberKey: string; readonly name: string }[];
  readonly statuses: readonly AuthorizationStatus[];
  /** The earliest start date the filter accepts (yyyy-mm-dd) and today. */
  readonly earliestDate: string;
  readonly today: string;
  /** The subscriber sees the minors' requests too; anyone else only their own (the page says which). */
  readonly family: boolean;
}

export type AuthorizationsOutcome =
  | { readonly kind: 'invalid'; readonly errors: AuthorizationsFilterErrors }
  | { readonly kind: 'loaded'; readonly view: AuthorizationsView }
  | { readonly kind: 'error'; readonly error: GatewayError };

/** Whom the estimator is offered for: the member the care is for, when the viewer has the estimator at all. */
export interface EstimateFacts {
  readonly members: readonly Member[];
  readonly estimatorAllowed: boolean;
}

function estimateLink(item: Authorization, status: AuthorizationStatus, facts: EstimateFacts): EstimateLink | null {
  const search = estimableService(item, status);
  const member = facts.members.find((candidate) => candidate.memberKey === item.memberKey);
  return search === null || member === undefined || !facts.estimatorAllowed ? null : { search, memberSuffix: member.memberSuffix };
}

function track(item: Authorization, today: string, facts: EstimateFacts): TrackedAuthorization {
  const status = trackerStatus(item, today);
  return { item, status, decision: decisionLine(item), expiresSoon: expiresSoon(item, today), appealBy: appealBy(item, status), estimate: estimateLink(item, status, facts) };
}

/**
 * The tracker: the prior authorizations and referrals the viewer may see (their own; the subscriber also
 * the minors'), filtered by member, status and the day received (the stricter date range rule), newest
 * first, a page at a time with their count, and the approvals that expire within 30 days. Nothing is asked
 * of the gateway while the dates break the rule. A failed call ends on the error page (spec section 8).
 */
@injectable()
export class LoadAuthorizations {
  constructor(
    @inject(ReadViewer) private readonly readViewer: ReadViewer,
    @inject(AUTHORIZATIONS_GATEWAY) private readonly authorizations: AuthorizationsGateway,
  ) {}

  async execute(filter: AuthorizationsFilter, page = 1): Promise<AuthorizationsOutcome> {
    const context = await this.readViewer.execute();
    if (isLeft(context)) return { kind: 'error', error: context.left };
    const { account, viewer, today } = context.right;
    const errors = fieldErrors(() => authorizationsFilterErrors(filter, today));
    if (errors !== null) return { kind: 'invalid', errors };

    const query = authorizationsQueryOf(filter);
    const paging = { page: Math.max(1, page), pageSize: AUTHORIZATIONS_PAGE_SIZE };
    const first = await this.authorizations.authorizationsPage(query, paging);
    // A page past the last (fewer requests found than before) gives way to the last page.
    const last = isLeft(first) ? 1 : pageCount(first.right.total, paging.pageSize);
    const found = !isLeft(first) && paging.page > last ? await this.authorizations.authorizationsPage(query, { ...paging, page: last }) : first;
    if (isLeft(found)) return { kind: 'error', error: found.left };
    // The insurer already answers only what the viewer may see; the rule is applied again so that a
    // gateway that answers more never shows anyone someone else's care.
    const visible = (items: readonly Authorization[]) => authorizationsVisibleTo(items, viewer, account.members, today);
    const facts: EstimateFacts = { members: account.members, estimatorAllowed: costEstimatorAllowed(viewer, today) };
    return {
      kind: 'loaded',
      view: {
        items: visible(found.right.items)
          .filter((item) => authorizationMeetsQuery(item, query, today))
          .map((item) => track(item, today, facts)),
        page: found.right.page,
        pageCount: pageCount(found.right.total, paging.pageSize),
        pageSize: paging.pageSize,
        expiringSoon: approvalsExpiringSoon(visible(found.right.expiringSoon), today).map((item) => track(item, today, facts)),
        total: found.right.total,
        members: authorizationMembersVisibleTo(viewer, account.members, today).map((member) => ({ memberKey: member.memberKey, name: memberName(member) })),
        statuses: AUTHORIZATION_STATUSES,
        earliestDate: earliestClaimsDate(today),
        today,
        family: isSubscriber(viewer),
      },
    };
  }
}

export type PriorAuthorizationLookUp = { readonly kind: 'answered'; readonly answer: PriorAuthorizationAnswer } | { readonly kind: 'error'; readonly error: GatewayError };

/**
 * "Does this need prior authorization?": the service name or code looked up on the plan's list. A query
 * that breaks the text rule is answered without a call; the list is read once per session (read cache).
 */
@injectable()
export class LookUpPriorAuthorization {
  constructor(@inject(AUTHORIZATIONS_GATEWAY) private readonly authorizations: AuthorizationsGateway) {}

  async execute(query: string): Promise<PriorAuthorizationLookUp> {
    if (serviceQueryError(query) !== null) return { kind: 'answered', answer: invalidInput(() => serviceQueryError(query) ?? '') };
    const list = await this.authorizations.requirements();
    if (isLeft(list)) return { kind: 'error', error: list.left };
    return { kind: 'answered', answer: lookUpPriorAuthorization(list.right, query) };
  }
}
