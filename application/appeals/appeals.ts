import { isLeft } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { Appeal, AppealedDecisionKind, Complaint, ComplaintCategory, NewAppeal } from '../../domain/model';
import {
  appealErrors,
  appealOffer,
  appealIsOpen,
  appealsOf,
  appealsVisibleTo,
  authorizationDecision,
  claimDecision,
  complaintErrors,
  deniedLinesOf,
  externalReview,
  filingWindow,
  mayAppealFor,
  type AppealableDecision,
  type AppealErrors,
  type AppealOffer,
  type ComplaintErrors,
  type ExternalReview,
  type FilingWindow,
} from '../../domain/rules/appeals';
import { APPEALS_GATEWAY, type AppealsGateway } from '../ports/appeals-gateway';
import { AUTHORIZATIONS_GATEWAY, type AuthorizationsGateway } from '../ports/authorizations-gateway';
import { CLAIMS_GATEWAY, type ClaimsGateway } from '../ports/claims-gateway';
import { fieldErrors } from '../shared/field-errors';
import type { GatewayError } from '../shared/gateway-error';
import { memberName, ReadViewer } from '../shared/viewer-context';

/**
 * Appeals of the plan's decisions and complaints: what the appeal form starts from (the decision with its
 * denied lines, the filing deadline and days left, or the options that remain past it), filing it once for
 * its idempotency key, the member's appeals with their status and external review, answering a request for
 * more information, the decision letter, and complaints. Files are attached with the shared AttachFile
 * (application/shared/attach-file.ts), the secure messages' rules and upload.
 */

export type Loaded<T> = { readonly kind: 'loaded'; readonly value: T } | { readonly kind: 'error'; readonly error: GatewayError };

/** The decision the form appeals, as the member's dashboard shows it. */
export interface AppealForm {
  readonly kind: AppealedDecisionKind;
  readonly reference: string;
  readonly memberKey: string;
  readonly memberName: string;
  /** The service or the provider, in the plan's words. */
  readonly title: string;
  readonly deniedLines: readonly string[];
  readonly noticeDate: string;
  /** The last day to appeal and the days left, or the options that remain past it. */
  readonly window: FilingWindow;
  /** An appeal of this decision still open: the form shows it instead of a second one. */
  readonly openAppeal: Appeal | null;
  /** Only care not yet received can be decided urgently. */
  readonly mayBeExpedited: boolean;
}

export type AppealFormOutcome = Loaded<AppealForm> | { readonly kind: 'not-appealable' };

/** What the "Appeal this decision" form starts from, or why the decision cannot be appealed here. */
@injectable()
export class OpenAppealForm {
  constructor(
    @inject(ReadViewer) private readonly readViewer: ReadViewer,
    @inject(CLAIMS_GATEWAY) private readonly claims: ClaimsGateway,
    @inject(AUTHORIZATIONS_GATEWAY) private readonly authorizations: AuthorizationsGateway,
    @inject(APPEALS_GATEWAY) private readonly appeals: AppealsGateway,
  ) {}

  async execute(kind: AppealedDecisionKind, reference: string): Promise<AppealFormOutcome> {
    const context = await this.readViewer.execute();
    if (isLeft(context)) return { kind: 'error', error: context.left };
    const { viewer, account, today } = context.right;
    let facts: Omit<AppealForm, 'window' | 'openAppeal' | 'memberName'> | null = null;
    if (kind === 'claim') {
      const claim = await this.claims.claim(reference);
      if (isLeft(claim)) return { kind: 'error', error: claim.left };
      const found = claim.right;
      const decision = claimDecision(found);
      if (decision !== null) {
        facts = { ...decision, title: found.provider.name, deniedLines: deniedLinesOf(found).map((line) => line.description), mayBeExpedited: false };
      }
    } else {
      const request = await this.authorizations.authorization(reference);
      // A reference the member may see no request by has nothing to appeal here, as a request that was not denied.
      if (isLeft(request) && request.left.status !== 404) return { kind: 'error', error: request.left };
      const found = isLeft(request) ? undefined : request.right;
      const decision = found === undefined ? null : authorizationDecision(found);
      if (found !== undefined && decision !== null) {
        facts = { ...decision, title: found.service.description, deniedLines: [found.service.description], mayBeExpedited: true };
      }
    }
    if (facts === null || !mayAppealFor(viewer, facts.memberKey, account.members)) return { kind: 'not-appealable' };
    const filed = await this.appeals.appeals();
    if (isLeft(filed)) return { kind: 'error', error: filed.left };
    const member = account.members.find((candidate) => candidate.memberKey === facts.memberKey);
    return {
      kind: 'loaded',
      value: {
        ...facts,
        memberName: member === undefined ? '' : memberName(member),
        window: filingWindow(facts.noticeDate, today),
        openAppeal: appealsOf(appealsVisibleTo(filed.right, viewer), reference).find((appeal) => appealIsOpen(appeal.status)) ?? null,
      },
    };
  }
}

export type FileOutcome =
  | { readonly kind: 'filed'; readonly appeal: Appeal }
  | { readonly kind: 'invalid'; readonly errors: AppealErrors }
  | { readonly kind: 'error'; readonly error: GatewayError };

/**
 * Files the appeal, unless the rules refuse it. The caller keeps one idempotency key per draft until the
 * filing succeeds, so a retry after a failure, or a second click, files it once.
 */
@injectable()
export class FileAppeal {
  constructor(@inject(APPEALS_GATEWAY) private readonly appeals: AppealsGateway) {}

