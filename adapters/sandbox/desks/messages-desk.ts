import { right } from 'fp-ts/Either';
import type { Language } from '../../../domain/copy/language';
import type { MessageAttachment, MessageReply, MessagesPage, MessageThread, NewMessage, SecureMessage, ThreadWithMessages } from '../../../domain/model';
import {
  ATTACHMENTS_PER_MESSAGE,
  attachmentRefusal,
  attachmentTypeOf,
  mayWriteAbout,
  mayWriteAboutClaim,
  newMessageErrors,
  openedThread,
  replyErrors,
  threadsNewestFirst,
  threadsVisibleTo,
  unreadIn,
  unreadTotal,
} from '../../../domain/rules/secure-messages';
import { type Answer, fail, type MemberSession, type MessagesState, type SandboxState, type StoredAttachment, type StoredThread, type Token } from '../sandbox-state';

/**
 * The sandbox insurer's desk for secure messages (the messages port). Threads are kept per family and each
 * belongs to the member who wrote it: another member's thread is refused with 403, whoever asks. Member
 * services answers a member's message after a short delay counted in the family's calls to this desk
 * (ANSWER_AFTER_CALLS), so that tests see it arrive deterministically, in the language the member wrote
 * in; a first message about a claim, an EOB or billing that carries no file is answered with a request for
 * a copy of the bill. A send or reply repeated with the same Idempotency-Key is done once.
 */

/** Calls to the desk by the family after a member's message before member services' answer is there. */
export const ANSWER_AFTER_CALLS = 3;
const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 50;

const ANSWERS = {
  en: {
    askForBill: 'Thank you for your message. To look into this for you, could you send us a copy of the bill or statement you received? You can attach it to a reply here.',
    answer: (reference: string | null) =>
      `Thank you for writing to us${reference === null ? '' : ` about ${reference}`}. A member services representative has reviewed your question and the documents on file. ` +
      'The amounts shown in your dashboard are the ones the plan processed; if anything still looks wrong, reply here and we will look again.',
    followUp: 'Thank you, we have what we need. We will review it and write back here within two business days.',
  },
  es: {
    askForBill: 'Gracias por su mensaje. Para revisarlo, ¿podría enviarnos una copia de la factura o del estado de cuenta que recibió? Puede adjuntarla a una respuesta aquí.',
    answer: (reference: string | null) =>
      `Gracias por escribirnos${reference === null ? '' : ` sobre ${reference}`}. Un representante de servicios al miembro revisó su pregunta y los documentos que tenemos. ` +
      'Los importes que muestra su panel son los que procesó el plan; si algo todavía no parece correcto, responda aquí y lo revisaremos de nuevo.',
    followUp: 'Gracias, tenemos lo que necesitamos. Lo revisaremos y le escribiremos aquí en un plazo de dos días hábiles.',
  },
} as const;

export class MessagesDesk {
  constructor(private readonly state: SandboxState) {}

  threads(token: Token, paging: PagingQuery, today: string): Answer<MessagesPage<MessageThread>> {
    return this.withMessages(token, today, (session, own) => {
      const size = pageSizeOf(paging);
      if (typeof size !== 'number') return size;
      const all = threadsNewestFirst(threadsVisibleTo(own.threads, session.viewer).map(summaryOf));
      const page = paging.page ?? 1;
      return right({ items: all.slice((page - 1) * size, page * size), page, pageSize: size, total: all.length });
    });
  }

  thread(token: Token, request: { readonly threadId: string } & PagingQuery, today: string): Answer<ThreadWithMessages> {
    return this.withThread(token, today, request.threadId, (_session, _own, thread) => {
      const size = pageSizeOf(request);
      if (typeof size !== 'number') return size;
      return right(withMessages(thread, request.page ?? 1, size));
    });
  }

  markRead(token: Token, request: { readonly threadId: string }, today: string): Answer<void> {
    return this.withThread(token, today, request.threadId, (_session, _own, thread) => {
      thread.messages = openedThread(thread.messages);
      return right(undefined);
    });
  }

