import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import type { Complaint, ComplaintCategory, MessageAttachment } from '../../domain/model';
import { appealAttachmentRefusalMessage, type AppealableDecision, type AppealOffer, type ComplaintErrors } from '../../domain/rules/appeals';
import { AttachFile, type PickedFile } from '../../application/shared/attach-file';
import { AnswerInformationRequest, DownloadDecisionLetter, LoadAppeals, LoadComplaints, RequestExternalReview, SendComplaint, type AppealView } from '../../application/appeals/appeals';
import { SessionStore } from '../stores/session-store';
import { APPEALS_COPY } from './appeals-copy';

const newKey = (): string => globalThis.crypto.randomUUID();

/**
 * The member's appeals (all of them, or those of one claim or authorization) with what they may do next
 * (read the decision letter, ask for an external review), and their complaints with the complaint form.
 * The complaint keeps one idempotency key until it is sent, and what was typed survives a failure.
 */
@injectable()
export class AppealsStore {
  appeals: readonly AppealView[] | null = null;
  /** What a decision offers about appealing it, once the member's appeals are in (`appealOffer`). */
  private offers: ((decision: AppealableDecision | null) => AppealOffer) | null = null;
  complaints: readonly Complaint[] | null = null;
  /** The appeal whose action failed, and what is said beside it. */
  actionFailure: { readonly appealId: string; readonly message: string } | null = null;
  /** Decision letters fetched, by appeal: an object URL of the PDF. */
  readonly letterUrls = new Map<string, string>();
  fetchingLetter: string | null = null;
  /** The answers being written to the plan's requests for more information, by appeal (kept through a failure). */
  readonly answers = new Map<string, { note: string; files: MessageAttachment[]; key: string }>();
  answering: string | null = null;

  category: ComplaintCategory | null = null;
  description = '';
  complaintErrors: ComplaintErrors = {};
  complaintFailure: string | null = null;
  sending = false;
  sentComplaintId: string | null = null;
  errorRound = 0;
  private complaintKey = newKey();

  constructor(
    @inject(LoadAppeals) private readonly loadAppeals: LoadAppeals,
    @inject(LoadComplaints) private readonly loadComplaints: LoadComplaints,
    @inject(SendComplaint) private readonly sendComplaint: SendComplaint,
    @inject(RequestExternalReview) private readonly requestReview: RequestExternalReview,
    @inject(DownloadDecisionLetter) private readonly downloadLetter: DownloadDecisionLetter,
    @inject(AttachFile) private readonly attachFile: AttachFile,
    @inject(AnswerInformationRequest) private readonly answerRequest: AnswerInformationRequest,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    makeAutoObservable<AppealsStore, 'loadAppeals' | 'loadComplaints' | 'sendComplaint' | 'requestReview' | 'downloadLetter' | 'attachFile' | 'answerRequest' | 'session' | 'complaintKey' | 'offers'>(this, {
      attachFile: false,
      answerRequest: false,
      loadAppeals: false,
      loadComplaints: false,
      sendComplaint: false,
      requestReview: false,
      downloadLetter: false,
      session: false,
      complaintKey: false,
      appeals: observableRef,
      offers: observableRef,
      complaints: observableRef,
    });
  }

  /** The member's appeals; with a reference, only those of that claim or authorization. */
  async load(reference: string | null = null): Promise<void> {
    const found = await this.loadAppeals.execute(reference);
    runInAction(() => {
      if (found.kind === 'error') this.session.fail(found.error);
      else {
        this.appeals = found.value.views;
        this.offers = found.value.offer;
      }
    });
  }

  /**
   * What a claim or an authorization offers about appealing it: "Appeal this decision" only where the form
   * would take an appeal; null until the member's appeals are in.
   */
  offerFor(decision: AppealableDecision | null): AppealOffer | null {
    return this.offers === null ? null : this.offers(decision);
  }

  async loadAll(): Promise<void> {
    const [, complaints] = await Promise.all([this.load(null), this.loadComplaints.execute()]);
    runInAction(() => {
      if (complaints.kind === 'error') this.session.fail(complaints.error);
      else this.complaints = complaints.value;
    });
  }

  async askForExternalReview(appealId: string): Promise<void> {
    this.actionFailure = null;
    const asked = await this.requestReview.execute(appealId);
    if (asked.kind === 'error') {
      runInAction(() => (this.actionFailure = { appealId, message: APPEALS_COPY.externalReviewFailed }));
      return;
    }
    await this.load(null);
  }

