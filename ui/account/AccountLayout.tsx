import type { ReactNode } from 'react';
import type { AccountState } from '../../application/shared/resolve-account-state';
import { AccountMenuLayout } from '../components/AccountMenuLayout';
import { ACCOUNT_COPY } from './account-copy';
import '../components/fact-list.css';
import './account.css';

/** The account pages' frame: the account menu beside the page, once the account state is resolved. */
export function AccountLayout({ children }: { readonly children: (state: AccountState) => ReactNode }) {
  return (
    <AccountMenuLayout navLabel={ACCOUNT_COPY.menuLabel} loadingLabel={ACCOUNT_COPY.loading}>
      {children}
    </AccountMenuLayout>
  );
}
