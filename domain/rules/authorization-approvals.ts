import type { Authorization, AuthorizationServiceCategory, AuthorizationStatus, Member } from '../model';
import { isoDay, parseIsoDay, todayDay, yearsBefore } from './dates';
import { isAdult, isSubscriber } from './menus-and-permissions';

/**
 * The tracker's rules that the home page also needs (whether an approval has ended or runs out within 30
 * days, and who may see whose requests), apart from authorizations.ts so that they stay on plain day
 * arithmetic: the home page is in the app's core, which carries no date library (dates.ts says why).
 */

/** Days since 1 January 1970 of a calendar day, and back (proleptic Gregorian, integer arithmetic only). */
function epochDays(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

function isoOfEpochDays(days: number): string {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthIndex = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthIndex + 2) / 5) + 1;
  const month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The calendar day `days` days after an ISO day (before it when negative); the day itself when unreadable. */
export function daysAfter(day: string, days: number): string {
  const parsed = parseIsoDay(day);
  return parsed === null ? day : isoOfEpochDays(epochDays(parsed.year, parsed.month, parsed.day) + days);
}

// ------------------------------------------------------------------ status

/** Requests that let the member get (some of) the care. */
const APPROVED: ReadonlySet<AuthorizationStatus> = new Set(['approved', 'partly-approved']);

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
  return end !== null && end >= day && end <= daysAfter(day, EXPIRY_NOTICE_DAYS);
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
