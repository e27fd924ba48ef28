import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { ROUTES, type MenuItem } from '../../domain/rules/menus';
import type { AccountState } from '../../application/use-cases/resolve-account-state';
import { useService } from '../app/ServicesProvider';
import { Icon } from '../components/Icon';
import { Spinner } from '../components/Spinner';
import { AccountStore } from '../stores/account-store';
import { SessionStore } from '../stores/session-store';
import { ACCOUNT_COPY } from './account-copy';
import './account.css';

/**
 * The account pages' frame: resolves the account state ("account resolves account state first", spec
 * section 2) and shows the account settings menu (AccountStore.accountMenu) beside the page.
 */
export const AccountLayout = observer(function AccountLayout({ children }: { readonly children: (state: AccountState) => ReactNode }) {
  const account = useService(AccountStore);
  useEffect(() => {
    void account.ensure();
  }, [account]);

  const state = account.state;
  if (state === null) return <Spinner label={ACCOUNT_COPY.loading} />;
  return (
    <div className="account-layout">
      <AccountNav items={account.accountMenu} />
      <div className="account-layout__content">{children(state)}</div>
    </div>
  );
});

const AccountNav = observer(function AccountNav({ items }: { readonly items: readonly MenuItem[] }) {
  const [location] = useLocation();
  const session = useService(SessionStore);
  const listRef = useRef<HTMLUListElement>(null);
  // On a phone the menu scrolls sideways: bring the current page's item into view.
  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (list === null || list === undefined || current === null || current === undefined || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
  }, [location]);
  return (
    <nav className="account-nav" aria-label={ACCOUNT_COPY.menuLabel}>
      <ul ref={listRef} className="account-nav__list">
        {items.map((item) => {
          if (item.path === ROUTES.logout) {
            // Logging out is an action, not a page: it clears the session wherever the member is.
            return (
              <li key={item.path}>
                <button type="button" className="account-nav__link account-nav__logout" onClick={() => session.logout()}>
                  <Icon name="logout" size={18} />
                  {ACCOUNT_COPY.logOut}
                </button>
              </li>
            );
          }
          const current = location === item.path || location.startsWith(`${item.path}/`);
          return (
            <li key={item.path}>
              <Link
                href={item.path}
                className={current ? 'account-nav__link account-nav__link--current' : 'account-nav__link'}
                aria-current={current ? 'page' : undefined}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
});
