import { expect, type Page, type Route } from '@playwright/test';
import { test } from './support/worker-context';
import { logInAs } from './support/personas';
import { settle } from './support/navigation';
import { startSignedIn } from './support/signed-in';

/**
 * Hostile input: what a compromised or buggy service might answer, and what a member (or a
 * script pretending to be one) might type. Nothing may run code (every payload would set
 * window.__hostile or open a dialog), load from the attacker, or take the member to another site.
 *
 * Service answers are made hostile per browser session by rewriting the sandbox's real answers in the
 * browser (page.route); the holiday calendar's hostile variant lives in the sandbox itself and is covered
 * by tests/e2e/shell.spec.ts ('a hostile calendar is shown as plain text').
 */

const ATTACKER = 'attacker.example.net';
const HOME_BANNER = /welcome to your Member Dashboard/;

/** Markup that runs code if it is ever parsed as HTML. */
const MARKUP = `<img src="x-hostile.png" onerror="window.__hostile='onerror'"><script>window.__hostile='script'</script><b onmouseover="window.__hostile='hover'">`;
/** URLs that run code or leave the dashboard if they are ever followed. */
const HOSTILE_URLS = [
  "javascript:window.__hostile='javascript-url'",
  ' JaVaScRiPt:alert(document.cookie)',
  'data:text/html,<script>alert(1)</script>',
  `//${ATTACKER}/protocol-relative`,
  `http://${ATTACKER}/plain-http`,
  `https://user:pass@${ATTACKER}/credentials`,
] as const;

interface Guard {
  /** Fails the test if any payload ran, a dialog opened, the attacker was contacted or the page left the app. */
  readonly expectNothingRan: () => Promise<void>;
}

function guard(page: Page, origin: string): Guard {
  const dialogs: string[] = [];
  const attackerRequests: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('request', (request) => {
    if (request.url().includes(ATTACKER) || request.url().includes('x-hostile.png')) attackerRequests.push(request.url());
  });
  return {
    expectNothingRan: async () => {
      expect(await page.evaluate(() => (window as unknown as { __hostile?: unknown }).__hostile)).toBeUndefined();
      expect(dialogs).toEqual([]);
      expect(attackerRequests).toEqual([]);
      expect(new URL(page.url()).origin).toBe(origin);
    },
  };
}

/** Answers a gateway call with the sandbox's real answer, rewritten. */
async function rewrite(route: Route, change: (body: unknown) => unknown): Promise<void> {
  const response = await route.fetch();
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    await route.fulfill({ response });
    return;
  }
  await route.fulfill({ response, body: JSON.stringify(change(body)), headers: { ...response.headers(), 'content-type': 'application/json' } });
}

/** Every string under a key that names something a person reads (a name, title, label) gets the markup. */
function withHostileNames(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withHostileNames);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      typeof item === 'string' && /name|title|label|description/i.test(key) ? `${item}${MARKUP}` : withHostileNames(item),
    ]),
  );
}

/** Every URL-ish field takes one of the hostile URLs in turn. */
function withHostileUrls(value: unknown, counter = { next: 0 }): unknown {
  if (Array.isArray(value)) return value.map((item) => withHostileUrls(item, counter));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => {
      if (/url$|^url|redirect|href|link/i.test(key) && (typeof item === 'string' || item === null)) {
        const url = HOSTILE_URLS[counter.next % HOSTILE_URLS.length];
        counter.next += 1;
        return [key, url];
      }
      return [key, withHostileUrls(item, counter)];
    }),
  );
}

/** No link or form on the page points at code, data or the attacker. */
async function expectNoHostileTargets(page: Page): Promise<void> {
  const targets = await page.evaluate(() =>
    [...document.querySelectorAll('a[href], form[action], iframe[src], img[src]')].map(
      (element) => element.getAttribute('href') ?? element.getAttribute('action') ?? element.getAttribute('src') ?? '',
    ),
  );
  for (const target of targets) {
    expect(target.trim().toLowerCase(), 'a link from a hostile answer').not.toMatch(/^(javascript|data|vbscript):/);
    expect(target, 'a link from a hostile answer').not.toContain(ATTACKER);
  }
}