  async execute(draft: NewAppeal, idempotencyKey: string): Promise<FileOutcome> {
    const appeal: NewAppeal = {
      ...draft,
      representativeName: draft.appellant === 'representative' ? (draft.representativeName ?? '').trim() : null,
      representativeFormId: draft.appellant === 'representative' ? draft.representativeFormId : null,
      urgentAttestation: draft.expedited && draft.urgentAttestation,
    };
    const errors = fieldErrors(() => appealErrors(appeal));
    if (errors !== null) return { kind: 'invalid', errors };
    const filed = await this.appeals.file(appeal, idempotencyKey);
    return isLeft(filed) ? { kind: 'error', error: filed.left } : { kind: 'filed', appeal: filed.right };
  }
}

/** An appeal with what the member may do about it next. */
export interface AppealView {
  readonly appeal: Appeal;
  readonly externalReview: ExternalReview;
}

/** The member's appeals, and what a claim or an authorization they see offers about appealing it. */
export interface AppealsList {
  readonly views: readonly AppealView[];
  /** Whether the decision shows "Appeal this decision", the options past the deadline, or nothing (`appealOffer`). */
  readonly offer: (decision: AppealableDecision | null) => AppealOffer;
}

/**
 * The member's own appeals, newest first; for a claim or an authorization, only those of it. With them, what
 * each decision offers, weighed against every appeal the member has filed, so that a link to the form shows
 * only where the form would take an appeal.
 */
@injectable()
export class LoadAppeals {
  constructor(
    @inject(ReadViewer) private readonly readViewer: ReadViewer,
    @inject(APPEALS_GATEWAY) private readonly appeals: AppealsGateway,
  ) {}

  async execute(reference: string | null = null): Promise<Loaded<AppealsList>> {
    const context = await this.readViewer.execute();
    if (isLeft(context)) return { kind: 'error', error: context.left };
    const found = await this.appeals.appeals();
    if (isLeft(found)) return { kind: 'error', error: found.left };
    const { viewer, account, today } = context.right;
    // The gateway answers only the member's own; kept to that here too, so another's never shows.
    const own = appealsVisibleTo(found.right, viewer);
    const chosen = reference === null ? own : appealsOf(own, reference);
    return {
      kind: 'loaded',
      value: {
        views: chosen.map((appeal) => ({ appeal, externalReview: externalReview(appeal, today) })),
        offer: (decision) => appealOffer(decision, { viewer, members: account.members, appeals: own, today }),
      },
    };
  }
}

export type AnswerOutcome = { readonly kind: 'answered'; readonly appeal: Appeal } | { readonly kind: 'empty' } | { readonly kind: 'error'; readonly error: GatewayError };

/** Answers the plan's request for more information with a note and the files it asked for. */
@injectable()
export class AnswerInformationRequest {
  constructor(@inject(APPEALS_GATEWAY) private readonly appeals: AppealsGateway) {}

  async execute(appealId: string, note: string, attachmentIds: readonly string[], idempotencyKey: string): Promise<AnswerOutcome> {
    if (note.trim() === '' && attachmentIds.length === 0) return { kind: 'empty' };
    const answered = await this.appeals.answer(appealId, { note: note.trim(), attachmentIds }, idempotencyKey);
    return isLeft(answered) ? { kind: 'error', error: answered.left } : { kind: 'answered', appeal: answered.right };
  }
}

/** Asks for an independent external review of an appeal denied in full or in part. */
@injectable()
export class RequestExternalReview {
  constructor(@inject(APPEALS_GATEWAY) private readonly appeals: AppealsGateway) {}

  async execute(appealId: string): Promise<Loaded<Appeal>> {
    const asked = await this.appeals.requestExternalReview(appealId);
    return isLeft(asked) ? { kind: 'error', error: asked.left } : { kind: 'loaded', value: asked.right };
  }
}

/** A decided appeal's decision letter, a PDF. */
@injectable()
export class DownloadDecisionLetter {
  constructor(@inject(APPEALS_GATEWAY) private readonly appeals: AppealsGateway) {}

  async execute(appealId: string): Promise<Loaded<Blob>> {
    const letter = await this.appeals.decisionLetter(appealId);
    return isLeft(letter) ? { kind: 'error', error: letter.left } : { kind: 'loaded', value: letter.right };
  }
}

/** The member's complaints, newest first. */
@injectable()
export class LoadComplaints {
  constructor(@inject(APPEALS_GATEWAY) private readonly appeals: AppealsGateway) {}

  async execute(): Promise<Loaded<readonly Complaint[]>> {
    const found = await this.appeals.complaints();
    return isLeft(found) ? { kind: 'error', error: found.left } : { kind: 'loaded', value: found.right };
  }
}

export type ComplaintOutcome =
  | { readonly kind: 'sent'; readonly complaint: Complaint }
  | { readonly kind: 'invalid'; readonly errors: ComplaintErrors }
  | { readonly kind: 'error'; readonly error: GatewayError };

/** Sends a complaint, unless the rules refuse it; once for its idempotency key. */
@injectable()
export class SendComplaint {
  constructor(@inject(APPEALS_GATEWAY) private readonly appeals: AppealsGateway) {}

  async execute(draft: { readonly category: ComplaintCategory | null; readonly description: string }, idempotencyKey: string): Promise<ComplaintOutcome> {
    const errors = fieldErrors(() => complaintErrors(draft));
    if (errors !== null || draft.category === null) return { kind: 'invalid', errors: errors ?? {} };
    const sent = await this.appeals.complain({ category: draft.category, description: draft.description.trim() }, idempotencyKey);
    return isLeft(sent) ? { kind: 'error', error: sent.left } : { kind: 'sent', complaint: sent.right };
  }
}
