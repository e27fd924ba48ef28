import { expect, test } from '@playwright/test';
import { loginUrl, logOutFromHeader } from './support/personas';
import { startSignedIn } from './support/signed-in';
import { virtualAuthenticator } from './support/virtual-authenticator';

/**
 * Signing in through the username field's passkey autofill (WebAuthn conditional mediation): a member who
 * added a passkey in this browser and signed out comes back to the login page, and the passkey the browser
 * offers among the username's suggestions signs them in, landing where post-login routing sends them, with
 * no password and no code. Chromium's virtual authenticator stands in for the device: under a virtual
 * authenticator Chromium shows no autofill list, and with presence simulated the authenticator answers the
 * conditional request itself, as a member picking the one passkey offered would; the list and the pick are
 * the browser's, not the page's. The page's calls to navigator.credentials.get are recorded, to show that
 * the ceremony is the autofill's (mediation 'conditional', begun when the member acts on the page) and not
 * the button's. At localhost: an RP ID is a domain.
 */

const ORIGIN = `http://localhost:${process.env.MD_E2E_PORT ?? '5199'}`;
const LANDING = { timeout: 15_000 };

test.use({ baseURL: ORIGIN });

declare global {
  interface Window {
    /** The mediation of each navigator.credentials.get the page made ('' when it asked for none). */
    __credentialRequests?: string[];
  }
}

test.describe('passkey autofill', { tag: '@one-width' }, () => {
  test('a member who added a passkey here signs in by picking it in the username autofill', async ({ page }) => {
    test.setTimeout(90_000);
    await page.addInitScript(() => {
      const credentials = navigator.credentials;
      const get = credentials.get.bind(credentials);
      window.__credentialRequests = [];
      credentials.get = (options?: CredentialRequestOptions) => {
        window.__credentialRequests?.push(options?.mediation ?? '');
        return get(options);
      };
    });
    const device = await virtualAuthenticator(page);
    await startSignedIn(page, 'subscriber', { path: '/account/security' });

    await test.step('the member adds a passkey, then logs out', async () => {
      const passkeys = page.getByTestId('passkeys');
      await expect(passkeys.getByText('You have no passkeys yet.')).toBeVisible(LANDING);
      await passkeys.getByLabel('Name for a new passkey').fill('Laptop');
      await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
      await expect(passkeys.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem')).toHaveCount(1);
      const { credentials } = await device.cdp.send('WebAuthn.getCredentials', { authenticatorId: device.authenticatorId });
      expect(credentials).toHaveLength(1);
      await logOutFromHeader(page);
      await expect(page).toHaveURL(/\/(logout|login)/, LANDING);
    });

    await test.step('back on the login page, the autofill offers the passkey and picking it signs in', async () => {
      const refused: string[] = [];
      page.on('response', (response) => {
        if (response.status() >= 400) refused.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
      });
      await page.goto(loginUrl('subscriber'));
      const username = page.getByLabel('Username', { exact: true });
      await expect(username).toHaveAttribute('autocomplete', 'username webauthn');
      expect(await page.evaluate(() => PublicKeyCredential.isConditionalMediationAvailable())).toBe(true);
      // The member focuses the username field, where the browser offers its suggestions; no button is pressed.
      await username.click();
      await expect.poll(() => page.evaluate(() => window.__credentialRequests), LANDING).toEqual(['conditional']);
      await expect(page).toHaveURL(/\/home$/, LANDING);
      await expect(page.getByTestId('member-information-tile')).toBeVisible(LANDING);
      // One ceremony in all, the autofill's: no modal request was made.
      expect(await page.evaluate(() => window.__credentialRequests)).toEqual(['conditional']);
      // No call on the way is refused but the one the spec makes a refusal: the account state every signed-in
      // page reads asks whether the member has Medicare materials, and the gateway's "no" to a member
      // without them is a 403 (spec section 7; the app reads it as none). The browser's console shows it.
      expect(refused).toEqual(['403 GET /gateway/api/medicare-materials/eligibility']);
    });

    await test.step('the passkey’s list says it was used', async () => {
      await page.goto('/account/security');
      await expect(page.getByTestId('passkeys').getByRole('list', { name: 'Your passkeys' })).toContainText('Last used', LANDING);
    });
  });
});
