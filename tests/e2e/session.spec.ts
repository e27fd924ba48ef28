import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { familyOf, fillMemberDetails, memberOf } from './support/family';
import { logInAs, logOutFromHeader, SANDBOX_PASSWORD, submitLoginForm, type PersonaName } from './support/personas';

/**
 * Every screen between the login form and the dashboard: each persona's first landing, each
 * screen's success and failure paths, and the session rules around them, at 375 px and 1440 px (the phone
 * and desktop projects), with an axe-core audit of each screen. Sandbox state is per browser tab, so tests
 * may change a persona freely; failures the sandbox does not produce are made with request interception.
 */

const HOME_BANNER = /welcome to your Member Dashboard/;
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
/** Login, post-login routing and the home page's calls: more than one round trip, slower on a busy machine. */
const LANDING = { timeout: 15_000 };

/** Answers one gateway call with an error, as the insurer would. */
async function failCall(page: Page, path: string, status: number, message?: string, method?: string): Promise<void> {
  await page.route(`**/gateway${path}`, (route) =>
    method !== undefined && route.request().method() !== method
      ? route.fallback()
      : route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(message === undefined ? {} : { message }) }),
  );
}

test.describe('first landing of every persona', { tag: '@one-width' }, () => {
  const LANDINGS: readonly (readonly [PersonaName, RegExp, string | RegExp])[] = [
    ['subscriber', /\/home$/, HOME_BANNER],
    ['spouse', /\/home$/, HOME_BANNER],
    ['minor', /\/home$/, HOME_BANNER],
    ['termed', /\/home$/, HOME_BANNER],
    ['future', /\/home$/, HOME_BANNER],
    ['multigroup', /\/group-selection$/, 'Access your Member Dashboard: Select plan'],
    ['noemail', /\/update-email$/, 'Update email'],
    ['newuser', /\/account\/settings\/change-password$/, 'Change password'],
    ['retry', /\/home$/, HOME_BANNER],
    ['nopcp', /\/home$/, HOME_BANNER],
    ['pci', /\/home$/, HOME_BANNER],
    ['medicare', /\/home$/, HOME_BANNER],
    ['local598', /\/home$/, HOME_BANNER],
    ['navitus', /\/home$/, HOME_BANNER],
    ['portland', /\/home$/, HOME_BANNER],
    ['noportland', /\/home$/, HOME_BANNER],
    ['cancelm', /\/home$/, HOME_BANNER],
    ['canceld', /\/home$/, HOME_BANNER],
    ['group4760', /\/home$/, HOME_BANNER],
    ['summit', /\/home$/, HOME_BANNER],
    ['summitnewid', /\/new-id$/, 'Access your Member Dashboard: New ID'],
    ['providence', /\/home$/, HOME_BANNER],
    ['provunsigned', /\/registration-policies$/, 'Welcome to your dental Member Dashboard'],
    ['provdep', /\/home$/, HOME_BANNER],
    ['provnewid', /\/new-id$/, 'Access your Member Dashboard: New ID'],
  ];
  // A few personas a test, each signed in through the form in a tab cleared of the one before (cookies, both
  // storages: the sandbox's state is the tab's, so the next persona starts as a new visitor): one tab and one
  // browser context for several landings instead of one each. Each persona is a step of its own and its
  // expectations are soft, so a failure names the persona and the others are still checked.
  const GROUP = 5;
  for (let start = 0; start < LANDINGS.length; start += GROUP) {
    const group = LANDINGS.slice(start, start + GROUP);
    test(`${group.map(([persona]) => persona).join(', ')}: each lands where their login leads`, async ({ page }) => {
      for (const [persona, path, title] of group) {
        await test.step(`${persona} lands on ${String(path)}`, async () => {
          await logInAs(page, persona);
          await expect.soft(page).toHaveURL(path, LANDING);
          await expect.soft(heading(page)).toHaveText(title, LANDING);
          await page.evaluate(() => {
            localStorage.clear();
            sessionStorage.clear();
          });
          await page.context().clearCookies();
        });
      }
    });
  }

  test('moda360 is handed to single sign-on with its token and the test environment', async ({ page }) => {
    await page.goto('/login?testenv=uat2');
    const posted = page.waitForRequest((request) => request.url().endsWith('/gateway/sso') && request.method() === 'POST');
    await submitLoginForm(page, 'moda360', SANDBOX_PASSWORD);
    const form = new URLSearchParams((await posted).postData() ?? '');
    expect(form.get('token')?.split('.')).toHaveLength(3);
    expect(form.get('testenv')).toBe('uat2');
    await expect(page).toHaveURL(/\/gateway\/sso$/);
  });
});

