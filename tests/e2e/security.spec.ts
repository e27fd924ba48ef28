import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expectNoAxeViolations } from './support/axe';
import { loginUrl, logOutFromHeader, SANDBOX_PASSWORD, submitLoginForm } from './support/personas';
import { startSignedIn } from './support/signed-in';
import { navigateInApp } from './support/navigation';

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

/** Moves the sandbox session's clock for proofs on 6 minutes, so that the sign-in is too old for a sensitive change. */
async function sixMinutesLater(request: APIRequestContext, session: string): Promise<void> {
  const moved = await request.post('/gateway/sandbox/clock', { headers: { 'X-Sandbox-Session': session }, data: { minutes: 6 } });
  expect(moved.status()).toBe(204);
}

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

    await test.step('what cannot be a code costs no try; a wrong code says how many are left; the right one signs in', async () => {
      const field = page.getByLabel('Code from your authenticator app');
      await field.fill('12ab');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('alert')).toHaveText('The code is 6 digits, such as 123456.');
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

test.describe('the fresh check before a data-sharing change', { tag: '@one-width' }, () => {
  test('opting out of Provider Access with a sign-in more than 5 minutes old asks for the password in the card, then opts out', async ({ page }) => {
    const session = randomUUID();
    await startSignedIn(page, 'subscriber', { today: DAY, sandboxSession: session, path: '/account/data-sharing' });
    const provider = page.getByRole('region', { name: 'Provider Access' });
    await expect(provider).toContainText('Your providers can read your data.', LANDING);
    await sixMinutesLater(page.request, session);

    await test.step('the change waits for the member to confirm it is them', async () => {
      await provider.getByRole('button', { name: 'Opt out' }).click();
      const prompt = provider.getByRole('group', { name: 'Confirm it’s you' });
      await expect(prompt.getByLabel('Your password')).toBeFocused();
      await expect(provider).toContainText('Your providers can read your data.');
      await expectNoAxeViolations(page);
    });

    await test.step('the password confirms it, and the member’s choice is made', async () => {
      await provider.getByLabel('Your password').fill(SANDBOX_PASSWORD);
      await provider.getByRole('button', { name: 'Confirm and continue' }).click();
      await expect(provider).toContainText('You opted out: your providers cannot read your data through us.');
      await expect(provider.getByRole('group', { name: 'Confirm it’s you' })).toHaveCount(0);
    });
  });
});

test.describe('turning the authenticator app off', { tag: '@one-width' }, () => {
  test('signed in with the app’s code, the member turns it off after a fresh code, and signs in with the password alone again', async ({ page, browser, baseURL }) => {
    // Three sign-ins, one of them in a browser of its own.
    test.setTimeout(90_000);
    const session = randomUUID();
    const { secret } = await enrolApp(page.request, session);
    await useSandboxSession(page, session);
    await page.goto(loginUrl('subscriber'));
    await submitLoginForm(page, 'subscriber', SANDBOX_PASSWORD);
    await page.getByLabel('Code from your authenticator app').fill(nextCode(secret));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/home$/, LANDING);
    await page.goto('/account/security');
    const status = page.getByTestId('authenticator-app-status');
    await expect(status).toHaveText('On: we ask for a code from your authenticator app after your password.', LANDING);
    await sixMinutesLater(page.request, session);
    const dialog = page.getByRole('dialog', { name: 'Turn off your authenticator app?' });

    await test.step('turning it off asks for a code from the app first', async () => {
      await page.getByRole('button', { name: 'Turn off the authenticator app' }).click();
      await dialog.getByRole('button', { name: 'Turn off' }).click();
      await expect(dialog.getByRole('group', { name: 'Confirm it’s you' })).toBeVisible();
      await expect(dialog.getByLabel('Code from your authenticator app, or a recovery code')).toHaveAttribute('autocomplete', 'one-time-code');
      await expectNoAxeViolations(page);
    });

    await test.step('a code computed from the key, six minutes on, turns it off', async () => {
      const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + 6 * 60_000 + 30_000 });
      await dialog.getByLabel('Code from your authenticator app, or a recovery code').fill(code);
      await dialog.getByRole('button', { name: 'Confirm and continue' }).click();
      await expect(dialog).toBeHidden();
      await expect(status).toHaveText('Off: you sign in with your password alone.');
    });

    await test.step('in a fresh browser, the password alone signs in again', async () => {
      const context = await browser.newContext({ baseURL });
      try {
        const again = await context.newPage();
        await useSandboxSession(again, session);
        await again.goto(loginUrl('subscriber'));
        await submitLoginForm(again, 'subscriber', SANDBOX_PASSWORD);
        await expect(again).toHaveURL(/\/home$/, LANDING);
      } finally {
        await context.close();
      }
    });
  });
});

test.describe('adding an authenticator app', { tag: '@one-width' }, () => {
  test('from the invitation on the settings page: a QR code and the key written out, then ten recovery codes shown once', async ({ page }) => {
    const session = randomUUID();
    await startSignedIn(page, 'subscriber', { path: '/account/settings', sandboxSession: session });
    let key = '';

    await test.step('the settings page says the app is off and invites the member to add a second step', async () => {
      await expect(page.getByTestId('settings-authenticator-app')).toHaveText('Off: you sign in with your password alone.');
      await page.getByTestId('second-factor-invitation').click();
      await expect(page).toHaveURL(/\/account\/security$/);
      await expect(page.getByTestId('authenticator-app-status')).toHaveText('Off: you sign in with your password alone.');
      await page.getByRole('button', { name: 'Add an authenticator app' }).click();
      await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
      // The button pressed gives way to the instructions, which take the focus.
      await expect(page.getByText('Scan this QR code with your authenticator app, or type the key below into it.')).toBeFocused();
      key = ((await page.getByTestId('authenticator-key').textContent()) ?? '').replace(/\s/g, '');
      expect(key).toMatch(/^[A-Z2-7]{32}$/);
      await expectNoAxeViolations(page);
    });

    await test.step('a code computed from the key turns it on and shows the recovery codes once', async () => {
      // WCAG 2.2 3.3.8: the code may be pasted or filled in, and phones offer digits.
      const field = page.getByLabel('Code the app shows');
      await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
      await expect(field).toHaveAttribute('inputmode', 'numeric');
      // What cannot be a code is said at the field, kept for the member to correct, and never sent.
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/totp/confirmation')) sent.push(request.url());
      });
      await field.fill('12ab');
      await page.getByRole('button', { name: 'Turn on' }).click();
      await expect(field).toHaveAccessibleDescription(/The code is 6 digits, such as 123456\./);
      await expect(field).toHaveValue('12ab');
      expect(sent).toHaveLength(0);
      await field.fill(new TOTP({ secret: Secret.fromBase32(key) }).generate());
      await expect(field).not.toHaveAttribute('aria-invalid', 'true');
      await page.getByRole('button', { name: 'Turn on' }).click();
      await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
      await expect(page.getByRole('heading', { name: 'Your recovery codes' })).toBeFocused();
      await expect(page.getByTestId('authenticator-app-status')).toHaveText('On: we ask for a code from your authenticator app after your password.');
      await page.getByRole('button', { name: 'I have saved my codes' }).click();
      await expect(page.getByTestId('recovery-codes')).toHaveCount(0);
      await expect(page.getByTestId('authenticator-app-status')).toBeFocused();
      await expect(page.getByText('Recovery codes left: 10.')).toBeVisible();
      await navigateInApp(page, '/account/settings');
      await expect(page.getByTestId('settings-authenticator-app')).toHaveText('On: we ask for a code from your authenticator app after your password.');
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
