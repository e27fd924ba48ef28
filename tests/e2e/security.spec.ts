import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expectNoAxeViolations } from './support/axe';
import { loginUrl, logOutFromHeader, SANDBOX_PASSWORD, submitLoginForm } from './support/personas';
import { startSignedIn } from './support/signed-in';

/**
 * Two-step sign-in and the fresh check, as a member meets them: the subscriber's authenticator app is
 * enrolled through the sandbox's gateway calls (its codes computed from the key the enrolment answered),
 * then the login form asks for its code after the password, says what is wrong with a wrong one, and takes a
 * recovery code once. Cancelling the plan with a sign-in more than 5 minutes old asks for the password first
 * (the sandbox's test clock moves the session's time on). Each test has a sandbox session of its own.
 */

const LANDING = { timeout: 15_000 };
const DAY = '2026-11-22';

/** Pins the tab to `session` before the app starts, as the app's own sandbox session would be. */
async function useSandboxSession(page: Page, session: string): Promise<void> {
  await page.addInitScript((id) => sessionStorage.setItem('md_sandbox_session', id), session);
}

/** The subscriber's authenticator app, enrolled through the gateway: its key and recovery codes. */
async function enrolApp(request: APIRequestContext, session: string): Promise<{ secret: string; codes: readonly string[] }> {
  const headers = { 'X-Sandbox-Session': session };
  const login = await request.post('/gateway/api/token', { headers, data: { username: 'subscriber', password: SANDBOX_PASSWORD, domainId: 1 } });
  const { token } = (await login.json()) as { token: string };
  const authorised = { ...headers, Authorization: `Bearer ${token}` };
  const { secret, uri } = (await (await request.post('/gateway/api/account/security/totp', { headers: authorised })).json()) as { secret: string; uri: string };
  expect(uri).toMatch(/^otpauth:\/\/totp\//);
  const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
  const confirmed = await request.post('/gateway/api/account/security/totp/confirmation', { headers: authorised, data: { code } });
  expect(confirmed.ok()).toBe(true);
  const { codes } = (await confirmed.json()) as { codes: readonly string[] };
  return { secret, codes };
}

/** The app's code for the next 30-second step: a code is accepted once, and the enrolment used this step's. */
const nextCode = (secret: string): string => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + 30_000 });

test.describe('two-step sign-in', { tag: '@one-width' }, () => {
  test('an authenticator app’s code after the password; a recovery code works once', async ({ page }) => {
    const session = randomUUID();
    const { secret, codes } = await enrolApp(page.request, session);
    await useSandboxSession(page, session);
    const heading = page.getByRole('heading', { level: 1 });

    await test.step('the password asks for the code, keeping the username', async () => {
      await page.goto(loginUrl('subscriber'));
      await submitLoginForm(page, 'subscriber', SANDBOX_PASSWORD);
      await expect(heading).toHaveText('Enter your security code');
      await expect(page.getByText('Signing in as subscriber.')).toBeVisible();
      await expectNoAxeViolations(page);
    });

    await test.step('a wrong code says so and how many tries are left; the right one signs in', async () => {
      const field = page.getByLabel('Code from your authenticator app');
      await field.fill('000000');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('alert')).toHaveText('That code is not right. You have 4 tries left.');
      await field.fill(` ${nextCode(secret).replace(/(\d{3})/, '$1 ')} `);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(/\/home$/, LANDING);
    });

    await test.step('a recovery code signs in once', async () => {
      await logOutFromHeader(page);
      await page.goto(loginUrl('subscriber'));
      await submitLoginForm(page, 'subscriber', SANDBOX_PASSWORD);
      await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
      await page.getByLabel('Recovery code').fill(codes[0] ?? '');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(/\/home$/, LANDING);
    });

    await test.step('the same recovery code is refused the second time', async () => {
      await logOutFromHeader(page);
      await page.goto(loginUrl('subscriber'));
      await submitLoginForm(page, 'subscriber', SANDBOX_PASSWORD);
      await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
      await page.getByLabel('Recovery code').fill(codes[0] ?? '');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('alert')).toHaveText('That code is not right. You have 4 tries left.');
      await expect(page).toHaveURL(/\/login/);
    });
  });
});

