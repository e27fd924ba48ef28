import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useService } from '../app/ServicesProvider';
import { Snackbar } from '../components/Snackbar';
import { Spinner } from '../components/Spinner';
import { SessionStore } from '../stores/session-store';
import { BottomNav } from './BottomNav';
import { ChatLauncher, useChatShown } from './ChatLauncher';
import { Footer } from './Footer';
import { GlobalAlerts } from './GlobalAlerts';
import { Header } from './Header';
import { LogoutAction } from './MenuLink';
import { ShellFrame } from './ShellFrame';
import { ShellStore } from './shell-store';
import { SHELL_COPY } from './shell-copy';

/**
 * The frame around every page (spec section 2, Shell): top navigation, global alerts, the page, footer,
 * phone bottom navigation, chat, snackbar and the busy indicator of a plan switch. Breakpoints (phone up to
 * 767 px, tablet 768-1279, desktop from 1280) live in ui/themes/shell.css.
 */
export const AppShell = observer(function AppShell({ children }: { children: ReactNode }) {
  const shell = useService(ShellStore);
  const session = useService(SessionStore);
  const [location] = useLocation();
  const authorised = session.authorised;
  const generation = session.generation;
  const logout = useCallback(() => session.logout(), [session]);
  const chatShown = useChatShown();

  // A new session (another member's token) reset the account state: the header asks for the new one.
  useEffect(() => {
    shell.sync();
  }, [shell, location, authorised, generation]);

  return (
    <LogoutAction.Provider value={authorised ? logout : null}>
      <ShellFrame
        className={['app', shell.menus.bottom.length > 0 ? 'app--bottom-nav' : '', chatShown ? 'app--chat' : '', shell.chatGutter ? 'app--chat-gutter' : '']
          .filter((name) => name !== '')
          .join(' ')}
        header={<Header />}
        footer={<Footer siteMap={shell.siteMap} copy={shell.footer} year={shell.year} seal={shell.accreditation} />}
        after={
          <>
            <BottomNav />
            <ChatLauncher />
            <Snackbar />
            {shell.switchingGroup && (
              <div className="busy-overlay">
                <Spinner label={SHELL_COPY.switchingPlan} />
                <p aria-hidden="true">{SHELL_COPY.switchingPlan}</p>
              </div>
            )}
          </>
        }
      >
        <GlobalAlerts />
        {children}
      </ShellFrame>
    </LogoutAction.Provider>
  );
});
