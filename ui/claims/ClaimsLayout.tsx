import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import { claimsAllowed } from '../../domain/rules/claims';
import { canSeeEobs } from '../../domain/rules/menus-and-permissions';
import { PATHS } from '../../domain/routes';
import type { AccountState } from '../../application/shared/resolve-account-state';
import { useService } from '../app/ServicesProvider';
import { Spinner } from '../components/Spinner';
import { AccountStore } from '../stores/account-store';
import { CLAIMS_COPY } from './claims-copy';
import './claims.css';

type Props = {
  readonly page: 'claims' | 'eobs' | 'navitus';
  readonly children: (state: AccountState) => ReactNode;
};

/**
 * The frame of /claims, /eobs and /navitus: resolves the account state first (spec section 2), sends
 * members the spec excludes to the not-found page (Claims without any eligibility, EOBs for
 * non-subscribers) and gives subscribers the Claims and EOBs tabs.
 */
export const ClaimsLayout = observer(function ClaimsLayout({ page, children }: Props) {
  const account = useService(AccountStore);
  const [location] = useLocation();
  useEffect(() => {
    void account.ensure();
  }, [account]);

  const state = account.state;
  // Said of the page being opened; Navitus's page gets the plain "Loading".
  if (state === null) return <Spinner label={page === 'claims' ? CLAIMS_COPY.loading : page === 'eobs' ? CLAIMS_COPY.eobsLoading : undefined} />;
  if (page === 'claims' && !claimsAllowed(state.viewer)) return <Redirect to="/error/404" replace />;
  if (page === 'eobs' && !canSeeEobs(state.viewer)) return <Redirect to="/error/404" replace />;
  const tabs = canSeeEobs(state.viewer) && page !== 'navitus';
  return (
    <div className="claims-area">
      {tabs && (
        <nav className="claims-tabs" aria-label={CLAIMS_COPY.navLabel}>
          <ul className="claims-tabs__list">
            {[
              { label: CLAIMS_COPY.claimsTab, path: PATHS.claims },
              { label: CLAIMS_COPY.eobsTab, path: PATHS.eobs },
            ].map((tab) => {
              const current = location === tab.path || location.startsWith(`${tab.path}/`);
              return (
                <li key={tab.path}>
                  <Link href={tab.path} className={current ? 'claims-tabs__link claims-tabs__link--current' : 'claims-tabs__link'} aria-current={current ? 'page' : undefined}>
                    {tab.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      )}
      {children(state)}
    </div>
  );
});