test.describe('plan selection', { tag: '@one-width' }, () => {
  test('lists the plans and enters with the plan the member signed in with', async ({ page }) => {
    await logInAs(page, 'multigroup');
    await expect(heading(page)).toHaveText('Access your Member Dashboard: Select plan');
    const plans = page.getByRole('list', { name: 'Your plans' }).getByRole('listitem');
    await expect(plans).toHaveCount(2);
    await expect(plans.nth(0)).toContainText(/^10003311 Rose City Architects: \d{2}\/\d{2}\/\d{4} - present/);
    await expect(plans.nth(1)).toContainText(/^10005120 Pacific Crest Staffing: \d{2}\/\d{2}\/\d{4} - present/);
    await expectNoAxeViolations(page);
    const switched: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/group-selection')) switched.push(request.url());
    });
    await plans.nth(0).getByRole('button', { name: 'Log in to account' }).click();
    await expect(heading(page)).toHaveText(HOME_BANNER, LANDING);
    expect(switched).toHaveLength(0);
  });

  test('another plan is switched to first; the moda360 plan goes on to single sign-on', async ({ page }) => {
    await logInAs(page, 'multigroup');
    const switched = page.waitForRequest((request) => request.url().endsWith('/api/group-selection') && request.method() === 'POST');
    await page.getByRole('listitem').filter({ hasText: 'Pacific Crest Staffing' }).getByRole('button', { name: 'Log in to account' }).click();
    expect((await switched).postDataJSON()).toEqual({ groupId: '10005120', domain: 1 });
    await expect(page).toHaveURL(/\/gateway\/sso$/);
  });

  test('an inactive plan carries the Inactive plan banner', async ({ page }) => {
    await page.route('**/gateway/api/groups', async (route) => {
      const response = await route.fetch();
      const groups = (await response.json()) as Record<string, unknown>[];
      const ended = { ...groups[0], groupId: '10001999', groupName: 'Willamette Tools', planEffectiveDate: '2019-01-01', planTerminationDate: '2021-12-31', moda360: false, inactive: true };
      await route.fulfill({ response, json: [...groups, ended] });
    });
    await logInAs(page, 'multigroup');
    const ended = page.getByRole('listitem').filter({ hasText: 'Willamette Tools' });
    await expect(ended).toContainText('10001999 Willamette Tools: 01/01/2019 - 12/31/2021');
    await expect(ended.getByText('Inactive plan')).toBeVisible();
    await expect(page.getByText('Inactive plan')).toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  test('a failed switch shows the error page in place', async ({ page }) => {
    await failCall(page, '/api/group-selection', 500);
    await logInAs(page, 'multigroup');
    await page.getByRole('listitem').filter({ hasText: 'Pacific Crest Staffing' }).getByRole('button', { name: 'Log in to account' }).click();
    await expect(heading(page)).toHaveText("Sorry, we're having a problem with our system. We'll get this fixed soon.");
    await expect(page).toHaveURL(/\/group-selection$/);
  });
});