  /** Fetches the decision letter, a PDF, and keeps an address the page offers to open or save it (or says it failed). */
  async fetchLetter(appealId: string): Promise<void> {
    this.actionFailure = null;
    this.fetchingLetter = appealId;
    const letter = await this.downloadLetter.execute(appealId);
    runInAction(() => {
      this.fetchingLetter = null;
      if (letter.kind === 'error') this.actionFailure = { appealId, message: APPEALS_COPY.letterFailed };
      else this.letterUrls.set(appealId, URL.createObjectURL(letter.value));
    });
  }

  /** Lets go of the letters' addresses (on leaving the page). */
  release(): void {
    this.letterUrls.forEach((url) => URL.revokeObjectURL(url));
    this.letterUrls.clear();
  }

  /** The answer being written for `appealId`, started empty. */
  answerFor(appealId: string): { readonly note: string; readonly files: readonly MessageAttachment[] } {
    return this.answers.get(appealId) ?? { note: '', files: [] };
  }

  private draftOf(appealId: string): { note: string; files: MessageAttachment[]; key: string } {
    let draft = this.answers.get(appealId);
    if (draft === undefined) {
      draft = { note: '', files: [], key: newKey() };
      this.answers.set(appealId, draft);
    }
    return this.answers.get(appealId) ?? draft;
  }

  setAnswerNote(appealId: string, note: string): void {
    this.draftOf(appealId).note = note;
  }

  async attachToAnswer(appealId: string, file: PickedFile): Promise<void> {
    this.actionFailure = null;
    const outcome = await this.attachFile.execute(file, this.draftOf(appealId).files.length);
    runInAction(() => {
      if (outcome.kind === 'attached') this.draftOf(appealId).files.push(outcome.attachment);
      else if (outcome.kind === 'refused') this.actionFailure = { appealId, message: appealAttachmentRefusalMessage(outcome.refusal, outcome.fileName) };
      else this.actionFailure = { appealId, message: APPEALS_COPY.answerFailed };
    });
  }

  /** Sends the answer once for its key; a failure keeps the note and the files. */
  async sendAnswer(appealId: string): Promise<void> {
    if (this.answering !== null) return;
    const draft = this.draftOf(appealId);
    this.answering = appealId;
    this.actionFailure = null;
    const outcome = await this.answerRequest.execute(appealId, draft.note, draft.files.map((file) => file.attachmentId), draft.key);
    runInAction(() => {
      this.answering = null;
      if (outcome.kind === 'empty') this.actionFailure = { appealId, message: APPEALS_COPY.answerEmpty };
      else if (outcome.kind === 'error') this.actionFailure = { appealId, message: APPEALS_COPY.answerFailed };
      else this.answers.delete(appealId);
    });
    if (outcome.kind === 'answered') await this.load(null);
  }

  setCategory(value: ComplaintCategory | null): void {
    this.category = value;
  }
  setDescription(value: string): void {
    this.description = value;
  }

  get complaintSummary(): { readonly field: string; readonly message: string }[] {
    const list: { field: string; message: string }[] = [];
    if (this.complaintErrors.category !== undefined) list.push({ field: 'complaint-category', message: this.complaintErrors.category });
    if (this.complaintErrors.description !== undefined) list.push({ field: 'complaint-description', message: this.complaintErrors.description });
    return list;
  }

  /** Sends the complaint once for its key; a failure keeps what was typed. */
  async complain(): Promise<void> {
    if (this.sending) return;
    this.sending = true;
    this.complaintFailure = null;
    this.sentComplaintId = null;
    const outcome = await this.sendComplaint.execute({ category: this.category, description: this.description }, this.complaintKey);
    runInAction(() => {
      this.sending = false;
      if (outcome.kind === 'invalid') {
        this.complaintErrors = outcome.errors;
        this.errorRound += 1;
      } else if (outcome.kind === 'error') {
        this.complaintFailure = APPEALS_COPY.complaintFailed;
      } else {
        this.complaintErrors = {};
        this.category = null;
        this.description = '';
        this.complaintKey = newKey();
        this.sentComplaintId = outcome.complaint.complaintId;
        this.complaints = [outcome.complaint, ...(this.complaints ?? []).filter((item) => item.complaintId !== outcome.complaint.complaintId)];
      }
    });
  }
}
