import { DateTime } from 'luxon';
import type { Authorization, AuthorizationStatus, PriorAuthorizationRule, ReviewUrgency } from '../model';
import { FORMATS_COPY } from '../copy/formats-copy';
import { claimsFilterErrors, type ClaimsFilterErrors } from './claims';
import { isoDay } from './dates';
import { textFieldRules } from './field-rules';
import { formatBannerDate, formatTimeOfDay, parseFormDate } from './formats';
import { validate } from './validators';
import { daysAfter, trackerStatus } from './authorization-approvals';

export * from './authorization-approvals';

/**
 * The prior authorization and referral tracker: where a request stands, when its decision is due, which
 * approvals run out soon, who may see whose requests, the tracker's filters, and the plan's list of
 * services that need prior authorization.
 */

// ------------------------------------------------------------------ labels

import { AUTHORIZATION_KIND_LABELS, AUTHORIZATION_STATUS_LABELS } from '../copy/labels-copy';
export { AUTHORIZATION_KIND_LABELS, AUTHORIZATION_STATUS_LABELS };

/** The tracker's fields, as their labels read (the generic messages of spec section 5 use them). */
import { AUTHORIZATION_FIELD_LABELS } from '../copy/labels-copy';
export { AUTHORIZATION_FIELD_LABELS };

// ------------------------------------------------------------------ status

/** Requests still waiting for the plan's decision. */
const AWAITING: ReadonlySet<AuthorizationStatus> = new Set(['received', 'in-review', 'more-information-needed']);
export function isAwaitingDecision(status: AuthorizationStatus): boolean {
  return AWAITING.has(status);
}

// ------------------------------------------------------------------ decision due

/** The federal timeframes for a plan's decision: 72 hours for an expedited request, 7 days for a standard one. */
export const DECISION_TIMEFRAMES: Readonly<Record<ReviewUrgency, { readonly hours: number } | { readonly days: number }>> = {
  expedited: { hours: 72 },
  standard: { days: 7 },
};

/**
 * When the plan's decision is due: 72 hours after an expedited request was received, 7 calendar days
 * after a standard one. The answer keeps the received time's offset (the member's time zone), as an ISO
 * date-time; null when the received time cannot be read.
 */
export function decisionDueAt(receivedAt: string, urgency: ReviewUrgency): string | null {
  const received = DateTime.fromISO(receivedAt, { setZone: true });
  if (!received.isValid) return null;
  return received.plus(DECISION_TIMEFRAMES[urgency]).toISO({ suppressMilliseconds: true, suppressSeconds: true });
}

/** What the tracker says about the decision: the day it was made, or when it is due. */
export type DecisionLine =
  | { readonly kind: 'decided'; readonly date: string }
  | { readonly kind: 'withdrawn'; readonly date: string }
  | { readonly kind: 'due'; readonly dueAt: string; readonly urgency: ReviewUrgency }
  | { readonly kind: 'none' };

export function decisionLine(item: Pick<Authorization, 'status' | 'decisionDate' | 'receivedAt' | 'urgency'>): DecisionLine {
  if (isAwaitingDecision(item.status)) {
    const dueAt = decisionDueAt(item.receivedAt, item.urgency);
    return dueAt === null ? { kind: 'none' } : { kind: 'due', dueAt, urgency: item.urgency };
  }
  const date = isoDay(item.decisionDate);
  if (date === null) return { kind: 'none' };
  return item.status === 'withdrawn' ? { kind: 'withdrawn', date } : { kind: 'decided', date };
}

/**
 * The decision's due moment as the tracker writes it: 'November 22, 2025, 11:30 AM' for an expedited
 * request, whose 72 hours run to the hour; 'November 25, 2025' for a standard one, due that day.
 */
export function formatDecisionDue(dueAt: string, urgency: ReviewUrgency): string {
  const due = DateTime.fromISO(dueAt, { setZone: true });
  if (!due.isValid) return '';
  const date = formatBannerDate(due.toISODate());
  return urgency === 'expedited' ? FORMATS_COPY.dateAndTime(date, formatTimeOfDay(due.hour, due.minute)) : date;
}

// ------------------------------------------------------------------ appeals

/** A member may appeal a denial within 180 days of the decision (the federal internal appeal window). */
export const APPEAL_WINDOW_DAYS = 180;

/** The last day to appeal a decision made on `decisionDate`, or null when the date cannot be read. */
export function appealDeadline(decisionDate: string | null): string | null {
  const day = isoDay(decisionDate);
  return day === null ? null : daysAfter(day, APPEAL_WINDOW_DAYS);
}

/** The last day to appeal a request the member sees as denied or partly approved; null for any other. */
export function appealBy(item: Pick<Authorization, 'decisionDate'>, status: AuthorizationStatus): string | null {
  return status === 'denied' || status === 'partly-approved' ? appealDeadline(item.decisionDate) : null;
}

