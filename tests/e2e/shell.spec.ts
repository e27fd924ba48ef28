import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect as baseExpect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { test } from './support/worker-context';
import { expectNoAxeViolations } from './support/axe';
import { logInAs, type DomainId, type PersonaName } from './support/personas';
import { navigateInApp, settle } from './support/navigation';
import { forgetSession, startSignedIn } from './support/signed-in';

/** From the next page load on, the page keeps every layout shift it sees (PerformanceObserver). */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts the page has seen since it loaded (watchLayoutShifts). */
const layoutShifts = (page: Page): Promise<number[]> => page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);

/**
 * The app shell in a browser: the menus each persona sees at phone (375), tablet (1024) and
 * desktop (1440) widths, with a screenshot of each kept under test-results/shell-menus/; the footer, the
 * layouts, the menus by keyboard alone and the chat launcher; the contact and error pages of every brand
 * and the holiday calendar with a hostile payload; the notification queue; the plan switcher. Tests
 * tagged @tablet also run in the tablet project. Each test is a walk in one tab, a step per persona, brand
 * or part of the shell (docs/testing.md: a test's fixed cost is most of its time).
 */

// A test walks several personas or pages in one tab: more than the default 30 s per test and 5 s per
// expectation on a busy machine.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const SCREENSHOTS = path.join('test-results', 'shell-menus');
const BRANDS: readonly DomainId[] = [1, 2, 5];

type Layout = 'phone' | 'tablet' | 'desktop';
const layoutOfWidth = (width: number): Layout => (width <= 767 ? 'phone' : width < 1280 ? 'tablet' : 'desktop');
const layoutOf = (page: Page): Layout => layoutOfWidth(page.viewportSize()?.width ?? 1440);

async function keepScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const file = path.join(SCREENSHOTS, `${name}-${page.viewportSize()?.width ?? 0}.png`);
  await page.screenshot({ path: file });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

const texts = async (locator: Locator): Promise<string[]> => (await locator.allInnerTexts()).map((text) => text.trim());

interface PersonaMenus {
  readonly lands: RegExp;
  readonly primary: readonly string[];
  readonly account: readonly string[];
  readonly benefits: readonly string[];
  readonly termed?: boolean;
}

const ACCOUNT_ALL = ['Summary', 'Member information', 'Settings', 'Member plan benefits', 'eBill', 'Data sharing', 'Messages', 'Appeals and complaints', 'Help center', 'Log out'];
const ACCOUNT_NO_EBILL = ['Summary', 'Member information', 'Settings', 'Member plan benefits', 'Data sharing', 'Messages', 'Appeals and complaints', 'Help center', 'Log out'];
const ACCOUNT_NO_SETTINGS = ['Summary', 'Member information', 'Member plan benefits', 'Data sharing', 'Messages', 'Appeals and complaints', 'Help center', 'Log out'];
const FULL = ['Home', 'Account', 'Benefits', 'Find care', 'Claims/EOBs'];
const DEPENDANT = ['Home', 'Account', 'Benefits', 'Find care', 'Claims'];
const MAIN_BENEFITS = ['Medical', 'Dental', 'Vision', 'Pharmacy', 'Programs', 'Referrals', 'Member Handbooks'];
const HOME = /\/home$/;

/** What each persona's menus hold (spec sections 2 and 6; the same table as features/shell/menus.feature). */
const MENUS: Partial<Record<PersonaName, PersonaMenus>> = {
  subscriber: { lands: HOME, primary: FULL, account: ACCOUNT_ALL, benefits: MAIN_BENEFITS },
  spouse: { lands: HOME, primary: DEPENDANT, account: ACCOUNT_NO_EBILL, benefits: MAIN_BENEFITS },
  minor: { lands: HOME, primary: DEPENDANT, account: ACCOUNT_NO_SETTINGS, benefits: MAIN_BENEFITS },
  termed: { lands: HOME, primary: ['Home', 'Account', 'Claims/EOBs'], account: ACCOUNT_NO_EBILL, benefits: [], termed: true },
  future: { lands: HOME, primary: FULL, account: ACCOUNT_NO_EBILL, benefits: ['Medical', 'Dental', 'Vision', 'Pharmacy', 'Programs', 'Member Handbooks'] },
  summit: { lands: HOME, primary: FULL, account: ACCOUNT_NO_EBILL, benefits: ['Benefits', 'Programs', 'Referrals', 'Member Handbooks'] },
  group4760: { lands: HOME, primary: FULL, account: ACCOUNT_NO_EBILL, benefits: ['Benefits', 'Programs', 'Referrals', 'Member Handbooks'] },
  providence: { lands: HOME, primary: FULL, account: ACCOUNT_NO_EBILL, benefits: ['Dental'] },
  provdep: { lands: HOME, primary: DEPENDANT, account: ACCOUNT_NO_SETTINGS, benefits: ['Dental'] },
};

