import type { Translation } from '../../domain/copy/language';
import type { UNREAD_COPY } from './unread-copy';

export const UNREAD_COPY_ES: Translation<typeof UNREAD_COPY> = {
  headerLink: 'Mensajes',
  headerUnread: (count: number) => (count === 1 ? '1 mensaje sin leer' : `${count} mensajes sin leer`),
  headerAnnouncement: (count: number) =>
    count === 0 ? 'No hay mensajes sin leer.' : count === 1 ? 'Tiene 1 mensaje sin leer.' : `Tiene ${count} mensajes sin leer.`,
};
