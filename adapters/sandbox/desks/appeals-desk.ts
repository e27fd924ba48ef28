import { right } from 'fp-ts/Either';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import type { Language } from '../../../domain/copy/language';
import type { Appeal, AppealedDecision, AppealInformation, AppealStatus, Complaint, ComplaintStatus, MessageAttachment, NewAppeal, NewComplaint } from '../../../domain/model';
import {
  appealErrors,
  appealIsOpen,
  appealsVisibleTo,
  careOf,
  claimIsAppealable,
  complaintAnswerDue,
  complaintErrors,
  decisionDueAt,
  deniedLinesOf,
  externalReview,
  filingWindow,
  mayAppealFor,
  authorizationIsAppealable,
} from '../../../domain/rules/appeals';
import { ATTACHMENTS_PER_MESSAGE } from '../../../domain/rules/attachments';
import { authorizationVisibleTo, daysAfter } from '../../../domain/rules/authorization-approvals';
import { claimsVisibleTo } from '../../../domain/rules/claims';
import { todayDay } from '../../../domain/rules/dates';
import { appealsOf } from '../personas/appeals-builder';
import { textsIn } from '../personas/insurer-language';
import { authorizationsOf } from '../personas/authorizations-builder';
import { winAnsi } from '../pdf-text';
import { type AppealsState, type Answer, fail, type MemberSession, type SandboxState, type StoredAppeal, type StoredAttachment, type StoredComplaint, type Token } from '../sandbox-state';

/**
 * The sandbox insurer's desk for appeals and complaints (the appeals port). A family's appeals are kept
 * together, the personas' own (personas/appeals-builder.ts) among them, and each belongs to the member who
 * filed it: another member's appeal is refused with 403, whoever asks. An appeal moves on by a timetable
 * counted in the sandbox's days from the day it was received (pin a later day with X-Sandbox-Today to see
 * it move):
 * - the day it is received: received; from the next day: in review;
 * - filed without documents: more information needed from the 3rd day, until the member answers; then
 *   decided 7 days after the answer;
 * - filed with documents: decided on the 14th day; expedited: on the 2nd (within the 72 hours);
 * - decided: the denial upheld, overturned or partly overturned, with a decision letter (a PDF);
 * - after a denial upheld (in full or in part) the member may ask for an external review within 4 months.
 * A complaint is received on its day, in review from the next, and resolved on the 10th.
 * Files are the secure messages' uploads (messages.upload): an appeal takes those the member uploaded and
 * has not sent yet. A filing, an answer or a complaint repeated with the same Idempotency-Key is done once.
 */

export const IN_REVIEW_AFTER_DAYS = 1;
export const INFORMATION_ASKED_AFTER_DAYS = 3;
export const DECIDED_AFTER_DAYS = 14;
export const EXPEDITED_DECIDED_AFTER_DAYS = 2;
export const DECIDED_AFTER_ANSWER_DAYS = 7;
export const COMPLAINT_RESOLVED_AFTER_DAYS = 10;

const WORDS = {
  en: {
    informationRequested: 'Please send your doctor’s notes or a letter explaining why this care is medically necessary.',
    resolution: 'We looked into your complaint, shared it with the team involved and have taken steps so that it does not happen again.',
  },
  es: {
    informationRequested: 'Envíe las notas de su médico o una carta que explique por qué esta atención es médicamente necesaria.',
    resolution: 'Revisamos su queja, la compartimos con el equipo correspondiente y tomamos medidas para que no vuelva a ocurrir.',
  },
} as const;

/** The day an appeal is decided, or null while it waits for the member's answer. */
export function decisionDayOf(appeal: Pick<StoredAppeal, 'receivedOn' | 'expedited' | 'withDocuments' | 'answeredOn'>): string | null {
  if (appeal.expedited) return daysAfter(appeal.receivedOn, EXPEDITED_DECIDED_AFTER_DAYS);
  if (appeal.withDocuments) return daysAfter(appeal.receivedOn, DECIDED_AFTER_DAYS);
  return appeal.answeredOn === null ? null : daysAfter(appeal.answeredOn, DECIDED_AFTER_ANSWER_DAYS);
}

