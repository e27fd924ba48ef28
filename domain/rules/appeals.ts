import type {
  Appeal,
  AppealCare,
  AppealedDecisionKind,
  AppealStatus,
  Authorization,
  Claim,
  ClaimServiceLine,
  ComplaintCategory,
  Member,
  NewAppeal,
} from '../model';
import { APPEAL_RULES_COPY } from '../copy/appeals-copy';
import type { AttachmentRefusal } from './attachments';
import { daysAfter } from './authorization-approvals';
import { familyMembersVisibleTo } from './claims';
import { isoDay, parseIsoDay, todayDay } from './dates';

/**
 * Appeals of the plan's decisions and complaints (grievances), after the federal claims and appeals rules:
 * the ERISA claims procedure (29 CFR 2560.503-1) and, for group health plans, the internal claims, appeals
 * and external review rule (45 CFR 147.136).
 *
 * - A member has 180 days from the notice of an adverse benefit determination to appeal it
 *   (29 CFR 2560.503-1(h)(3)(i)); past it, the page explains the options that remain instead of filing.
 * - The plan decides an appeal within 72 hours when it is expedited (urgent care), within 30 days for care not
 *   yet received (pre-service: an authorization) and within 60 days for care already received (post-service:
 *   a claim) (29 CFR 2560.503-1(i)(2)). Only care not yet received can be urgent (2560.503-1(m)(1)).
 * - After a final internal denial the member may ask for an independent external review within 4 months of
 *   the notice (45 CFR 147.136(d)(2)(i)).
 * - A member appeals for themself; the subscriber also for a dependant, only where the claims rules already
 *   let them see that member's claims. A representative appeals with the member's signed authorization form
 *   attached (2560.503-1(b)(4)); an expedited appeal carries the member's attestation that waiting could
 *   seriously harm their health.
 */

type Person = Pick<Member, 'memberKey' | 'memberSuffix'>;

export const APPEAL_FILING_DAYS = 180;
export const EXPEDITED_DECISION_HOURS = 72;
export const PRE_SERVICE_DECISION_DAYS = 30;
export const POST_SERVICE_DECISION_DAYS = 60;
export const EXTERNAL_REVIEW_MONTHS = 4;
export const APPEAL_REASON_MAX = 4000;
export const COMPLAINT_DESCRIPTION_MAX = 2000;
export const COMPLAINT_ANSWER_DAYS = 30;

// ------------------------------------------------------------------ days

/** Days from one ISO day to another (negative when `to` is before `from`). */
export function daysBetween(from: string, to: string): number {
  const a = parseIsoDay(isoDay(from));
  const b = parseIsoDay(isoDay(to));
  if (a === null || b === null) return Number.NaN;
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000);
}

