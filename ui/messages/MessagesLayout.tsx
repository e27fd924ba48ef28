import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { PATHS } from '../../domain/routes';
import type { AccountState } from '../../application/shared/resolve-account-state';
import { useService } from '../app/ServicesProvider';
import { useSessionWideStore } from '../app/session-wide-stores';
import { SectionLayout } from '../components/SectionLayout';
import { Spinner } from '../components/Spinner';
import { AccountStore } from '../stores/account-store';
import { SessionStore } from '../stores/session-store';
import { MESSAGES_COPY } from './messages-copy';
import { UnreadStore } from './unread-store';
import './messages.css';

/**
 * The messages pages' frame: Messages is an entry of the account menu, so its pages sit beside that menu
 * as the account pages do, once the account state is resolved.
 */
export const MessagesLayout = observer(function MessagesLayout({ children }: { readonly children: (state: AccountState) => ReactNode }) {
  const account = useService(AccountStore);
  useEffect(() => {
    void account.ensure();
  }, [account]);
  const state = account.state;
  if (state === null) return <Spinner label={MESSAGES_COPY.loading} />;
  return (
    <SectionLayout navLabel={MESSAGES_COPY.navLabel} items={account.accountMenu.filter((item) => item.path !== PATHS.logout)}>
      {children(state)}
    </SectionLayout>
  );
});

/** The tab's one unread count, for the pages that change it (opening a thread, sending). */
export function useUnread(): UnreadStore {
  const unread = useSessionWideStore(UnreadStore);
  const session = useService(SessionStore);
  useEffect(() => {
    unread.forSession(session.generation);
  }, [unread, session.generation]);
  return unread;
}
