import { test as base, type Browser, type BrowserContext, type BrowserContextOptions } from '@playwright/test';

/**
 * `test` whose `context` (and so `page`) is a browser context the worker keeps from one test to the next:
 * each test still gets a tab of its own, with no cookies, storage or permissions left by the test before,
 * but the browser's cache stays warm. A tab in a new context loads and compiles the app's chunks from
 * nothing, on every test: keeping them saves 1-2 s a test on this project's 2-core machine, most of the
 * cost of a test that opens one or two pages.
 *
 * What a test leaves behind is undone before the next one starts: its tabs are closed (so no app is left
 * running to answer a storage change), then the cookies, the permissions and the context's routes are
 * cleared, and every origin its tabs visited loses its local storage, IndexedDB, Cache Storage and service
 * workers. What cannot be undone (a clock installed, an init script or a binding added to the context,
 * headers, offline or a location set on it) makes the worker close the context after the test, as it does
 * after a test that failed; the next test gets a new one. Tests that ask for other context options
 * (`test.use({ locale })`, `bypassCSP`, ...) get a context of their own options, kept the same way.
 *
 * Not for a test whose claim needs a cold cache (what a first visit downloads, the login page's cost):
 * those use Playwright's own `test`, which opens a new context for each test.
 */
export const test = base.extend<{ reusedContextKey: string }, { workerContexts: WorkerContexts }>({
  workerContexts: [
    async ({ browser }, use) => {
      const contexts = new WorkerContexts(browser);
      await use(contexts);
      await contexts.closeAll();
    },
    { scope: 'worker' },
  ],

  // Every context option a test can set with test.use: a context is reused only for the same ones.
  reusedContextKey: async (
    { viewport, isMobile, hasTouch, locale, timezoneId, baseURL, bypassCSP, colorScheme, reducedMotion, forcedColors, javaScriptEnabled, permissions, geolocation, storageState, userAgent, extraHTTPHeaders, offline, httpCredentials, ignoreHTTPSErrors, acceptDownloads, deviceScaleFactor, serviceWorkers, contextOptions },
    use,
  ) => {
    const options: BrowserContextOptions = { viewport, isMobile, hasTouch, locale, timezoneId, baseURL, bypassCSP, colorScheme, reducedMotion, forcedColors, javaScriptEnabled, permissions, geolocation, storageState, userAgent, extraHTTPHeaders, offline, httpCredentials, ignoreHTTPSErrors, acceptDownloads, deviceScaleFactor, serviceWorkers, ...contextOptions };
    await use(JSON.stringify(Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined))));
  },

  context: async ({ workerContexts, reusedContextKey }, use, testInfo) => {
    const { context, lasting } = await workerContexts.take(reusedContextKey);
    await use(context);
    const passed = testInfo.status === testInfo.expectedStatus;
    if (passed && !lasting.changed) await workerContexts.reset(context, lasting);
    else await workerContexts.discard(reusedContextKey);
  },
});

export { expect } from '@playwright/test';

/** What a test did to its context that a reset cannot undo, and the origins its tabs visited. */
interface Lasting {
  changed: boolean;
  readonly origins: Set<string>;
}

/** Context methods whose effect outlives the test: a context they were called on is not reused. */
const LASTING_CONTEXT_CALLS = ['addInitScript', 'exposeBinding', 'exposeFunction', 'setExtraHTTPHeaders', 'setOffline', 'setGeolocation', 'setHTTPCredentials', 'routeFromHAR', 'routeWebSocket'] as const;

/** What clearing an origin's data removes: everything the app or a test can store, but the HTTP cache. */
const STORAGE_TYPES = 'local_storage,indexeddb,cache_storage,service_workers,file_systems,websql';

class WorkerContexts {
  private readonly kept = new Map<string, { readonly context: BrowserContext; readonly lasting: Lasting }>();

  constructor(private readonly browser: Browser) {}

  /** The context kept for these options, or a new one, watched for what would outlive the test. */
  async take(key: string): Promise<{ readonly context: BrowserContext; readonly lasting: Lasting }> {
    const kept = this.kept.get(key);
    if (kept !== undefined) {
      kept.lasting.origins.clear();
      return kept;
    }
    const context = await this.browser.newContext(JSON.parse(key) as BrowserContextOptions);
    const lasting: Lasting = { changed: false, origins: new Set() };
    const watched = context as unknown as Record<string, unknown>;
    for (const name of LASTING_CONTEXT_CALLS) {
      const call = watched[name] as (...args: unknown[]) => unknown;
      watched[name] = (...args: unknown[]) => {
        lasting.changed = true;
        return call.apply(context, args);
      };
    }
    // page.clock is the context's clock: any call on it installs the fake timers in every later tab.
    const clock = context.clock as unknown as Record<string, unknown>;
    for (const name of Object.getOwnPropertyNames(Object.getPrototypeOf(clock))) {
      const call = clock[name];
      if (name === 'constructor' || typeof call !== 'function') continue;
      clock[name] = (...args: unknown[]) => {
        lasting.changed = true;
        return (call as (...a: unknown[]) => unknown).apply(context.clock, args);
      };
    }
    context.on('page', (page) =>
      page.on('framenavigated', (frame) => {
        const url = frame.url();
        if (url.startsWith('http')) lasting.origins.add(new URL(url).origin);
      }),
    );
    this.kept.set(key, { context, lasting });
    return { context, lasting };
  }

  /** Undoes what a test left in the context: its tabs, cookies, permissions, routes and stored data. */
  async reset(context: BrowserContext, lasting: Lasting): Promise<void> {
    // The tabs first, so that no app is left running to hear its storage cleared (it would log out).
    for (const page of context.pages()) await page.close();
    await context.clearCookies();
    await context.clearPermissions();
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    if (lasting.origins.size === 0) return;
    const blank = await context.newPage();
    const devtools = await context.newCDPSession(blank);
    for (const origin of lasting.origins) await devtools.send('Storage.clearDataForOrigin', { origin, storageTypes: STORAGE_TYPES });
    await devtools.detach();
    await blank.close();
  }

  /** Closes the context kept for these options: the next test with them gets a new one. */
  async discard(key: string): Promise<void> {
    const kept = this.kept.get(key);
    this.kept.delete(key);
    await kept?.context.close();
  }

  async closeAll(): Promise<void> {
    for (const key of [...this.kept.keys()]) await this.discard(key);
  }
}