/** Where an appeal stands on a day, by the timetable. */
export function appealStatusOn(appeal: StoredAppeal, today: string): AppealStatus {
  const day = todayDay(today);
  if (appeal.externalReviewOn !== null && day >= appeal.externalReviewOn) return 'external-review-requested';
  const decided = decisionDayOf(appeal);
  if (decided !== null && day >= decided) return 'decided';
  if (!appeal.withDocuments && !appeal.expedited && appeal.answeredOn === null && day >= daysAfter(appeal.receivedOn, INFORMATION_ASKED_AFTER_DAYS)) return 'more-information-needed';
  return day >= daysAfter(appeal.receivedOn, IN_REVIEW_AFTER_DAYS) ? 'in-review' : 'received';
}

function appealOn(appeal: StoredAppeal, today: string, asked: Language): Appeal {
  const status = appealStatusOn(appeal, today);
  const decided = status === 'decided' || status === 'external-review-requested';
  // The denied lines in the language asked for when the insurer has them all so; what it asks for follows them.
  const { texts: deniedLines, language } = textsIn(asked, appeal.decision.deniedLines);
  return {
    appealId: appeal.appealId,
    memberKey: appeal.memberKey,
    aboutMemberKey: appeal.aboutMemberKey,
    aboutMemberName: appeal.aboutMemberName,
    decision: { ...appeal.decision, deniedLines },
    appellant: appeal.appellant,
    representativeName: appeal.representativeName,
    reason: appeal.reason,
    expedited: appeal.expedited,
    care: careOf(appeal.decision.kind),
    status,
    receivedAt: appeal.receivedAt,
    decisionDueAt: decisionDueAt(appeal.receivedAt, appeal.expedited, careOf(appeal.decision.kind)),
    decidedOn: decided ? decisionDayOf(appeal) : null,
    outcome: decided ? appeal.outcome : null,
    informationRequested: status === 'more-information-needed' ? WORDS[language].informationRequested : null,
    decisionLetter: decided,
    attachments: appeal.attachments,
    language,
  };
}

function complaintStatusOn(complaint: StoredComplaint, today: string): ComplaintStatus {
  const day = todayDay(today);
  if (day >= daysAfter(complaint.receivedOn, COMPLAINT_RESOLVED_AFTER_DAYS)) return 'resolved';
  return day >= daysAfter(complaint.receivedOn, 1) ? 'in-review' : 'received';
}

function complaintOn(complaint: StoredComplaint, today: string): Complaint {
  const status = complaintStatusOn(complaint, today);
  return {
    complaintId: complaint.complaintId,
    memberKey: complaint.memberKey,
    category: complaint.category,
    description: complaint.description,
    status,
    receivedOn: complaint.receivedOn,
    answerDueOn: complaintAnswerDue(complaint.receivedOn),
    resolvedOn: status === 'resolved' ? daysAfter(complaint.receivedOn, COMPLAINT_RESOLVED_AFTER_DAYS) : null,
    resolution: status === 'resolved' ? WORDS[complaint.language].resolution : null,
    language: complaint.language,
  };
}

const newestFirst = <T extends { readonly sortKey: string }>(a: T, b: T): number => (a.sortKey < b.sortKey ? 1 : a.sortKey > b.sortKey ? -1 : 0);

export class AppealsDesk {
  constructor(private readonly state: SandboxState) {}

  list(token: Token, today: string, language: Language): Answer<{ readonly appeals: readonly Appeal[] }> {
    return this.withAppeals(token, today, (session, own) =>
      right({
        appeals: appealsVisibleTo(own.appeals, session.viewer)
          .map((appeal) => ({ sortKey: `${appeal.receivedAt}|${appeal.appealId}`, appeal }))
          .sort(newestFirst)
          .map(({ appeal }) => appealOn(appeal, today, language)),
      }),
    );
  }

  detail(token: Token, appealId: string, today: string, language: Language): Answer<Appeal> {
    return this.withAppeal(token, today, appealId, (_session, _own, appeal) => right(appealOn(appeal, today, language)));
  }