test.describe('update email', { tag: '@one-width' }, () => {
  test('the address is required and must be valid, then saved with a 3 s toast and routing continues', async ({ page }) => {
    // The page's timers run on a clock the test moves on, so the toast's 3 s take no real time.
    await page.clock.install();
    await logInAs(page, 'noemail');
    await expect(heading(page)).toHaveText('Update email');
    await expectNoAxeViolations(page);
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes('/api/account/preferences')) saves.push(request.url());
    });
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByText('Email address is a required field')).toBeVisible();
    await page.getByLabel('Email address').fill('thomas@');
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expectNoAxeViolations(page);
    expect(saves).toHaveLength(0);
    await page.getByLabel('Email address').fill('thomas.whitfield@example.com');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByText('Successfully updated email address')).toBeVisible();
    await expect(heading(page)).toHaveText(HOME_BANNER, LANDING);
    await page.clock.runFor(3_000);
    await expect(page.getByText('Successfully updated email address')).toBeHidden();
  });

  test('a failed save shows the error page in place', async ({ page }) => {
    await failCall(page, '/api/account/preferences', 503, undefined, 'PUT');
    await logInAs(page, 'noemail');
    await page.getByLabel('Email address').fill('thomas.whitfield@example.com');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(heading(page)).toHaveText("Sorry, we're unable to handle your request at this time.");
    await expect(page).toHaveURL(/\/update-email$/);
  });
});

test.describe('registration policies (Providence)', { tag: '@one-width' }, () => {
  test('the policy must be confirmed; the subscriber chooses EOB delivery; then the welcome toast and home', async ({ page }) => {
    await logInAs(page, 'provunsigned');
    await expect(heading(page)).toHaveText('Welcome to your dental Member Dashboard');
    const policy = page.getByRole('checkbox', { name: 'I have read and agree to the digital communications policy.' });
    await expect(policy).not.toBeChecked();
    await expect(page.getByRole('radio', { name: /Electronically/ })).toBeChecked();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continue to my dashboard' }).click();
    await expect(page.getByText('Please confirm you have read our digital communications policy.')).toBeVisible();
    await expectNoAxeViolations(page);
    await policy.check();
    await expect(page.getByText('Please confirm you have read our digital communications policy.')).toBeHidden();
    await page.getByRole('radio', { name: /By mail/ }).check();
    const saved = page.waitForRequest((request) => request.method() === 'PUT' && request.url().endsWith('/api/account/registration/policies'));
    await page.getByRole('button', { name: 'Continue to my dashboard' }).click();
    expect((await saved).postDataJSON()).toEqual({ isCommunicationPolicySigned: true, isEeobPreferenceConsented: false });
    await expect(page.getByText("You're all set. Welcome to your dental Member Dashboard")).toBeVisible();
    await expect(heading(page)).toHaveText(HOME_BANNER, LANDING);
  });

  test('a refused save is shown on the page and the choices are kept', async ({ page }) => {
    await failCall(page, '/api/account/registration/policies', 503, undefined, 'PUT');
    await logInAs(page, 'provunsigned');
    await page.getByRole('checkbox', { name: /digital communications policy/ }).check();
    await page.getByRole('radio', { name: /By mail/ }).check();
    await page.getByRole('button', { name: 'Continue to my dashboard' }).click();
    await expect(page.getByRole('alert')).toHaveText('We could not complete your request right now. Please try again in a few minutes.');
    await expect(page).toHaveURL(/\/registration-policies$/);
    await expect(page.getByRole('checkbox', { name: /digital communications policy/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /By mail/ })).toBeChecked();
    await expectNoAxeViolations(page);
  });
});

