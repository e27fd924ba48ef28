import type { AttachmentRefusal } from './attachments';
import type { Claim, Member, MessageThread, MessageTopic, SecureMessage } from '../model';
import { MESSAGE_RULES_COPY } from '../copy/messages-copy';
import { pathTo, PATHS } from '../routes';
import { claimsVisibleTo, familyMembersVisibleTo } from './claims';

/**
 * Secure messages with member services: who sees which thread, whom a member may write about, what a
 * message may carry, and how many of member services' messages are unread.
 */

type Person = Pick<Member, 'memberKey' | 'memberSuffix'>;

// ------------------------------------------------------------------ who sees and writes what

/** A thread is its author's alone: each member sees the threads they wrote, whoever they are about. */
export function threadsVisibleTo<T extends Pick<MessageThread, 'memberKey'>>(threads: readonly T[], viewer: Pick<Member, 'memberKey'>): T[] {
  return threads.filter((thread) => thread.memberKey === viewer.memberKey);
}

/**
 * Whom a member may write about: the members whose claims they may see (the claims rule: the subscriber
 * the family, a dependant themselves).
 */
export function membersToWriteAbout<M extends Person>(viewer: Person, members: readonly M[]): M[] {
  return familyMembersVisibleTo(viewer, members);
}

/** Whether the viewer may write about this member at all. */
export function mayWriteAbout(viewer: Person, aboutMemberKey: string, members: readonly Person[]): boolean {
  return membersToWriteAbout(viewer, members).some((member) => member.memberKey === aboutMemberKey);
}

/** Whether the viewer may write about this claim: only where the claims rule lets them see it. */
export function mayWriteAboutClaim(viewer: Person, claim: Pick<Claim, 'memberKey'>, members: readonly Person[]): boolean {
  return claimsVisibleTo([claim], viewer, members).length === 1;
}

// ------------------------------------------------------------------ topics and references

/** The topics in the order the form offers them. */
export const MESSAGE_TOPICS: readonly MessageTopic[] = ['claim', 'eob', 'authorization', 'id-card', 'billing', 'other'];

/** The topics whose messages may name what they are about (a claim's, an EOB's or an authorization's id). */
export function topicTakesReference(topic: MessageTopic): boolean {
  return topic === 'claim' || topic === 'eob' || topic === 'authorization';
}

export const SUBJECT_MAX = 100;
export const BODY_MAX = 4000;

export interface DraftFacts {
  readonly topic: MessageTopic;
  readonly reference: string | null;
  readonly subject: string;
  readonly body: string;
}

export interface DraftErrors {
  readonly subject?: string;
  readonly body?: string;
  readonly reference?: string;
}

/** What stops a new message from being sent; a reply has no subject and is checked with `replyErrors`. */
export function newMessageErrors(draft: DraftFacts): DraftErrors {
  const subject = draft.subject.trim();
  const errors: { subject?: string; body?: string; reference?: string } = { ...replyErrors(draft.body) };
  if (subject === '') errors.subject = MESSAGE_RULES_COPY.subjectRequired;
  else if (subject.length > SUBJECT_MAX) errors.subject = MESSAGE_RULES_COPY.subjectTooLong;
  if (draft.reference !== null && draft.reference.trim() !== '' && !topicTakesReference(draft.topic)) {
    errors.reference = MESSAGE_RULES_COPY.referenceNotForTopic;
  }
  return errors;
}

/**
 * What the insurer's refusal of a send says about the draft's reference: a claim number it does not know
 * (404 CLAIM_NOT_FOUND), or a claim that is not one the member may write about for the member chosen
 * (403 NOT_YOURS, for a message naming a claim). Null for any other refusal, which is no fault of the
 * draft's fields.
 */
export function referenceRefusal(draft: Pick<DraftFacts, 'topic' | 'reference'>, refusal: { readonly status: number; readonly code?: string }): DraftErrors | null {
  const reference = draft.reference?.trim() ?? '';
  if (draft.topic !== 'claim' || reference === '') return null;
  if (refusal.status === 404 && refusal.code === 'CLAIM_NOT_FOUND') return { reference: MESSAGE_RULES_COPY.claimNotFound(reference) };
  if (refusal.status === 403 && refusal.code === 'NOT_YOURS') return { reference: MESSAGE_RULES_COPY.claimNotTheirs(reference) };
  return null;
}

