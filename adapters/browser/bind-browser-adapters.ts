import type { Container } from 'inversify';
import {
  ANALYTICS,
  BRAND_RESOLVER,
  CLIPBOARD,
  CLOCK,
  LOCAL_STORE,
  NAVIGATOR,
  SESSION_STORE,
  SESSION_TOKENS,
  TEMPORARY_STATE,
} from '../../application/ports';
import { SESSION_BROADCAST } from '../../application/use-cases/log-out';
import { DataLayerAnalytics } from './analytics';
import { ConfiguredBrandResolver } from './brand-resolver';
import { BrowserNavigator } from './browser-navigator';
import { BROWSER_WINDOW, COOKIE_JAR, PAGE_LOCATION, SYSTEM_CLOCK } from './browser-tokens';
import { BrowserClipboard } from './clipboard';
import { SandboxClock, SystemClock } from './clocks';
import { CookieSessionTokens } from './cookie-session-tokens';
import { BrowserSessionBroadcast } from './session-broadcast';
import { SessionTemporaryState } from './session-temporary-state';
import { LocalWebStorage, SessionWebStorage } from './web-storage';

/**
 * Binds every platform port to its browser implementation. Expects APP_CONFIG and BROWSER_CONFIG to be
 * bound. In sandbox mode CLOCK is the SandboxClock (also bound as itself, so that HTTP_CONFIG's
 * sandboxToday can ask it for the pinned day); otherwise the system clock.
 */
export function bindBrowserAdapters(container: Container, options: { readonly sandbox: boolean }): void {
  container.bind(BROWSER_WINDOW).toConstantValue(window);
  container.bind(COOKIE_JAR).toConstantValue(document);
  // window.location is live: one reference always reads the current URL.
  container.bind(PAGE_LOCATION).toConstantValue(window.location);
  container.bind(LOCAL_STORE).to(LocalWebStorage).inSingletonScope();
  container.bind(SESSION_STORE).to(SessionWebStorage).inSingletonScope();
  container.bind(SYSTEM_CLOCK).to(SystemClock).inSingletonScope();
  if (options.sandbox) {
    container.bind(SandboxClock).toSelf().inSingletonScope();
    container.bind(CLOCK).toService(SandboxClock);
  } else {
    container.bind(CLOCK).toService(SYSTEM_CLOCK);
  }
  container.bind(SESSION_TOKENS).to(CookieSessionTokens).inSingletonScope();
  container.bind(TEMPORARY_STATE).to(SessionTemporaryState).inSingletonScope();
  container.bind(BRAND_RESOLVER).to(ConfiguredBrandResolver).inSingletonScope();
  container.bind(NAVIGATOR).to(BrowserNavigator).inSingletonScope();
  container.bind(CLIPBOARD).to(BrowserClipboard).inSingletonScope();
  container.bind(ANALYTICS).to(DataLayerAnalytics).inSingletonScope();
  container.bind(SESSION_BROADCAST).to(BrowserSessionBroadcast).inSingletonScope();
}