const mainNav = (page: Page): Locator => page.getByRole('navigation', { name: 'Main' });

/** The sub-menu of a primary item, as the layout offers it: a drop-down on desktop, the Menu panel below. */
async function subMenu(page: Page, section: string): Promise<string[]> {
  const nav = mainNav(page);
  const button = nav.getByRole('button', { name: section, exact: true });
  if (layoutOf(page) === 'desktop') {
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const items = await texts(nav.locator(`[id="${await button.getAttribute('aria-controls')}"]`).locator('a, button'));
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    return items;
  }
  await button.click();
  const items = await texts(nav.locator(`[id="${await button.getAttribute('aria-controls')}"]`).locator('a, button'));
  await button.click();
  return items;
}

async function openMenuPanel(page: Page): Promise<void> {
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
}

/** How far the page, and the Menu button's block, reach past the right edge of the viewport (px). */
async function horizontalOverflow(page: Page): Promise<{ page: number; menu: number }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const menu = document.querySelector('.mobile-menu');
    const menuRight = menu === null || getComputedStyle(menu).display === 'none' ? 0 : menu.getBoundingClientRect().right;
    return { page: Math.max(0, document.documentElement.scrollWidth - width), menu: Math.max(0, Math.ceil(menuRight - width)) };
  });
}

