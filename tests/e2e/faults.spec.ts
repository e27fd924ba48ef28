import { expect, type Page } from '@playwright/test';
import { test } from './support/worker-context';
import { ERROR_PAGE_COPY } from '../../domain/copy/error-copy';
import { navigateInApp } from './support/navigation';
import { forgetSession, startSignedIn } from './support/signed-in';

/**
 * Fault tolerance with the sandbox's fault injection (adapters/sandbox/sandbox-faults.ts):
 * `fault=` and `timeout=` on any URL pin a fault plan and a call time limit for the browser session, and
 * the sandbox gateway misbehaves on the calls the plan names. Every page must end on the spec's error page
 * (section 8) or on /login for a 401, never on a blank screen; a failed submit keeps what was typed; a slow
 * gateway shows a spinner; going offline and back recovers without a reload.
 */

const HOME_BANNER = /welcome to your Member Dashboard/;

/** The authenticated pages of the main menus. */
const PAGES = ['/home', '/benefits/medical', '/find-care/primary-care', '/claims', '/account/summary'] as const;

/** What each fault must end on: the error page's heading (and detail) of spec section 8. */
const FAULTS: readonly { readonly name: string; readonly query: string; readonly heading: string; readonly detail?: string }[] = [
  { name: '503', query: 'fault=*:503', heading: ERROR_PAGE_COPY.unavailableHeading },
  { name: '500', query: 'fault=*:500', heading: ERROR_PAGE_COPY.serverErrorHeading },
  { name: '403', query: 'fault=*:403', heading: ERROR_PAGE_COPY.forbiddenHeading },
  { name: 'malformed JSON', query: 'fault=*:malformed', heading: ERROR_PAGE_COPY.badGatewayHeading },
  { name: 'a dropped connection', query: 'fault=*:drop', heading: ERROR_PAGE_COPY.genericHeading, detail: ERROR_PAGE_COPY.networkDetail },
  { name: 'a timeout', query: 'timeout=1500&fault=*:latency-4000', heading: ERROR_PAGE_COPY.timeoutHeading },
];

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** Marks the document, so that a test can tell a client-side recovery from a reload. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
  });
}
const sameDocument = (page: Page): Promise<boolean> =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

/**
 * Runs every fault of FAULTS on `path` in the signed-in tab, then a 401, which ends the session on /login.
 */
async function expectFaultMatrix(page: Page, path: string): Promise<void> {
  for (const fault of FAULTS) {
    await page.goto(`${path}?${fault.query}`);
    await expect(h1(page), `${path} under ${fault.name}`).toHaveText(fault.heading, { timeout: 15_000 });
    if (fault.detail !== undefined) await expect(page.getByText(fault.detail)).toBeVisible();
    // The URL stays the page's own (spec section 8: the error page shows in place).
    expect(new URL(page.url()).pathname).toBe(path);
  }
  await page.goto(`${path}?timeout=none&fault=*:401`);
  await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
  await expect(h1(page)).toHaveText('Log in to your Member Dashboard');
}

/** A fresh member session in the tab (the fault plan pinned before is forgotten with it), on /home. */
async function signInAfresh(page: Page, persona: 'subscriber' | 'providence'): Promise<void> {
  await forgetSession(page);
  await startSignedIn(page, persona);
  await expect(h1(page)).toHaveText(HOME_BANNER, { timeout: 20_000 });
}

