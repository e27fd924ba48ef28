import { UnreadCountCodec } from '../codecs/unread-messages';
import { endpoint, json, type Summaries } from '../endpoint';

/**
 * The header's unread count: apart from the messages area's endpoints because every signed-in page reads
 * it, so that what the header downloads is this one call and its codec. Never cached: an answer from
 * member services can arrive between two reads.
 */
export const UNREAD_MESSAGES_ENDPOINTS = {
  count: endpoint({
    name: 'messages.unread',
    method: 'GET',
    path: '/api/messages/unread',
    answer: json(UnreadCountCodec),
    audience: 'member',
    writes: false,
    cache: false,
  }),
};

export const UNREAD_MESSAGES_SUMMARIES: Summaries<typeof UNREAD_MESSAGES_ENDPOINTS> = {
  count: "How many of member services' messages the signed-in member has not read",
};
