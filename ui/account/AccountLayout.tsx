import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { PATHS } from '../../domain/routes';
import type { AccountState } from '../../application/shared/resolve-account-state';
import { useService } from '../app/ServicesProvider';
import { Icon } from '../components/Icon';
import { SectionLayout } from '../components/SectionLayout';
import { Spinner } from '../components/Spinner';
import { AccountStore } from '../stores/account-store';
import { SessionStore } from '../stores/session-store';
import { ACCOUNT_COPY } from './account-copy';
import '../components/fact-list.css';
import './account.css';

/**
 * The account pages' frame: resolves the account state ("account resolves account state first", spec
 * section 2) and shows the account settings menu (AccountStore.accountMenu) beside the page.
 */
export const AccountLayout = observer(function AccountLayout({ children }: { readonly children: (state: AccountState) => ReactNode }) {
  const account = useService(AccountStore);
  const session = useService(SessionStore);
  useEffect(() => {
    void account.ensure();
  }, [account]);

  const state = account.state;
  if (state === null) return <Spinner label={ACCOUNT_COPY.loading} />;
  const logout = account.accountMenu.find((item) => item.path === PATHS.logout);
  return (
    <SectionLayout
      navLabel={ACCOUNT_COPY.menuLabel}
      items={account.accountMenu.filter((item) => item.path !== PATHS.logout)}
      action={
        // Logging out is an action, not a page: it clears the session wherever the member is.
        logout === undefined ? undefined : (
          <button type="button" className="section-nav__link account-nav__logout" onClick={() => session.logout()}>
            <Icon name="logout" size={18} />
            {ACCOUNT_COPY.logOut}
          </button>
        )
      }
    >
      {children(state)}
    </SectionLayout>
  );
});
