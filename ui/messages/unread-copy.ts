import { localized } from '../../domain/copy/localized';

/**
 * The header's way to messages with the unread count: apart from the messages pages' copy because every
 * signed-in page downloads it.
 */
export const UNREAD_COPY = localized('UNREAD_COPY', {
  headerLink: 'Messages',
  headerUnread: (count: number) => (count === 1 ? '1 unread message' : `${count} unread messages`),
  headerAnnouncement: (count: number) => (count === 0 ? 'No unread messages.' : count === 1 ? 'You have 1 unread message.' : `You have ${count} unread messages.`),
} as const);