test.describe('new ID', { tag: '@one-width' }, () => {
  test('continue as subscriber needs the subscriber ID; a specific member needs all details', async ({ page }) => {
    await logInAs(page, 'summitnewid');
    await expect(heading(page)).toHaveText('Access your Member Dashboard: New ID');
    await expect(page.getByLabel('Date of birth')).toHaveAttribute('max', /^\d{4}-\d{2}-\d{2}$/);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continue as subscriber' }).click();
    await expect(page.getByText('Subscriber ID is a required field')).toBeVisible();
    await page.getByLabel('Subscriber ID').fill('S12345678');
    await expect(page.getByText('Subscriber ID is a required field')).toBeHidden();
    await page.getByLabel('First name').fill('Anna');
    await page.getByRole('button', { name: 'Submit' }).click();
    const message = page.getByText("First name, last name, and date of birth required unless selecting 'Continue as subscriber'");
    await expect(message).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Last name').fill('Larsen');
    await expect(message).toBeHidden();
  });

  test('a 404 shows the server’s message on the screen, cleared when the form changes', async ({ page }) => {
    await logInAs(page, 'summitnewid');
    await page.getByLabel('Subscriber ID').fill('S00000000');
    await page.getByRole('button', { name: 'Continue as subscriber' }).click();
    const message = page.getByText('No member was found with subscriber ID S00000000.');
    await expect(message).toBeVisible();
    await expect(page).toHaveURL(/\/new-id$/);
    await page.getByLabel('Subscriber ID').fill('S000000001');
    await expect(message).toBeHidden();
  });

  test('a 400 shows the server’s message too', async ({ page }) => {
    await failCall(page, '/api/new-id', 400, 'That subscriber ID is not valid for this brand.');
    await logInAs(page, 'summitnewid');
    await page.getByLabel('Subscriber ID').fill('S12345678');
    await page.getByRole('button', { name: 'Continue as subscriber' }).click();
    await expect(page.getByText('That subscriber ID is not valid for this brand.')).toBeVisible();
  });

  test('continuing as the subscriber opens the dashboard for them (Providence)', async ({ page, request }) => {
    const family = await familyOf(request, 'providence');
    await logInAs(page, 'provnewid');
    await page.getByLabel('Subscriber ID').fill(family.subscriberId);
    await page.getByRole('button', { name: 'Continue as subscriber' }).click();
    await expect(heading(page)).toHaveText(`${memberOf(family, 0).firstName}, welcome to your Member Dashboard`, LANDING);
  });

  test('a specific member by name and date of birth, kept away from the CRM portal (Summit)', async ({ page, request }) => {
    const family = await familyOf(request, 'summit');
    const dependant = family.members.find((member) => member.memberSuffix !== 0) ?? memberOf(family, 0);
    await logInAs(page, 'summitnewid');
    await page.getByLabel('Subscriber ID').fill(family.subscriberId);
    await page.getByLabel('First name').fill(dependant.firstName);
    await page.getByLabel('Last name').fill(dependant.lastName);
    await page.getByLabel('Date of birth').fill(dependant.dateOfBirth);
    await page.getByRole('checkbox', { name: 'Prevent navigation to the CRM portal' }).check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(heading(page)).toHaveText(`${dependant.firstName}, welcome to your Member Dashboard`, LANDING);
    expect(await page.evaluate(() => window.sessionStorage.getItem('md_crm_navigation_blocked'))).toBe('true');
  });

  test('without any token the new ID page does not exist', async ({ page }) => {
    await page.goto('/new-id');
    await expect(page).toHaveURL(/\/error\/404$/);
  });
});

