import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, type ReactNode } from 'react';
import { Link, Redirect, Route, Switch, useLocation } from 'wouter';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { Snackbar } from '../components/Snackbar';
import { Spinner } from '../components/Spinner';
import { ErrorPage } from '../shell/ErrorPage';
import { SessionStore } from '../stores/session-store';
import { benefitsRoutes } from '../benefits/BenefitsRoutes';
import { careRoutes } from '../care/CareRoutes';
import { homeRoutes } from '../home/HomeRoutes';
import { sessionRoutes } from '../session/SessionRoutes';
import { shellRoutes } from '../shell/ShellRoutes';
import { useService } from './ServicesProvider';

/** On each navigation end: scroll to top, clear an in-place error, refresh auth status (spec section 4). */
function useNavigationEnd(location: string, session: SessionStore): void {
  useEffect(() => {
    window.scrollTo(0, 0);
    session.clearFailure();
    session.refresh();
  }, [location, session]);
}

const Header = observer(function Header() {
  const session = useService(SessionStore);
  return (
    <header className="top-nav">
      <div className="top-nav__inner">
        <Link href={session.authorised ? '/home' : '/login'} className="brand-mark" aria-label={`${session.brand.name} Member Dashboard`}>
          <span className="brand-mark__logo" aria-hidden="true" />
          <span className="brand-mark__name">{session.brand.name}</span>
        </Link>
        {session.authorised ? (
          <nav aria-label="Utility" className="utility-nav">
            <button type="button" className="button button--ghost" onClick={() => session.logout()}>
              Log out
            </button>
          </nav>
        ) : null}
      </div>
    </header>
  );
});

function Shell({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <Header />
      <main id="main" className="page">
        {children}
      </main>
      <footer className="footer">
        <p>© Member Dashboard. Coverage is subject to the terms of your plan.</p>
      </footer>
      <Snackbar />
    </>
  );
}

export const App = observer(function App() {
  const session = useService(SessionStore);
  const [location] = useLocation();
  useNavigationEnd(location, session);

  useEffect(() => {
    document.documentElement.dataset['brand'] = String(session.domainId);
  }, [session.domainId]);

  return (
    <Shell>
      <ErrorBoundary resetKey={location} fallback={(status) => <ErrorPage status={status} />}>
        <Suspense fallback={<Spinner label="Loading page" />}>
          {session.failureStatus !== null ? (
            <ErrorPage status={session.failureStatus} />
          ) : (
            <Switch>
              <Route path="/">
                <Redirect to={session.brand.defaultRedirect} replace />
              </Route>
              {sessionRoutes}
              {shellRoutes}
              {homeRoutes}
              {benefitsRoutes}
              {careRoutes}
              <Route>
                <Redirect to="/error/404" replace />
              </Route>
            </Switch>
          )}
        </Suspense>
      </ErrorBoundary>
    </Shell>
  );
});
