import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { BrowserLanguage } from '../../../adapters/browser/browser-language';
import { CookieSessionTokens } from '../../../adapters/browser/cookie-session-tokens';
import type { KeyValueStore } from '../../../application/ports';
import type { Language } from '../../../domain/copy/language';
import { PERSONA_DOMAINS, SANDBOX_PASSWORD, type LogInOptions, type PersonaName } from './personas';

/** Session storage keys of the sandbox's per-tab pins (adapters/browser: sandbox-session, brand-resolver, clocks). */
const SANDBOX_SESSION_KEY = 'md_sandbox_session';
const DOMAIN_PIN_KEY = 'md_sandbox_domain';
const TODAY_PIN_KEY = 'md_sandbox_today';

export interface SignedInOptions extends Pick<LogInOptions, 'domain' | 'today'> {
  /** The page the tab opens signed in; /home by default. */
  readonly path?: string;
  /**
   * The sandbox session to sign in on (the tab's `md_sandbox_session`), for a test in which a second member
   * of the family signs in after the first and sees what the first changed; a fresh one by default.
   */
  readonly sandboxSession?: string;
  /**
   * A language chosen earlier on this browser (what the app's switch leaves: its cookie and local copy), so
   * that the tab opens in it, as for a member who chose Spanish on an earlier visit. The switch itself is
   * the subject of the tests that click it.
   */
  readonly language?: Language;
}

/**
 * What the app keeps for a signed-in member, worked out by the app's own adapters (spec section 9), and the
 * language the browser remembers, if one was chosen.
 */
function whatTheAppKeeps(token: string, language: Language | undefined): { readonly cookies: readonly string[]; readonly local: Readonly<Record<string, string>> } {
  const cookies: string[] = [];
  const jar = {
    get cookie(): string {
      return '';
    },
    set cookie(value: string) {
      cookies.push(value);
    },
  };
  const local: Record<string, string> = {};
  const store: KeyValueStore = {
    get: (key) => local[key] ?? null,
    set: (key, value) => void (local[key] = value),
    remove: (key) => void delete local[key],
    clear: () => undefined,
  };
  const clock = { nowMillis: () => Date.now(), today: () => new Date().toISOString().slice(0, 10) };
  new CookieSessionTokens(jar, store, { basePath: '/', hostDomains: {} }, clock).store(token);
  if (language !== undefined) new BrowserLanguage(jar, store, {}, { lang: '' }).remember(language);
  return { cookies, local };
}

/**
 * Opens the tab already signed in as `persona`, for the many tests whose subject is not signing in (the
 * login form's own tests use `logInAs`). The token is real: the sandbox's token call, as the login form
 * makes it (POST /gateway/api/token), made in a sandbox session of the tab's own. The tab then holds what
 * the login leaves behind (the token cookies and their local copy, by the app's CookieSessionTokens, and
 * the sandbox's session, brand and day pins), written before the app starts, and opens `path`, where the app starts as it does for a
 * member coming back. A persona whose login stops on a step of its own (choosing a plan, an email, a
 * policy) is not for this: its journey is about signing in.
 */
export async function startSignedIn(page: Page, persona: PersonaName, options: SignedInOptions = {}): Promise<void> {
  const sandboxSession = options.sandboxSession ?? randomUUID();
  const domain = options.domain ?? PERSONA_DOMAINS[persona];
  const headers: Record<string, string> = { 'X-Sandbox-Session': sandboxSession };
  if (options.today !== undefined) headers['X-Sandbox-Today'] = options.today;
  const answer = await page.request.post('/gateway/api/token', {
    headers,
    data: { username: persona, password: SANDBOX_PASSWORD, domainId: domain },
  });
  expect(answer.ok(), `the sandbox's token call for ${persona}`).toBe(true);
  const { token } = (await answer.json()) as { token: string };
  const kept = whatTheAppKeeps(token, options.language);

  // Written by a script the tab runs before the app's own on the document of `path`, and removed once that
  // document has loaded, so that a logout or a reload later in the test finds the storage as the app left
  // it: the tab opens `path` at once, with no page loaded first only to write the storage.
  const seed = await page.addInitScript(
    ({ cookies, local, session, appOrigin }) => {
      if (window !== window.top || location.origin !== appOrigin) return;
      for (const cookie of cookies) document.cookie = cookie;
      for (const [key, value] of Object.entries(local)) localStorage.setItem(key, value);
      for (const [key, value] of Object.entries(session)) sessionStorage.setItem(key, value);
    },
    {
      ...kept,
      session: {
        [SANDBOX_SESSION_KEY]: sandboxSession,
        [DOMAIN_PIN_KEY]: String(domain),
        ...(options.today === undefined ? {} : { [TODAY_PIN_KEY]: options.today }),
      },
      appOrigin: new URL(answer.url()).origin,
    },
  );
  try {
    await page.goto(options.path ?? '/home');
  } finally {
    await seed.dispose();
  }
}

/**
 * Ends the tab's session without the logout flow (cookies, local and session storage cleared), so that the
 * next `startSignedIn` or login in the same tab starts on a clean slate, as a new tab would. Does nothing
 * to a tab that has not opened the app yet.
 */
export async function forgetSession(page: Page): Promise<void> {
  await page.context().clearCookies();
  if (!page.url().startsWith('http')) return;
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}