  send(token: Token, message: NewMessage, today: string, language: Language, idempotencyKey: string | null): Answer<ThreadWithMessages> {
    return this.withMessages(token, today, (session, own) => {
      const repeated = this.repeated(own, session, idempotencyKey);
      if (repeated !== null) return repeated;
      const errors = newMessageErrors(message);
      if (Object.keys(errors).length > 0) return fail(400, 'INVALID_MESSAGE', 'The message cannot be sent as it is.', { fieldErrors: errors });
      const members = session.plan.account.members;
      if (!members.some((member) => member.memberKey === message.aboutMemberKey)) return fail(404, 'MEMBER_NOT_FOUND', 'No such member on this account.');
      if (!mayWriteAbout(session.viewer, message.aboutMemberKey, members)) {
        return fail(403, 'NOT_YOURS', "A member writes about themselves, or about a dependant whose claims they may see.");
      }
      if (message.topic === 'claim' && message.reference !== null && message.reference !== '') {
        const book = session.plan.claims;
        const claim = [...book.claims, ...book.navitusClaims].find((candidate) => candidate.claimId === message.reference);
        if (claim === undefined) return fail(404, 'CLAIM_NOT_FOUND', `No claim ${message.reference} was found.`);
        if (!mayWriteAboutClaim(session.viewer, claim, members) || claim.memberKey !== message.aboutMemberKey) {
          return fail(403, 'NOT_YOURS', 'That claim is not one this member may write about.');
        }
      }
      const attachments = this.takeAttachments(own, session, message.attachmentIds);
      if (!Array.isArray(attachments)) return attachments;
      const threadId = `T${String(++own.sequence).padStart(5, '0')}`;
      const thread: StoredThread = {
        threadId,
        memberKey: session.viewer.memberKey,
        aboutMemberKey: message.aboutMemberKey,
        subject: message.subject.trim(),
        topic: message.topic,
        reference: message.reference === null || message.reference.trim() === '' ? null : message.reference.trim(),
        messages: [],
      };
      own.threads.push(thread);
      this.addMemberMessage(own, thread, message.body, attachments, today, language);
      if (idempotencyKey !== null) own.keys.set(`${session.viewer.memberKey}:${idempotencyKey}`, threadId);
      return right(withMessages(thread, 1, DEFAULT_PAGE_SIZE));
    });
  }

  reply(token: Token, request: { readonly threadId: string } & MessageReply, today: string, language: Language, idempotencyKey: string | null): Answer<ThreadWithMessages> {
    return this.withThread(token, today, request.threadId, (session, own, thread) => {
      const repeated = this.repeated(own, session, idempotencyKey);
      if (repeated !== null) return repeated;
      const errors = replyErrors(request.body);
      if (errors.body !== undefined) return fail(400, 'INVALID_MESSAGE', 'The message cannot be sent as it is.', { fieldErrors: errors });
      const attachments = this.takeAttachments(own, session, request.attachmentIds);
      if (!Array.isArray(attachments)) return attachments;
      this.addMemberMessage(own, thread, request.body, attachments, today, language);
      if (idempotencyKey !== null) own.keys.set(`${session.viewer.memberKey}:${idempotencyKey}`, thread.threadId);
      return right(withMessages(thread, 1, DEFAULT_PAGE_SIZE));
    });
  }

  upload(token: Token, request: { readonly fileName: string; readonly contentBase64: string }, today: string): Answer<MessageAttachment> {
    return this.withMessages(token, today, (session, own) => {
      const bytes = fromBase64(request.contentBase64);
      if (bytes === null) return fail(400, 'BAD_REQUEST', 'contentBase64 is not base64.');
      const refusal = attachmentRefusal({ head: bytes.subarray(0, 8), size: bytes.byteLength }, 0);
      if (refusal === 'empty') return fail(400, 'EMPTY_FILE', 'The file is empty.');
      if (refusal === 'wrong-type') return fail(415, 'UNSUPPORTED_FILE_TYPE', 'Only PDF, JPEG and PNG files can be attached (checked by their content).');
      if (refusal === 'too-big') return fail(413, 'FILE_TOO_LARGE', 'A file can be at most 10 MB.');
      const contentType = attachmentTypeOf(bytes) ?? 'application/pdf';
      const attachment: StoredAttachment = {
        attachmentId: `A${String(++own.sequence).padStart(5, '0')}`,
        fileName: request.fileName.trim() === '' ? 'attachment' : request.fileName.trim().slice(0, 200),
        contentType,
        size: bytes.byteLength,
        state: heldForReview(contentType, bytes) ? 'held-for-review' : 'available',
        ownerKey: session.viewer.memberKey,
        bytes,
        threadId: null,
      };
      own.attachments.set(attachment.attachmentId, attachment);
      return right(publicAttachment(attachment));
    });
  }

