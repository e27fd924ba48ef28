import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { startSignedIn } from './support/signed-in';
import { virtualAuthenticator } from './support/virtual-authenticator';

/**
 * The fresh check before a sensitive change, answered with a passkey: a member whose only second factor is
 * a passkey cancels their plan more than 5 minutes after signing in, and confirms it is them by unlocking
 * the passkey instead of typing the password. Chromium's virtual authenticator stands in for the device
 * (presence and user verification simulated); the sandbox verifies the assertion and answers a token proved
 * now. At localhost: an RP ID is a domain.
 */

const ORIGIN = `http://localhost:${process.env.MD_E2E_PORT ?? '5199'}`;
const LANDING = { timeout: 15_000 };
const DAY = '2026-11-22';

test.use({ baseURL: ORIGIN });

test.describe('the fresh check with a passkey', { tag: '@one-width' }, () => {
  test('a member with a passkey cancels their plan after confirming it is them with the passkey', async ({ page }) => {
    test.setTimeout(90_000);
    const session = randomUUID();
    await virtualAuthenticator(page);
    await startSignedIn(page, 'subscriber', { today: DAY, sandboxSession: session, path: '/account/security' });

    await test.step('the member adds a passkey', async () => {
      const passkeys = page.getByTestId('passkeys');
      await expect(passkeys.getByText('You have no passkeys yet.')).toBeVisible(LANDING);
      await passkeys.getByLabel('Name for a new passkey').fill('Phone');
      await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
      await expect(passkeys.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem')).toHaveCount(1);
    });

    await page.goto('/home');
    await expect(page.getByTestId('member-information-tile')).toBeVisible(LANDING);
    const moved = await page.request.post('/gateway/sandbox/clock', { headers: { 'X-Sandbox-Session': session }, data: { minutes: 6 } });
    expect(moved.status()).toBe(204);
    const dialog = page.getByRole('dialog', { name: 'Cancel your plan?' });

    await test.step('the cancellation asks to confirm it is them, and offers the passkey beside the password', async () => {
      await page.getByRole('button', { name: 'Cancel plan' }).click();
      await dialog.getByRole('radio', { name: 'Do not renew my medical plan', exact: true }).check();
      await dialog.getByRole('button', { name: 'Cancel plan' }).click();
      const prompt = dialog.getByRole('group', { name: 'Confirm it’s you' });
      await expect(prompt.getByLabel('Your password')).toBeVisible();
      await prompt.getByRole('button', { name: 'Use a passkey instead' }).click();
      await expect(prompt.getByLabel('Your password')).toHaveCount(0);
      await expect(prompt).toContainText('Select Confirm and continue, then unlock your passkey on this device.');
      await expect(prompt.getByRole('button', { name: 'Use your password instead' })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    await test.step('the passkey confirms it, and the plan is cancelled', async () => {
      await dialog.getByRole('button', { name: 'Confirm and continue' }).click();
      await expect(dialog).toBeHidden(LANDING);
      await expect(page.getByTestId('plan-management-text')).toHaveText('Your benefits end on December 31, 2026. Your medical plan will not be renewed.');
    });
  });
});
