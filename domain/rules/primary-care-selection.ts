import type { EligibleDates, PcpHistoryEntry, PcpSearchRequest, PcpSelectRequest, PrimaryCareEligibility, PrimaryCareMember } from '../model';
import { PRIMARY_CARE_FIELD_LABELS } from '../copy/labels-copy';
import { overMaximumMessage } from '../copy/validation-copy';
import { isoDay, todayDay } from './dates';
import { formatPrimaryCareDate } from './formats';
import { EMAIL_PATTERN, pattern, required, validate } from './validators';

/**
 * Choosing a primary care provider (spec sections 3, 4 and 7): who may choose, from which day the choice
 * counts, how the history reads, and what the search and select requests carry.
 */

/** The first year the insurer writes for an open-ended assignment (its end is 9999-12-31). */
const OPEN_ENDED_YEAR = '9999';

/** No end, or the insurer's 9999-12-31 placeholder: the period runs on. */
export function isOpenEnded(date: string | null): boolean {
  const day = isoDay(date);
  return day === null || day.startsWith(OPEN_ENDED_YEAR);
}

/** '01/01/2024 - present' or '01/01/2024 - 12/31/2024' (mm/dd/yyyy, spec section 9). */
export function periodLabel(begin: string | null, end: string | null, present = 'present'): string {
  return `${formatPrimaryCareDate(begin)} - ${isOpenEnded(end) ? present : formatPrimaryCareDate(end)}`;
}

/**
 * The day a selection made today takes effect for a member: today while one of their eligibility periods
 * covers today (effective <= today < termination), else the start of their next period. null when no
 * period covers today or starts later: there is nothing left to choose a provider for.
 */
export function selectionEffectiveDate(eligibleDates: readonly EligibleDates[], today: string): string | null {
  const day = todayDay(today);
  const periods = eligibleDates
    .map((period) => ({ begin: isoDay(period.effectiveDate), end: isOpenEnded(period.terminationDate) ? null : isoDay(period.terminationDate) }))
    .filter((period): period is { begin: string; end: string | null } => period.begin !== null);
  if (periods.some((period) => period.begin <= day && (period.end === null || day < period.end))) return day;
  const next = periods
    .filter((period) => period.begin > day)
    .map((period) => period.begin)
    .sort()[0];
  return next ?? null;
}

/**
 * A member may choose a provider when the primary care eligibility call says the plan has primary care,
 * names the member, and the member has an eligibility period covering today or starting later.
 */
export function eligibleForSelection(
  member: PrimaryCareMember | null | undefined,
  eligibility: PrimaryCareEligibility | null,
  today: string,
): boolean {
  if (member === null || member === undefined || eligibility === null || !eligibility.eligible) return false;
  return eligibility.members.includes(member.memberKey) && selectionEffectiveDate(member.eligibleDates, today) !== null;
}

/** Selections that ended on or before today (end <= today), the most recent first. */
export function pastSelections(history: readonly PcpHistoryEntry[], today: string): PcpHistoryEntry[] {
  const day = todayDay(today);
  return history
    .filter((entry) => {
      const end = isoDay(entry.endDate);
      return !isOpenEnded(entry.endDate) && end !== null && end <= day;
    })
    .sort((a, b) => ((isoDay(b.beginDate) ?? '') < (isoDay(a.beginDate) ?? '') ? -1 : 1));
}

/** Selections that start after today (already chosen, not yet in effect), the soonest first. */
export function upcomingSelections(history: readonly PcpHistoryEntry[], today: string): PcpHistoryEntry[] {
  const day = todayDay(today);
  return history
    .filter((entry) => (isoDay(entry.beginDate) ?? '') > day && entry.pcpSelected)
    .sort((a, b) => ((isoDay(a.beginDate) ?? '') < (isoDay(b.beginDate) ?? '') ? -1 : 1));
}

/** Distances a primary care search offers, in miles, and the one it starts with. */
export const SEARCH_RADIUS_MILES: readonly number[] = [5, 10, 25, 50, 100];
export const DEFAULT_SEARCH_RADIUS_MILES = 25;
/** Results per page the search offers, and the one it starts with. */
export const SEARCH_PAGE_SIZES: readonly number[] = [10, 25];
export const DEFAULT_SEARCH_PAGE_SIZE = 10;
const SEARCH_TEXT_MAX = 60;

export { PRIMARY_CARE_FIELD_LABELS };

export interface PcpSearchForm {
  readonly zip: string;
  readonly radius: number;
  readonly searchString: string;
}

export interface PcpSearchErrors {
  readonly zip?: string;
  readonly radius?: string;
  readonly searchString?: string;
}

/** ZIP: required, 5 digits; radius: one of the offered distances; search text: optional, 60 characters at most. */
export function pcpSearchErrors(form: PcpSearchForm): PcpSearchErrors {
  const zip = validate(form.zip.trim(), [required(PRIMARY_CARE_FIELD_LABELS.zip), pattern(PRIMARY_CARE_FIELD_LABELS.zip, /^\d{5}$/)]);
  const radius = SEARCH_RADIUS_MILES.includes(form.radius) ? null : `Choose a distance of ${SEARCH_RADIUS_MILES.join(', ')} miles`;
  const searchString =
    Array.from(form.searchString.trim()).length > SEARCH_TEXT_MAX
      ? overMaximumMessage(PRIMARY_CARE_FIELD_LABELS.searchString)
      : null;
  return {
    ...(zip !== null ? { zip } : {}),
    ...(radius !== null ? { radius } : {}),
    ...(searchString !== null ? { searchString } : {}),
  };
}

export function pcpSearchRequest(form: PcpSearchForm, members: readonly { readonly memberKey: string; readonly effectiveDate: string }[]): PcpSearchRequest {
  return { members, radius: form.radius, zip: form.zip.trim(), searchString: form.searchString.trim() };
}

/** The optional confirmation e-mail: blank is fine (none is sent), anything else must be an address. */
export function confirmationEmailError(email: string): string | null {
  return email.trim() === '' ? null : validate(email.trim(), [pattern(PRIMARY_CARE_FIELD_LABELS.email, EMAIL_PATTERN)]);
}

/** The select request: one entry per member with the day the choice takes effect; a blank e-mail is null. */
export function pcpSelectRequest(
  providerId: string,
  members: readonly { readonly memberKey: string; readonly effectiveDate: string }[],
  email: string,
): PcpSelectRequest {
  const trimmed = email.trim();
  return { pcpSelectList: members.map(({ memberKey, effectiveDate }) => ({ memberKey, effectiveDate })), providerId, email: trimmed === '' ? null : trimmed };
}
