import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { Redirect } from 'wouter';
import { findCareAllowed, primaryCareMenuVisible } from '../../domain/rules/menus-and-permissions';
import { PATHS } from '../../domain/routes';
import type { AccountState } from '../../application/shared/resolve-account-state';
import { useService } from '../app/ServicesProvider';
import { SectionLayout } from '../components/SectionLayout';
import { Spinner } from '../components/Spinner';
import { AccountStore } from '../stores/account-store';
import { CARE_COPY } from './care-copy';
import './care.css';

type Props = {
  /** Primary care pages exist only for members whose primary care menu shows (spec section 6). */
  readonly primaryCare?: boolean;
  readonly children: (state: AccountState) => ReactNode;
};

/**
 * The find care pages' frame: resolves the account state, sends members without active or future
 * eligibility home (Find care is hidden for them, spec section 2), answers not-found for primary care
 * pages the member has no menu for, and shows the find care menu beside the page.
 */
export const CareLayout = observer(function CareLayout({ primaryCare = false, children }: Props) {
  const account = useService(AccountStore);
  useEffect(() => {
    void account.ensure();
  }, [account]);

  const state = account.state;
  if (state === null) return <Spinner label={CARE_COPY.loading} />;
  if (!findCareAllowed(state.viewer, state.today)) return <Redirect to={PATHS.home} replace />;
  if (primaryCare && !primaryCareMenuVisible(state.menuFacts.primaryCare)) return <Redirect to="/error/404" replace />;
  return (
    <SectionLayout navLabel={CARE_COPY.navLabel} items={account.findCareMenu}>
      {children(state)}
    </SectionLayout>
  );
});
