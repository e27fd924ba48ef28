import type { ServiceIdentifier } from 'inversify';
import type { Clock } from '../../application/ports';
import type { DomainId } from '../../domain/model';

/**
 * Tokens for what the browser adapters read from the page, so that tests hand them fakes instead of
 * the real cookie jar, location and window.
 */

/** `document` in the browser: reading `cookie` lists the cookies, assigning it sets one. */
export interface CookieJar {
  cookie: string;
}
export const COOKIE_JAR: ServiceIdentifier<CookieJar> = Symbol.for('CookieJar');

/** The parts of `window.location` that choose brand, sandbox day and test environment. */
export interface PageLocation {
  readonly hostname: string;
  readonly search: string;
}
export const PAGE_LOCATION: ServiceIdentifier<PageLocation> = Symbol.for('PageLocation');

export const BROWSER_WINDOW: ServiceIdentifier<Window> = Symbol.for('BrowserWindow');

/**
 * The real clock, even in the sandbox. Cookie expiry must follow the browser's own time: a day pinned in
 * the past would set cookies that are already expired.
 */
export const SYSTEM_CLOCK: ServiceIdentifier<Clock> = Symbol.for('SystemClock');

/** Deployment facts the browser adapters need beyond AppConfig. */
export interface BrowserConfig {
  /** Path the app is served under; the access_token cookie lives on it (spec section 9). */
  readonly basePath: string;
  /** Host name (lower case) to brand; hosts not listed get `defaultDomain`. */
  readonly hostDomains: Readonly<Record<string, DomainId>>;
  /** Defaults to 1, the main insurer (spec section 9). */
  readonly defaultDomain?: DomainId;
}
export const BROWSER_CONFIG: ServiceIdentifier<BrowserConfig> = Symbol.for('BrowserConfig');
