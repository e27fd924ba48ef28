import * as t from 'io-ts';

/** The header's count: how many of member services' messages the signed-in member has not read. */
export const UnreadCountCodec = t.type({ unread: t.number }, 'UnreadCount');
