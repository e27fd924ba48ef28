import type { TextLanguage } from './authorizations';
import type { MessageAttachment } from './messages';

/**
 * Appeals of the plan's decisions and complaints (grievances) about the plan. A member appeals a denied or
 * partly denied claim, or a denied or partly approved prior authorization or referral; the plan reviews the
 * decision again (the internal appeal) and decides it by a due date; after a final internal denial the member
 * may ask for an independent external review. A complaint is about service, the quality of care or a provider,
 * not about a coverage decision. Days are yyyy-mm-dd; the moment an appeal was received is an ISO instant,
 * because an expedited appeal is decided within 72 hours of it.
 */

/** What was decided: a claim (care already received) or a prior authorization or referral (care to come). */
export type AppealedDecisionKind = 'claim' | 'authorization';

/** Care already received (a claim) or care not yet received (an authorization): the decision due date depends on it. */
export type AppealCare = 'pre-service' | 'post-service';

/** Who files: the member themself, or a representative the member named on an authorization form. */
export type Appellant = 'member' | 'representative';

/**
 * Where an appeal stands: received; in review; more information needed (the member answers with files);
 * decided; external review requested (after a final internal denial).
 */
export type AppealStatus = 'received' | 'in-review' | 'more-information-needed' | 'decided' | 'external-review-requested';
export const APPEAL_STATUSES: readonly AppealStatus[] = ['received', 'in-review', 'more-information-needed', 'decided', 'external-review-requested'];

/** The plan's decision on appeal: the denial upheld, overturned (the care covered), or partly overturned. */
export type AppealOutcome = 'upheld' | 'overturned' | 'partly-overturned';
export const APPEAL_OUTCOMES: readonly AppealOutcome[] = ['upheld', 'overturned', 'partly-overturned'];

/** The decision an appeal asks the plan to look at again, as the member's dashboard shows it. */
export interface AppealedDecision {
  readonly kind: AppealedDecisionKind;
  /** The claim's or the authorization's id. */
  readonly reference: string;
  /** The denied lines or services, in words. */
  readonly deniedLines: readonly string[];
  /** The day the plan's notice of the denial is dated: the 180 days to appeal count from it. */
  readonly noticeDate: string;
}

export interface Appeal {
  readonly appealId: string;
  /** The member who filed it (or on whose login a representative's appeal was sent): the only one who sees it. */
  readonly memberKey: string;
  /** The member whose care was denied. */
  readonly aboutMemberKey: string;
  readonly aboutMemberName: string;
  readonly decision: AppealedDecision;
  readonly appellant: Appellant;
  /** The representative's name, when a representative appeals. */
  readonly representativeName: string | null;
  readonly reason: string;
  readonly expedited: boolean;
  readonly care: AppealCare;
  readonly status: AppealStatus;
  /** ISO instant the plan received the appeal. */
  readonly receivedAt: string;
  /** ISO instant the decision is due by. */
  readonly decisionDueAt: string;
  /** The day it was decided; null until then. */
  readonly decidedOn: string | null;
  readonly outcome: AppealOutcome | null;
  /** More information needed: what the plan asks for. */
  readonly informationRequested: string | null;
  /** Whether the decision letter (a PDF) can be downloaded. */
  readonly decisionLetter: boolean;
  /** The files sent with the appeal and with its answers. */
  readonly attachments: readonly MessageAttachment[];
  /**
   * The language of the plan's texts in it (the denied lines, what it asks for), which the dashboard marks
   * when it is not the page's: Spanish only when the plan has every one of them in Spanish.
   */
  readonly language: TextLanguage;
}

/** What a member sends to file an appeal. */
export interface NewAppeal {
  readonly decisionKind: AppealedDecisionKind;
  readonly reference: string;
  readonly appellant: Appellant;
  readonly representativeName: string | null;
  /** The uploaded authorization form naming the representative (required when a representative appeals). */
  readonly representativeFormId: string | null;
  readonly reason: string;
  readonly expedited: boolean;
  /** The member attests that waiting for a standard decision could seriously harm their health. */
  readonly urgentAttestation: boolean;
  /** Uploaded supporting documents (the messages' upload call). */
  readonly attachmentIds: readonly string[];
}

/** The member's answer to a request for more information: a note and the files asked for. */
export interface AppealInformation {
  readonly note: string;
  readonly attachmentIds: readonly string[];
}

/** A complaint (grievance) is about service, the quality of care, or a provider. */
export type ComplaintCategory = 'service' | 'quality-of-care' | 'provider';
export const COMPLAINT_CATEGORIES: readonly ComplaintCategory[] = ['service', 'quality-of-care', 'provider'];

export type ComplaintStatus = 'received' | 'in-review' | 'resolved';

export interface Complaint {
  readonly complaintId: string;
  readonly memberKey: string;
  readonly category: ComplaintCategory;
  readonly description: string;
  readonly status: ComplaintStatus;
  /** The day it was received. */
  readonly receivedOn: string;
  /** The day the plan answers by (30 days after receipt). */
  readonly answerDueOn: string;
  /** The day it was resolved, and the plan's answer; null until then. */
  readonly resolvedOn: string | null;
  readonly resolution: string | null;
  /** The language the member wrote it in, which the plan answers in: its description and resolution are marked with it. */
  readonly language: TextLanguage;
}

export interface NewComplaint {
  readonly category: ComplaintCategory;
  readonly description: string;
}