  download(token: Token, request: { readonly attachmentId: string }, today: string): Answer<Uint8Array> {
    return this.withMessages(token, today, (session, own) => {
      const attachment = own.attachments.get(request.attachmentId);
      if (attachment === undefined) return fail(404, 'ATTACHMENT_NOT_FOUND', 'No such attachment.');
      if (attachment.ownerKey !== session.viewer.memberKey) return fail(403, 'NOT_YOURS', 'Only the member who sent a file may open it.');
      if (attachment.state === 'held-for-review') return fail(409, 'HELD_FOR_REVIEW', 'The file is being reviewed before it can be opened.');
      return right(attachment.bytes);
    });
  }

  unread(token: Token, today: string): Answer<{ readonly unread: number }> {
    return this.withMessages(token, today, (session, own) => right({ unread: unreadTotal(own.threads.map(summaryOf), session.viewer) }));
  }

  // ---------------------------------------------------------------- the desk's own

  /** Every call of a family's member counts towards member services' answers, which arrive before the call is answered. */
  private withMessages<T>(token: Token, today: string, answer: (session: MemberSession, own: MessagesState) => Answer<T>): Answer<T> {
    return this.state.withMember(token, today, (session) => {
      const family = this.state.familyState(session.familyKey);
      const own = (family.messages ??= { threads: [], attachments: new Map(), keys: new Map(), pending: [], calls: 0, sequence: 0 });
      own.calls += 1;
      this.deliverDue(own, today);
      return answer(session, own);
    });
  }

  private withThread<T>(token: Token, today: string, threadId: string, answer: (session: MemberSession, own: MessagesState, thread: StoredThread) => Answer<T>): Answer<T> {
    return this.withMessages(token, today, (session, own) => {
      const thread = own.threads.find((candidate) => candidate.threadId === threadId);
      if (thread === undefined) return fail(404, 'THREAD_NOT_FOUND', 'No such message thread.');
      if (thread.memberKey !== session.viewer.memberKey) return fail(403, 'NOT_YOURS', 'Only the member who wrote a thread may read it.');
      return answer(session, own, thread);
    });
  }

  private repeated(own: MessagesState, session: MemberSession, idempotencyKey: string | null): Answer<ThreadWithMessages> | null {
    if (idempotencyKey === null) return null;
    const threadId = own.keys.get(`${session.viewer.memberKey}:${idempotencyKey}`);
    const thread = own.threads.find((candidate) => candidate.threadId === threadId);
    return thread === undefined ? null : right(withMessages(thread, 1, DEFAULT_PAGE_SIZE));
  }

  private takeAttachments(own: MessagesState, session: MemberSession, ids: readonly string[]): StoredAttachment[] | Answer<never> {
    if (ids.length > ATTACHMENTS_PER_MESSAGE) return fail(400, 'TOO_MANY_ATTACHMENTS', 'A message can carry at most 5 files.');
    const found = ids.map((id) => own.attachments.get(id));
    if (found.some((attachment) => attachment === undefined || attachment.ownerKey !== session.viewer.memberKey || attachment.threadId !== null)) {
      return fail(400, 'UNKNOWN_ATTACHMENT', 'An attachment named is not one this member uploaded for a new message.');
    }
    return found as StoredAttachment[];
  }

