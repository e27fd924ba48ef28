import type { AppConfig, BrandResolver, Clock, KeyValueStore, LanguagePreference, SessionTimeoutSettings, SessionTokens } from '../../application/ports';
import { readDeploymentConfig, type DeploymentConfig, type DeploymentEnv } from '../config';
import { ConfiguredBrandResolver } from './brand-resolver';
import { BrowserLanguage } from './browser-language';
import type { BrowserConfig } from './browser-tokens';
import { SandboxClock, SystemClock } from './clocks';
import { CookieSessionTokens } from './cookie-session-tokens';
import { onFirstInteraction } from './first-interaction';
import { ConfiguredSessionTimeout } from './session-timeout-settings';
import { LocalWebStorage, SessionWebStorage } from './web-storage';

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
  readonly clock: Clock;
  readonly tokens: SessionTokens;
  /** How long a member may stay idle (deployment settings; the sandbox's `idle=` pin). */
  readonly timeout: SessionTimeoutSettings;
  readonly brand: BrandResolver;
  /** The path the tab opened on (what the router starts from). */
  readonly firstPath: string;
  readonly language: LanguagePreference;
  /** Runs `act` once, when the visitor first touches the page (so that what they will need loads meanwhile). */
  onFirstInteraction(act: () => void): () => void;
}

export function createBrowserPlatform(env: DeploymentEnv): BrowserPlatform {
  const deployment = readDeploymentConfig(env, window.location.origin);
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
            dashboardLink: new URL(`${deployment.basePath.replace(/\/?$/, '/')}account/ebill`, window.location.origin).href,
          },
        }),
  };
  const browser: BrowserConfig = { basePath: deployment.basePath, hostDomains: deployment.hostDomains };
  const local = new LocalWebStorage();
  const session = new SessionWebStorage();
  const systemClock = new SystemClock();
  const sandboxClock = deployment.sandbox ? new SandboxClock(session, window.location, systemClock) : null;
  return {
    deployment,
    app,
    browser,
    local,
    session,
    systemClock,
    sandboxClock,
    clock: sandboxClock ?? systemClock,
    tokens: new CookieSessionTokens(document, local, browser, systemClock),
    timeout: new ConfiguredSessionTimeout(deployment.idleTimeout, deployment.sandbox, session, window.location),
    brand: new ConfiguredBrandResolver(browser, app, session, window.location),
    firstPath: window.location.pathname,
    language: new BrowserLanguage(document, local, window.navigator, document.documentElement),
    onFirstInteraction,
  };
}
