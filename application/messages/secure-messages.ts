import { isLeft } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { MessageAttachment, MessagesPage, MessageThread, MessageTopic, NewMessage, ThreadWithMessages } from '../../domain/model';
import {
  attachmentRefusal,
  membersToWriteAbout,
  MESSAGE_TOPICS,
  newMessageErrors,
  replyErrors,
  SIGNATURE_BYTES,
  topicTakesReference,
  type AttachmentRefusal,
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

/** The header's count: member services' messages the member has not read. */
@injectable()
export class ReadUnreadCount {
  constructor(@inject(MESSAGES_GATEWAY) private readonly messages: MessagesGateway) {}

  async execute(): Promise<Loaded<number>> {
    const found = await this.messages.unreadCount();
    return isLeft(found) ? { kind: 'error', error: found.left } : { kind: 'loaded', value: found.right };
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

/** A file the member picked: its name, its size, and ways to read its first bytes and all of them. */
export interface PickedFile {
  readonly name: string;
  readonly size: number;
  readonly head: (count: number) => Promise<Uint8Array>;
  readonly bytes: () => Promise<Uint8Array>;
}

export type AttachOutcome =
  | { readonly kind: 'attached'; readonly attachment: MessageAttachment }
  | { readonly kind: 'refused'; readonly refusal: AttachmentRefusal; readonly fileName: string }
  | { readonly kind: 'error'; readonly error: GatewayError };

/**
 * Attaches a file to a draft that already carries `attached`: refused without a call when the rules
 * refuse it (one too many, empty, not a PDF, JPEG or PNG by its first bytes, over 10 MB); otherwise sent
 * to the gateway, which checks it again.
 */
@injectable()
export class AttachFile {
  constructor(@inject(MESSAGES_GATEWAY) private readonly messages: MessagesGateway) {}

  async execute(file: PickedFile, attached: number): Promise<AttachOutcome> {
    // The rules need only the first bytes and the size: a refused file is never read whole.
    const refusal = attachmentRefusal({ head: await file.head(SIGNATURE_BYTES), size: file.size }, attached);
    if (refusal !== null) return { kind: 'refused', refusal, fileName: file.name };
    const bytes = await file.bytes();
    const uploaded = await this.messages.upload(file.name, toBase64(bytes));
    return isLeft(uploaded) ? { kind: 'error', error: uploaded.left } : { kind: 'attached', attachment: uploaded.right };
  }
}

export type SendOutcome =
  | { readonly kind: 'sent'; readonly value: ThreadWithMessages }
  | { readonly kind: 'invalid'; readonly errors: DraftErrors }
  | { readonly kind: 'error'; readonly error: GatewayError };

/** Sends a new thread's first message, unless the rules refuse the draft; the reference is dropped for a topic that takes none. */
@injectable()
export class SendSecureMessage {
  constructor(@inject(MESSAGES_GATEWAY) private readonly messages: MessagesGateway) {}

  async execute(draft: NewMessage, idempotencyKey: string): Promise<SendOutcome> {
    const message: NewMessage = { ...draft, reference: topicTakesReference(draft.topic) && draft.reference?.trim() ? draft.reference.trim() : null };
    const errors = fieldErrors(() => newMessageErrors(message));
    if (errors !== null) return { kind: 'invalid', errors };
    const sent = await this.messages.send(message, idempotencyKey);
    return isLeft(sent) ? { kind: 'error', error: sent.left } : { kind: 'sent', value: sent.right };
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

export type { MessagesPage };

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Bytes as base64 (written out, since a large file's bytes overflow String.fromCharCode's arguments). */
export function toBase64(bytes: Uint8Array): string {
  const parts: string[] = [];
  for (let index = 0; index < bytes.length; index += 3) {
    const a = bytes[index] ?? 0;
    const b = bytes[index + 1];
    const c = bytes[index + 2];
    const triple = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    parts.push(
      BASE64[(triple >> 18) & 63]! +
        BASE64[(triple >> 12) & 63]! +
        (b === undefined ? '=' : BASE64[(triple >> 6) & 63]!) +
        (c === undefined ? '=' : BASE64[triple & 63]!),
    );
  }
  return parts.join('');
}
