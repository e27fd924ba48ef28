import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import type { MessageAttachment, SecureMessage, ThreadWithMessages } from '../../domain/model';
import { replyErrors } from '../../domain/rules/secure-messages';
import { AttachFile, DownloadAttachment, OpenThread, ReplyToThread } from '../../application/messages/secure-messages';
import { fieldErrors } from '../../application/shared/field-errors';
import { Said } from '../stores/said';
import { SessionStore } from '../stores/session-store';
import { AttachmentsDraft, newIdempotencyKey } from './attachments-draft';
import { MESSAGES_COPY } from './messages-copy';

/**
 * /messages/:threadId: one of the member's threads, its newest page of messages first shown and earlier
 * pages added above on request (a long thread pages), read once opened; and the reply's draft, kept through
 * a failed send and a change of language, with one idempotency key until it is sent. A thread that is not
 * the member's (403) or does not exist (404) is said on the page.
 */
@injectable()
export class ThreadStore {
  thread: ThreadWithMessages['thread'] | null = null;
  /** The messages shown, oldest first: the pages loaded so far. */
  messages: readonly SecureMessage[] = [];
  total = 0;
  private pagesLoaded = 0;
  loading = false;
  notFound = false;
  readonly attachments: AttachmentsDraft;
  body = '';
  bodyError: string | null = null;
  readonly failure = new Said();
  sending = false;
  attempts = 0;
  /** The message just sent, which the page moves focus to. */
  sentMessageId: string | null = null;
  /** The attachments that could not be downloaded (held for review, or a failure), said beside each. */
  downloadNotes: ReadonlyMap<string, 'held' | 'failed'> = new Map();
  private threadId: string | null = null;
  private key = newIdempotencyKey();

  constructor(
    @inject(OpenThread) private readonly openThread: OpenThread,
    @inject(ReplyToThread) private readonly replyToThread: ReplyToThread,
    @inject(DownloadAttachment) private readonly downloadAttachment: DownloadAttachment,
    @inject(AttachFile) attachFile: AttachFile,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    this.attachments = new AttachmentsDraft(attachFile, (error) => session.fail(error));
    makeAutoObservable<ThreadStore, 'openThread' | 'replyToThread' | 'downloadAttachment' | 'session' | 'key'>(this, {
      openThread: false,
      replyToThread: false,
      downloadAttachment: false,
      session: false,
      key: false,
      attachments: false,
      thread: observableRef,
      messages: observableRef,
      downloadNotes: observableRef,
    });
  }

  get hasEarlier(): boolean {
    return this.messages.length < this.total;
  }

  /** Member services' last message asks for more information: the page says so above the reply. */
  get asksForInformation(): boolean {
    return this.messages.at(-1)?.asksForInformation === true;
  }

  /** Opens the thread (its newest page), or shows it again with what has arrived since (Check for new messages). */
  async load(threadId: string): Promise<void> {
    if (this.threadId !== threadId) {
      this.threadId = threadId;
      this.thread = null;
      this.messages = [];
      this.pagesLoaded = 0;
      this.notFound = false;
    }
    this.loading = true;
    const outcome = await this.openThread.execute(threadId, 1);
    runInAction(() => {
      this.loading = false;
      if (this.threadId !== threadId) return;
      if (outcome.kind === 'error') {
        if (outcome.error.kind === 'http' && (outcome.error.status === 404 || outcome.error.status === 403)) this.notFound = true;
        else this.session.fail(outcome.error);
        return;
      }
      this.show(outcome.value, 1);
    });
  }

  /** The page of messages before those shown. */
  async loadEarlier(): Promise<void> {
    const threadId = this.threadId;
    if (threadId === null || !this.hasEarlier || this.loading) return;
    this.loading = true;
    const outcome = await this.openThread.execute(threadId, this.pagesLoaded + 1);
    runInAction(() => {
      this.loading = false;
      if (outcome.kind === 'error') this.session.fail(outcome.error);
      else if (this.threadId === threadId) this.show(outcome.value, this.pagesLoaded + 1);
    });
  }

  setBody(body: string): void {
    this.body = body;
    this.bodyError = null;
  }

  async reply(): Promise<void> {
    const threadId = this.threadId;
    if (threadId === null || this.sending || this.attachments.attaching !== null) return;
    this.failure.clear();
    const body = this.body;
    const errors = fieldErrors(() => replyErrors(body));
    if (errors !== null) {
      this.bodyError = errors.body ?? null;
      this.attempts += 1;
      return;
    }
    this.sending = true;
    const outcome = await this.replyToThread.execute(threadId, body, this.attachments.ids, this.key);
    runInAction(() => {
      this.sending = false;
      if (outcome.kind === 'sent') {
        this.show(outcome.value, 1);
        this.sentMessageId = [...outcome.value.messages.items].reverse().find((message) => message.from === 'member')?.messageId ?? null;
        this.body = '';
        this.attachments.clear();
        this.key = newIdempotencyKey();
        return;
      }
      this.attempts += 1;
      if (outcome.kind === 'invalid') this.bodyError = outcome.errors.body ?? null;
      else if (outcome.error.status === 401) this.session.fail(outcome.error);
      else this.failure.say(() => MESSAGES_COPY.sendFailed);
    });
  }

  /** The attachment's file, through the gateway with the member's token; null when it cannot be had (said beside it). */
  async download(attachment: MessageAttachment): Promise<Blob | null> {
    const outcome = await this.downloadAttachment.execute(attachment.attachmentId);
    return runInAction(() => {
      const notes = new Map(this.downloadNotes);
      notes.delete(attachment.attachmentId);
      if (outcome.kind === 'loaded') {
        this.downloadNotes = notes;
        return outcome.value;
      }
      if (outcome.error.status === 401) this.session.fail(outcome.error);
      notes.set(attachment.attachmentId, outcome.error.status === 409 ? 'held' : 'failed');
      this.downloadNotes = notes;
      return null;
    });
  }

  /**
   * A page of the thread: page 1 (the newest) replaces what is shown but keeps the earlier pages already
   * loaded that it does not overlap; an earlier page goes above.
   */
  private show(value: ThreadWithMessages, page: number): void {
    this.thread = value.thread;
    this.total = value.messages.total;
    const shown = new Set(value.messages.items.map((message) => message.messageId));
    if (page === 1) {
      const earlier = this.pagesLoaded > 1 ? this.messages.filter((message) => !shown.has(message.messageId) && message.sentAt <= (value.messages.items[0]?.sentAt ?? '')) : [];
      this.messages = [...earlier, ...value.messages.items];
      this.pagesLoaded = Math.max(1, this.pagesLoaded);
    } else {
      this.messages = [...value.messages.items.filter((message) => !this.messages.some((kept) => kept.messageId === message.messageId)), ...this.messages];
      this.pagesLoaded = page;
    }
  }
}
