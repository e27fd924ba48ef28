import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { term } from '../../domain/copy/terms-copy';
import { PATHS } from '../../domain/routes';
import type { AccountState } from '../../application/shared/resolve-account-state';
import { useService } from '../app/ServicesProvider';
import { AccountStore } from '../stores/account-store';
import { SessionStore } from '../stores/session-store';
import { Icon } from './Icon';
import { SectionLayout } from './SectionLayout';
import { Spinner } from './Spinner';

/**
 * The frame of every page of the account menu (the account pages, and the messages, an area of their own):
 * resolves the account state first ("account resolves account state first", spec section 2) and shows the
 * account menu (AccountStore.accountMenu) beside the page, its Log out an action at the end.
 */
export const AccountMenuLayout = observer(function AccountMenuLayout({
  navLabel,
  loadingLabel,
  children,
}: {
  readonly navLabel: string;
  /** What the spinner says while the account state resolves. */
  readonly loadingLabel: string;
  readonly children: (state: AccountState) => ReactNode;
}) {
  const account = useService(AccountStore);
  const session = useService(SessionStore);
  useEffect(() => {
    void account.ensure();
  }, [account]);

  const state = account.state;
  if (state === null) return <Spinner label={loadingLabel} />;
  const logout = account.accountMenu.find((item) => item.path === PATHS.logout);
  return (
    <SectionLayout
      navLabel={navLabel}
      items={account.accountMenu.filter((item) => item.path !== PATHS.logout)}
      action={
        // Logging out is an action, not a page: it clears the session wherever the member is.
        logout === undefined ? undefined : (
          <button type="button" className="section-nav__link section-nav__link--danger" onClick={() => session.logout()}>
            <Icon name="logout" size={18} />
            {term(logout.label)}
          </button>
        )
      }
    >
      {children(state)}
    </SectionLayout>
  );
});
