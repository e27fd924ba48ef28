import type { Clock, KeyValueStore, SessionTokens } from '../../application/ports';
import {
  ACCESS_TOKEN_COOKIE,
  API_TOKEN_COOKIE,
  DASHBOARD_PATHS,
  LOCAL_TOKEN_KEY,
  TOKEN_COOKIE_MAX_AGE_MS,
} from '../../domain/rules/constants';
import type { BrowserConfig, CookieJar } from './browser-tokens';

/** When the local copy stops counting, so that it never outlives the cookies it backs up. */
const LOCAL_TOKEN_EXPIRY_KEY = `${LOCAL_TOKEN_KEY}_expires`;

/**
 * The session token where spec section 9 puts it: cookies api_token (path /) and access_token (the
 * base path), each for 2 hours, SameSite=Strict and Secure, plus a local copy under local_mdtoken.
 */
export class CookieSessionTokens implements SessionTokens {
  constructor(
    private readonly jar: CookieJar,
    private readonly local: KeyValueStore,
    private readonly config: BrowserConfig,
    private readonly clock: Clock,
  ) {}

  /**
   * The api_token cookie; failing that the local copy while it is within the same 2 hours, for pages
   * where the browser refuses Secure cookies (plain http on a LAN address during development).
   */
  current(): string | null {
    const fromCookie = readCookie(this.jar.cookie, API_TOKEN_COOKIE);
    if (fromCookie !== null && fromCookie !== '') return fromCookie;
    const token = this.local.get(LOCAL_TOKEN_KEY);
    const expires = Number(this.local.get(LOCAL_TOKEN_EXPIRY_KEY));
    return token !== null && token !== '' && Number.isFinite(expires) && expires > this.clock.nowMillis() ? token : null;
  }

  store(token: string): void {
    const expiresAt = this.clock.nowMillis() + TOKEN_COOKIE_MAX_AGE_MS;
    this.jar.cookie = tokenCookie(API_TOKEN_COOKIE, token, '/', expiresAt);
    this.jar.cookie = tokenCookie(ACCESS_TOKEN_COOKIE, token, this.accessPath(), expiresAt);
    this.local.set(LOCAL_TOKEN_KEY, token);
    this.local.set(LOCAL_TOKEN_EXPIRY_KEY, String(expiresAt));
  }

  /**
   * A cookie is only removed on the path it was set on, and older releases set them on each dashboard
   * path (spec section 9), so every one of those is cleared as well as our own.
   */
  clear(): void {
    const paths = new Set(['/', this.accessPath(), ...DASHBOARD_PATHS]);
    for (const name of [API_TOKEN_COOKIE, ACCESS_TOKEN_COOKIE]) {
      for (const path of paths) this.jar.cookie = expiredCookie(name, path);
    }
    this.local.remove(LOCAL_TOKEN_KEY);
    this.local.remove(LOCAL_TOKEN_EXPIRY_KEY);
  }

  private accessPath(): string {
    const path = this.config.basePath.trim();
    if (path === '' || path === '/') return '/';
    return `/${path.replace(/^\/+|\/+$/g, '')}`;
  }
}

const SECURITY = 'SameSite=Strict; Secure';

/** Both expires and max-age: max-age wins where understood, expires covers older browsers. */
function tokenCookie(name: string, token: string, path: string, expiresAt: number): string {
  const maxAge = Math.round(TOKEN_COOKIE_MAX_AGE_MS / 1000);
  return `${name}=${encodeURIComponent(token)}; expires=${new Date(expiresAt).toUTCString()}; max-age=${maxAge}; path=${path}; ${SECURITY}`;
}

function expiredCookie(name: string, path: string): string {
  return `${name}=; expires=${new Date(0).toUTCString()}; max-age=0; path=${path}; ${SECURITY}`;
}

export function readCookie(cookies: string, name: string): string | null {
  for (const pair of cookies.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    const raw = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}
