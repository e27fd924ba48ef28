import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import type { DomainId } from '../../domain/model';
import { brandConfig } from '../../domain/rules/brands';
import type { BrowserPlatform } from '../../adapters/browser/browser-platform';
import type { AccreditationSeal } from '../../application/shell/load-shell-content';
import { takeLoginNotices } from '../../application/session/login-notices';
import { passkeyUsedHere } from '../../application/shared/passkey-hint';
import { ErrorBoundary, failureStatus } from '../components/ErrorBoundary';
import { Spinner } from '../components/Spinner';
import { LoginPage } from '../session/LoginPage';
import { LoginStore } from '../session/login-store';
import { ErrorView } from '../shell/ErrorView';
import { SHELL_COPY } from '../shell/shell-copy';
import { VisitorShell } from '../shell/VisitorShell';
import type { Core } from './app-core';
import { TAB_CORE, type CoreSource } from './core-loader';
import { VISITOR_LANDINGS, workOutTheDayAhead } from './entry-start';
import { signedIn } from './signed-in';

/** The year the footer shows: the plan's year, which the visitor's pages work out without a date format. */
export const yearOf = (platform: BrowserPlatform): number => platform.clock.year();

/**
 * The entry: `/` and `/login` are always its own, served without the app's core (the container, MobX,
 * the HTTP gateways and every other route), so that a visitor's first page downloads little more than
 * React. Every other route is the member app, the core, loaded on the way there.
 */
/** What a visitor typed into the login form before the entry rendered it. */
export interface TypedLogin {
  readonly username: string;
  readonly password: string;
}

const NOTHING_TYPED: TypedLogin = { username: '', password: '' };

/**
 * The entry. `typed` is what the visitor typed into a login page the host sent rendered ahead that could
 * not be taken over as it is (ui/app/entry-root.tsx): the login form starts with it. `cores` is where the
 * app's core comes from: this tab's download.
 */
export function createEntry(platform: BrowserPlatform, typed: TypedLogin = NOTHING_TYPED, cores: CoreSource = TAB_CORE): ComponentType {
  // The login form outlives a change of language, which renders the page anew: what the visitor typed and
  // what the server said stay. Leaving /login forgets it, so that the next visit starts empty.
  let login: VisitorLoginForm | null = null;
  let carried = typed;
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
      if (login === null) {
        login = new VisitorLoginForm(platform, cores);
        login.store.setUsername(carried.username);
        login.store.setPassword(carried.password);
        carried = NOTHING_TYPED;
      }
      return <VisitorLogin platform={platform} cores={cores} domainId={domainId} login={login} />;
    }
    login = null;
    return <MemberApp platform={platform} cores={cores} domainId={domainId} location={location} />;
  };
}

/**
 * The core for the member app, as React state rather than React.lazy under Suspense: a core already in the
 * tab (the login page downloaded it) renders at once, with no fallback in between, and one that arrives
 * later renders with an ordinary update, which does not wait on the timer with which React holds back a
 * Suspense retry (see LazySuspense). Gives the core; the status of a download that failed for this address
 * (the network error page; the next navigation tries again); or null while it downloads.
 */
function useCore(platform: BrowserPlatform, cores: CoreSource, location: string): Core | number | null {
  const [core, setCore] = useState(cores.loaded);
  const [failure, setFailure] = useState<{ readonly location: string; readonly status: number } | null>(null);
  useEffect(() => {
    if (core !== null) return undefined;
    let current = true;
    cores.load(platform).then(
      (loaded) => {
        if (current) setCore(loaded);
      },
      (error: unknown) => {
        if (current) setFailure({ location, status: failureStatus(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [platform, cores, location, core]);
  return core ?? (failure?.location === location ? failure.status : null);
}

/** The member app; until its core is there, what the visitor already sees or, for a member, a spinner. */
function MemberApp({ platform, cores, domainId, location }: { platform: BrowserPlatform; cores: CoreSource; domainId: DomainId; location: string }) {
  const core = useCore(platform, cores, location);
  // A visitor who leaves the login page for another (recovering an account, registering) has not had the
  // plan's day worked out yet: it is, while that page's code downloads.
  useEffect(() => workOutTheDayAhead(platform), [platform]);
  const inVisitorShell = (content: ReactNode) => (
    <VisitorShell domainId={domainId} year={yearOf(platform)} seal={null}>
      {content}
    </VisitorShell>
  );
  const failed = (status: number) => inVisitorShell(<ErrorView status={status} loggedIn={false} />);
  if (typeof core === 'number') return failed(core);
  if (core === null) {
    const spinner = <Spinner label={SHELL_COPY.loadingPage} />;
    return signedIn(platform) ? spinner : inVisitorShell(spinner);
  }
  const { App } = core;
  return (
    <ErrorBoundary resetKey={location} fallback={failed}>
      <App />
    </ErrorBoundary>
  );
}

/** The login form's store, and where a failure after the token goes: to the login page on screen. */
class VisitorLoginForm {
  readonly store: LoginStore;
  private show: (status: number) => void = () => undefined;

  constructor(platform: BrowserPlatform, cores: CoreSource) {
    this.store = new LoginStore({
      logIn: async (details) => {
        const signingIn = (await cores.load(platform)).logIn(details);
        // The member's pages need the plan's day: worked out while the sign-in call is out.
        workOutTheDayAhead(platform);
        return signingIn;
      },
      completeSecondStep: async (ticket, entry) => (await cores.load(platform)).completeSecondStep(ticket, entry),
      signInWithPasskey: async (autofill) => {
        const signingIn = (await cores.load(platform)).signInWithPasskey(autofill);
        workOutTheDayAhead(platform);
        return signingIn;
      },
      cancelPasskey: () => cores.loaded()?.cancelPasskey(),
      takeNotices: () => takeLoginNotices(platform.session),
      refusedIdleSetting: () => platform.timeout.refusedSetting(),
      refresh: () => void cores.load(platform).then((core) => core.refresh(), () => undefined),
      fail: (error) => {
        cores.load(platform).then(
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
function VisitorLogin({ platform, cores, domainId, login }: { platform: BrowserPlatform; cores: CoreSource; domainId: DomainId; login: VisitorLoginForm }) {
  const [seal, setSeal] = useState<AccreditationSeal | null>(null);
  const [failure, setFailure] = useState<number | null>(null);
  const store = login.store;
  useEffect(() => login.showFailuresWith(setFailure), [login]);

  // The footer's optional seal comes through the core's content gateway, once the visitor starts to act.
  useEffect(
    () =>
      platform.onFirstInteraction(() => {
        cores
          .load(platform)
          .then((core) => core.accreditation())
          .then(setSeal, () => undefined);
        // Where a passkey was used in this browser before, and the browser offers passkeys among the
        // username's suggestions, a passkey picked there signs in.
        if (passkeyUsedHere(platform.local)) store.offerPasskeyAutofill();
      }),
    [platform, cores, store],
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