  file(token: Token, request: NewAppeal, today: string, language: Language, idempotencyKey: string | null): Answer<Appeal> {
    return this.withAppeals(token, today, (session, own) => {
      const repeated = this.repeated(own, session, 'file', idempotencyKey);
      if (repeated !== null) return right(appealOn(repeated, today, language));
      const errors = appealErrors(request);
      if (Object.keys(errors).length > 0) return fail(400, 'INVALID_APPEAL', 'The appeal cannot be filed as it is.', { fieldErrors: errors });
      const decision = this.decisionOf(session, request, today);
      if (!('reference' in decision)) return decision.answer;
      const window = filingWindow(decision.noticeDate, today);
      if (!window.open) return fail(422, 'FILING_DEADLINE_PASSED', `The last day to appeal this decision was ${window.deadline}.`, { deadline: window.deadline });
      if (own.appeals.some((appeal) => appeal.decision.reference === decision.reference && appealIsOpen(appealStatusOn(appeal, today)))) {
        return fail(409, 'ALREADY_APPEALED', 'This decision already has an appeal in progress.');
      }
      const ids = request.representativeFormId === null ? request.attachmentIds : [request.representativeFormId, ...request.attachmentIds];
      const files = this.takeFiles(session, ids);
      if (!Array.isArray(files)) return files;
      const member = session.plan.account.members.find((candidate) => candidate.memberKey === decision.memberKey);
      const receivedOn = todayDay(today);
      const appealId = `AP-${String(++own.filed.appeals).padStart(5, '0')}`;
      const documents = request.attachmentIds.length > 0;
      const appeal: StoredAppeal = {
        appealId,
        memberKey: session.viewer.memberKey,
        aboutMemberKey: decision.memberKey,
        aboutMemberName: member === undefined ? '' : `${member.firstName} ${member.lastName}`,
        decision: { kind: decision.kind, reference: decision.reference, deniedLines: decision.deniedLines, noticeDate: decision.noticeDate },
        appellant: request.appellant,
        representativeName: request.appellant === 'representative' ? (request.representativeName ?? '').trim() : null,
        reason: request.reason.trim(),
        expedited: request.expedited,
        receivedOn,
        receivedAt: `${receivedOn}T${clock(own.filed.appeals)}Z`,
        withDocuments: documents,
        outcome: outcomeOf(decision, documents),
        answeredOn: null,
        externalReviewOn: null,
        attachments: files.map((file) => sent(file, appealId)),
      };
      own.appeals.push(appeal);
      if (idempotencyKey !== null) own.keys.set(`${session.viewer.memberKey}:file:${idempotencyKey}`, appealId);
      return right(appealOn(appeal, today, language));
    });
  }

  answer(token: Token, request: { readonly appealId: string } & AppealInformation, today: string, language: Language, idempotencyKey: string | null): Answer<Appeal> {
    return this.withAppeal(token, today, request.appealId, (session, own, appeal) => {
      const repeated = this.repeated(own, session, 'answer', idempotencyKey);
      if (repeated !== null) return right(appealOn(repeated, today, language));
      if (appealStatusOn(appeal, today) !== 'more-information-needed') return fail(409, 'NO_INFORMATION_REQUESTED', 'The plan is not waiting for information on this appeal.');
      if (request.note.trim() === '' && request.attachmentIds.length === 0) return fail(400, 'EMPTY_ANSWER', 'Send a note or a file.');
      if (appeal.attachments.length + request.attachmentIds.length > ATTACHMENTS_PER_MESSAGE) return fail(400, 'TOO_MANY_ATTACHMENTS', 'An appeal can carry at most 5 files.');
      const files = this.takeFiles(session, request.attachmentIds);
      if (!Array.isArray(files)) return files;
      appeal.attachments = [...appeal.attachments, ...files.map((file) => sent(file, appeal.appealId))];
      appeal.answeredOn = todayDay(today);
      if (files.length > 0) appeal.outcome = outcomeOf({ kind: appeal.decision.kind, deniedLines: appeal.decision.deniedLines }, true);
      if (idempotencyKey !== null) own.keys.set(`${session.viewer.memberKey}:answer:${idempotencyKey}`, appeal.appealId);
      return right(appealOn(appeal, today, language));
    });
  }

  externalReview(token: Token, appealId: string, today: string, language: Language): Answer<Appeal> {
    return this.withAppeal(token, today, appealId, (_session, _own, appeal) => {
      const review = externalReview(appealOn(appeal, today, language), today);
      if (review.kind === 'requested') return right(appealOn(appeal, today, language));
      if (review.kind !== 'eligible') return fail(409, 'EXTERNAL_REVIEW_NOT_AVAILABLE', review.kind === 'too-late' ? `The last day to ask was ${review.askBy}.` : 'Only an appeal denied in full or in part can go to external review.');
      appeal.externalReviewOn = todayDay(today);
      return right(appealOn(appeal, today, language));
    });
  }

  async letter(token: Token, appealId: string, today: string): Promise<Answer<Uint8Array>> {
    const found = this.withAppeal(token, today, appealId, (_session, _own, appeal) => right(appeal));
    if (found._tag === 'Left') return found;
    const view = appealOn(found.right, today, 'en');
    if (!view.decisionLetter) return fail(409, 'NOT_DECIDED', 'The plan has not decided this appeal yet.');
    return right(await decisionLetterPdf(view));
  }