/** Home loaded afresh in the signed-in tab, its heading focused: the state a step about the shell starts from. */
async function freshHome(page: Page): Promise<void> {
  await page.goto('/home');
  await expect(page).toHaveURL(HOME, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
}

test.describe('shell menus per persona @tablet', () => {
  // One tab walks the visitor's login pages, then every persona in turn (a step each), signing each in
  // afresh: a test per persona spent more on opening a tab than on looking at the menus.
  test('visitors see the utility links of their brand, and each persona the menus of their brand, role and coverage', async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    await test.step('visitors of the main brand and Summit see Log in and Contact us; Providence shows none; every brand offers Español', async () => {
      for (const domain of [1, 2] as const) {
        await page.goto(`/login?domain=${domain}`);
        await expect(page.getByRole('navigation', { name: 'Utility' }).getByRole('link')).toHaveText(['Log in', 'Contact us']);
        await expect(page.getByRole('navigation', { name: 'Utility' }).getByRole('button', { name: 'Español' })).toBeVisible();
      }
      await page.goto('/login?domain=5');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Utility' }).getByRole('link')).toHaveCount(0);
      const language = page.getByRole('navigation', { name: 'Utility' }).getByRole('button', { name: 'Español' });
      await expect(language).toBeVisible();
      // Alone in the header, the language switch is still not dressed as the page's primary action.
      await expect(language).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    });

    for (const [persona, expected] of Object.entries(MENUS) as [PersonaName, PersonaMenus][]) {
      await test.step(`${persona} sees the menus of their brand, role and coverage`, async () => {
        await forgetSession(page);
        await startSignedIn(page, persona);
        await expect(page).toHaveURL(expected.lands, { timeout: 15_000 });
        // The page puts the focus on its heading once it has loaded; a menu opened before that would close
        // as the focus leaves it.
        await expect(page.getByRole('heading', { level: 1 })).toBeFocused({ timeout: 15_000 });
        const layout = layoutOf(page);
        if (layout !== 'desktop') await openMenuPanel(page);
        const nav = mainNav(page);
        await expect(nav.locator(':scope > ul > li > a, :scope > ul > li > button, :scope > ul > li > .disclosure > button')).toHaveText([...expected.primary]);

        expect(await subMenu(page, 'Account')).toEqual(expected.account);
        if (expected.benefits.length > 0) expect(await subMenu(page, 'Benefits')).toEqual(expected.benefits);
        else await expect(nav.getByRole('button', { name: 'Benefits' })).toHaveCount(0);

        if (layout === 'phone') {
          const bottom = page.getByRole('navigation', { name: 'Quick links' });
          await expect(bottom.getByRole('link')).toHaveText(expected.primary.filter((label) => label !== 'Account'));
        } else {
          await expect(page.getByRole('navigation', { name: 'Quick links' })).toBeHidden();
          const utility = page.getByRole('navigation', { name: 'Utility' });
          // Then the language switch, named in Spanish.
          await expect(utility.locator('li')).toHaveText(['Contact us', 'Log out', /^Español/]);
          await expect(page.locator('.utility-bar__greeting')).toHaveText(/^Hi, [A-Z][a-z]+$/);
        }
        const warning = page.getByText('You are not currently enrolled in a plan');
        if (expected.termed === true) {
          const alert = page.getByRole('region', { name: /You are not currently enrolled in a plan/ });
          await expect(alert).toBeVisible();
          await expect(alert.getByRole('button')).toHaveCount(0);
        } else {
          await expect(warning).toHaveCount(0);
        }

        // The artefact: the account menu open (a drop-down on desktop, expanded in the Menu panel below).
        await nav.getByRole('button', { name: 'Account', exact: true }).click();
        await keepScreenshot(page, testInfo, persona);
      });
    }
  });

  test('provnewid (staff with a new-id token) gets no member menus nor, on Providence, logged-out menus; once in as a member, finds New ID in the Account menu', async ({ page }, testInfo) => {
    await logInAs(page, 'provnewid');
    await expect(page).toHaveURL(/\/new-id$/, { timeout: 15_000 });
    await test.step('on /new-id: no member menus and, on Providence, no logged-out menus', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(mainNav(page)).toHaveCount(0);
      // The utility navigation keeps only the language switch.
      await expect(page.getByRole('navigation', { name: 'Utility' }).getByRole('link')).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Utility' }).getByRole('button')).toHaveText([/^Español/]);
      await expect(page.getByRole('navigation', { name: 'Quick links' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Menu', exact: true })).toHaveCount(0);
      await keepScreenshot(page, testInfo, 'provnewid');
    });
    await test.step('once in as a member, New ID is in the Account menu (a token issued by new-id)', async () => {
      const subscriberId = await page.request
        .post('/gateway/api/token', { data: { username: 'providence', password: 'Sandbox1', domainId: 5 } })
        .then((response) => response.json() as Promise<{ token: string }>)
        .then(({ token }) => page.request.get('/gateway/api/account', { headers: { Authorization: `Bearer ${token}` } }))
        .then((response) => response.json() as Promise<{ subscriberId: string }>)
        .then((account) => account.subscriberId);
      await page.getByLabel('Subscriber ID').fill(subscriberId);
      await page.getByRole('button', { name: 'Continue as subscriber' }).click();
      await expect(page).toHaveURL(HOME, { timeout: 15_000 });
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
      if (layoutOf(page) !== 'desktop') await openMenuPanel(page);
      expect(await subMenu(page, 'Account')).toEqual(['Summary', 'Member information', 'Settings', 'Member plan benefits', 'Data sharing', 'Messages', 'Appeals and complaints', 'Help center', 'New ID', 'Log out']);
    });
  });
});

test.describe('the subscriber\'s shell @tablet', () => {
  // One tab walks what the shell does for the subscriber at this width, a step each (the footer, the
  // layouts, the menus by keyboard, the chat launcher), loading home afresh between steps. The steps that
  // pin a slow answer for the tab's session come last, the desktop's resize through every breakpoint (as
  // a Summit member) after them.
  test('the subscriber\'s shell: footer and layout, the menus by keyboard, and the chat launcher', async ({ page }) => {
    test.setTimeout(240_000);
    const layout = layoutOf(page);
    await startSignedIn(page, 'subscriber');
    await expect(page).toHaveURL(HOME, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

    await test.step('the footer: legal links, copyright, the accreditation seal; a site map on desktop, a bottom bar on phones', async () => {
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('list', { name: 'Legal and privacy' }).getByRole('link')).toHaveText([/^Privacy center/, /^Nondiscrimination statement/, 'Accessibility', 'Language assistance']);
      await expect(footer).toContainText(/© \d{4} Cascade Health & Dental\. All rights reserved\./);
      const seal = footer.getByRole('img', { name: /Health Plan Accreditation by the National Committee for Quality Assurance/ });
      await expect(seal).toBeVisible();
      expect(await seal.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

      const siteMap = page.getByRole('navigation', { name: 'Site map' });
      const bottom = page.getByRole('navigation', { name: 'Quick links' });
      const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
      if (layout === 'desktop') {
        await expect(siteMap).toBeVisible();
        await expect(siteMap.getByRole('link', { name: 'Summary' })).toHaveAttribute('href', '/account/summary');
        await expect(siteMap.getByRole('button', { name: 'Log out' })).toHaveCount(0);
        await expect(mainNav(page)).toBeVisible();
        await expect(menuButton).toBeHidden();
        await expect(bottom).toBeHidden();
      } else {
        await expect(siteMap).toBeHidden();
        await expect(menuButton).toBeVisible();
        if (layout === 'phone') {
          await expect(bottom).toBeVisible();
          await expect(bottom.getByRole('link')).toHaveText(['Home', 'Benefits', 'Find care', 'Claims/EOBs']);
        } else {
          await expect(bottom).toBeHidden();
        }
      }
      // Nothing reaches past the right edge, the Menu button's block included, with its panel shut or open.
      expect(await horizontalOverflow(page)).toEqual({ page: 0, menu: 0 });
      if (layout !== 'desktop') {
        await openMenuPanel(page);
        await mainNav(page).getByRole('button', { name: 'Account', exact: true }).click();
        expect(await horizontalOverflow(page)).toEqual({ page: 0, menu: 0 });
      }
      await expectNoAxeViolations(page);
    });

    if (layout === 'desktop') {
      await test.step('desktop: every menu opens, is walked and closes by keyboard, focus returning to its button', async () => {
        await freshHome(page);
        const nav = mainNav(page);
        await expect(nav.getByRole('button', { name: 'Account', exact: true })).toBeVisible();

        for (const section of ['Account', 'Benefits', 'Find care', 'Claims/EOBs']) {
          const button = nav.getByRole('button', { name: section, exact: true });
          await button.focus();
          await page.keyboard.press('Enter');
          await expect(button).toHaveAttribute('aria-expanded', 'true');
          await page.keyboard.press('Tab');
          const first = page.locator(':focus');
          await expect(first).toHaveClass(/menu-panel__link/);
          await page.keyboard.press('ArrowDown');
          await expect(page.locator(':focus')).toHaveClass(/menu-panel__link/);
          await page.keyboard.press('Escape');
          await expect(button).toHaveAttribute('aria-expanded', 'false');
          await expect(button).toBeFocused();
        }

        // Arrow Down on a closed menu button opens it at its first item; Enter follows the link.
        const benefits = nav.getByRole('button', { name: 'Benefits', exact: true });
        await benefits.focus();
        await page.keyboard.press('ArrowDown');
        await expect(page.locator(':focus')).toHaveText('Medical');
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(/\/benefits\/medical/);
        await expect(benefits).toHaveAttribute('aria-expanded', 'false');
        // The new page's heading takes focus once the page has loaded.
        await expect(page.getByRole('heading', { level: 1, name: 'Medical benefits' })).toBeFocused();

        // The skip link is the first stop of the Tab order and takes the member to the page's content.
        await navigateInApp(page, '/home');
        await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
        const firstStop = await page.evaluate(
          () => Array.from(document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')).find((element) => element.tabIndex >= 0)?.className,
        );
        expect(firstStop).toBe('skip-link');
        const skip = page.getByRole('link', { name: 'Skip to main content' });
        await skip.focus();
        await expect(skip).toBeVisible();
        await page.keyboard.press('Enter');
        await expect(page.locator('#main')).toBeFocused();
        const contact = page.getByRole('navigation', { name: 'Utility' }).getByRole('link', { name: 'Contact us' });
        await contact.focus();
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(/\/support\/customer-service$/);
      });
    } else {
      await test.step('phone and tablet: the Menu button and its sections work by keyboard', async () => {
        // The page heading takes focus when the page appears: wait for it before using the keyboard.
        await freshHome(page);
        const menu = page.getByRole('button', { name: 'Menu', exact: true });
        await menu.focus();
        await page.keyboard.press('Enter');
        await expect(menu).toHaveAttribute('aria-expanded', 'true');
        const account = mainNav(page).getByRole('button', { name: 'Account', exact: true });
        await account.focus();
        await page.keyboard.press('Enter');
        await expect(account).toHaveAttribute('aria-expanded', 'true');
        await page.keyboard.press('Tab');
        await expect(page.locator(':focus')).toHaveText('Summary');
        await page.keyboard.press('Escape');
        await expect(menu).toHaveAttribute('aria-expanded', 'false');
        await expect(menu).toBeFocused();

        await page.keyboard.press('Enter');
        await mainNav(page).getByRole('link', { name: 'Home' }).focus();
        await page.keyboard.press('Enter');
        await expect(menu).toHaveAttribute('aria-expanded', 'false');
      });
    }

    // The chat panel and the launcher's place are looked at on the phone and the desktop; the tablet's
    // gutter is the step after these.
    if (layout !== 'tablet') {
      await test.step('chat opens from its launcher, explains it is connecting, offers the phone and closes with Escape', async () => {
        await freshHome(page);
        const launcher = page.getByRole('button', { name: 'Chat with us' });
        await launcher.focus();
        await page.keyboard.press('Enter');
        const panel = page.getByRole('dialog', { name: 'Chat with Member Services' });
        await expect(panel).toBeVisible();
        await expect(panel.getByRole('status')).toContainText('Connecting you');
        await expect(panel.getByRole('link', { name: /Call Member Services/ })).toHaveAttribute('href', /^tel:\+1800555/);
        await page.keyboard.press('Escape');
        await expect(panel).toBeHidden();
        await expect(launcher).toBeFocused();
      });

      await test.step('the chat launcher covers nothing a member needs, at any scroll position', async () => {
        await freshHome(page);
        const launcher = page.getByRole('button', { name: 'Chat with us' });
        for (const path of ['/home', '/claims', '/benefits/referrals']) {
          await navigateInApp(page, path);
          // The page's data in (no spinner left), so that what the launcher could cover is all there.
          await settle(page);
          await expect(launcher).toBeVisible();
          const spot = await launcher.boundingBox();
          if (spot === null) throw new Error('the launcher has no box');
          if (layout === 'phone') {
            // It takes the free slot at the end of the bottom navigation, beside its links, never over them.
            const bar = await page.getByRole('navigation', { name: 'Quick links' }).boundingBox();
            expect(bar !== null && spot.y >= bar.y - 1 && spot.y + spot.height <= bar.y + bar.height + 1).toBe(true);
            for (const link of await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link').all()) {
              const box = await link.boundingBox();
              expect(box !== null && box.x + box.width <= spot.x + 1).toBe(true);
            }
          } else {
            // The page keeps a gutter for it: whatever is scrolled past, nothing in the page reaches its column.
            const rightEdges = await page
              .locator('main a, main button, main input, main select, main [class*="badge"], main td, main p')
              .evaluateAll((elements) => elements.filter((element) => element.getClientRects().length > 0).map((element) => element.getBoundingClientRect().right));
            expect(rightEdges.length).toBeGreaterThan(0);
            expect(Math.max(...rightEdges)).toBeLessThanOrEqual(spot.x);
          }
        }
      });
    }

    // From here on each page load is watched for layout shifts, and each pins a slow answer for the tab's
    // session (the sandbox's fault plan), so nothing after these steps should expect a prompt gateway.
    await watchLayoutShifts(page);
    if (layout === 'phone') {
      await test.step('on a phone the chat launcher waits for the menus, so it never jumps above the bottom navigation', async () => {
        // The chat configuration comes at once; the account state behind the menus (primary care) comes late.
        await page.goto('/home?fault=pcp:latency-1500');
        await expect(page.getByRole('heading', { name: /welcome to your Member Dashboard/ })).toBeVisible();
        const launcher = page.getByRole('button', { name: 'Chat with us' });
        await expect(launcher).toBeVisible();
        await expect(page.getByRole('navigation', { name: 'Quick links' })).toBeVisible();
        expect(await layoutShifts(page)).toEqual([]);
      });
      await test.step('on a phone the bottom navigation waits for the chat answer, so its links never move to make room for the launcher', async () => {
        // The account state behind the menus comes at once; the chat configuration comes late.
        await page.goto('/home?fault=content.chatConfig:latency-1500');
        await expect(page.getByRole('heading', { name: /welcome to your Member Dashboard/ })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Chat with us' })).toBeVisible();
        await expect(page.getByRole('navigation', { name: 'Quick links' })).toBeVisible();
        expect(await layoutShifts(page)).toEqual([]);
      });
    } else {
      await test.step('on tablets and desktops the page keeps the launcher\'s gutter from the start, so nothing moves when the chat answer comes late', async () => {
        // Every part of the page comes at once; the chat configuration comes late.
        await page.goto('/claims?fault=content.chatConfig:latency-1500');
        await expect(page.getByRole('heading', { name: 'Claims', level: 1 })).toBeVisible();
        await expect(page.getByRole('form', { name: 'Filter claims' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Chat with us' })).toBeVisible();
        expect(await layoutShifts(page)).toEqual([]);
      });
    }

    if (layout === 'desktop') {
      // One run resizes through every breakpoint, from the desktop.
      await test.step('the layouts change at 768 px (phone to tablet) and 1280 px (tablet to desktop)', async () => {
        await forgetSession(page);
        await startSignedIn(page, 'summit');
        await expect(page).toHaveURL(HOME, { timeout: 15_000 });
        const bottom = page.getByRole('navigation', { name: 'Quick links' });
        const siteMap = page.getByRole('navigation', { name: 'Site map' });
        const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
        const utility = page.getByRole('navigation', { name: 'Utility' }).filter({ visible: true });
        const expected: readonly (readonly [number, Layout])[] = [
          [320, 'phone'],
          [375, 'phone'],
          [767, 'phone'],
          [768, 'tablet'],
          [1024, 'tablet'],
          [1279, 'tablet'],
          [1280, 'desktop'],
          [1440, 'desktop'],
        ];
        for (const [width, expectedLayout] of expected) {
          await page.setViewportSize({ width, height: 900 });
          await expect(bottom, `bottom bar at ${width}`).toBeVisible({ visible: expectedLayout === 'phone' });
          await expect(menuButton, `Menu button at ${width}`).toBeVisible({ visible: expectedLayout !== 'desktop' });
          await expect(mainNav(page), `top menu at ${width}`).toBeVisible({ visible: expectedLayout === 'desktop' });
          await expect(siteMap, `site map at ${width}`).toBeVisible({ visible: expectedLayout === 'desktop' });
          await expect(utility, `utility bar at ${width}`).toHaveCount(expectedLayout === 'phone' ? 0 : 1);
          expect(await horizontalOverflow(page), `overflow at ${width}`).toEqual({ page: 0, menu: 0 });
        }
      });
    }
  });
});

test.describe('notifications', () => {
  // A clock and a clipboard of the test's own: a tab of its own (the page's timers run on the test's clock).
  test('queue: one at a time, in order; a click dismisses; the next follows', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // The first copy fails and the second succeeds, so the two notifications differ.
    await page.addInitScript(() => {
      let calls = 0;
      const clipboard = navigator.clipboard;
      const original = clipboard.writeText.bind(clipboard);
      clipboard.writeText = (text: string) => {
        calls += 1;
        return calls === 1 ? Promise.reject(new Error('denied by the test')) : original(text);
      };
      // The app falls back to the legacy copy command: it fails too, the first time.
      const exec = document.execCommand.bind(document);
      document.execCommand = (...args: Parameters<Document['execCommand']>) => (calls === 1 ? false : exec(...args));
    });
    // The page's timers run on a clock the test can move on, so the 5 s dismissal takes no real time.
    await page.clock.install();
    await startSignedIn(page, 'subscriber');
    await expect(page).toHaveURL(HOME, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

    const copy = page.getByRole('button', { name: 'Copy subscriber ID' });
    await copy.click();
    const failed = page.getByText('We could not copy your subscriber ID', { exact: false });
    await expect(failed).toBeVisible();
    await copy.click();
    const copied = page.getByText('Copied subscriber ID to clipboard');
    // Only the first shows while the second waits.
    await expect(page.locator('.snackbar')).toHaveCount(1);
    await expect(copied).toHaveCount(0);

    await failed.click();
    await expect(failed).toBeHidden();
    await expect(copied).toBeVisible();
    await expect(page.locator('.snackbar')).toHaveCount(1);
    // dismissAfter (5 s) ends it, and the queue is empty.
    await page.clock.runFor(5_000);
    await expect(copied).toBeHidden();
    await expect(page.locator('.snackbar')).toHaveCount(0);
  });
});

// What the contact and error pages offer; their axe audits are the accessibility sweep's, at the same widths
// (accessibility-sweep.spec.ts), so that no page is audited twice.
test.describe('the contact and error pages', () => {
  // One tab: a visitor of each brand, then a member of each, then the hostile holiday calendar, which
  // the tab's sandbox session serves from then on.
  test('contact us, customer service and the error pages lead back on every brand; Providence has no chat; a hostile calendar is plain text', async ({ page }) => {
    test.setTimeout(180_000);
    for (const domain of BRANDS) {
      await test.step(`domain ${domain}: contact us and the error pages of a visitor lead back to login and customer service`, async () => {
        await page.goto(`/contact-us?domain=${domain}`);
        await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
        await expect(page.getByTestId('holiday-calendar')).toBeVisible();
        await expect(page.getByRole('link', { name: /Back to log in/ })).toHaveAttribute('href', '/login');

        for (const status of [404, 500, 1]) {
          await page.goto(`/error/${status}`);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page.getByRole('main').getByRole('link', { name: 'Customer service' })).toHaveAttribute('href', '/contact-us');
        }
      });
    }

    for (const [persona, domain] of [
      ['subscriber', 1],
      ['summit', 2],
      ['providence', 5],
    ] as const) {
      await test.step(`domain ${domain}: customer service and the error page of a member lead home and to customer service`, async () => {
        await forgetSession(page);
        await startSignedIn(page, persona);
        await expect(page).toHaveURL(HOME, { timeout: 15_000 });
        if (persona === 'providence') {
          // Providence members get no chat (no chat configuration).
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page.getByRole('button', { name: 'Chat with us' })).toHaveCount(0);
        }
        await navigateInApp(page, '/support/customer-service');
        await expect(page.getByRole('heading', { level: 1, name: 'Customer service' })).toBeVisible();
        await expect(page.getByTestId('holiday-calendar')).toBeVisible();
        await expect(page.getByText(/Have your subscriber ID ready/)).toBeVisible();

        await navigateInApp(page, '/error/403');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText("Sorry, it looks like you don't have access to this page.");
        const main = page.getByRole('main');
        await expect(main.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
        await expect(main.getByRole('link', { name: 'Customer service' })).toHaveAttribute('href', '/support/customer-service');
      });
    }

    await test.step('a hostile calendar is shown as plain text: no script runs and nothing navigates', async () => {
      await forgetSession(page);
      const attackerRequests: string[] = [];
      const dialogs: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('attacker.example.net') || request.url().includes('x-missing.png')) attackerRequests.push(request.url());
      });
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });

      await page.goto('/contact-us?domain=1');
      await expect(page.getByTestId('holiday-calendar')).toContainText('Holiday schedule');
      // This tab's sandbox session now serves the hostile calendar (sandbox-only switch).
      const session = await page.evaluate(() => sessionStorage.getItem('md_sandbox_session'));
      expect(session).not.toBeNull();
      const switched = await page.request.put('/gateway/sandbox/holiday-calendar', {
        headers: { 'X-Sandbox-Session': session ?? '' },
        data: { variant: 'hostile' },
      });
      expect(switched.status()).toBe(204);

      await page.reload();
      const calendar = page.getByTestId('holiday-calendar');
      await expect(calendar).toContainText('Click for holiday hours');
      await expect(calendar).toContainText('Holiday schedule');
      // Text only: every element that could run code, load something or leave the page is gone.
      await expect(calendar.locator('script, a, img, iframe, form, button, svg, style, meta, [onmouseover], [onerror], [onclick], [style]')).toHaveCount(0);
      await calendar.getByText('Hover over this line.').hover();
      await calendar.getByText('Click for holiday hours').click();
      // Anything the hover or click could set off (a handler, a navigation, a request, a dialog) starts within
      // its task: two frames later, it would have shown.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

      expect(await page.evaluate(() => (window as unknown as { __calendarAttack?: string }).__calendarAttack)).toBeUndefined();
      await expect(page).toHaveURL(/\/contact-us/);
      expect(attackerRequests).toEqual([]);
      expect(dialogs).toEqual([]);
      await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    });
  });
});

test.describe('the plan switcher', () => {
  test('the plan switcher of a member with two plans is a keyboard menu button @tablet', async ({ page }) => {
    await logInAs(page, 'multigroup');
    await expect(page).toHaveURL(/\/group-selection$/, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Log in to account' }).first().click();
    await expect(page).toHaveURL(HOME, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    if (layoutOf(page) === 'phone') await openMenuPanel(page);
    const switcher = page.getByRole('button', { name: /^Plan / });
    await expect(switcher).toBeVisible();
    await expect(switcher).toContainText('…');
    await switcher.focus();
    await page.keyboard.press('Enter');
    await expect(switcher).toHaveAttribute('aria-expanded', 'true');
    const options = page.getByRole('list', { name: 'Your plans' }).getByRole('button');
    await expect(options).toHaveCount(2);
    await expect(options.first()).toContainText(/\d{2}\/\d{2}\/\d{4} - (present|\d{2}\/\d{2}\/\d{4})/);
    await expect(page.getByRole('list', { name: 'Your plans' }).locator('[aria-current="true"]')).toContainText('Current plan');
    await page.keyboard.press('Escape');
    await expect(switcher).toHaveAttribute('aria-expanded', 'false');
    await expect(switcher).toBeFocused();
  });

  test('switching plan from the header shows the chosen plan on home, benefits and claims', { tag: '@one-width' }, async ({ page }) => {
    // Both of multigroup's plans ordinary (the sandbox makes the second moda360, which would leave for single
    // sign-on): the member enters with the first and the switch stays in the dashboard.
    await page.route('**/gateway/api/groups', async (route) => {
      const response = await route.fetch();
      const groups = (await response.json()) as Record<string, unknown>[];
      await route.fulfill({ response, json: groups.map((group) => ({ ...group, moda360: false })) });
    });
    await logInAs(page, 'multigroup');
    await expect(page).toHaveURL(HOME);
    const tile = page.getByRole('region', { name: 'Member information' });
    await expect(tile).toContainText('Rose City Architects');
    await page.getByRole('button', { name: /^Plan / }).click();
    const switched = page.waitForRequest((request) => request.url().endsWith('/api/group-selection') && request.method() === 'POST');
    await page.getByRole('list', { name: 'Your plans' }).getByRole('button', { name: /Pacific Crest Staffing/ }).click();
    expect((await switched).postDataJSON()).toEqual({ groupId: '10005120', domain: 1 });
    await expect(page).toHaveURL(HOME);
    await expect(tile).toContainText('10005120');
    await expect(tile).toContainText('Pacific Crest Staffing');
    await expect(tile).not.toContainText('Rose City Architects');

    await navigateInApp(page, '/benefits/summary');
    const main = page.getByRole('main');
    await expect(main).toContainText('Cascade Dental Incentive 1000');
    await expect(main.getByRole('heading', { name: 'Vision', exact: true })).toHaveCount(0);
    await navigateInApp(page, '/claims');
    await expect(main.getByRole('combobox', { name: 'Claim type' })).toBeVisible();
    await expect(main.getByRole('combobox', { name: 'Claim type' }).getByRole('option')).toHaveText(['All claim types', 'Medical', 'Dental', 'Pharmacy']);
  });
});
