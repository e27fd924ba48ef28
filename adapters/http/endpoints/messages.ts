import * as t from 'io-ts';
import {
  AttachmentUploadCodec,
  MessageAttachmentCodec,
  MessageReplyCodec,
  NewMessageCodec,
  ThreadsPageCodec,
  ThreadWithMessagesCodec,
} from '../codecs/messages';
import { endpoint, FILE, json, NO_CONTENT, QueryInteger, type Summaries } from '../endpoint';

/**
 * Secure messages with member services. Nothing here is cached: an answer from member services can arrive
 * between two reads, so every read reaches the gateway.
 */

const paging = t.partial({ page: QueryInteger, pageSize: QueryInteger }, 'MessagesPaging');

/** Room for the base64 of a file somewhat over 10 MB, so that the desk itself says it is too large. */
const UPLOAD_MAX_BODY_BYTES = 16_000_000;

export const MESSAGES_ENDPOINTS = {
  threads: endpoint({
    name: 'messages.threads',
    method: 'GET',
    path: '/api/messages/threads',
    query: paging,
    answer: json(ThreadsPageCodec),
    audience: 'member',
    writes: false,
    cache: false,
  }),
  thread: endpoint({
    name: 'messages.thread',
    method: 'GET',
    path: '/api/messages/threads/:threadId',
    query: paging,
    answer: json(ThreadWithMessagesCodec),
    audience: 'member',
    writes: false,
    cache: false,
  }),
  markRead: endpoint({
    name: 'messages.markRead',
    method: 'POST',
    path: '/api/messages/threads/:threadId/read',
    answer: NO_CONTENT,
    audience: 'member',
    writes: true,
  }),
  send: endpoint({
    name: 'messages.send',
    method: 'POST',
    path: '/api/messages/threads',
    body: NewMessageCodec,
    answer: json(ThreadWithMessagesCodec),
    audience: 'member',
    writes: true,
    idempotent: true,
  }),
  reply: endpoint({
    name: 'messages.reply',
    method: 'POST',
    path: '/api/messages/threads/:threadId/messages',
    body: MessageReplyCodec,
    answer: json(ThreadWithMessagesCodec),
    audience: 'member',
    writes: true,
    idempotent: true,
  }),
  upload: endpoint({
    name: 'messages.upload',
    method: 'POST',
    path: '/api/messages/attachments',
    body: AttachmentUploadCodec,
    answer: json(MessageAttachmentCodec),
    audience: 'member',
    writes: true,
    maxBodyBytes: UPLOAD_MAX_BODY_BYTES,
  }),
  download: endpoint({
    name: 'messages.download',
    method: 'GET',
    path: '/api/messages/attachments/:attachmentId',
    answer: FILE,
    audience: 'member',
    writes: false,
    cache: false,
  }),
};

/** One line per endpoint for the API reference (apart from the table, so that no page downloads them). */
export const MESSAGES_SUMMARIES: Summaries<typeof MESSAGES_ENDPOINTS> = {
  threads: "The signed-in member's message threads, newest first, a page at a time (page from 1, pageSize up to 50)",
  thread: "One of the member's threads with a page of its messages: page 1 is the newest, each page oldest first; 403 for another member's thread",
  markRead: "Marks member services' messages in one of the member's threads as read",
  send: 'Starts a thread with its first message (about the member, or a dependant whose claims they may see); an Idempotency-Key repeated answers the first send',
  reply: "Adds the member's reply to one of their threads; an Idempotency-Key repeated answers the first reply",
  upload: 'Receives a file for a message: a PDF, JPEG or PNG by its content, 10 MB at most (base64); answers it as available or held for review',
  download: "Downloads an attachment of one of the member's threads, as the type its content shows; 409 while it is held for review",
};
