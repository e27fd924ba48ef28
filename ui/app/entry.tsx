import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { Redirect, useLocation } from 'wouter';
import type { DomainId } from '../../domain/model';
import { brandConfig } from '../../domain/rules/brands';
import type { BrowserPlatform } from '../../adapters/browser/browser-platform';
import type { AccreditationSeal } from '../../application/shell/load-shell-content';
import { takeLoginNotices } from '../../application/session/login-notices';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { Spinner } from '../components/Spinner';
import { LoginPage } from '../session/LoginPage';
import { LoginStore } from '../session/login-store';
import { ErrorView } from '../shell/ErrorView';
import { SHELL_COPY } from '../shell/shell-copy';
import { VisitorShell } from '../shell/VisitorShell';
import { loadCore } from './core-loader';
import { signedIn, VISITOR_LANDINGS } from './entry-start';
import { lazyPage } from './lazy-page';

const yearOf = (platform: BrowserPlatform): number => Number(platform.clock.today().slice(0, 4));

/**
 * The entry: `/` and `/login` are always its own, served without the app's core (the container, MobX,
 * the HTTP gateways and every other route), so that a visitor's first page downloads little more than
 * React. Every other route is the member app, the core, loaded on the way there.
 */
export function createEntry(platform: BrowserPlatform): ComponentType {
  // The core's routes as one lazy component, created once: a new lazy component would load again.
  const CoreApp = lazyPage(() => loadCore(platform).then((core) => ({ default: core.App })));
  // The login form outlives a change of language, which renders the page anew: what the visitor typed and
  // what the server said stay. Leaving /login forgets it, so that the next visit starts empty.
  let login: VisitorLoginForm | null = null;
  return function Entry() {
    const [location] = useLocation();
    const domainId = platform.brand.domainId();
    useEffect(() => {
      document.documentElement.dataset['brand'] = String(domainId);
    }, [domainId]);
    // Every navigation, in the entry or the core, starts at the top of the new page.
    useEffect(() => {
      window.scrollTo(0, 0);
    }, [location]);
    if (location === '/') return <Redirect to={brandConfig(domainId).defaultRedirect} replace />;
    if (VISITOR_LANDINGS.has(location)) {
      login ??= new VisitorLoginForm(platform);
      return <VisitorLogin platform={platform} domainId={domainId} login={login} />;
    }
    login = null;
    return <MemberApp platform={platform} domainId={domainId} location={location} CoreApp={CoreApp} />;
  };
}

/** The member app; until its core is there, what the visitor already sees or, for a member, a spinner. */
function MemberApp({ platform, domainId, location, CoreApp }: { platform: BrowserPlatform; domainId: DomainId; location: string; CoreApp: ComponentType }) {
  const waiting = signedIn(platform) ? (
    <Spinner label={SHELL_COPY.loadingPage} />
  ) : (
    <VisitorShell domainId={domainId} year={yearOf(platform)} seal={null}>
      <Spinner label={SHELL_COPY.loadingPage} />
    </VisitorShell>
  );
  return (
    <ErrorBoundary
      resetKey={location}
      fallback={(status) => (
        <VisitorShell domainId={domainId} year={yearOf(platform)} seal={null}>
          <ErrorView status={status} loggedIn={false} />
        </VisitorShell>
      )}
    >
      <Suspense fallback={waiting}>
        <CoreApp />
      </Suspense>
    </ErrorBoundary>
  );
}

/** The login form's store, and where a failure after the token goes: to the login page on screen. */
class VisitorLoginForm {
  readonly store: LoginStore;
  private show: (status: number) => void = () => undefined;

  constructor(platform: BrowserPlatform) {
    this.store = new LoginStore({
      logIn: async (details) => (await loadCore(platform)).logIn(details),
      takeNotices: () => takeLoginNotices(platform.session),
      refresh: () => void loadCore(platform).then((core) => core.refresh(), () => undefined),
      fail: (error) => {
        loadCore(platform).then(
          (core) => {
            const status = core.settleFailure(error);
            if (status !== null) this.show(status);
          },
          () => this.show(error.status),
        );
      },
    });
  }

  /** The mounted page shows failures with `show` until the returned function is called. */
  showFailuresWith(show: (status: number) => void): () => void {
    this.show = show;
    return () => {
      if (this.show === show) this.show = () => undefined;
    };
  }
}

/**
 * The login page in the visitor's shell. Logging in runs through the core, downloaded when the visitor
 * starts to act; a failure after the token (spec section 8) is shown here, on the error page.
 */
function VisitorLogin({ platform, domainId, login }: { platform: BrowserPlatform; domainId: DomainId; login: VisitorLoginForm }) {
  const [seal, setSeal] = useState<AccreditationSeal | null>(null);
  const [failure, setFailure] = useState<number | null>(null);
  const store = login.store;
  useEffect(() => login.showFailuresWith(setFailure), [login]);

  // The footer's optional seal comes through the core's content gateway, once the visitor starts to act.
  useEffect(
    () =>
      platform.onFirstInteraction(() => {
        loadCore(platform)
          .then((core) => core.accreditation())
          .then(setSeal, () => undefined);
      }),
    [platform],
  );

  return (
    <VisitorShell domainId={domainId} year={yearOf(platform)} seal={seal}>
      {failure === null ? (
        <LoginPage store={store} showLoginLinks={brandConfig(domainId).showLoginLinks} />
      ) : (
        <ErrorView status={failure} loggedIn={signedIn(platform)} onLeave={() => setFailure(null)} />
      )}
    </VisitorShell>
  );
}