test.describe('change password', { tag: '@one-width' }, () => {
  test('INI members change their password, go home, and the new one works', async ({ page }) => {
    await logInAs(page, 'newuser');
    await expect(heading(page)).toHaveText('Change password');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Current password is a required field', { exact: true })).toBeVisible();
    await expect(page.getByText('New password is a required field', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    const current = page.getByLabel('Current password', { exact: true });
    await current.fill('Sandbox1');
    await expect(current).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show current password' }).click();
    await expect(current).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide current password' }).click();
    await expect(current).toHaveAttribute('type', 'password');

    await page.getByLabel('New password', { exact: true }).fill('harborside');
    await expect(page.getByText('Invalid new password')).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('Harbor42');
    await page.getByLabel('Confirm new password', { exact: true }).fill('Harbor24');
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByLabel('Confirm new password', { exact: true }).fill('Harbor42');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password has been changed.')).toBeVisible();
    await expect(heading(page)).toHaveText(HOME_BANNER, LANDING);

    await logOutFromHeader(page);
    await expect(page).toHaveURL(/\/login$/);
    await submitLoginForm(page, 'newuser', 'Harbor42');
    await expect(heading(page)).toHaveText(HOME_BANNER, LANDING);
  });

  test('a wrong current password is refused on the screen, keeping what was typed', async ({ page }) => {
    await logInAs(page, 'newuser');
    await page.getByLabel('Current password', { exact: true }).fill('Wrong123');
    await page.getByLabel('New password', { exact: true }).fill('Harbor42');
    await page.getByLabel('Confirm new password', { exact: true }).fill('Harbor42');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('alert')).toHaveText('Your current password is incorrect.');
    await expect(page.getByLabel('New password', { exact: true })).toHaveValue('Harbor42');
    await expectNoAxeViolations(page);
  });
});

test.describe('logout', { tag: '@one-width' }, () => {
  test('Providence shows its logout page with where to go next', async ({ page }) => {
    await logInAs(page, 'providence');
    await expect(heading(page)).toHaveText(HOME_BANNER, LANDING);
    await page.goto('/logout');
    await expect(heading(page)).toHaveText('Logged out successfully');
    const links = page.getByRole('navigation', { name: 'Where to go next' });
    await expect(links.getByRole('link', { name: 'Return to your Providence member dashboard' })).toBeVisible();
    await expect(links.getByRole('link', { name: 'Dental customer service' })).toHaveAttribute('href', '/contact-us');
    await expect(links.getByRole('link', { name: 'Health plan customer service' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/home');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('elsewhere /logout goes to login with the logged-out banner and privacy message', async ({ page }) => {
    await page.goto('/logout?domain=1');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('You have logged out successfully.')).toBeVisible();
    await expect(page.getByText(/For your privacy/)).toBeVisible();
  });

  test('a logout in one tab logs out the other open tabs within a second', async ({ context }) => {
    const first = await context.newPage();
    await logInAs(first, 'subscriber');
    await expect(heading(first)).toHaveText(HOME_BANNER, LANDING);
    const second = await context.newPage();
    await second.goto('/home');
    await expect(heading(second)).toHaveText(HOME_BANNER, LANDING);
    await logOutFromHeader(first);
    await expect(first).toHaveURL(/\/login$/);
    await expect(second).toHaveURL(/\/login$/, { timeout: 1000 });
    expect(await second.evaluate(() => window.localStorage.getItem('local_mdtoken'))).toBeNull();
    // Everything the session kept is gone: the token cookies, local storage, and session storage but for
    // the note that lets the login page say the member logged out (and the sandbox's own keys).
    const cookies = (await context.cookies()).map((cookie) => cookie.name);
    expect(cookies).not.toContain('api_token');
    expect(cookies).not.toContain('access_token');
    for (const tab of [first, second]) {
      expect(await tab.evaluate(() => Object.keys(window.localStorage))).toEqual([]);
      const kept = await tab.evaluate(() => Object.keys(window.sessionStorage));
      expect(kept.filter((key) => key !== 'md-logged-out' && !key.startsWith('md_sandbox'))).toEqual([]);
    }
    await second.goto('/home');
    await expect(second).toHaveURL(/\/login$/);
  });
});

test.describe('registration', { tag: '@one-width' }, () => {
  test('an adult family member creates an account step by step and logs in with it', async ({ page, request }) => {
    const family = await familyOf(request, 'subscriber');
    const owen = memberOf(family, 3);
    await page.goto('/registration?domain=1');
    await expect(heading(page)).toHaveText('Create an account');
    await expectNoAxeViolations(page);
    await fillMemberDetails(page, family, owen);
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { level: 2 })).toContainText('Username and password');
    await expect(page.getByRole('heading', { level: 2 })).toBeFocused();
    await page.getByLabel('Username', { exact: true }).fill('subscriber');
    await page.getByLabel('Email address').fill('owen.hollis@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Harbor42');
    await page.getByLabel('Confirm password', { exact: true }).fill('Harbor42');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert')).toHaveText('That username is already taken.');
    await expectNoAxeViolations(page);
    await expect(page.getByLabel('Email address')).toHaveValue('owen.hollis@example.com');
    await page.getByLabel('Username', { exact: true }).fill('owenhollis');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { level: 2 })).toContainText('Security questions');
    await page.getByLabel('Security question 1').selectOption('FIRST_PET');
    await page.getByLabel('Answer 1', { exact: true }).fill('Pepper');
    await page.getByLabel('Security question 2').selectOption('BIRTH_CITY');
    await page.getByLabel('Answer 2', { exact: true }).fill('Portland');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { level: 2 })).toContainText('Communication policy');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Please confirm you have read our digital communications policy.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('checkbox', { name: /digital communications policy/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(heading(page)).toHaveText('Your account is ready');
    await expect(page.getByText(/owenhollis/)).toBeVisible();
    await page.getByRole('link', { name: 'Log in' }).first().click();
    await submitLoginForm(page, 'owenhollis', 'Harbor42');
    await expect(heading(page)).toHaveText(`${owen.firstName}, welcome to your Member Dashboard`, LANDING);
  });

  test('a minor is told only adults register; a member with an account is sent to recovery; nothing typed is lost', async ({ page, request }) => {
    const family = await familyOf(request, 'subscriber');
    const maya = memberOf(family, 2);
    await page.goto('/registration?domain=1');
    await fillMemberDetails(page, family, maya);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('You must be at least 18 years old to create an account')).toBeVisible();

    const subscriber = memberOf(family, 0);
    await page.getByLabel('First name').fill(subscriber.firstName);
    await page.getByLabel('Date of birth').fill(subscriber.dateOfBirth);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert')).toHaveText('An account already exists for this member. Use forgot username or forgot password instead.');
    await expectNoAxeViolations(page);

    // Leaving and coming back keeps the form (registration state lives for the tab).
    await page.getByRole('link', { name: 'Log in' }).last().click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('link', { name: /Create an account/ }).click();
    await expect(page.getByLabel('First name')).toHaveValue(subscriber.firstName);
    await expect(page.getByLabel('ZIP code')).toHaveValue(family.address.zipCode);
  });
});

