import type { Container } from 'inversify';
import {
  ANALYTICS,
  APP_CONFIG,
  BRAND_RESOLVER,
  CLIPBOARD,
  CLOCK,
  LOCAL_STORE,
  NAVIGATOR,
  PASSKEY_AUTHENTICATOR,
  SESSION_STORE,
  SESSION_TOKENS,
  TEMPORARY_STATE,
} from '../../application/ports';
import { SESSION_BROADCAST } from '../../application/session/log-out';
import { DataLayerAnalytics } from './analytics';
import { BrowserNavigator } from './browser-navigator';
import type { BrowserPlatform } from './browser-platform';
import { BROWSER_CONFIG, BROWSER_WINDOW, COOKIE_JAR, PAGE_LOCATION, SYSTEM_CLOCK } from './browser-tokens';
import { BrowserClipboard } from './clipboard';
import { BrowserSessionBroadcast } from './session-broadcast';
import { SessionTemporaryState } from './session-temporary-state';
import { WebAuthnAuthenticator } from './webauthn-authenticator';

/**
 * Binds every platform port to its browser implementation: the page's own (the platform, built before the
 * container; see browser-platform.ts) as they are, the rest by class. CLOCK is the sandbox clock in
 * sandbox mode, otherwise the system clock.
 */
export function bindBrowserAdapters(container: Container, platform: BrowserPlatform): void {
  container.bind(APP_CONFIG).toConstantValue(platform.app);
  container.bind(BROWSER_CONFIG).toConstantValue(platform.browser);
  container.bind(BROWSER_WINDOW).toConstantValue(window);
  container.bind(COOKIE_JAR).toConstantValue(document);
  // window.location is live: one reference always reads the current URL.
  container.bind(PAGE_LOCATION).toConstantValue(window.location);
  container.bind(LOCAL_STORE).toConstantValue(platform.local);
  container.bind(SESSION_STORE).toConstantValue(platform.session);
  container.bind(SYSTEM_CLOCK).toConstantValue(platform.systemClock);
  container.bind(CLOCK).toConstantValue(platform.clock);
  container.bind(SESSION_TOKENS).toConstantValue(platform.tokens);
  container.bind(BRAND_RESOLVER).toConstantValue(platform.brand);
  container.bind(TEMPORARY_STATE).to(SessionTemporaryState).inSingletonScope();
  container.bind(NAVIGATOR).to(BrowserNavigator).inSingletonScope();
  container.bind(CLIPBOARD).to(BrowserClipboard).inSingletonScope();
  container.bind(ANALYTICS).to(DataLayerAnalytics).inSingletonScope();
  container.bind(SESSION_BROADCAST).to(BrowserSessionBroadcast).inSingletonScope();
  container.bind(PASSKEY_AUTHENTICATOR).to(WebAuthnAuthenticator).inSingletonScope();
}
