import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { PATHS } from '../../domain/routes';
import { useService } from '../app/ServicesProvider';
import { useSessionWideStore } from '../app/session-wide-stores';
import { Icon } from '../components/Icon';
import { SessionStore } from '../stores/session-store';
import { UNREAD_COPY } from './unread-copy';
import { UnreadStore } from './unread-store';

/**
 * The header's way to messages with the unread count. It is downloaded and read after the page's first
 * view (ui/app/UnreadMessagesSlot.tsx), read again on each navigation, and says a new count politely, once,
 * when it changes: the live region's words change only then, never on a render that changes nothing.
 */
export const UnreadIndicator = observer(function UnreadIndicator() {
  const unread = useSessionWideStore(UnreadStore);
  const session = useService(SessionStore);
  const [location] = useLocation();
  useEffect(() => {
    unread.forSession(session.generation);
    void unread.refresh();
  }, [unread, session.generation, location]);

  const count = unread.count ?? 0;
  const announced = unread.announced;
  return (
    <>
      <Link href={PATHS.messages} className="unread-messages" data-testid="unread-messages">
        <Icon name="mail" size={20} />
        <span className="visually-hidden">{count > 0 ? `${UNREAD_COPY.headerLink}, ${UNREAD_COPY.headerUnread(count)}` : UNREAD_COPY.headerLink}</span>
        {count > 0 && (
          <span className="unread-messages__badge" aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </Link>
      <span className="visually-hidden" role="status" data-testid="unread-announcement">
        {announced === null ? '' : UNREAD_COPY.headerAnnouncement(announced)}
      </span>
    </>
  );
});
