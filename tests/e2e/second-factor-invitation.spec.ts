import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { startSignedIn } from './support/signed-in';
import { virtualAuthenticator } from './support/virtual-authenticator';

/**
 * The home page's invitation to add a second factor, as a member without one meets it: nothing of it is
 * downloaded or asked for on the way to /home; once the member acts on the page (here, a turn of the mouse
 * wheel, which is no input that would excuse a layout shift) it appears below the page's tiles without
 * moving anything already shown, says itself in Spanish once Spanish is chosen, and "Not now" sets it aside
 * for the rest of the session. A member with a passkey is not invited.
 */

const LANDING = { timeout: 15_000 };
const SETTINGS = /\/gateway\/api\/account\/security$/;

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
  test('comes after the member acts on /home, moves nothing, speaks Spanish and is set aside', async ({ page }) => {
    test.setTimeout(60_000);
    const downloads: string[] = [];
    page.on('request', (request) => downloads.push(request.url()));
    await startSignedIn(page, 'subscriber');
    await expect(page.getByTestId('member-information-tile')).toBeVisible(LANDING);
    const invitation = page.getByRole('region', { name: 'Protect your sign-in' });

    await test.step('nothing of it on the way to /home', async () => {
      await page.waitForLoadState('networkidle');
      expect(downloads.filter((url) => /SecondFactorInvitation/.test(url) || SETTINGS.test(url))).toEqual([]);
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
      await spanish.getByRole('button', { name: 'Ahora no' }).click();
      await expect(spanish).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    });

    await test.step('set aside, it stays aside on the next visit', async () => {
      await page.reload();
      await expect(page.getByTestId('member-information-tile')).toBeVisible(LANDING);
      await page.mouse.wheel(0, 40);
      await page.waitForTimeout(1500);
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