test.describe('every page under gateway faults', () => {
  // One member session per page, many faults in it. The phone runs the matrix on /home only (the other
  // pages are @one-width): the error page is the same component everywhere and the layout is what the
  // phone adds. A 401 ends the session, so each page has a tab of its own.
  for (const path of PAGES) {
    test(`${path} ends on the spec's error page for each fault, and on /login for a 401`, path === '/home' ? {} : { tag: '@one-width' }, async ({ page }) => {
      test.setTimeout(150_000);
      await signInAfresh(page, 'subscriber');
      await expectFaultMatrix(page, path);
    });
  }

  test('a 403 or 404 from a service the spec does not exempt ends on the error page, not in a hidden tile; Medicare\'s 403 means none; a fault on one call only; Providence\'s 401', { tag: '@one-width' }, async ({ page }) => {
    test.setTimeout(150_000);
    await test.step('a 403 or 404 from a service the spec does not exempt ends on the error page, not in a hidden tile', async () => {
      await signInAfresh(page, 'subscriber');
      for (const [path, fault, heading] of [
        ['/home', 'programs.list:403', ERROR_PAGE_COPY.forbiddenHeading],
        ['/home', 'planManagement.details:404', ERROR_PAGE_COPY.notFoundHeading],
        ['/home', 'account.employeeId:404', ERROR_PAGE_COPY.notFoundHeading],
        ['/home', 'benefits.limits:404', ERROR_PAGE_COPY.notFoundHeading],
        ['/home', 'pcp.eligibility:403', ERROR_PAGE_COPY.forbiddenHeading],
        ['/home', 'pcp.members:404', ERROR_PAGE_COPY.notFoundHeading],
        ['/account/member-information', 'idCard.eligible:404', ERROR_PAGE_COPY.notFoundHeading],
      ] as const) {
        await page.goto(`${path}?fault=${fault}`);
        await expect(h1(page), `${path} under ${fault}`).toHaveText(heading, { timeout: 15_000 });
      }
    });
    await test.step("the Medicare materials service's 403 means none", async () => {
      // The Medicare materials service's 403 is its way of saying "not for this member" (spec section 8).
      await page.goto('/home?fault=documents.medicareEligibility:403');
      await expect(h1(page)).toHaveText(HOME_BANNER, { timeout: 15_000 });
    });
    await test.step('a fault on one call only still ends on the error page, not on half a page', async () => {
      await page.goto('/benefits/medical?fault=benefits.medical:503');
      await expect(h1(page)).toHaveText(ERROR_PAGE_COPY.unavailableHeading);
    });
    await test.step('Providence shows the 401 error page instead of going to /login', async () => {
      await signInAfresh(page, 'providence');
      await page.goto('/home?fault=*:401');
      await expect(h1(page)).toHaveText(ERROR_PAGE_COPY.unauthorisedHeading);
      await expect(page.getByText(ERROR_PAGE_COPY.unauthorisedDetail)).toBeVisible();
    });
  });
});

test.describe('slow, failing and disconnected gateways', { tag: '@one-width' }, () => {
  // One tab, a step each; each waits out injected latency: more than the default 30 s on a busy machine.
  // Going offline changes the browser context, so it comes last.
  test('a slow gateway shows the spinner, then the page; a failed submit keeps every value typed; going offline and back recovers without a reload', async ({ page, context }) => {
    test.setTimeout(180_000);
    await test.step('a slow gateway shows the spinner, never a blank screen, then the page', async () => {
      await signInAfresh(page, 'subscriber');
      for (const path of ['/home', '/benefits/medical']) {
        await page.goto(`${path}?fault=*:latency-1200`);
        // While every call waits, the page says it is loading.
        await expect(page.getByRole('status').first()).toBeVisible({ timeout: 2000 });
        expect((await page.locator('body').innerText()).trim()).not.toBe('');
        await expect(h1(page)).toBeVisible({ timeout: 15_000 });
        await expect(page.getByRole('heading', { level: 1, name: /Sorry/ })).toHaveCount(0);
      }
      await page.goto('/home?fault=none');
      await expect(h1(page)).toHaveText(HOME_BANNER, { timeout: 20_000 });
    });

    await test.step('a form whose submit fails keeps every value typed', async () => {
      // A visitor: the member's session is forgotten first.
      await forgetSession(page);
      const values = { 'First name': 'Daniel', 'Last name': "O'Hollis-Ünal", 'Subscriber ID': 'M10458231', 'ZIP code': '97201' } as const;
      await page.goto('/recovery/username?fault=account.forgot-username:503');
      await expect(h1(page)).toHaveText('Forgot username');
      for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);
      await page.getByLabel('Date of birth', { exact: true }).fill('1980-04-02');
      await page.getByRole('button', { name: 'Email my username' }).click();
      // Whatever the screen says about the failure (a message on the form, or the error page), coming back to
      // the form finds every value as typed.
      await expect(page.getByRole('alert').or(h1(page).filter({ hasNotText: 'Forgot username' })).first()).toBeVisible({ timeout: 15_000 });
      if ((await page.getByLabel('First name', { exact: true }).count()) === 0) {
        await navigateInApp(page, '/recovery/username');
      }
      for (const [label, value] of Object.entries(values)) await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
      await expect(page.getByLabel('Date of birth', { exact: true })).toHaveValue('1980-04-02');
    });

    await test.step('going offline and back recovers without a reload', async () => {
      await signInAfresh(page, 'subscriber');
      await markDocument(page);
      await context.setOffline(true);
      await navigateInApp(page, '/benefits/medical');
      await expect(h1(page)).toHaveText(ERROR_PAGE_COPY.genericHeading, { timeout: 15_000 });
      await expect(page.getByText(ERROR_PAGE_COPY.networkDetail)).toBeVisible();
      await context.setOffline(false);
      await navigateInApp(page, '/home');
      await expect(h1(page)).toHaveText(HOME_BANNER, { timeout: 20_000 });
      await navigateInApp(page, '/benefits/medical');
      await expect(h1(page)).not.toHaveText(/Sorry/, { timeout: 15_000 });
      await expect(h1(page)).toBeVisible();
      expect(await sameDocument(page)).toBe(true);
    });
  });
});
