import { isLeft } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { MessagesPage, MessageThread, MessageTopic, NewMessage, ThreadWithMessages } from '../../domain/model';
import {
  membersToWriteAbout,
  MESSAGE_TOPICS,
  newMessageErrors,
  referenceRefusal,
  replyErrors,
  topicTakesReference,
  type DraftErrors,
} from '../../domain/rules/secure-messages';
import { fieldErrors } from '../shared/field-errors';
import type { GatewayError } from '../shared/gateway-error';
import { MESSAGES_GATEWAY, type MessagesGateway } from '../ports/messages-gateway';
import { memberName, ReadViewer } from '../shared/viewer-context';

/**
 * Secure messages with member services: the inbox, a thread (read once opened), the new-message form's
 * choices, attaching a file, and sending a message or a reply. A send names the idempotency key of its
 * draft: the caller keeps one key per draft until the send succeeds, so a retry after a failure, or a
 * second click, is sent once.
 */

export const INBOX_PAGE_SIZE = 20;
export const THREAD_PAGE_SIZE = 20;

export type Loaded<T> = { readonly kind: 'loaded'; readonly value: T } | { readonly kind: 'error'; readonly error: GatewayError };

export interface InboxEntry {
  readonly thread: MessageThread;
  /** The member the thread is about, by name. */
  readonly aboutName: string;
}

export interface Inbox {
  readonly entries: readonly InboxEntry[];
  readonly total: number;
  readonly page: number;
}

/** The member's threads, newest first, a page at a time, each naming the member it is about. */
@injectable()
export class LoadInbox {
  constructor(
    @inject(ReadViewer) private readonly readViewer: ReadViewer,
    @inject(MESSAGES_GATEWAY) private readonly messages: MessagesGateway,
  ) {}

  async execute(page = 1): Promise<Loaded<Inbox>> {
    const context = await this.readViewer.execute();
    if (isLeft(context)) return { kind: 'error', error: context.left };
    const found = await this.messages.threads({ page, pageSize: INBOX_PAGE_SIZE });
    if (isLeft(found)) return { kind: 'error', error: found.left };
    const members = context.right.account.members;
    const nameOf = (memberKey: string): string => {
      const member = members.find((candidate) => candidate.memberKey === memberKey);
      return member === undefined ? '' : memberName(member);
    };
    // The gateway answers only the member's own; kept to that here too, so another's never shows.
    const own = found.right.items.filter((thread) => thread.memberKey === context.right.viewer.memberKey);
    return { kind: 'loaded', value: { entries: own.map((thread) => ({ thread, aboutName: nameOf(thread.aboutMemberKey) })), total: found.right.total, page } };
  }
}

/** A thread with a page of its messages (page 1: the newest); opening it reads member services' answers. */
@injectable()
export class OpenThread {
  constructor(@inject(MESSAGES_GATEWAY) private readonly messages: MessagesGateway) {}

  async execute(threadId: string, page = 1): Promise<Loaded<ThreadWithMessages>> {
    const found = await this.messages.thread(threadId, { page, pageSize: THREAD_PAGE_SIZE });
    if (isLeft(found)) return { kind: 'error', error: found.left };
    if (found.right.thread.unread === 0) return { kind: 'loaded', value: found.right };
    const read = await this.messages.markRead(threadId);
    if (isLeft(read)) return { kind: 'error', error: read.left };
    const { thread, messages } = found.right;
    return {
      kind: 'loaded',
      value: { thread: { ...thread, unread: 0 }, messages: { ...messages, items: messages.items.map((message) => ({ ...message, read: true })) } },
    };
  }
}


export interface NewMessageChoices {
  /** Whom the member may write about (themselves first): the members whose claims they may see. */
  readonly members: readonly { readonly memberKey: string; readonly name: string }[];
  readonly topics: readonly MessageTopic[];
}

/** What the new-message form offers. */
@injectable()
export class OpenNewMessage {
  constructor(@inject(ReadViewer) private readonly readViewer: ReadViewer) {}

  async execute(): Promise<Loaded<NewMessageChoices>> {
    const context = await this.readViewer.execute();
    if (isLeft(context)) return { kind: 'error', error: context.left };
    const { viewer, account } = context.right;
    const members = membersToWriteAbout(viewer, account.members).sort((a, b) =>
      a.memberKey === viewer.memberKey ? -1 : b.memberKey === viewer.memberKey ? 1 : a.memberSuffix - b.memberSuffix,
    );
    return { kind: 'loaded', value: { members: members.map((member) => ({ memberKey: member.memberKey, name: memberName(member) })), topics: MESSAGE_TOPICS } };
  }
}

// Attaching a file is shared with appeals (application/shared/attach-file.ts).
export { AttachFile, toBase64, type AttachOutcome, type PickedFile } from '../shared/attach-file';

export type SendOutcome =
  | { readonly kind: 'sent'; readonly value: ThreadWithMessages }
  | { readonly kind: 'invalid'; readonly errors: DraftErrors }
  | { readonly kind: 'error'; readonly error: GatewayError };

/**
 * A new message's send: as a reply's, or refused by the insurer for what its fields say (the claim it
 * names). The insurer answers a repeated Idempotency-Key as it answered the first try, so the corrected
 * message is a new one, with a key of its own.
 */
export type NewMessageOutcome = SendOutcome | { readonly kind: 'refused'; readonly errors: DraftErrors };

/** Sends a new thread's first message, unless the rules refuse the draft; the reference is dropped for a topic that takes none. */
@injectable()
export class SendSecureMessage {
  constructor(@inject(MESSAGES_GATEWAY) private readonly messages: MessagesGateway) {}

  async execute(draft: NewMessage, idempotencyKey: string): Promise<NewMessageOutcome> {
    const message: NewMessage = { ...draft, reference: topicTakesReference(draft.topic) && draft.reference?.trim() ? draft.reference.trim() : null };
    const errors = fieldErrors(() => newMessageErrors(message));
    if (errors !== null) return { kind: 'invalid', errors };
    const sent = await this.messages.send(message, idempotencyKey);
    if (!isLeft(sent)) return { kind: 'sent', value: sent.right };
    // A claim the insurer does not know, or not the member's to write about, is the reference field's error.
    const error = sent.left;
    const refused = error.kind === 'http' ? fieldErrors(() => referenceRefusal(message, error) ?? {}) : null;
    return refused === null ? { kind: 'error', error } : { kind: 'refused', errors: refused };
  }
}

/** Sends a reply in one of the member's threads. */
@injectable()
export class ReplyToThread {
  constructor(@inject(MESSAGES_GATEWAY) private readonly messages: MessagesGateway) {}

  async execute(threadId: string, body: string, attachmentIds: readonly string[], idempotencyKey: string): Promise<SendOutcome> {
    const errors = fieldErrors(() => replyErrors(body));
    if (errors !== null) return { kind: 'invalid', errors };
    const sent = await this.messages.reply(threadId, { body, attachmentIds }, idempotencyKey);
    return isLeft(sent) ? { kind: 'error', error: sent.left } : { kind: 'sent', value: sent.right };
  }
}

/** An attachment of one of the member's threads, through the gateway with the member's token (never a public address). */
@injectable()
export class DownloadAttachment {
  constructor(@inject(MESSAGES_GATEWAY) private readonly messages: MessagesGateway) {}

  async execute(attachmentId: string): Promise<Loaded<Blob>> {
    const found = await this.messages.download(attachmentId);
    return isLeft(found) ? { kind: 'error', error: found.left } : { kind: 'loaded', value: found.right };
  }
}

export type { MessagesPage };
