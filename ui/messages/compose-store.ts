import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import type { MessageTopic } from '../../domain/model';
import { newMessageErrors, referencePath, topicTakesReference, type DraftErrors, type MessageStart } from '../../domain/rules/secure-messages';
import { AttachFile, OpenNewMessage, SendSecureMessage, type NewMessageChoices } from '../../application/messages/secure-messages';
import { fieldErrors, withoutError } from '../../application/shared/field-errors';
import { Loadable } from '../stores/loadable';
import { Said } from '../stores/said';
import { SessionStore } from '../stores/session-store';
import { AttachmentsDraft, newIdempotencyKey } from './attachments-draft';
import { MESSAGES_COPY } from './messages-copy';

export type ComposeField = 'topic' | 'aboutMemberKey' | 'reference' | 'subject' | 'body';

/** The form's errors: the rules' (subject, body, reference) and the topic the form asks for. */
export type ComposeErrors = DraftErrors & { readonly topic?: string };

/**
 * /messages/new: the draft of a new message. What was typed stays through a refused file, a failed send
 * (5xx, time-out, no network) and a change of language (the screen store is carried over); the draft keeps
 * one idempotency key until it is sent, so a retry or a second click sends it once. A page it started from
 * (a claim, an EOB, an authorization) fills in the topic, the reference and whom it is about.
 */
@injectable()
export class ComposeStore {
  readonly choices: Loadable<NewMessageChoices>;
  readonly attachments: AttachmentsDraft;
  topic: MessageTopic | '' = '';
  aboutMemberKey = '';
  reference = '';
  subject = '';
  body = '';
  errors: ComposeErrors = {};
  readonly failure = new Said();
  sending = false;
  /** Counts the sends that came back refused or failed: the page moves focus to the error summary on each. */
  attempts = 0;
  /** The thread the sent message started, for the page to go to. */
  sentThreadId: string | null = null;
  /** Where the draft started (the page's address), so that a later visit with another start begins afresh. */
  startedFrom: string | null = null;
  /** What the page the draft started from filled in (a claim, an EOB, an authorization), or null. */
  start: MessageStart | null = null;
  private key = newIdempotencyKey();

  constructor(
    @inject(OpenNewMessage) private readonly openNewMessage: OpenNewMessage,
    @inject(SendSecureMessage) private readonly sendMessage: SendSecureMessage,
    @inject(AttachFile) attachFile: AttachFile,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    this.choices = new Loadable(session);
    this.attachments = new AttachmentsDraft(attachFile, (error) => session.fail(error));
    makeAutoObservable<ComposeStore, 'openNewMessage' | 'sendMessage' | 'session' | 'key'>(this, {
      openNewMessage: false,
      sendMessage: false,
      session: false,
      key: false,
      choices: false,
      attachments: false,
      errors: observableRef,
    });
  }

  /** Loads whom the member may write about, and fills in the start (once per start: what was typed stays). */
  async load(start: MessageStart | null, startKey: string): Promise<void> {
    if (this.startedFrom !== startKey) {
      this.startedFrom = startKey;
      this.start = start;
      if (start !== null) {
        this.topic = start.topic;
        this.reference = start.reference ?? '';
        if (start.aboutMemberKey !== null) this.aboutMemberKey = start.aboutMemberKey;
      }
    }
    await this.choices.run(() => this.openNewMessage.execute());
    runInAction(() => {
      const members = this.choices.value?.members ?? [];
      if (!members.some((member) => member.memberKey === this.aboutMemberKey)) this.aboutMemberKey = members[0]?.memberKey ?? '';
    });
  }

  /** The page the message is about, while topic and reference are still those it started from (not a number typed). */
  get startedAbout(): string | null {
    const start = this.start;
    if (start === null || this.topic !== start.topic || this.reference.trim() !== start.reference || !this.takesReference) return null;
    return referencePath(start.topic, start.reference);
  }

  get takesReference(): boolean {
    return this.topic !== '' && topicTakesReference(this.topic);
  }

  set(field: ComposeField, value: string): void {
    if (field === 'topic') this.topic = value as MessageTopic | '';
    else this[field] = value;
    if (field in this.errors) this.errors = withoutError(this.errors, field as keyof ComposeErrors);
  }

  /** Every message the error summary lists, with the field each is about (none for a failed send). */
  get summary(): { readonly field: ComposeField | 'files' | null; readonly message: string }[] {
    const fields: (keyof ComposeErrors)[] = ['topic', 'reference', 'subject', 'body'];
    const items: { field: ComposeField | 'files' | null; message: string }[] = [];
    for (const field of fields) {
      const message = this.errors[field];
      if (message !== undefined) items.push({ field, message });
    }
    const failure = this.failure.text;
    if (failure !== null) items.push({ field: null, message: failure });
    return items;
  }

  async send(): Promise<void> {
    if (this.sending || this.attachments.attaching !== null) return;
    this.failure.clear();
    const topic = this.topic;
    const draft = { topic: topic === '' ? 'other' : topic, reference: this.takesReference ? this.reference : null, subject: this.subject, body: this.body };
    // Worded when read, so that the messages follow a change of language.
    const errors = fieldErrors((): ComposeErrors => ({ ...newMessageErrors(draft), ...(topic === '' ? { topic: MESSAGES_COPY.topicRequired } : {}) }));
    if (errors !== null) {
      this.errors = errors;
      this.attempts += 1;
      return;
    }
    this.errors = {};
    this.sending = true;
    const outcome = await this.sendMessage.execute(
      { ...draft, topic: draft.topic, aboutMemberKey: this.aboutMemberKey, attachmentIds: this.attachments.ids },
      this.key,
    );
    runInAction(() => {
      this.sending = false;
      if (outcome.kind === 'sent') {
        this.sentThreadId = outcome.value.thread.threadId;
        this.clearDraft();
        return;
      }
      this.attempts += 1;
      if (outcome.kind === 'invalid') this.errors = outcome.errors;
      else if (outcome.kind === 'refused') {
        // Refused as sent: what the member corrects goes as a new message.
        this.errors = outcome.errors;
        this.key = newIdempotencyKey();
      } else if (outcome.error.status === 401) this.session.fail(outcome.error);
      // Anything else (a 5xx, a time-out, no network, a refusal): the draft and its key stay for the retry.
      else this.failure.say(() => MESSAGES_COPY.sendFailed);
    });
  }

  private clearDraft(): void {
    this.subject = '';
    this.body = '';
    this.reference = '';
    this.topic = '';
    this.attachments.clear();
    this.key = newIdempotencyKey();
  }
}