// ------------------------------------------------------------------ estimates

/**
 * The procedure code whose cost the member can estimate before the care the plan approved: a service (not a
 * referral to a specialty) approved in full or in part and not yet expired; null for any other request.
 */
export function estimableService(item: Pick<Authorization, 'service'>, status: AuthorizationStatus): string | null {
  return status === 'approved' || status === 'partly-approved' ? item.service.code : null;
}

// ------------------------------------------------------------------ filters

/** The tracker's filters as the member fills them in: dates as typed (mm/dd/yyyy or yyyy-mm-dd), '' for none. */
export interface AuthorizationsFilter {
  readonly memberKey: string | null;
  readonly status: AuthorizationStatus | null;
  readonly fromDate: string;
  readonly toDate: string;
}

export const NO_AUTHORIZATIONS_FILTER: AuthorizationsFilter = { memberKey: null, status: null, fromDate: '', toDate: '' };

export type AuthorizationsFilterErrors = ClaimsFilterErrors;

/** The received-date range follows the spec's stricter date range rule, exactly as the claims filter does. */
export function authorizationsFilterErrors(filter: Pick<AuthorizationsFilter, 'fromDate' | 'toDate'>, today: string): AuthorizationsFilterErrors {
  return claimsFilterErrors(filter, today);
}

/** Whether a request meets a valid filter: its member, its status as the member sees it, and the day it was received. */
export function authorizationMatches(item: Authorization, filter: AuthorizationsFilter, today: string): boolean {
  if (filter.memberKey !== null && filter.memberKey !== '' && item.memberKey !== filter.memberKey) return false;
  if (filter.status !== null && trackerStatus(item, today) !== filter.status) return false;
  const received = isoDay(item.receivedAt) ?? '';
  const from = filter.fromDate.trim() === '' ? null : parseFormDate(filter.fromDate);
  const to = filter.toDate.trim() === '' ? null : parseFormDate(filter.toDate);
  if (from !== null && received < from) return false;
  if (to !== null && received > to) return false;
  return true;
}

/** Newest first, by the moment the plan received the request. */
export function sortAuthorizationsNewestFirst<A extends Pick<Authorization, 'receivedAt' | 'authorizationId'>>(items: readonly A[]): A[] {
  const moment = (item: A): number => DateTime.fromISO(item.receivedAt, { setZone: true }).toMillis() || 0;
  return [...items].sort((a, b) => moment(b) - moment(a) || (a.authorizationId < b.authorizationId ? 1 : -1));
}

// ------------------------------------------------------------------ does this need prior authorization?

export type PriorAuthorizationAnswer =
  | { readonly kind: 'invalid'; readonly message: string }
  /** Services on the plan's list that match, each with whether it needs approval. */
  | { readonly kind: 'found'; readonly rules: readonly PriorAuthorizationRule[] }
  /** A service code that is not on the plan's list: it needs no prior authorization. */
  | { readonly kind: 'code-not-listed'; readonly code: string }
  /** Words that match nothing on the list: the member should ask with the code their provider gives. */
  | { readonly kind: 'not-found'; readonly query: string };

/** What is wrong with a look-up query (the generic 3-30 character text rule), or null. */
export function serviceQueryError(query: string): string | null {
  return validate(query, textFieldRules(AUTHORIZATION_FIELD_LABELS.serviceQuery));
}

/** CPT (5 digits), HCPCS (a letter and 4 digits) and CDT (D and 4 digits) codes. */
const SERVICE_CODE = /^(?:\d{4}[0-9A-Z]|[A-Z]\d{4})$/;

const normalise = (text: string): string => text.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * Looks a service up on the plan's list by its code (exactly) or by words of its name or keywords (every
 * word typed must appear). The query follows the generic 3-30 character text rule. A code that is not on
 * the list needs no prior authorization: the list names every service that does.
 */
export function lookUpPriorAuthorization(list: readonly PriorAuthorizationRule[], query: string): PriorAuthorizationAnswer {
  const message = serviceQueryError(query);
  if (message !== null) return { kind: 'invalid', message };
  const wanted = normalise(query);
  const asCode = wanted.toUpperCase();
  if (SERVICE_CODE.test(asCode)) {
    const rules = list.filter((rule) => rule.code.toUpperCase() === asCode);
    return rules.length > 0 ? { kind: 'found', rules } : { kind: 'code-not-listed', code: asCode };
  }
  const words = wanted.split(' ');
  const rules = list.filter((rule) => {
    const text = normalise([rule.description, ...rule.keywords].join(' '));
    return words.every((word) => text.includes(word));
  });
  return rules.length > 0 ? { kind: 'found', rules } : { kind: 'not-found', query: query.trim() };
}