test.describe('recovery', { tag: '@one-width' }, () => {
  test('forgot username: the member’s details, then the e-mail confirmation; an unknown member is told so', async ({ page, request }) => {
    const family = await familyOf(request, 'subscriber');
    const owen = memberOf(family, 3);
    await page.goto('/recovery?domain=1');
    await expect(heading(page)).toHaveText('Account help');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Forgot username' }).click();
    await expect(heading(page)).toHaveText('Forgot username');
    await page.getByRole('button', { name: 'Email my username' }).click();
    await expect(page.getByText('ZIP code is a required field')).toBeVisible();
    await expectNoAxeViolations(page);
    await fillMemberDetails(page, family, owen);
    await page.getByRole('button', { name: 'Email my username' }).click();
    await expect(page.getByRole('alert')).toHaveText('We could not find an account with those details.');
    const subscriber = memberOf(family, 0);
    await page.getByLabel('First name').fill(subscriber.firstName);
    await page.getByLabel('Date of birth').fill(subscriber.dateOfBirth);
    await page.getByRole('button', { name: 'Email my username' }).click();
    await expect(page.getByText(/We have emailed your username/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('forgot password: the security question, a wrong answer refused, then a new password that works', async ({ page }) => {
    await page.goto('/login?domain=1');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(heading(page)).toHaveText('Forgot password');
    await page.getByLabel('Username').fill('nobodyhere');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert')).toHaveText('We could not find an account with that username.');
    await page.getByLabel('Username').fill('subscriber');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('What was the name of your first pet?');
    await expectNoAxeViolations(page);
    await page.getByLabel('Answer', { exact: true }).fill('Rex');
    await page.getByLabel('New password', { exact: true }).fill('Harbor42');
    await page.getByLabel('Confirm new password', { exact: true }).fill('Harbor42');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('alert')).toHaveText('That answer does not match our records.');
    await expect(page.getByLabel('New password', { exact: true })).toHaveValue('Harbor42');
    await expectNoAxeViolations(page);
    await page.getByLabel('Answer', { exact: true }).fill('Biscuit');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Your password has been reset. You can now log in with your new password.')).toBeVisible();
    await page.getByRole('link', { name: 'Log in' }).first().click();
    await submitLoginForm(page, 'subscriber', 'Harbor42');
    await expect(heading(page)).toHaveText(HOME_BANNER, LANDING);
  });

  test('an outage is shown on the form, not as an error page', async ({ page }) => {
    await failCall(page, '/api/account/forgot-password', 503);
    await page.goto('/recovery/password?domain=1');
    await page.getByLabel('Username').fill('subscriber');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert')).toHaveText('We could not complete your request right now. Please try again in a few minutes.');
    await expect(page.getByLabel('Username')).toHaveValue('subscriber');
  });
});

test.describe('landing pages', { tag: '@one-width' }, () => {
  test('the single sign-on landing routes a signed-in member home, anyone else away', async ({ page }) => {
    await page.goto('/sso-landing?domain=1');
    await expect(page).toHaveURL(/\/login$/);
    await logInAs(page, 'subscriber');
    await expect(heading(page)).toHaveText(HOME_BANNER, LANDING);
    await page.goto('/sso-landing');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('resource download says so with a spinner', async ({ page }) => {
    await page.goto('/resource-download');
    await expect(heading(page)).toHaveText('Downloading resource...');
    await expect(page.getByRole('status').filter({ hasText: 'Downloading resource...' })).toBeAttached();
    await expectNoAxeViolations(page);
  });
});

test.describe('session rules', { tag: '@one-width' }, () => {
  test("the sandbox says an idle setting it refuses, on the login page and in the console, and keeps 15 minutes", async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto('/login?idle=5000,10000');
    const note = page.getByTestId('sandbox-idle-refused');
    await expect(note).toContainText('Sandbox: the setting idle=5000,10000 is not used; the usual idle timeout holds.');
    await expect(note).toContainText('The logout must come more than 20 seconds (20000) after the last activity');
    expect(warnings.some((text) => text.includes('idle=5000,10000 is refused'))).toBe(true);
    await expectNoAxeViolations(page);
    // A setting it accepts is not remarked on.
    await page.goto('/login?idle=5000,30000');
    await expect(heading(page)).toHaveText('Log in to your Member Dashboard');
    await expect(page.getByTestId('sandbox-idle-refused')).toHaveCount(0);
  });

  test('a 401 sends the member to login, except on Providence, which shows the error page', async ({ page }) => {
    await failCall(page, '/api/account', 401);
    await logInAs(page, 'subscriber');
    await expect(page).toHaveURL(/\/login$/);
    await logInAs(page, 'providence');
    await expect(heading(page)).toHaveText("Sorry, but we aren't able to authenticate you.");
  });

  test('a redirect to a foreign site is refused and the member continues home', async ({ page }) => {
    await page.route('**/gateway/api/token', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...body, redirect: 'https://evil.example.com/steal' } });
    });
    await logInAs(page, 'subscriber');
    await expect(heading(page)).toHaveText(HOME_BANNER, LANDING);
    expect(page.url()).not.toContain('evil.example.com');
    const logged = await page.evaluate(() => JSON.stringify(window.dataLayer ?? []));
    expect(logged).toContain('refused-redirect');
  });

  test('a redirect to an allow-listed host is followed', async ({ page, baseURL }) => {
    await page.route('**/gateway/api/token', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...body, redirect: `${baseURL ?? ''}/contact-us` } });
    });
    await logInAs(page, 'subscriber');
    await expect(page).toHaveURL(/\/contact-us$/, LANDING);
  });

  test('each navigation scrolls to the top and puts focus on the new page’s heading', async ({ page }) => {
    await page.goto('/registration?domain=1');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('link', { name: 'Log in' }).last().scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Log in' }).last().click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(heading(page)).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('an idle session is warned after 13 minutes, can be kept, and ends after 15 on the login page saying why', async ({ page }) => {
    // Playwright's fake clock runs the product's own 13 and 15 minute settings in moments of real time;
    // runFor fires every tick of the idle check on the way, as real time would.
    await page.clock.install();
    await logInAs(page, 'subscriber');
    await expect(heading(page)).toHaveText(HOME_BANNER, LANDING);
    const warning = page.getByRole('alertdialog', { name: 'Your session is about to end' });

    await page.clock.runFor('12:50');
    await expect(heading(page)).toBeVisible();
    await expect(warning).toHaveCount(0);
    await page.clock.runFor('00:20');
    await expect(warning).toBeVisible();
    await expect(warning).toContainText('you will be logged out in 2 minutes because there has been no activity');
    await expectNoAxeViolations(page);
    // Announced as an alert dialog, its answer one key away: focus starts on Stay logged in.
    await expect(warning.getByRole('button', { name: 'Stay logged in' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(warning).toBeHidden();
    await expect(page).toHaveURL(/\/home$/);

    // Staying logged in starts the count again, as often as the member likes: nothing at 12 minutes, the
    // warning again at 13.
    for (let extension = 0; extension < 2; extension += 1) {
      await page.clock.runFor('12:00');
      await expect(warning).toHaveCount(0);
      await page.clock.runFor('01:10');
      await expect(warning).toBeVisible();
      if (extension === 0) {
        await expect(warning.getByRole('button', { name: 'Stay logged in' })).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(warning).toBeHidden();
      }
    }
    await page.clock.runFor('02:00');
    await expect(page).toHaveURL(/\/login$/, LANDING);
    await expect(page.getByText('For your security, you were logged out after 15 minutes without activity.')).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('local_mdtoken'))).toBeNull();
    await expectNoAxeViolations(page);
  });

  for (const { idleMinutes, ends } of [
    { idleMinutes: 20, ends: true },
    { idleMinutes: 5, ends: false },
  ]) {
    test(`a browser closed and opened again ${idleMinutes} minutes after the last activity ${ends ? 'starts on the login page' : 'keeps the session'}`, async ({ page, browser }) => {
      await logInAs(page, 'subscriber');
      await expect(heading(page)).toHaveText(HOME_BANNER, LANDING);
      // Closing the browser keeps the 2-hour cookies and local storage, and loses session storage.
      const state = await page.context().storageState();
      await page.context().close();
      const stamp = String(Date.now() - idleMinutes * 60_000);
      const reopened = await browser.newContext({
        storageState: {
          cookies: state.cookies,
          origins: state.origins.map((origin) => ({
            ...origin,
            localStorage: origin.localStorage.map((item) => (item.name === 'md_last_activity' ? { ...item, value: stamp } : item)),
          })),
        },
      });
      const again = await reopened.newPage();
      const memberCalls: string[] = [];
      again.on('request', (request) => {
        if (/\/gateway\/api\/(?!token\b)/.test(request.url())) memberCalls.push(request.url());
      });

      await again.goto('/home');

      if (ends) {
        await expect(again).toHaveURL(/\/login$/, LANDING);
        await expect(again.getByText('For your security, you were logged out after 15 minutes without activity.')).toBeVisible();
        expect(await again.evaluate(() => window.localStorage.getItem('local_mdtoken'))).toBeNull();
        expect((await reopened.cookies()).map((cookie) => cookie.name)).not.toContain('api_token');
        expect(memberCalls).toEqual([]);
      } else {
        await expect(heading(again)).toHaveText(HOME_BANNER, LANDING);
      }
      await reopened.close();
    });
  }

  test('the idle warning’s Log out ends the session at once', async ({ page }) => {
    await page.clock.install();
    await logInAs(page, 'subscriber');
    await expect(heading(page)).toHaveText(HOME_BANNER, LANDING);
    await page.clock.runFor('13:05');
    const warning = page.getByRole('alertdialog', { name: 'Your session is about to end' });
    await warning.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/, LANDING);
    await expect(page.getByText('You have logged out successfully.')).toBeVisible();
    await page.goto('/home');
    await expect(page).toHaveURL(/\/login$/);
  });
});
