import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { startSignedIn } from './support/signed-in';
import { virtualAuthenticator } from './support/virtual-authenticator';

/**
 * The home page's invitation to add a second factor, as a member without one meets it: nothing of it is
 * downloaded or asked for on the way to /home; once the member acts on the page (here, a turn of the mouse
 * wheel, which is no input that would excuse a layout shift) it appears below the page's tiles without
 * moving anything already shown, says itself in Spanish once Spanish is chosen, and "Not now" sets it aside
 * at the gateway, for the member: it stays aside on the next visit and after signing out and in again. A
 * member with a passkey is not invited.
 */

const LANDING = { timeout: 15_000 };
const SETTINGS = /\/gateway\/api\/account\/security$/;
const INVITATION = /\/gateway\/api\/account\/security\/invitation$/;
const SET_ASIDE = /\/gateway\/api\/account\/security\/invitation\/set-aside$/;

/** Starts recording the page's layout shifts, every one (even those an input would excuse). */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const shifts: number[] = [];
    (window as Window & { __shifts?: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift' });
  });
}

const layoutShifts = (page: Page): Promise<number[]> => page.evaluate(() => (window as Window & { __shifts?: number[] }).__shifts ?? []);

test.describe('the invitation to add a second factor', () => {
  test('comes after the member acts on /home, moves nothing, speaks Spanish, and set aside stays aside after signing out and in', async ({ page }) => {
    // Two sign-ins, a sign-out and an accessibility check: more than one page's time.
    test.setTimeout(90_000);
    const downloads: string[] = [];
    page.on('request', (request) => downloads.push(request.url()));
    // The sandbox session the member signs in on again after signing out.
    const session = randomUUID();
    await startSignedIn(page, 'subscriber', { sandboxSession: session });
    await expect(page.getByTestId('member-information-tile')).toBeVisible(LANDING);
    const invitation = page.getByRole('region', { name: 'Protect your sign-in' });

    await test.step('nothing of it on the way to /home', async () => {
      await page.waitForLoadState('networkidle');
      expect(downloads.filter((url) => /SecondFactorInvitation/.test(url) || SETTINGS.test(url) || INVITATION.test(url))).toEqual([]);
      await expect(invitation).toHaveCount(0);
    });

    await test.step('once the member acts, it appears below the tiles and nothing moves', async () => {
      await recordLayoutShifts(page);
      const asked = page.waitForResponse(SETTINGS);
      await page.mouse.move(200, 300);
      await page.mouse.wheel(0, 40);
      await asked;
      await expect(invitation).toBeAttached(LANDING);
      await page.waitForTimeout(300);
      expect(await layoutShifts(page)).toEqual([]);
      await invitation.scrollIntoViewIfNeeded();
      await expect(invitation.getByRole('link', { name: 'Add a second step' })).toHaveAttribute('href', '/account/security');
      await expectNoAxeViolations(page);
    });

    await test.step('in Spanish once Spanish is chosen; Ahora no sets it aside, focus going to the page heading', async () => {
      const languageSwitch = page.getByTestId('language-switch').filter({ visible: true });
      if ((await languageSwitch.count()) === 0) await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await languageSwitch.first().click();
      await page.mouse.wheel(0, 40);
      const spanish = page.getByRole('region', { name: 'Proteja su inicio de sesión' });
      await expect(spanish).toBeVisible(LANDING);
      await expect(spanish.getByRole('link', { name: 'Agregar un segundo paso' })).toBeVisible();
      const setAside = page.waitForResponse(SET_ASIDE);
      await spanish.getByRole('button', { name: 'Ahora no' }).click();
      await expect(spanish).toHaveCount(0);
      expect((await setAside).status()).toBe(204);
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    });

    await test.step('set aside, it stays aside on the next visit', async () => {
      await page.reload();
      await expect(page.getByTestId('member-information-tile')).toBeVisible(LANDING);
      await page.mouse.wheel(0, 40);
      await page.waitForTimeout(1500);
      await expect(page.getByTestId('second-factor-invitation')).toHaveCount(0);
    });

    await test.step('and after signing out, which clears the browser’s storage, and in again', async () => {
      // Still in Spanish: the header's Log out, behind Menú where the layout folds it.
      const logOut = page.getByRole('button', { name: 'Cerrar sesión', exact: true }).filter({ visible: true });
      if ((await logOut.count()) === 0) await page.getByRole('button', { name: 'Menú', exact: true }).click();
      await logOut.first().click();
      await expect(page).toHaveURL(/\/login/, LANDING);
      await startSignedIn(page, 'subscriber', { sandboxSession: session });
      await expect(page.getByTestId('member-information-tile')).toBeVisible(LANDING);
      const asked = page.waitForResponse(INVITATION);
      await page.mouse.wheel(0, 40);
      expect(await (await asked).json()).toEqual({ setAside: true });
      await page.waitForTimeout(300);
      await expect(page.getByTestId('second-factor-invitation')).toHaveCount(0);
    });
  });
});

test.describe('the invitation, for a member with a passkey', { tag: '@one-width' }, () => {
  // At localhost: WebAuthn takes a domain, not an IP address, as its relying party's id.
  test.use({ baseURL: `http://localhost:${process.env.MD_E2E_PORT ?? '5199'}` });

  test('is not shown', async ({ page }) => {
    test.setTimeout(60_000);
    await virtualAuthenticator(page);
    await startSignedIn(page, 'subscriber', { path: '/account/security' });
    const passkeys = page.getByTestId('passkeys');
    await expect(passkeys.getByText('You have no passkeys yet.')).toBeVisible(LANDING);
    await passkeys.getByLabel('Name for a new passkey').fill('Phone');
    await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(passkeys.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem')).toHaveCount(1);
    await page.goto('/home');
    await expect(page.getByTestId('member-information-tile')).toBeVisible(LANDING);
    const asked = page.waitForResponse(SETTINGS);
    await page.mouse.wheel(0, 40);
    await asked;
    await page.waitForTimeout(500);
    await expect(page.getByRole('region', { name: 'Protect your sign-in' })).toHaveCount(0);
  });
});