test.describe('the fresh check before a sensitive change', { tag: '@one-width' }, () => {
  test('cancelling the plan with a sign-in more than 5 minutes old asks for the password first', async ({ page }) => {
    const session = randomUUID();
    await startSignedIn(page, 'subscriber', { today: DAY, sandboxSession: session });
    await expect(page.getByTestId('member-information-tile')).toBeVisible(LANDING);
    const moved = await page.request.post('/gateway/sandbox/clock', { headers: { 'X-Sandbox-Session': session }, data: { minutes: 6 } });
    expect(moved.status()).toBe(204);
    const dialog = page.getByRole('dialog', { name: 'Cancel your plan?' });

    await test.step('the cancellation is refused until the member confirms it is them', async () => {
      await page.getByRole('button', { name: 'Cancel plan' }).click();
      await dialog.getByRole('radio', { name: 'Do not renew my medical plan', exact: true }).check();
      await dialog.getByRole('button', { name: 'Cancel plan' }).click();
      await expect(dialog.getByRole('group', { name: 'Confirm it’s you' })).toBeVisible();
      await expect(page.getByTestId('plan-management-text')).toContainText('Reminder');
      await expectNoAxeViolations(page);
    });

    await test.step('a wrong password is said; the right one cancels the plan', async () => {
      await dialog.getByLabel('Your password').fill('Wrong123');
      await dialog.getByRole('button', { name: 'Confirm and continue' }).click();
      await expect(dialog.getByText('That password is not right. Try again.')).toBeVisible();
      await dialog.getByLabel('Your password').fill(SANDBOX_PASSWORD);
      await dialog.getByRole('button', { name: 'Confirm and continue' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('plan-management-text')).toHaveText('Your benefits end on December 31, 2026. Your medical plan will not be renewed.');
    });
  });
});

test.describe('adding an authenticator app', { tag: '@one-width' }, () => {
  test('from the invitation on the settings page: a QR code and the key written out, then ten recovery codes shown once', async ({ page }) => {
    const session = randomUUID();
    await startSignedIn(page, 'subscriber', { path: '/account/settings', sandboxSession: session });
    let key = '';

    await test.step('the settings page invites the member to add a second step', async () => {
      await page.getByTestId('second-factor-invitation').click();
      await expect(page).toHaveURL(/\/account\/security$/);
      await expect(page.getByTestId('authenticator-app-status')).toHaveText('Off: you sign in with your password alone.');
      await page.getByRole('button', { name: 'Add an authenticator app' }).click();
      await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
      key = ((await page.getByTestId('authenticator-key').textContent()) ?? '').replace(/\s/g, '');
      expect(key).toMatch(/^[A-Z2-7]{32}$/);
      await expectNoAxeViolations(page);
    });

    await test.step('a code computed from the key turns it on and shows the recovery codes once', async () => {
      await page.getByLabel('Code the app shows').fill(new TOTP({ secret: Secret.fromBase32(key) }).generate());
      await page.getByRole('button', { name: 'Turn on' }).click();
      await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
      await expect(page.getByTestId('authenticator-app-status')).toHaveText('On: we ask for a code from your authenticator app after your password.');
      await page.getByRole('button', { name: 'I have saved my codes' }).click();
      await expect(page.getByTestId('recovery-codes')).toHaveCount(0);
      await expect(page.getByText('Recovery codes left: 10.')).toBeVisible();
    });

    await test.step('the next sign-in asks for the app’s code', async () => {
      await logOutFromHeader(page);
      await page.goto(loginUrl('subscriber'));
      await submitLoginForm(page, 'subscriber', SANDBOX_PASSWORD);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enter your security code');
      await page.getByLabel('Code from your authenticator app').fill(nextCode(key));
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(/\/home$/, LANDING);
    });
  });
});
