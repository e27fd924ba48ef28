import type { AppConfig, BrandResolver, Clock, KeyValueStore, LanguagePreference, SessionTimeoutSettings, SessionTokens } from '../../application/ports';
import type { DomainId } from '../../domain/model';
import { readDeploymentConfig, type DeploymentConfig, type DeploymentEnv } from '../config';
import { platformFetch } from '../http/http-config';
import { ReadsAhead } from '../http/reads-ahead';
import { ConfiguredBrandResolver, sandboxDomainPin } from './brand-resolver';
import { BrowserLanguage } from './browser-language';
import type { BrowserConfig, CookieJar, PageLocation } from './browser-tokens';
import { SandboxClock, SystemClock, type BrowserClock } from './clocks';
import { CookieSessionTokens } from './cookie-session-tokens';
import { onFirstInteraction } from './first-interaction';
import { ConfiguredSessionTimeout, SandboxIdleSetting } from './session-timeout-settings';
import { LocalWebStorage, SessionWebStorage, WebStorage } from './web-storage';

export type { DeploymentEnv };
export { readAccountStateAhead } from './read-account-state-ahead';

/**
 * What the page itself tells every part of the app (configuration, storage, clocks, the session token,
 * the brand), built once per tab. These classes are plain (no container decorators) so that the logged-out
 * entry can use them without loading the container; the container binds these very instances, so both
 * see one storage (with one in-memory fallback) and one set of sandbox pins.
 */
export interface BrowserPlatform {
  readonly deployment: DeploymentConfig;
  readonly app: AppConfig;
  readonly browser: BrowserConfig;
  readonly local: KeyValueStore;
  readonly session: KeyValueStore;
  /** The browser's own time: cookie expiry follows it even when the sandbox pins another day. */
  readonly systemClock: Clock;
  /** In sandbox mode, the clock whose day `today=` may pin (and that the HTTP client reports). */
  readonly sandboxClock: SandboxClock | null;
  /** The application's clock: the sandbox clock in sandbox mode, else the system clock. */
  readonly clock: BrowserClock;
  readonly tokens: SessionTokens;
  /** How long a member may stay idle (deployment settings; the sandbox's `idle=` pin). */
  readonly timeout: SessionTimeoutSettings;
  readonly brand: BrandResolver;
  /** The path the tab opened on (what the router starts from). */
  readonly firstPath: string;
  readonly language: LanguagePreference;
  /** Reads the start-up script sent before the app's code arrived, taken by the HTTP client's fetch. */
  readonly readsAhead: ReadsAhead;
  /** Runs `act` once, when the visitor first touches the page (so that what they will need loads meanwhile). */
  onFirstInteraction(act: () => void): () => void;
}

/** What the platform reads of the page: the window's own parts in a browser, plain values at build time. */
interface PageParts {
  readonly location: PageLocation & { readonly origin: string; readonly pathname: string };
  readonly cookies: CookieJar;
  readonly root: { lang: string };
  readonly navigator: { readonly languages?: readonly string[]; readonly language?: string };
  readonly local: KeyValueStore;
  readonly session: KeyValueStore;
  readonly onFirstInteraction: (act: () => void) => () => void;
}

export function createBrowserPlatform(env: DeploymentEnv): BrowserPlatform {
  return platformOn(env, {
    location: window.location,
    cookies: document,
    root: document.documentElement,
    navigator: window.navigator,
    local: new LocalWebStorage(),
    session: new SessionWebStorage(),
    onFirstInteraction,
  });
}

/**
 * The platform the build renders the login page with, ahead of any visit (ui/app/prerender-login.tsx):
 * one brand, nothing stored, no session and no language chosen. Only a first render reads it: no effect
 * runs when a page is rendered to markup.
 */
export function createBuildTimePlatform(env: DeploymentEnv, domainId: DomainId): BrowserPlatform {
  const platform = platformOn(env, {
    location: { origin: 'http://localhost', hostname: 'localhost', pathname: '/login', search: '' },
    cookies: { cookie: '' },
    root: { lang: '' },
    navigator: {},
    local: new WebStorage(() => null),
    session: new WebStorage(() => null),
    onFirstInteraction: () => () => undefined,
  });
  return { ...platform, brand: { domainId: () => domainId } };
}

function platformOn(env: DeploymentEnv, page: PageParts): BrowserPlatform {
  const deployment = readDeploymentConfig(env, page.location.origin);
  const app: AppConfig = {
    sandbox: deployment.sandbox,
    singleSignOnUrl: deployment.singleSignOnUrl,
    redirectAllowList: deployment.redirectAllowList,
    chatHost: deployment.chatHost,
    ...(deployment.ebillPageUrl === null
      ? {}
      : {
          ebill: {
            pageUrl: deployment.ebillPageUrl,
            dashboardLink: new URL(`${deployment.basePath.replace(/\/?$/, '/')}account/ebill`, page.location.origin).href,
          },
        }),
  };
  const browser: BrowserConfig = { basePath: deployment.basePath, hostDomains: deployment.hostDomains };
  const { local, session } = page;
  const systemClock = new SystemClock();
  // VITE_GATEWAY is replaced at build time: a production build leaves out the sandbox's clock and pins.
  const sandbox = import.meta.env.VITE_GATEWAY === 'sandbox' && deployment.sandbox;
  const sandboxClock = sandbox ? new SandboxClock(session, page.location, systemClock) : null;
  return {
    deployment,
    app,
    browser,
    local,
    session,
    systemClock,
    sandboxClock,
    clock: sandboxClock ?? systemClock,
    tokens: new CookieSessionTokens(page.cookies, local, browser, systemClock),
    timeout: new ConfiguredSessionTimeout(deployment.idleTimeout, sandbox ? new SandboxIdleSetting(deployment.idleTimeout, session, page.location) : null),
    brand: new ConfiguredBrandResolver(browser, page.location, sandbox ? sandboxDomainPin(session, page.location) : null),
    firstPath: page.location.pathname,
    language: new BrowserLanguage(page.cookies, local, page.navigator, page.root),
    readsAhead: new ReadsAhead(platformFetch),
    onFirstInteraction: page.onFirstInteraction,
  };
}
