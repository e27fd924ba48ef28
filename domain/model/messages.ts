/**
 * Secure messages between a member and member services: threads, their messages and attachments. A thread
 * is its author's (the member who started it); it may be about another member of the family (a
 * dependant's claim), named by `aboutMemberKey`.
 */

/** What a message is about: a claim, an EOB, an authorization or referral, the ID card, billing, something else. */
export type MessageTopic = 'claim' | 'eob' | 'authorization' | 'id-card' | 'billing' | 'other';

/** Who wrote a message: the member, or member services answering. */
export type MessageSender = 'member' | 'member-services';

/** The file types a message may carry, as their content shows them. */
export type AttachmentType = 'application/pdf' | 'image/jpeg' | 'image/png';

/**
 * An attachment as the insurer keeps it: `available` downloads; `held-for-review` was received but is
 * checked before anyone may open it (it stays listed, without a download).
 */
export type AttachmentState = 'available' | 'held-for-review';

export interface MessageAttachment {
  readonly attachmentId: string;
  readonly fileName: string;
  readonly contentType: AttachmentType;
  /** Bytes. */
  readonly size: number;
  readonly state: AttachmentState;
}

export interface SecureMessage {
  readonly messageId: string;
  readonly from: MessageSender;
  /** ISO instant. */
  readonly sentAt: string;
  readonly body: string;
  readonly attachments: readonly MessageAttachment[];
  /** Member services asks the member for more information (a reply is awaited). */
  readonly asksForInformation: boolean;
  /** For member services' messages: whether the member has read it (their own are always read). */
  readonly read: boolean;
}

export interface MessageThread {
  readonly threadId: string;
  /** The member who wrote it: the only one who sees it. */
  readonly memberKey: string;
  /** The member it is about (the author, or a dependant whose claim it asks about). */
  readonly aboutMemberKey: string;
  readonly subject: string;
  readonly topic: MessageTopic;
  /** The claim, EOB or authorization it is about (its id), when the topic names one. */
  readonly reference: string | null;
  /** The latest message, for the inbox. */
  readonly lastMessage: { readonly from: MessageSender; readonly sentAt: string; readonly preview: string };
  /** Member services' messages not yet read. */
  readonly unread: number;
}

/** A page of a list the gateway pages: the items, and the total across pages. */
export interface MessagesPage<T> {
  readonly items: readonly T[];
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
}

/** A thread with a page of its messages, oldest first. */
export interface ThreadWithMessages {
  readonly thread: MessageThread;
  readonly messages: MessagesPage<SecureMessage>;
}

/** What a member sends: a new thread's first message, or a reply. */
export interface NewMessage {
  readonly aboutMemberKey: string;
  readonly topic: MessageTopic;
  readonly reference: string | null;
  readonly subject: string;
  readonly body: string;
  readonly attachmentIds: readonly string[];
}

export interface MessageReply {
  readonly body: string;
  readonly attachmentIds: readonly string[];
}