/** The calendar day `months` months after an ISO day; a day the month does not have becomes its last day. */
export function monthsAfter(day: string, months: number): string {
  const parsed = parseIsoDay(isoDay(day));
  if (parsed === null) return day;
  const index = parsed.year * 12 + (parsed.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(parsed.day, last)).padStart(2, '0')}`;
}

// ------------------------------------------------------------------ the filing deadline

/** What a member past the filing deadline can still do, in the order the page offers them. */
export type RemainingOption = 'late-appeal-for-good-cause' | 'complaint' | 'state-consumer-assistance';
export const REMAINING_OPTIONS: readonly RemainingOption[] = ['late-appeal-for-good-cause', 'complaint', 'state-consumer-assistance'];

export type FilingWindow =
  | { readonly open: true; readonly deadline: string; readonly daysLeft: number }
  | { readonly open: false; readonly deadline: string; readonly options: readonly RemainingOption[] };

/** The last day to appeal (180 days after the notice's date), and whether today is on or before it. */
export function filingWindow(noticeDate: string, today: string): FilingWindow {
  const deadline = daysAfter(isoDay(noticeDate) ?? noticeDate, APPEAL_FILING_DAYS);
  const daysLeft = daysBetween(todayDay(today), deadline);
  return daysLeft >= 0 ? { open: true, deadline, daysLeft } : { open: false, deadline, options: REMAINING_OPTIONS };
}

// ------------------------------------------------------------------ decision due dates

/** A claim is care already received; an authorization is care not yet received. */
export function careOf(kind: AppealedDecisionKind): AppealCare {
  return kind === 'claim' ? 'post-service' : 'pre-service';
}

/** When the plan must decide: 72 hours after receipt when expedited, else 30 days (pre-service) or 60 days (post-service). */
export function decisionDueAt(receivedAt: string, expedited: boolean, care: AppealCare): string {
  const received = new Date(receivedAt);
  if (Number.isNaN(received.getTime())) return receivedAt;
  const hours = expedited ? EXPEDITED_DECISION_HOURS : 24 * (care === 'pre-service' ? PRE_SERVICE_DECISION_DAYS : POST_SERVICE_DECISION_DAYS);
  return new Date(received.getTime() + hours * 3_600_000).toISOString().replace('.000Z', 'Z');
}

// ------------------------------------------------------------------ external review

export type ExternalReview =
  /** Still being decided internally. */
  | { readonly kind: 'not-yet' }
  /** The appeal was overturned: the care is covered, nothing is left to review. */
  | { readonly kind: 'not-needed' }
  | { readonly kind: 'eligible'; readonly askBy: string; readonly daysLeft: number }
  | { readonly kind: 'too-late'; readonly askBy: string }
  | { readonly kind: 'requested' };

/**
 * Whether the member may ask for an external review: after a final internal denial (the appeal upheld or only
 * partly overturned), within 4 months of the decision's notice.
 */
export function externalReview(appeal: Pick<Appeal, 'status' | 'outcome' | 'decidedOn'>, today: string): ExternalReview {
  if (appeal.status === 'external-review-requested') return { kind: 'requested' };
  if (appeal.status !== 'decided' || appeal.decidedOn === null || appeal.outcome === null) return { kind: 'not-yet' };
  if (appeal.outcome === 'overturned') return { kind: 'not-needed' };
  const askBy = monthsAfter(appeal.decidedOn, EXTERNAL_REVIEW_MONTHS);
  const daysLeft = daysBetween(todayDay(today), askBy);
  return daysLeft >= 0 ? { kind: 'eligible', askBy, daysLeft } : { kind: 'too-late', askBy };
}

// ------------------------------------------------------------------ what may be appealed, and by whom

/** A denied request, or one approved only in part. */
export function authorizationIsAppealable(item: Pick<Authorization, 'status'>): boolean {
  return item.status === 'denied' || item.status === 'partly-approved';
}

/** A decided line the plan paid nothing for, leaving its billed amount not covered. */
export function lineIsDenied(line: Pick<ClaimServiceLine, 'allowed' | 'planPaid' | 'memberShare'>): boolean {
  return line.allowed !== null && line.planPaid === 0 && (line.memberShare?.notCovered ?? 0) > 0;
}

/** The lines an appeal of the claim is about: every line of a denied claim, else the denied lines. */
export function deniedLinesOf<L extends Pick<ClaimServiceLine, 'allowed' | 'planPaid' | 'memberShare'>>(claim: Pick<Claim, 'status'> & { readonly serviceLines: readonly L[] }): L[] {
  return claim.status === 'denied' ? [...claim.serviceLines] : claim.serviceLines.filter(lineIsDenied);
}

/** A denied claim, or a decided one with at least one denied line (partly denied). */
export function claimIsAppealable(claim: Pick<Claim, 'status'> & { readonly serviceLines: readonly Pick<ClaimServiceLine, 'allowed' | 'planPaid' | 'memberShare'>[] }): boolean {
  return claim.status !== 'pending' && deniedLinesOf(claim).length > 0;
}

/**
 * Whose decisions the viewer may appeal: their own, and the subscriber also a dependant's, where the claims
 * rule lets them see that member's claims.
 */
export function mayAppealFor(viewer: Person, aboutMemberKey: string, members: readonly Person[]): boolean {
  return familyMembersVisibleTo(viewer, members).some((member) => member.memberKey === aboutMemberKey);
}

/** A decision the member might appeal, as the links to the form and the form itself start from it. */
export interface AppealableDecision {
  readonly kind: AppealedDecisionKind;
  /** The claim's or the authorization's id. */
  readonly reference: string;
  /** The member whose care was denied. */
  readonly memberKey: string;
  /** The day the denial notice is dated: the claim's processed date, the authorization's decision date. */
  readonly noticeDate: string;
}

/** A denied or partly denied claim that has been processed; null for any other. */
export function claimDecision(
  claim: Pick<Claim, 'claimId' | 'status' | 'memberKey' | 'processedDate'> & { readonly serviceLines: readonly Pick<ClaimServiceLine, 'allowed' | 'planPaid' | 'memberShare'>[] },
): AppealableDecision | null {
  if (!claimIsAppealable(claim) || claim.processedDate === null) return null;
  return { kind: 'claim', reference: claim.claimId, memberKey: claim.memberKey, noticeDate: claim.processedDate };
}

/** A denied or partly approved request with its decision's date; null for any other. */
export function authorizationDecision(item: Pick<Authorization, 'authorizationId' | 'status' | 'memberKey' | 'decisionDate'>): AppealableDecision | null {
  if (!authorizationIsAppealable(item) || item.decisionDate === null) return null;
  return { kind: 'authorization', reference: item.authorizationId, memberKey: item.memberKey, noticeDate: item.decisionDate };
}

/**
 * What a claim or an authorization offers about appealing it:
 * - 'appeal': the link "Appeal this decision", when the decision may be appealed, by this viewer (for
 *   themself, or the subscriber for a dependant: `mayAppealFor`), within the 180 days, and no appeal of it
 *   that the viewer filed is still open (that appeal is shown on the decision instead) or overturned it
 *   (nothing of the denial is left to appeal);
 * - 'past-deadline': the same, but past the 180 days: a link to what the member can still do instead;
 * - 'none': nothing.
 */
export type AppealOffer = 'appeal' | 'past-deadline' | 'none';

export function appealOffer(
  decision: AppealableDecision | null,
  context: {
    readonly viewer: Person;
    readonly members: readonly Person[];
    /** The appeals the gateway answered the viewer. */
    readonly appeals: readonly Pick<Appeal, 'memberKey' | 'decision' | 'status' | 'outcome'>[];
    readonly today: string;
  },
): AppealOffer {
  if (decision === null || !mayAppealFor(context.viewer, decision.memberKey, context.members)) return 'none';
  const settled = appealsOf(appealsVisibleTo(context.appeals, context.viewer), decision.reference).some(
    (appeal) => appealIsOpen(appeal.status) || appeal.outcome === 'overturned',
  );
  if (settled) return 'none';
  return filingWindow(decision.noticeDate, context.today).open ? 'appeal' : 'past-deadline';
}

/**
 * The appeal that reversed a decision, wholly or in part (the latest so decided), or null: the decision
 * shown is then not the last word, and the claim or request is processed again.
 */
export function reversingAppeal<A extends Pick<Appeal, 'decision' | 'outcome' | 'decidedOn'>>(appeals: readonly A[], reference: string): (A & { readonly decidedOn: string }) | null {
  const reversed = appealsOf(appeals, reference).filter(
    (appeal): appeal is A & { readonly decidedOn: string } => (appeal.outcome === 'overturned' || appeal.outcome === 'partly-overturned') && appeal.decidedOn !== null,
  );
  return reversed.reduce<(A & { readonly decidedOn: string }) | null>((latest, appeal) => (latest === null || appeal.decidedOn > latest.decidedOn ? appeal : latest), null);
}

/** An appeal, like a message thread, is its filer's alone. */
export function appealsVisibleTo<A extends Pick<Appeal, 'memberKey'>>(appeals: readonly A[], viewer: Pick<Member, 'memberKey'>): A[] {
  return appeals.filter((appeal) => appeal.memberKey === viewer.memberKey);
}

/** The appeals about one claim or authorization. */
export function appealsOf<A extends Pick<Appeal, 'decision'>>(appeals: readonly A[], reference: string): A[] {
  return appeals.filter((appeal) => appeal.decision.reference === reference);
}

/** Whether the member can answer the plan now (more information is needed). */
export function awaitsInformation(appeal: Pick<Appeal, 'status'>): boolean {
  return appeal.status === 'more-information-needed';
}

/** Statuses that are still open: the plan has not decided yet. */
export function appealIsOpen(status: AppealStatus): boolean {
  return status === 'received' || status === 'in-review' || status === 'more-information-needed';
}

// ------------------------------------------------------------------ the form

export interface AppealErrors {
  readonly reason?: string;
  readonly representativeName?: string;
  readonly representativeForm?: string;
  readonly urgentAttestation?: string;
  readonly expedited?: string;
}

type AppealDraft = Pick<NewAppeal, 'decisionKind' | 'appellant' | 'representativeName' | 'representativeFormId' | 'reason' | 'expedited' | 'urgentAttestation'>;

/** What stops an appeal from being filed. */
export function appealErrors(draft: AppealDraft): AppealErrors {
  const errors: { -readonly [K in keyof AppealErrors]: string } = {};
  const reason = draft.reason.trim();
  if (reason === '') errors.reason = APPEAL_RULES_COPY.reasonRequired;
  else if (reason.length > APPEAL_REASON_MAX) errors.reason = APPEAL_RULES_COPY.reasonTooLong;
  if (draft.appellant === 'representative') {
    if ((draft.representativeName ?? '').trim() === '') errors.representativeName = APPEAL_RULES_COPY.representativeNameRequired;
    if (draft.representativeFormId === null || draft.representativeFormId === '') errors.representativeForm = APPEAL_RULES_COPY.representativeFormRequired;
  }
  if (draft.expedited) {
    if (careOf(draft.decisionKind) === 'post-service') errors.expedited = APPEAL_RULES_COPY.expeditedOnlyBeforeCare;
    else if (!draft.urgentAttestation) errors.urgentAttestation = APPEAL_RULES_COPY.attestationRequired;
  }
  return errors;
}

/** The refusal of a file for an appeal, in the member's words (the rule itself is attachments.ts). */
export function appealAttachmentRefusalMessage(refusal: AttachmentRefusal, fileName: string): string {
  switch (refusal) {
    case 'wrong-type':
      return APPEAL_RULES_COPY.wrongType(fileName);
    case 'too-big':
      return APPEAL_RULES_COPY.tooBig(fileName);
    case 'too-many':
      return APPEAL_RULES_COPY.tooMany(fileName);
    case 'empty':
      return APPEAL_RULES_COPY.empty(fileName);
  }
}

export interface ComplaintErrors {
  readonly category?: string;
  readonly description?: string;
}

/** What stops a complaint from being sent. */
export function complaintErrors(draft: { readonly category: ComplaintCategory | null; readonly description: string }): ComplaintErrors {
  const errors: { -readonly [K in keyof ComplaintErrors]: string } = {};
  if (draft.category === null) errors.category = APPEAL_RULES_COPY.categoryRequired;
  const description = draft.description.trim();
  if (description === '') errors.description = APPEAL_RULES_COPY.descriptionRequired;
  else if (description.length > COMPLAINT_DESCRIPTION_MAX) errors.description = APPEAL_RULES_COPY.descriptionTooLong;
  return errors;
}

/** The day the plan answers a complaint by. */
export function complaintAnswerDue(receivedOn: string): string {
  return daysAfter(receivedOn, COMPLAINT_ANSWER_DAYS);
}

