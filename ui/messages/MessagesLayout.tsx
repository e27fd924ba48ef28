import { useEffect, type ReactNode } from 'react';
import type { AccountState } from '../../application/shared/resolve-account-state';
import { useService } from '../app/ServicesProvider';
import { useSessionWideStore } from '../app/session-wide-stores';
import { AccountMenuLayout } from '../components/AccountMenuLayout';
import { SessionStore } from '../stores/session-store';
import { MESSAGES_COPY } from './messages-copy';
import { UnreadStore } from './unread-store';
import './messages.css';

/** The messages pages' frame: Messages is an entry of the account menu, so its pages sit beside that menu as the account pages do. */
export function MessagesLayout({ children }: { readonly children: (state: AccountState) => ReactNode }) {
  return (
    <AccountMenuLayout navLabel={MESSAGES_COPY.navLabel} loadingLabel={MESSAGES_COPY.loading}>
      {children}
    </AccountMenuLayout>
  );
}

/** The tab's one unread count, for the pages that change it (opening a thread, sending). */
export function useUnread(): UnreadStore {
  const unread = useSessionWideStore(UnreadStore);
  const session = useService(SessionStore);
  useEffect(() => {
    unread.forSession(session.generation);
  }, [unread, session.generation]);
  return unread;
}