  complaints(token: Token, today: string): Answer<{ readonly complaints: readonly Complaint[] }> {
    return this.withAppeals(token, today, (session, own) =>
      right({
        complaints: own.complaints
          .filter((complaint) => complaint.memberKey === session.viewer.memberKey)
          .map((complaint) => ({ sortKey: `${complaint.receivedOn}|${complaint.complaintId}`, complaint }))
          .sort(newestFirst)
          .map(({ complaint }) => complaintOn(complaint, today)),
      }),
    );
  }

  complain(token: Token, request: NewComplaint, today: string, language: Language, idempotencyKey: string | null): Answer<Complaint> {
    return this.withAppeals(token, today, (session, own) => {
      if (idempotencyKey !== null) {
        const id = own.keys.get(`${session.viewer.memberKey}:complain:${idempotencyKey}`);
        const repeated = own.complaints.find((complaint) => complaint.complaintId === id);
        if (repeated !== undefined) return right(complaintOn(repeated, today));
      }
      const errors = complaintErrors(request);
      if (Object.keys(errors).length > 0) return fail(400, 'INVALID_COMPLAINT', 'The complaint cannot be sent as it is.', { fieldErrors: errors });
      const complaint: StoredComplaint = {
        complaintId: `CP-${String(++own.filed.complaints).padStart(5, '0')}`,
        memberKey: session.viewer.memberKey,
        category: request.category,
        description: request.description.trim(),
        receivedOn: todayDay(today),
        language,
      };
      own.complaints.push(complaint);
      if (idempotencyKey !== null) own.keys.set(`${session.viewer.memberKey}:complain:${idempotencyKey}`, complaint.complaintId);
      return right(complaintOn(complaint, today));
    });
  }

  // ---------------------------------------------------------------- the desk's own

  /** The family's appeals, with the personas' own from the first time the family is seen. */
  private withAppeals<T>(token: Token, today: string, answer: (session: MemberSession, own: AppealsState) => Answer<T>): Answer<T> {
    return this.state.withMember(token, today, (session) => {
      const family = this.state.familyState(session.familyKey);
      if (family.appeals === undefined) {
        const seeded = appealsOf(session.plan, todayDay(today));
        family.appeals = { appeals: seeded.appeals, complaints: seeded.complaints, keys: new Map(), filed: { appeals: 0, complaints: 0 } };
      }
      return answer(session, family.appeals);
    });
  }

  private withAppeal<T>(token: Token, today: string, appealId: string, answer: (session: MemberSession, own: AppealsState, appeal: StoredAppeal) => Answer<T>): Answer<T> {
    return this.withAppeals(token, today, (session, own) => {
      const appeal = own.appeals.find((candidate) => candidate.appealId === appealId);
      if (appeal === undefined) return fail(404, 'APPEAL_NOT_FOUND', 'No such appeal.');
      if (appeal.memberKey !== session.viewer.memberKey) return fail(403, 'NOT_YOURS', 'Only the member who filed an appeal may see it.');
      return answer(session, own, appeal);
    });
  }

  private repeated(own: AppealsState, session: MemberSession, call: string, idempotencyKey: string | null): StoredAppeal | null {
    if (idempotencyKey === null) return null;
    const id = own.keys.get(`${session.viewer.memberKey}:${call}:${idempotencyKey}`);
    return own.appeals.find((appeal) => appeal.appealId === id) ?? null;
  }

  /** The decision appealed, as the viewer may see it, or the refusal. */
  private decisionOf(session: MemberSession, request: NewAppeal, today: string): (AppealedDecision & { readonly memberKey: string }) | { readonly answer: Answer<never> } {
    const members = session.plan.account.members;
    if (request.decisionKind === 'authorization') {
      const item = authorizationsOf(session.plan, today).find((candidate) => candidate.authorizationId === request.reference);
      if (item === undefined || !authorizationVisibleTo(item, session.viewer, members, today)) return { answer: fail(404, 'AUTHORIZATION_NOT_FOUND', `No request ${request.reference} was found.`) };
      if (!mayAppealFor(session.viewer, item.memberKey, members)) return { answer: fail(403, 'NOT_YOURS', 'A member appeals for themselves, or for a dependant whose claims they may see.') };
      if (!authorizationIsAppealable(item) || item.decisionDate === null) return { answer: fail(409, 'NOT_APPEALABLE', 'Only a denied or partly approved request can be appealed.') };
      return { kind: 'authorization', reference: item.authorizationId, deniedLines: [item.service.description], noticeDate: item.decisionDate, memberKey: item.memberKey };
    }
    const claim = session.plan.claims.claims.find((candidate) => candidate.claimId === request.reference);
    if (claim === undefined || claimsVisibleTo([claim], session.viewer, members).length === 0) return { answer: fail(404, 'CLAIM_NOT_FOUND', `No claim ${request.reference} was found.`) };
    if (!mayAppealFor(session.viewer, claim.memberKey, members)) return { answer: fail(403, 'NOT_YOURS', 'A member appeals for themselves, or for a dependant whose claims they may see.') };
    if (!claimIsAppealable(claim) || claim.processedDate === null) return { answer: fail(409, 'NOT_APPEALABLE', 'Only a denied or partly denied claim can be appealed.') };
    return { kind: 'claim', reference: claim.claimId, deniedLines: deniedLinesOf(claim).map((line) => line.description), noticeDate: claim.processedDate, memberKey: claim.memberKey };
  }