  private addMemberMessage(own: MessagesState, thread: StoredThread, body: string, attachments: StoredAttachment[], today: string, language: Language): void {
    for (const attachment of attachments) attachment.threadId = thread.threadId;
    thread.messages.push({
      messageId: `M${String(++own.sequence).padStart(5, '0')}`,
      from: 'member',
      sentAt: instant(today, own.sequence),
      body: body.trim(),
      attachments: attachments.map(publicAttachment),
      asksForInformation: false,
      read: true,
    });
    own.pending = [...own.pending.filter((pending) => pending.threadId !== thread.threadId), { threadId: thread.threadId, dueAtCall: own.calls + ANSWER_AFTER_CALLS, language }];
  }

  private deliverDue(own: MessagesState, today: string): void {
    const due = own.pending.filter((pending) => pending.dueAtCall <= own.calls);
    if (due.length === 0) return;
    own.pending = own.pending.filter((pending) => pending.dueAtCall > own.calls);
    for (const pending of due) {
      const thread = own.threads.find((candidate) => candidate.threadId === pending.threadId);
      if (thread !== undefined) thread.messages.push(this.answerTo(own, thread, pending.language, today));
    }
  }

  private answerTo(own: MessagesState, thread: StoredThread, language: Language, today: string): SecureMessage {
    const words = ANSWERS[language];
    const fromServices = thread.messages.filter((message) => message.from === 'member-services');
    const asked = fromServices.at(-1)?.asksForInformation === true;
    const first = thread.messages[0];
    const askForBill =
      fromServices.length === 0 && (thread.topic === 'claim' || thread.topic === 'eob' || thread.topic === 'billing') && (first?.attachments.length ?? 0) === 0;
    const body = askForBill ? words.askForBill : asked ? words.followUp : words.answer(thread.reference);
    return {
      messageId: `M${String(++own.sequence).padStart(5, '0')}`,
      from: 'member-services',
      sentAt: instant(today, own.sequence),
      body,
      attachments: [],
      asksForInformation: askForBill,
      read: false,
    };
  }
}

export interface PagingQuery {
  readonly page?: number;
  readonly pageSize?: number;
}

function pageSizeOf(paging: PagingQuery): number | Answer<never> {
  const page = paging.page ?? 1;
  const size = paging.pageSize ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(page) || page < 1) return fail(400, 'INVALID_PAGE', 'page must be 1 or more.');
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) return fail(400, 'INVALID_SIZE', `pageSize must be between 1 and ${MAX_PAGE_SIZE}.`);
  return size;
}

/** Page 1 holds the newest messages; each page reads oldest first. */
function withMessages(thread: StoredThread, page: number, size: number): ThreadWithMessages {
  const all = thread.messages;
  const end = Math.max(0, all.length - (page - 1) * size);
  return { thread: summaryOf(thread), messages: { items: all.slice(Math.max(0, end - size), end), page, pageSize: size, total: all.length } };
}

function summaryOf(thread: StoredThread): MessageThread {
  const last = thread.messages.at(-1);
  return {
    threadId: thread.threadId,
    memberKey: thread.memberKey,
    aboutMemberKey: thread.aboutMemberKey,
    subject: thread.subject,
    topic: thread.topic,
    reference: thread.reference,
    lastMessage: { from: last?.from ?? 'member', sentAt: last?.sentAt ?? '', preview: (last?.body ?? '').slice(0, 140) },
    unread: unreadIn(thread.messages),
  };
}

function publicAttachment(attachment: StoredAttachment): MessageAttachment {
  const { attachmentId, fileName, contentType, size, state } = attachment;
  return { attachmentId, fileName, contentType, size, state };
}

/** The sandbox has no clock of its own: a family's messages of one day are a minute apart, in the order they came. */
function instant(today: string, sequence: number): string {
  const minutes = sequence % (24 * 60);
  return `${today}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00Z`;
}

/** A PDF that carries script or launch actions is held for review before anyone may open it. */
function heldForReview(contentType: MessageAttachment['contentType'], bytes: Uint8Array): boolean {
  if (contentType !== 'application/pdf') return false;
  const text = new TextDecoder('latin1').decode(bytes);
  return /\/(JavaScript|JS|Launch)\b/.test(text);
}

function fromBase64(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text)) return null;
  try {
    const binary = atob(text);
    const bytes = new Uint8Array(binary.length);
    for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
    return bytes;
  } catch {
    return null;
  }
}
