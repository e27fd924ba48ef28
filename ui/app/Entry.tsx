import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { Redirect, useLocation } from 'wouter';
import type { DomainId } from '../../domain/model';
import { brandConfig } from '../../domain/rules/brands';
import type { BrowserPlatform } from '../../adapters/browser/browser-platform';
import type { GatewayError } from '../../application/gateway-error';
import type { AccreditationSeal } from '../../application/use-cases/load-shell-content';
import { takeLoginNotices } from '../../application/use-cases/login-notices';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { Spinner } from '../components/Spinner';
import { LoginPage } from '../session/LoginPage';
import { LoginStore } from '../session/login-store';
import { ErrorView } from '../shell/ErrorView';
import { SHELL_COPY } from '../shell/shell-copy';
import { VisitorShell } from '../shell/VisitorShell';
import { loadCore } from './core-loader';
import { needsCoreAt, signedIn, VISITOR_LANDINGS } from './entry-start';
import { lazyPage } from './lazy-page';

const yearOf = (platform: BrowserPlatform): number => Number(platform.clock.today().slice(0, 4));

/**
 * The entry: a visitor's first page, /login, is served without the app's core (the container, MobX, the
 * HTTP gateways and every other route), so that it downloads little more than React. Any other
 * page, a signed-in member, or the visitor's first step elsewhere loads the core, which then serves every
 * page, /login included, for the rest of the visit.
 */
export function createEntry(platform: BrowserPlatform): ComponentType {
  // The core's routes as one lazy component, created once: a new lazy component would load again.
  const CoreApp = lazyPage(() => loadCore(platform).then((core) => ({ default: core.App })));
  return function Entry() {
    return <EntryRoutes platform={platform} CoreApp={CoreApp} />;
  };
}

function EntryRoutes({ platform, CoreApp }: { platform: BrowserPlatform; CoreApp: ComponentType }) {
  const [location] = useLocation();
  const [inCore, setInCore] = useState(() => needsCoreAt(platform, location));
  const showCore = inCore || !VISITOR_LANDINGS.has(location);
  const domainId = platform.brand.domainId();
  // Once the core serves a page it serves every page, /login included: no going back to the entry's own.
  if (showCore && !inCore) setInCore(true);

  useEffect(() => {
    document.documentElement.dataset['brand'] = String(domainId);
  }, [domainId]);

  if (showCore) {
    const visitor = !signedIn(platform);
    // Until the core is there: the visitor's shell (what they already see) or, for a member, a spinner.
    const waiting = visitor ? (
      <VisitorShell domainId={domainId} year={yearOf(platform)} seal={null}>
        <Spinner label={SHELL_COPY.loadingPage} />
      </VisitorShell>
    ) : (
      <Spinner label={SHELL_COPY.loadingPage} />
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
  if (location === '/') return <Redirect to={brandConfig(domainId).defaultRedirect} replace />;
  return <VisitorLogin platform={platform} domainId={domainId} enterCore={() => setInCore(true)} />;
}

/** The login page in the visitor's shell; logging in (or failing to) brings in the core. */
function VisitorLogin({ platform, domainId, enterCore }: { platform: BrowserPlatform; domainId: DomainId; enterCore: () => void }) {
  const [seal, setSeal] = useState<AccreditationSeal | null>(null);
  const [failure, setFailure] = useState<number | null>(null);
  const [store] = useState(
    () =>
      new LoginStore({
        logIn: async (form) => (await loadCore(platform)).logIn(form),
        takeNotices: () => takeLoginNotices(platform.session),
        // Nothing here shows the session: the core reads it afresh when it takes over.
        sessionChanged: () => undefined,
        // The core's error page, in place of the login page; without the core (offline), the same page here.
        fail: (error: GatewayError) => {
          loadCore(platform).then(
            (core) => {
              core.fail(error);
              enterCore();
            },
            () => setFailure(error.status),
          );
        },
      }),
  );

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
        <ErrorView status={failure} loggedIn={false} onLeave={() => setFailure(null)} />
      )}
    </VisitorShell>
  );
}