  /** The member's uploaded files not yet sent, by id (the secure messages' uploads). */
  private takeFiles(session: MemberSession, ids: readonly string[]): StoredAttachment[] | Answer<never> {
    if (ids.length > ATTACHMENTS_PER_MESSAGE) return fail(400, 'TOO_MANY_ATTACHMENTS', 'An appeal can carry at most 5 files.');
    const uploads = this.state.familyState(session.familyKey).messages?.attachments;
    const found = ids.map((id) => uploads?.get(id));
    if (found.some((file) => file === undefined || file.ownerKey !== session.viewer.memberKey || file.threadId !== null)) {
      return fail(400, 'UNKNOWN_ATTACHMENT', 'A file named is not one this member uploaded and has not sent yet.');
    }
    return found as StoredAttachment[];
  }
}

/** A file once sent with an appeal: no longer free for another message or appeal. */
function sent(file: StoredAttachment, appealId: string): MessageAttachment {
  file.threadId = appealId;
  const { attachmentId, fileName, contentType, size, state } = file;
  return { attachmentId, fileName, contentType, size, state };
}

/**
 * The sandbox's plan decides by a fixed rule: an authorization appealed with documents is overturned; a
 * claim with documents is partly overturned when more than one line was denied, else upheld; without
 * documents the denial is upheld.
 */
function outcomeOf(decision: Pick<AppealedDecision, 'kind' | 'deniedLines'>, documents: boolean): StoredAppeal['outcome'] {
  if (!documents) return 'upheld';
  if (decision.kind === 'authorization') return 'overturned';
  return decision.deniedLines.length > 1 ? 'partly-overturned' : 'upheld';
}

/** The sandbox has no clock of its own: a family's filings of one day are a minute apart from 09:00. */
function clock(sequence: number): string {
  const minutes = 9 * 60 + (sequence % (14 * 60));
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
}

const OUTCOME_SENTENCES: Readonly<Record<NonNullable<Appeal['outcome']>, string>> = {
  upheld: 'We reviewed your appeal and the original decision stands: the denial is upheld.',
  overturned: 'We reviewed your appeal and reversed the original decision: the care is covered.',
  'partly-overturned': 'We reviewed your appeal and reversed part of the original decision: some of the care is covered.',
};

/** The decision letter, a one-page PDF: what was appealed, the decision, and the member's further rights. */
async function decisionLetterPdf(appeal: Appeal): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Decision on appeal ${appeal.appealId}`);
  const page = doc.addPage([612, 792]);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let y = 740;
  const line = (text: string, size = 10, strong = false): void => {
    page.drawText(winAnsi(text), { x: 56, y, size, font: strong ? bold : regular, color: rgb(0.13, 0.13, 0.13) });
    y -= size + 8;
  };
  line('Decision on your appeal', 18, true);
  line(`Appeal ${appeal.appealId}, for ${appeal.aboutMemberName}`);
  line(`Decision appealed: ${appeal.decision.kind === 'claim' ? 'claim' : 'authorization'} ${appeal.decision.reference}`);
  for (const denied of appeal.decision.deniedLines) line(`- ${denied}`);
  line(`Decided on ${appeal.decidedOn ?? ''}`);
  if (appeal.outcome !== null) line(OUTCOME_SENTENCES[appeal.outcome], 11, true);
  if (appeal.outcome !== 'overturned') {
    line('You may ask for an independent external review within 4 months of this letter (45 CFR 147.136).');
  }
  line('Questions? Call member services at the number on your ID card.');
  return doc.save();
}
