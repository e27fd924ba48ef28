import { observer } from 'mobx-react-lite';
import { Suspense, useEffect } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { Spinner } from '../components/Spinner';
import { AppShell } from '../shell/AppShell';
import { ErrorPage } from '../shell/ErrorPage';
import { SessionStore } from '../stores/session-store';
import { accountRoutes } from '../account/account-routes';
import { benefitsRoutes } from '../benefits/benefits-routes';
import { careRoutes } from '../care/care-routes';
import { homeRoutes } from '../home/home-routes';
import { IdleTimeout } from '../session/IdleTimeout';
import { sessionRoutes } from '../session/session-routes';
import { shellRoutes } from '../shell/shell-routes';
import { useService } from './ServicesProvider';

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
        <Suspense fallback={<Spinner label="Loading page" />}>
          {session.failureStatus !== null ? (
            <ErrorPage status={session.failureStatus} />
          ) : (
            <Switch>
              {sessionRoutes}
              {shellRoutes}
              {homeRoutes}
              {accountRoutes}
              {benefitsRoutes}
              {careRoutes}
              <Route>
                <Redirect to="/error/404" replace />
              </Route>
            </Switch>
          )}
        </Suspense>
      </ErrorBoundary>
      <IdleTimeout />
    </AppShell>
  );
});
