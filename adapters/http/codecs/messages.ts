import * as t from 'io-ts';
import type { MessageAttachment, MessageReply, MessagesPage, MessageThread, NewMessage, SecureMessage, ThreadWithMessages } from '../../../domain/model';
import { nullable, type Same } from './common';

/** Secure messages' payloads: threads, their messages and attachments, and what members send. */

export const MessageTopicCodec = t.keyof({ claim: null, eob: null, authorization: null, 'id-card': null, billing: null, other: null }, 'MessageTopic');
const MessageSenderCodec = t.keyof({ member: null, 'member-services': null }, 'MessageSender');

export const MessageAttachmentCodec = t.type(
  {
    attachmentId: t.string,
    fileName: t.string,
    contentType: t.keyof({ 'application/pdf': null, 'image/jpeg': null, 'image/png': null }, 'AttachmentType'),
    size: t.number,
    state: t.keyof({ available: null, 'held-for-review': null }, 'AttachmentState'),
  },
  'MessageAttachment',
);
const _attachment: Same<t.TypeOf<typeof MessageAttachmentCodec>, MessageAttachment> = true;

const SecureMessageCodec = t.type(
  {
    messageId: t.string,
    from: MessageSenderCodec,
    sentAt: t.string,
    body: t.string,
    attachments: t.readonlyArray(MessageAttachmentCodec),
    asksForInformation: t.boolean,
    read: t.boolean,
  },
  'SecureMessage',
);
const _message: Same<t.TypeOf<typeof SecureMessageCodec>, SecureMessage> = true;

const MessageThreadCodec = t.type(
  {
    threadId: t.string,
    memberKey: t.string,
    aboutMemberKey: t.string,
    subject: t.string,
    topic: MessageTopicCodec,
    reference: nullable(t.string),
    lastMessage: t.type({ from: MessageSenderCodec, sentAt: t.string, preview: t.string }),
    unread: t.number,
  },
  'MessageThread',
);
const _thread: Same<t.TypeOf<typeof MessageThreadCodec>, MessageThread> = true;

const pageOf = <C extends t.Mixed>(item: C, name: string) =>
  t.type({ items: t.readonlyArray(item), page: t.number, pageSize: t.number, total: t.number }, name);

export const ThreadsPageCodec = pageOf(MessageThreadCodec, 'MessageThreadsPage');
const _threads: Same<t.TypeOf<typeof ThreadsPageCodec>, MessagesPage<MessageThread>> = true;

export const ThreadWithMessagesCodec = t.type({ thread: MessageThreadCodec, messages: pageOf(SecureMessageCodec, 'SecureMessagesPage') }, 'ThreadWithMessages');
const _threadWithMessages: Same<t.TypeOf<typeof ThreadWithMessagesCodec>, ThreadWithMessages> = true;

export const NewMessageCodec = t.type(
  {
    aboutMemberKey: t.string,
    topic: MessageTopicCodec,
    reference: nullable(t.string),
    subject: t.string,
    body: t.string,
    attachmentIds: t.readonlyArray(t.string),
  },
  'NewMessage',
);
const _newMessage: Same<t.TypeOf<typeof NewMessageCodec>, NewMessage> = true;

export const MessageReplyCodec = t.type({ body: t.string, attachmentIds: t.readonlyArray(t.string) }, 'MessageReply');
const _reply: Same<t.TypeOf<typeof MessageReplyCodec>, MessageReply> = true;

/** A file sent for a message: its name as the member's device gave it, and its bytes in base64. */
export const AttachmentUploadCodec = t.type({ fileName: t.string, contentBase64: t.string }, 'AttachmentUpload');
