import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import type { Appeal, AppealedDecisionKind, Appellant, MessageAttachment } from '../../domain/model';
import { appealAttachmentRefusalMessage, appealErrors, type AppealErrors } from '../../domain/rules/appeals';
import { FileAppeal, OpenAppealForm, type AppealForm } from '../../application/appeals/appeals';
import { AttachFile, type PickedFile } from '../../application/shared/attach-file';
import { SessionStore } from '../stores/session-store';
import { APPEAL_FORM_COPY } from './appeal-form-copy';

/** Where the member is: filling the form in, checking it, or told it was filed. */
export type AppealStep = 'form' | 'review' | 'filed';

/** What an attachment is for: supporting the appeal, or the form naming a representative. */
export type AttachmentSlot = 'document' | 'representative-form';

/** A problem the error summary lists, with the field it is about (its control's name in the form). */
export interface SummaryError {
  readonly field: string;
  readonly message: string;
}

const newKey = (): string => globalThis.crypto.randomUUID();

/**
 * The "Appeal this decision" form: the decision it appeals (loaded through OpenAppealForm), what the member
 * types and attaches, a review step, and the filing. One idempotency key per draft, kept until the filing
 * succeeds, so a second click or a retry after a failure files the appeal once; a failure keeps every field.
 */
@injectable()
export class AppealFormStore {
  form: AppealForm | null = null;
  notAppealable = false;
  loading = false;
  step: AppealStep = 'form';

  appellant: Appellant = 'member';
  representativeName = '';
  representativeForm: MessageAttachment | null = null;
  reason = '';
  expedited = false;
  urgentAttestation = false;
  documents: MessageAttachment[] = [];

  errors: AppealErrors = {};
  /** A refused or failed file, said in the slot it was picked for. */
  attachmentError: { readonly slot: AttachmentSlot; readonly message: string } | null = null;
  /** The file being attached, and to which slot. */
  attaching: { readonly slot: AttachmentSlot; readonly fileName: string } | null = null;
  submitting = false;
  /** The filing failed: said above the form, with nothing typed lost. */
  failure: string | null = null;
  filed: Appeal | null = null;
  /** Bumped on each submit that finds errors: the summary takes focus again. */
  errorRound = 0;
  private idempotencyKey = newKey();

  constructor(
    @inject(OpenAppealForm) private readonly openForm: OpenAppealForm,
    @inject(FileAppeal) private readonly fileAppeal: FileAppeal,
    @inject(AttachFile) private readonly attachFile: AttachFile,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    makeAutoObservable<AppealFormStore, 'openForm' | 'fileAppeal' | 'attachFile' | 'session' | 'idempotencyKey'>(this, {
      openForm: false,
      fileAppeal: false,
      attachFile: false,
      session: false,
      idempotencyKey: false,
      form: observableRef,
      filed: observableRef,
    });
  }

  async load(kind: AppealedDecisionKind, reference: string): Promise<void> {
    if (this.form !== null && this.form.kind === kind && this.form.reference === reference) return;
    this.loading = true;
    const outcome = await this.openForm.execute(kind, reference);
    runInAction(() => {
      this.loading = false;
      if (outcome.kind === 'error') this.session.fail(outcome.error);
      else if (outcome.kind === 'not-appealable') this.notAppealable = true;
      else this.form = outcome.value;
    });
  }

  get reasonLength(): number {
    return this.reason.length;
  }

  /** The problems to list in the error summary, in the order of the fields. */
  get summary(): SummaryError[] {
    const list: SummaryError[] = [];
    const add = (field: string, message: string | undefined) => {
      if (message !== undefined) list.push({ field, message });
    };
    add('appeal-representative-name', this.errors.representativeName);
    add('appeal-representative-form', this.errors.representativeForm);
    add('appeal-reason', this.errors.reason);
    add('appeal-expedited', this.errors.expedited);
    add('appeal-attestation', this.errors.urgentAttestation);
    return list;
  }

  setAppellant(value: Appellant): void {
    this.appellant = value;
  }
  setRepresentativeName(value: string): void {
    this.representativeName = value;
  }
  setReason(value: string): void {
    this.reason = value;
  }
  setExpedited(value: boolean): void {
    this.expedited = value;
    if (!value) this.urgentAttestation = false;
  }
  setUrgentAttestation(value: boolean): void {
    this.urgentAttestation = value;
  }

  async attach(slot: AttachmentSlot, file: PickedFile): Promise<void> {
    this.attaching = { slot, fileName: file.name };
    this.attachmentError = null;
    // The form naming a representative is one file of its own; the documents share the messages' limit.
    const attached = slot === 'document' ? this.documents.length : 0;
    const outcome = await this.attachFile.execute(file, attached);
    runInAction(() => {
      this.attaching = null;
      if (outcome.kind === 'attached') {
        if (slot === 'document') this.documents.push(outcome.attachment);
        else this.representativeForm = outcome.attachment;
      } else if (outcome.kind === 'refused') {
        this.attachmentError = { slot, message: appealAttachmentRefusalMessage(outcome.refusal, outcome.fileName) };
      } else {
        this.attachmentError = { slot, message: APPEAL_FORM_COPY.uploadFailed(file.name) };
      }
    });
  }

  removeDocument(attachmentId: string): void {
    this.documents = this.documents.filter((document) => document.attachmentId !== attachmentId);
  }

  removeRepresentativeForm(): void {
    this.representativeForm = null;
  }

  private draft() {
    const form = this.form;
    if (form === null) throw new Error('no decision to appeal');
    return {
      decisionKind: form.kind,
      reference: form.reference,
      appellant: this.appellant,
      representativeName: this.representativeName,
      representativeFormId: this.representativeForm?.attachmentId ?? null,
      reason: this.reason,
      expedited: this.expedited && form.mayBeExpedited,
      urgentAttestation: this.urgentAttestation,
      attachmentIds: this.documents.map((document) => document.attachmentId),
    };
  }

  /** From the form to the review step, unless the rules find errors: then the summary lists them. */
  review(): void {
    this.failure = null;
    this.errors = appealErrors(this.draft());
    if (this.summary.length > 0) this.errorRound += 1;
    else this.step = 'review';
  }

  /** Back to the form from the review, with everything as it was. */
  edit(): void {
    this.step = 'form';
  }

  /** Files the appeal once: a second call while one is under way does nothing; a failure keeps the draft and the key. */
  async submit(): Promise<void> {
    if (this.submitting || this.filed !== null) return;
    this.submitting = true;
    this.failure = null;
    const outcome = await this.fileAppeal.execute(this.draft(), this.idempotencyKey);
    runInAction(() => {
      this.submitting = false;
      if (outcome.kind === 'filed') {
        this.filed = outcome.appeal;
        this.step = 'filed';
        this.idempotencyKey = newKey();
      } else if (outcome.kind === 'invalid') {
        this.errors = outcome.errors;
        this.step = 'form';
        this.errorRound += 1;
      } else {
        this.failure = APPEAL_FORM_COPY.filingFailed;
      }
    });
  }
}
