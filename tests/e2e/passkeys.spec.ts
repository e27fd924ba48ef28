import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { loginUrl, SANDBOX_PASSWORD } from './support/personas';
import { startSignedIn } from './support/signed-in';
import { virtualAuthenticator } from './support/virtual-authenticator';

/**
 * Passkeys as a member meets them, with Chromium's virtual authenticator (a platform authenticator that
 * keeps resident keys and verifies the user) standing in for the device: the member adds a passkey on the
 * security page, signs in with it in a new browser (its credential copied into that browser's
 * authenticator, as a synced passkey would be), and removes it after confirming it is them, the sign-in
 * being more than 5 minutes old. The app is opened at localhost: WebAuthn takes a domain, not an IP
 * address, as its relying party's id. Each test has a sandbox session of its own.
 */

const ORIGIN = `http://localhost:${process.env.MD_E2E_PORT ?? '5199'}`;
const LANDING = { timeout: 15_000 };

test.use({ baseURL: ORIGIN });

test.describe('passkeys', { tag: '@one-width' }, () => {
  test('added on the security page, signed in with in another browser, removed after the fresh check', async ({ page, browser }) => {
    // Two browsers, two sign-ins and an accessibility check: more than one page's time.
    test.setTimeout(90_000);
    const session = randomUUID();
    const device = await virtualAuthenticator(page);
    await startSignedIn(page, 'subscriber', { path: '/account/security', sandboxSession: session });
    const passkeys = page.getByTestId('passkeys');

    await test.step('the member names a passkey and the browser creates it', async () => {
      await expect(passkeys.getByText('You have no passkeys yet.')).toBeVisible(LANDING);
      await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
      await expect(passkeys.getByText('Enter a name for the passkey.')).toBeVisible();
      const name = passkeys.getByLabel('Name for a new passkey');
      await name.fill('The laptop I use at work, in the blue bag');
      await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
      await expect(passkeys.getByText('A passkey name can be at most 40 characters.')).toBeVisible();
      await expect(name).toHaveValue('The laptop I use at work, in the blue bag');
      await name.fill('Work laptop');
      const add = passkeys.getByRole('button', { name: 'Add a passkey' });
      await add.click();
      const list = passkeys.getByRole('list', { name: 'Your passkeys' });
      await expect(list.getByRole('listitem')).toHaveCount(1);
      await expect(list).toContainText('Work laptop');
      await expect(list).toContainText('Not used yet');
      // The button pressed keeps the focus while the browser creates the passkey, and after.
      await expect(add).toBeFocused();
      await expectNoAxeViolations(page);
    });

    await test.step('renaming puts the focus in the name, and leaving it gives the focus back to Rename', async () => {
      const list = passkeys.getByRole('list', { name: 'Your passkeys' });
      const rename = list.getByRole('button', { name: 'Rename Work laptop' });
      await rename.click();
      await expect(list.getByLabel('New name')).toBeFocused();
      await list.getByRole('button', { name: 'Cancel' }).click();
      await expect(rename).toBeFocused();
    });

    const { credentials } = await device.cdp.send('WebAuthn.getCredentials', { authenticatorId: device.authenticatorId });
    expect(credentials).toHaveLength(1);

    // A browser of its own: signing in again in the first tab would race the logout its app is making.
    const other = await browser.newContext({ baseURL: ORIGIN });
    try {
      const signIn = await other.newPage();
      await signIn.addInitScript((id) => sessionStorage.setItem('md_sandbox_session', id), session);
      const synced = await virtualAuthenticator(signIn);
      for (const credential of credentials) await synced.cdp.send('WebAuthn.addCredential', { authenticatorId: synced.authenticatorId, credential });

      await test.step('the passkey signs in, with no code asked, and lands where a password sign-in lands', async () => {
        await signIn.goto(loginUrl('subscriber'));
        await expect(signIn.getByLabel('Username')).toHaveAttribute('autocomplete', 'username webauthn');
        await signIn.getByRole('button', { name: 'Log in with a passkey' }).click();
        await expect(signIn).toHaveURL(/\/home$/, LANDING);
        await expect(signIn.getByTestId('member-information-tile')).toBeVisible(LANDING);
      });

      await test.step('the list says when it was last used; removing it asks the fresh check first', async () => {
        await signIn.goto('/account/security');
        const list = signIn.getByTestId('passkeys').getByRole('list', { name: 'Your passkeys' });
        await expect(list).toContainText('Last used', LANDING);
        const moved = await signIn.request.post('/gateway/sandbox/clock', { headers: { 'X-Sandbox-Session': session }, data: { minutes: 6 } });
        expect(moved.status()).toBe(204);
        await list.getByRole('button', { name: 'Remove Work laptop' }).click();
        const dialog = signIn.getByRole('dialog', { name: 'Remove this passkey?' });
        await dialog.getByRole('button', { name: 'Remove passkey' }).click();
        await expect(dialog.getByRole('group', { name: 'Confirm it’s you' })).toBeVisible();
        await expect(list).toContainText('Work laptop');
        await dialog.getByLabel('Your password').fill(SANDBOX_PASSWORD);
        await dialog.getByRole('button', { name: 'Confirm and continue' }).click();
        await expect(dialog).toBeHidden();
        await expect(signIn.getByTestId('passkeys').getByText('You have no passkeys yet.')).toBeVisible();
        // The Remove button is gone with the passkey: the focus goes to the section, not to the page.
        await expect(signIn.getByRole('heading', { name: 'Passkeys' })).toBeFocused();
      });
    } finally {
      await other.close();
    }
  });
});