/** What stops a reply (or a new message's text) from being sent. */
export function replyErrors(body: string): Pick<DraftErrors, 'body'> {
  const text = body.trim();
  if (text === '') return { body: MESSAGE_RULES_COPY.bodyRequired };
  if (text.length > BODY_MAX) return { body: MESSAGE_RULES_COPY.bodyTooLong };
  return {};
}

// ------------------------------------------------------------------ attachments

// The attachment rule is shared with appeals (attachments.ts); the messages' own wording of a refusal is here.
export {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENTS_PER_MESSAGE,
  SIGNATURE_BYTES,
  attachmentRefusal,
  attachmentTypeOf,
  type AttachmentRefusal,
  type FileFacts,
} from './attachments';

/** The refusal in the member's words, naming the file. */
export function attachmentRefusalMessage(refusal: AttachmentRefusal, fileName: string): string {
  switch (refusal) {
    case 'wrong-type':
      return MESSAGE_RULES_COPY.wrongType(fileName);
    case 'too-big':
      return MESSAGE_RULES_COPY.tooBig(fileName);
    case 'too-many':
      return MESSAGE_RULES_COPY.tooMany(fileName);
    case 'empty':
      return MESSAGE_RULES_COPY.empty(fileName);
  }
}

// ------------------------------------------------------------------ unread

/** Member services' messages the member has not read (their own never count). */
export function unreadIn(messages: readonly Pick<SecureMessage, 'from' | 'read'>[]): number {
  return messages.filter((message) => message.from === 'member-services' && !message.read).length;
}

/** The count the header shows: unread messages across the threads the viewer sees. */
export function unreadTotal(threads: readonly Pick<MessageThread, 'memberKey' | 'unread'>[], viewer: Pick<Member, 'memberKey'>): number {
  return threadsVisibleTo(threads, viewer).reduce((total, thread) => total + thread.unread, 0);
}

/** The threads newest first, by their latest message. */
export function threadsNewestFirst<T extends Pick<MessageThread, 'lastMessage' | 'threadId'>>(threads: readonly T[]): T[] {
  return [...threads].sort((a, b) =>
    a.lastMessage.sentAt === b.lastMessage.sentAt ? a.threadId.localeCompare(b.threadId) : a.lastMessage.sentAt < b.lastMessage.sentAt ? 1 : -1,
  );
}

/** A thread's messages once the member has opened it: every answer read. */
export function openedThread<M extends Pick<SecureMessage, 'from' | 'read'>>(messages: readonly M[]): M[] {
  return messages.map((message) => (message.read ? message : { ...message, read: true }));
}

// ------------------------------------------------------------------ starting from a claim, an EOB, an authorization

/** What a message started from another page is about: the topic, the claim's, EOB's or authorization's id, and whose it is. */
export interface MessageStart {
  readonly topic: MessageTopic;
  readonly reference: string | null;
  readonly aboutMemberKey: string | null;
}

/** The new-message form's address, pre-filled with what the message is about (the page it started from). */
export function newMessagePath(start: { readonly topic: MessageTopic; readonly reference?: string | null; readonly aboutMemberKey?: string | null }): string {
  const query = new URLSearchParams({ topic: start.topic });
  if (start.reference !== undefined && start.reference !== null && start.reference !== '') query.set('reference', start.reference);
  if (start.aboutMemberKey !== undefined && start.aboutMemberKey !== null && start.aboutMemberKey !== '') query.set('about', start.aboutMemberKey);
  return `/messages/new?${query.toString()}`;
}

/** What the form's address says it starts from; an unknown topic starts from nothing, and a reference only with a topic that takes one. */
export function messageStartFrom(query: URLSearchParams): MessageStart | null {
  const topic = MESSAGE_TOPICS.find((candidate) => candidate === query.get('topic'));
  if (topic === undefined) return null;
  const reference = query.get('reference')?.trim() ?? '';
  const about = query.get('about')?.trim() ?? '';
  return { topic, reference: topicTakesReference(topic) && reference !== '' ? reference.slice(0, 40) : null, aboutMemberKey: about === '' ? null : about };
}

/** Where a thread's reference links back to: the claim's page, the EOBs, or the authorization tracker. */
export function referencePath(topic: MessageTopic, reference: string | null): string | null {
  if (reference === null || reference === '') return null;
  switch (topic) {
    case 'claim':
      return pathTo('claim', { claimId: reference });
    case 'eob':
      return PATHS.eobs;
    case 'authorization':
      return PATHS.authorizations;
    default:
      return null;
  }
}
