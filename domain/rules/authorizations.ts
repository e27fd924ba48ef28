import { DateTime } from 'luxon';
import type { Authorization, AuthorizationKind, AuthorizationServiceCategory, AuthorizationStatus, Member, PriorAuthorizationRule, ReviewUrgency } from '../model';
import { claimsFilterErrors, type ClaimsFilterErrors } from './claims';
import { isoDay, todayDay, yearsBefore } from './dates';
import { textFieldRules } from './field-rules';
import { parseFormDate } from './formats';
import { isAdult, isSubscriber } from './menus-and-permissions';
import { validate } from './validators';

/**
 * The prior authorization and referral tracker: where a request stands, when its decision is due, which
 * approvals run out soon, who may see whose requests, the tracker's filters, and the plan's list of
 * services that need prior authorization.
 */

const plusDays = (day: string, days: number): string => DateTime.fromISO(day, { zone: 'utc' }).plus({ days }).toISODate() ?? day;

// ------------------------------------------------------------------ labels

export const AUTHORIZATION_STATUS_LABELS: Readonly<Record<AuthorizationStatus, string>> = {
  received: 'Received',
  'in-review': 'In review',
  'more-information-needed': 'More information needed',
  approved: 'Approved',
  'partly-approved': 'Partly approved',
  denied: 'Denied',
  expired: 'Expired',
  withdrawn: 'Withdrawn',
};

export const AUTHORIZATION_KIND_LABELS: Readonly<Record<AuthorizationKind, string>> = {
  'prior-authorization': 'Prior authorization',
  referral: 'Referral',
};

/** The tracker's fields, as their labels read (the generic messages of spec section 5 use them). */
export const AUTHORIZATION_FIELD_LABELS = {
  serviceQuery: 'Service name or code',
} as const;

// ------------------------------------------------------------------ status

/** Requests still waiting for the plan's decision. */
const AWAITING: ReadonlySet<AuthorizationStatus> = new Set(['received', 'in-review', 'more-information-needed']);
/** Requests that let the member get (some of) the care. */
const APPROVED: ReadonlySet<AuthorizationStatus> = new Set(['approved', 'partly-approved']);

export function isAwaitingDecision(status: AuthorizationStatus): boolean {
  return AWAITING.has(status);
}

/**
 * The status the member sees: the insurer's, except that an approval whose last approved day has passed
 * has expired, whatever the insurer's record still says (an approval cannot be used after its end date).
 */
export function trackerStatus(item: Pick<Authorization, 'status' | 'approved'>, today: string): AuthorizationStatus {
  if (APPROVED.has(item.status) && item.approved !== null && approvalHasEnded(item.approved.endDate, today)) return 'expired';
  return item.status;
}

/** An approval (or a referral) has ended once its last day is before today; it can be used on that last day. */
export function approvalHasEnded(endDate: string, today: string): boolean {
  return (isoDay(endDate) ?? '') < todayDay(today);
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
  return urgency === 'expedited' ? due.toFormat('MMMM d, yyyy, h:mm a') : due.toFormat('MMMM d, yyyy');
}

// ------------------------------------------------------------------ appeals

/** A member may appeal a denial within 180 days of the decision (the federal internal appeal window). */
export const APPEAL_WINDOW_DAYS = 180;

/** The last day to appeal a decision made on `decisionDate`, or null when the date cannot be read. */
export function appealDeadline(decisionDate: string | null): string | null {
  const day = isoDay(decisionDate);
  return day === null ? null : plusDays(day, APPEAL_WINDOW_DAYS);
}

/** The last day to appeal a request the member sees as denied or partly approved; null for any other. */
export function appealBy(item: Pick<Authorization, 'decisionDate'>, status: AuthorizationStatus): string | null {
  return status === 'denied' || status === 'partly-approved' ? appealDeadline(item.decisionDate) : null;
}

// ------------------------------------------------------------------ expiry

/** Approvals whose last approved day falls within this many days from today are flagged. */
export const EXPIRY_NOTICE_DAYS = 30;

/**
 * An approval that expires within 30 days: approved or partly approved, still usable today, and its
 * last approved day no later than 30 days from today.
 */
export function expiresSoon(item: Pick<Authorization, 'status' | 'approved'>, today: string): boolean {
  if (!APPROVED.has(trackerStatus(item, today)) || item.approved === null) return false;
  const end = isoDay(item.approved.endDate);
  const day = todayDay(today);
  return end !== null && end >= day && end <= plusDays(day, EXPIRY_NOTICE_DAYS);
}

/** The approvals that expire within 30 days, soonest first. */
export function approvalsExpiringSoon<A extends Pick<Authorization, 'status' | 'approved'>>(items: readonly A[], today: string): A[] {
  return items
    .filter((item) => expiresSoon(item, today))
    .sort((a, b) => ((a.approved?.endDate ?? '') < (b.approved?.endDate ?? '') ? -1 : 1));
}

// ------------------------------------------------------------------ privacy

/** Service categories the plan keeps confidential. */
export const SENSITIVE_SERVICE_CATEGORIES: ReadonlySet<AuthorizationServiceCategory> = new Set([
  'behavioral-health',
  'substance-use',
  'reproductive-health',
]);

/**
 * The plan's confidentiality rule for sensitive care: from this age a minor consents to it alone (as
 * Oregon law lets minors of 14 consent to outpatient mental health care), so it is theirs alone.
 */
export const CONFIDENTIAL_CARE_AGE = 14;

export function isSensitive(item: Pick<Authorization, 'service'>): boolean {
  return SENSITIVE_SERVICE_CATEGORIES.has(item.service.category);
}

type Person = Pick<Member, 'memberKey' | 'memberSuffix' | 'dateOfBirth'>;

/**
 * Whether the viewer may see a request: their own always; the subscriber also those of minors in the
 * family, except sensitive care of a minor old enough to consent to it alone. An adult dependant's
 * requests are theirs alone, and a dependant never sees anyone else's.
 */
export function authorizationVisibleTo(
  item: Pick<Authorization, 'memberKey' | 'service'>,
  viewer: Person,
  members: readonly Person[],
  today: string,
): boolean {
  if (item.memberKey === viewer.memberKey) return true;
  if (!isSubscriber(viewer)) return false;
  const member = members.find((candidate) => candidate.memberKey === item.memberKey);
  if (member === undefined || isAdult(member.dateOfBirth, today)) return false;
  if (!isSensitive(item)) return true;
  const consentAge = yearsBefore(todayDay(today), CONFIDENTIAL_CARE_AGE);
  const birth = isoDay(member.dateOfBirth);
  return consentAge !== null && birth !== null && birth > consentAge;
}

export function authorizationsVisibleTo<A extends Pick<Authorization, 'memberKey' | 'service'>>(
  items: readonly A[],
  viewer: Person,
  members: readonly Person[],
  today: string,
): A[] {
  return items.filter((item) => authorizationVisibleTo(item, viewer, members, today));
}

/** The members whose requests the viewer may see (their own and, for the subscriber, the family's minors). */
export function authorizationMembersVisibleTo<M extends Person>(viewer: Person, members: readonly M[], today: string): M[] {
  return members.filter((member) => member.memberKey === viewer.memberKey || (isSubscriber(viewer) && !isAdult(member.dateOfBirth, today)));
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
