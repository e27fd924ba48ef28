import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { Spinner } from '../components/Spinner';
import { AppShell } from '../shell/AppShell';
import { SHELL_COPY } from '../shell/shell-copy';
import { ErrorPage } from '../shell/ErrorPage';
import { SessionStore } from '../stores/session-store';
import { homeRoutes } from '../home/home-routes';
import { IdleTimeout } from '../session/IdleTimeout';
import { sessionRoutes } from '../session/session-routes';
import { shellRoutes } from '../shell/shell-routes';
import { areaEntry } from './area-routes';
import { lazyPage } from './lazy-page';
import { LazySuspense } from './LazySuspense';
import { useService } from './ServicesProvider';

/*
 * The areas behind a lazy route table each: the core, which every member page downloads, carries one lazy
 * import per area rather than one (with its list of chunks to preload) per page. An area's table loads with
 * the first visit to one of its paths (domain/routes.ts), and then the page.
 */
const AccountPages = lazyPage(() => import('../account/AccountPages'));
const BenefitsPages = lazyPage(() => import('../benefits/BenefitsPages'));
const CarePages = lazyPage(() => import('../care/CarePages'));
const ClaimsPages = lazyPage(() => import('../claims/ClaimsPages'));
const MessagesPages = lazyPage(() => import('../messages/MessagesPages'));

/** The core's routes to the lazy areas, built once: their path patterns come from the route registry. */
const AREA_ENTRIES = [
  areaEntry('account', AccountPages), areaEntry('benefits', BenefitsPages), areaEntry('care', CarePages), areaEntry('claims', ClaimsPages),
  areaEntry('messages', MessagesPages),
];

/**
 * On each navigation end: clear an in-place error, refresh auth status (spec section 4). The entry
 * (ui/app/entry.tsx) scrolls to the top.
 */
function useNavigationEnd(location: string, session: SessionStore): void {
  useEffect(() => {
    session.clearFailure();
    session.refresh();
  }, [location, session]);
}

export const App = observer(function App() {
  const session = useService(SessionStore);
  const [location] = useLocation();
  useNavigationEnd(location, session);

  useEffect(() => {
    document.documentElement.dataset['brand'] = String(session.domainId);
  }, [session.domainId]);

  return (
    <AppShell>
      <ErrorBoundary resetKey={location} fallback={(status) => <ErrorPage status={status} />}>
        <LazySuspense fallback={<Spinner label={SHELL_COPY.loadingPage} />}>
          {session.failureStatus !== null ? (
            <ErrorPage status={session.failureStatus} />
          ) : (
            // Keyed on the session: a new member's session (a plan switched) shows every page afresh.
            <Switch key={session.generation}>
              {sessionRoutes}
              {shellRoutes}
              {homeRoutes}
              {AREA_ENTRIES}
              <Route>
                <Redirect to="/error/404" replace />
              </Route>
            </Switch>
          )}
        </LazySuspense>
      </ErrorBoundary>
      <IdleTimeout />
    </AppShell>
  );
});