test.describe('hostile answers from the services', { tag: '@one-width' }, () => {
  // Each test signs in and visits several pages: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test('names with markup (member, programs, primary care) show as text and run nothing', async ({ page, baseURL }) => {
    const nothingRan = guard(page, new URL(baseURL ?? 'http://127.0.0.1').origin);
    await page.route(/\/gateway\/(api\/account$|api\/programs|api\/pcp\/)/, (route) => rewrite(route, withHostileNames));
    await startSignedIn(page, 'subscriber');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_BANNER, { timeout: 20_000 });
    // The markup is there, as characters.
    await expect(page.getByRole('heading', { level: 1 })).toContainText('<img src="x-hostile.png"');
    await expect(page.locator('img[src="x-hostile.png"], main script, [onerror], [onmouseover]')).toHaveCount(0);
    await page.mouse.move(200, 200);
    await page.mouse.move(600, 400);
    for (const path of ['/benefits/programs', '/find-care/primary-care']) {
      await page.goto(path);
      // The page with its data in: the hostile names are on screen.
      await settle(page);
      await expect(page.locator('img[src="x-hostile.png"], main script, [onerror], [onmouseover]')).toHaveCount(0);
    }
    await nothingRan.expectNothingRan();
  });

  test('program, shop and exchange links to code or foreign sites are never rendered', async ({ page, baseURL }) => {
    const nothingRan = guard(page, new URL(baseURL ?? 'http://127.0.0.1').origin);
    await page.route(/\/gateway\/api\/(programs|plan-management\/details)/, (route) => rewrite(route, (body) => withHostileUrls(body)));
    await startSignedIn(page, 'subscriber');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_BANNER, { timeout: 20_000 });
    await settle(page);
    await expectNoHostileTargets(page);
    await page.goto('/benefits/programs');
    await settle(page);
    await expectNoHostileTargets(page);
    // Following every link the page does render stays on the dashboard or goes where the config allows.
    await nothingRan.expectNothingRan();
  });

  test('a holiday calendar with scripts, event handlers and hostile links shows as text and runs nothing', async ({ page, baseURL }) => {
    const nothingRan = guard(page, new URL(baseURL ?? 'http://127.0.0.1').origin);
    const calendar =
      `<h3 onclick="window.__hostile='onclick'">Holiday hours</h3>${MARKUP}` +
      `<a href="javascript:window.__hostile='calendar-link'">Click for holiday hours</a>` +
      `<a href="https://${ATTACKER}/phish" target="_top">Closures</a>` +
      `<svg onload="window.__hostile='svg'"><circle r="1"></circle></svg>` +
      `<iframe src="https://${ATTACKER}/frame"></iframe><form action="https://${ATTACKER}/post"><button>Send</button></form>` +
      `<style>body{background:url(https://${ATTACKER}/css.png)}</style>`;
    // The calendar's HTML sits at data.item.content.value (spec section 7), whichever brand asks.
    await page.route(/\/gateway\/message\/calendar/, (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ data: { item: { content: { value: calendar } } } }) }),
    );
    await page.goto('/contact-us');
    const shown = page.getByTestId('holiday-calendar');
    await expect(shown).toContainText('Holiday hours');
    await expect(shown).toContainText('Click for holiday hours');
    await expect(shown.locator('script, a[href^="javascript"], svg, iframe, form, style, [onclick], [onload], [onerror], [onmouseover]')).toHaveCount(0);
    await shown.getByText('Holiday hours', { exact: true }).click();
    await shown.getByText('Click for holiday hours').click();
    // Clicking went nowhere: the member is still on the page, with the calendar as text.
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(shown).toContainText('Holiday hours');
    await expectNoHostileTargets(page);
    await nothingRan.expectNothingRan();
  });

  for (const redirect of HOSTILE_URLS) {
    test(`a login redirect to ${redirect.trim().slice(0, 30)} is not followed`, async ({ page, baseURL }) => {
      const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
      const nothingRan = guard(page, origin);
      await page.route(/\/gateway\/api\/token$/, (route) =>
        rewrite(route, (body) => (body !== null && typeof body === 'object' ? { ...body, redirect } : body)),
      );
      await logInAs(page, 'subscriber');
      // The redirect is refused and the member goes on home; waiting for that, rather than for the login
      // page's own heading, also lets the rewritten token call finish before the test ends.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/welcome to your Member Dashboard/, { timeout: 20_000 });
      await settle(page);
      await nothingRan.expectNothingRan();
      expect(new URL(page.url()).origin).toBe(origin);
    });
  }
});

test.describe('hostile and oversized input from the keyboard', { tag: '@one-width' }, () => {
  test.describe.configure({ timeout: 90_000 });

  test('an oversized, unicode-heavy login is refused with the spec\'s message and the page keeps working', async ({ page, baseURL }) => {
    const nothingRan = guard(page, new URL(baseURL ?? 'http://127.0.0.1').origin);
    await page.goto('/login');
    const huge = `${'𝔘'.repeat(20_000)}\u202e\u200b${MARKUP}`;
    await page.getByLabel('Username', { exact: true }).fill(huge);
    await page.getByLabel('Password', { exact: true }).fill(`пароль🔒\u0301\u0301\u0301${'x'.repeat(5000)}`);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    // The login form asks only for presence (spec section 5): the gateway refuses, the screen says so.
    await expect(page.getByText('Username and/or password unrecognized. Please try again.')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in to your Member Dashboard');
    // The page still answers: a normal login works right after.
    await page.getByLabel('Username', { exact: true }).fill('subscriber');
    await page.getByLabel('Password', { exact: true }).fill('Sandbox1');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_BANNER, { timeout: 20_000 });
    await nothingRan.expectNothingRan();
  });

  test('markup, right-to-left overrides and emoji in a form stay text, get the validators\' messages and are kept', async ({ page, baseURL }) => {
    const nothingRan = guard(page, new URL(baseURL ?? 'http://127.0.0.1').origin);
    await page.goto('/recovery/username');
    const values = {
      'First name': `Zoë\u202eevil${MARKUP}`,
      'Last name': 'O’Brien-ﷺ-👩🏽‍⚕️',
      'Subscriber ID': '１２３４５６７８９',
      'ZIP code': '٩٧٢٠١',
    } as const;
    for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByRole('button', { name: 'Email my username' }).click();
    await expect(page.getByText(/Invalid first name|First name exceeds the maximum number of characters/)).toBeVisible();
    for (const [label, value] of Object.entries(values)) await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
    await expect(page.locator('img[src="x-hostile.png"], main script, [onerror]')).toHaveCount(0);
    await nothingRan.expectNothingRan();
  });
});
