import { expect as baseExpect, type Page } from '@playwright/test';
import { test } from './support/worker-context';
import { expectNoAxeViolations } from './support/axe';
import { logInAs, logOutFromHeader, type LogInOptions, type PersonaName } from './support/personas';
import { navigateInApp } from './support/navigation';
import { forgetSession, startSignedIn } from './support/signed-in';

/*
 * Home and account, persona by persona. Every test runs on a phone (375 px) and a desktop
 * (1440 px); each page a test visits is audited with axe-core. The sandbox's day is pinned where a date
 * shows, so that the texts are known.
 */

// A test signs a persona in and walks several pages, each audited: allow for a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const HOME_BANNER = /welcome to your Member Dashboard/;
const DAY = '2026-11-22';

async function home(page: Page, persona: PersonaName, options: LogInOptions = {}): Promise<void> {
  await startSignedIn(page, persona, options);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_BANNER);
  // The tiles load after the welcome: the member information tile is always there.
  await expect(page.getByTestId('member-information-tile')).toBeVisible();
}

const programTiles = (page: Page) => page.getByTestId('program-tiles').getByRole('listitem');
const tileNames = async (page: Page, kind: 'featured' | 'shortcut'): Promise<string[]> =>
  page.getByTestId('program-tiles').locator(`[data-kind="${kind}"] .program-tile__name`).allTextContents();

/** The member's own account pages, each audited, with the eBill entry in the menu only where eBill is offered. */
async function expectOwnAccountPages(page: Page, ebill: boolean): Promise<void> {
  const name = (await page.getByTestId('member-name').textContent()) ?? '';
  expect(name).not.toBe('');
  for (const [path, heading] of [
    ['/account/summary', 'Account summary'],
    ['/account/member-information', 'Member information'],
    ['/account/settings', 'Settings'],
    ['/account/plan-benefits', 'Member plan benefits'],
  ] as const) {
    await navigateInApp(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('main .spinner')).toHaveCount(0);
    if (path === '/account/member-information') {
      await expect(page.getByTestId('family-member').filter({ hasText: name }).getByRole('button', { name: 'Download PDF' })).toBeVisible();
    }
    await expectNoAxeViolations(page);
  }
  await expect(page.getByRole('navigation', { name: 'Account settings' }).getByRole('link', { name: 'eBill' })).toHaveCount(ebill ? 1 : 0);
}

test.describe('home', () => {
  test('subscriber: renewal reminder, member information, provider, dental maximum, programs and shortcuts', async ({ page }) => {
    await home(page, 'subscriber', { today: DAY });
    await expect(page.getByTestId('plan-management-text')).toHaveText(
      'Reminder: renew, change or cancel your plan before open enrollment ends on December 16, 2026.',
    );
    const exchange = page.getByRole('link', { name: /HealthCare\.gov/ });
    await expect(exchange).toHaveAttribute('href', 'https://www.healthcare.gov/');
    await expect(exchange).toHaveAttribute('rel', /noopener/);

    const member = page.getByTestId('member-information-tile');
    await expect(member.getByTestId('member-name')).toHaveText('Daniel Hollis');
    await expect(member.getByText('Subscriber ID', { exact: true })).toBeVisible();
    await expect(member.getByTestId('member-identifier')).toHaveText('M10458231');
    await expect(member.getByTestId('group-number')).toHaveText('10003115');
    await expect(member.getByTestId('group-name')).toHaveText('Individual & Family Plans - Oregon');
    await expect(member.getByTestId('insurance-type')).toHaveText('Individual PPO');
    await expect(member.getByRole('link', { name: 'More ID card options' })).toHaveAttribute('href', '/account/member-information');

    await expect(page.getByTestId('primary-care-provider')).not.toBeEmpty();
    await expect(page.getByText('Select where you access primary care')).toHaveCount(0);

    const dental = page.getByTestId('dental-limit-tile');
    await expect(dental.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '26');
    await expect(dental.getByText('$385.00')).toBeVisible();
    await expect(dental.getByText('$1,115.00')).toBeVisible();

    expect(await tileNames(page, 'featured')).toEqual(['Cost estimator', 'Call a nurse', 'Text a doctor', 'Dental cost estimator', 'Mobile therapy']);
    expect(await tileNames(page, 'shortcut')).toEqual(['All programs', 'eBill', 'Outline of Coverage']);
    const external = page.getByRole('link', { name: 'Text a doctor (opens in a new tab)' });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.getByRole('link', { name: 'View all programs' })).toHaveAttribute('href', '/benefits/programs');
    await expect(page.getByRole('region', { name: /Go paperless with eBill/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('subscriber: the ID card downloads as a real PDF into a new window', { tag: '@one-width' }, async ({ page }) => {
    await home(page, 'subscriber');
    // Keep every document the page hands to a window, to read its bytes afterwards.
    await page.evaluate(() => {
      const shown: Blob[] = [];
      (window as unknown as { shownBlobs: Blob[] }).shownBlobs = shown;
      const create = URL.createObjectURL.bind(URL);
      URL.createObjectURL = (blob: Blob | MediaSource) => {
        if (blob instanceof Blob) shown.push(blob);
        return create(blob);
      };
    });
    const pdfResponse = page.waitForResponse(
      (response) => response.url().includes('/api/idCard/view') && response.request().headers()['accept'] === 'application/pdf',
    );
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Download ID card' }).click();
    const response = await pdfResponse;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    await popup;
    // The window opens at the click; the document reaches it once the download has been read.
    await expect.poll(() => page.evaluate(() => (window as unknown as { shownBlobs: Blob[] }).shownBlobs.length)).toBeGreaterThan(0);
    const shown = await page.evaluate(async () => {
      const blobs = (window as unknown as { shownBlobs: Blob[] }).shownBlobs;
      const blob = blobs[blobs.length - 1];
      if (blob === undefined) return null;
      const bytes = new Uint8Array(await blob.arrayBuffer());
      return { type: blob.type, size: bytes.length, head: String.fromCharCode(...bytes.slice(0, 5)) };
    });
    expect(shown?.type).toBe('application/pdf');
    expect(shown?.head).toBe('%PDF-');
    expect(shown?.size).toBeGreaterThan(1000);
  });

  test('subscriber: a failed ID card download closes its window and shows the error page', { tag: '@one-width' }, async ({ page }) => {
    await home(page, 'subscriber');
    await page.route('**/api/idCard/view**', (route) =>
      route.request().headers()['accept'] === 'application/pdf' ? route.fulfill({ status: 500, json: { code: 'BROKEN' } }) : route.fallback(),
    );
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Download ID card' }).click();
    const window = await popup;
    // The failed call may close the window before a 'close' listener could be attached: poll its state.
    await expect.poll(() => window.isClosed()).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Sorry, we're having a problem with our system. We'll get this fixed soon.");
    await expect(page).toHaveURL(/\/home$/);
  });

  test('a home page that cannot load shows the error page with its status', { tag: '@one-width' }, async ({ page }) => {
    await page.route('**/api/plan-management/details', (route) => route.fulfill({ status: 503, json: {} }));
    await logInAs(page, 'subscriber');
    // The welcome shows first; the error page replaces it once the failed call has answered.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Sorry, we're unable to handle your request at this time.", { timeout: 30_000 });
    await expect(page).toHaveURL(/\/home$/);
    await expectNoAxeViolations(page);
  });

  test('subscriber: cancelling the plan in the dialog shows the cancellation without a reload, and it stays', async ({ page }) => {
    await home(page, 'subscriber', { today: DAY });
    await page.getByRole('button', { name: 'Cancel plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel your plan?' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    // The destructive choice looks it: filled in the danger colour, unlike Keep my plan.
    await expect(dialog.getByRole('button', { name: 'Cancel plan' })).toHaveCSS('background-color', 'rgb(179, 38, 30)');
    await expect(dialog.getByRole('button', { name: 'Cancel plan' })).toHaveCSS('color', 'rgb(255, 255, 255)');
    // Keeping the plan changes nothing.
    await dialog.getByRole('button', { name: 'Keep my plan' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('plan-management-text')).toContainText('Reminder');

    // A mark on the window: gone if the page reloads.
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
    await page.getByRole('button', { name: 'Cancel plan' }).click();
    await dialog.getByRole('radio', { name: 'Do not renew my medical plan', exact: true }).check();
    const sent = page.waitForRequest((request) => request.url().includes('/api/plan-management/cancellation'));
    await dialog.getByRole('button', { name: 'Cancel plan' }).click();
    expect((await sent).postDataJSON()).toEqual({ cancellationStatusId: 'M' });
    await expect(dialog).toBeHidden();
    const text = 'Your benefits end on December 31, 2026. Your medical plan will not be renewed.';
    await expect(page.getByTestId('plan-management-text')).toHaveText(text);
    // Only the medical plan ends: the title names the plan and leaves what ends to the text.
    await expect(page.getByTestId('plan-management-banner').getByRole('heading')).toHaveText('Your individual plan');
    await expect(page.getByRole('button', { name: 'Cancel plan' })).toHaveCount(0);
    expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
    await page.reload();
    await expect(page.getByTestId('plan-management-text')).toHaveText(text);
  });

  for (const [persona, text] of [
    ['cancelm', 'Your benefits end on December 31, 2026. Your medical plan will not be renewed.'],
    ['canceld', 'Your benefits end on December 31, 2026. Your medical and dental plans will not be renewed.'],
  ] as const) {
    test(`${persona}: the banner says what will not be renewed, and eBill is offered`, { tag: '@one-width' }, async ({ page }) => {
      await home(page, persona, { today: DAY });
      await expect(page.getByTestId('plan-management-text')).toHaveText(text);
      await expect(page.getByRole('button', { name: 'Cancel plan' })).toHaveCount(0);
      await expect(page.getByRole('region', { name: /Go paperless with eBill/ })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }


  for (const [today, shown] of [
    ['2025-03-31', true],
    ['2025-04-01', false],
  ] as const) {
    test(`nopcp on ${today}: the primary care update banner is ${shown ? 'shown' : 'gone'}`, { tag: '@one-width' }, async ({ page }) => {
      await home(page, 'nopcp', { today });
      await expect(page.getByTestId('primary-care-banner')).toHaveCount(shown ? 1 : 0);
    });
  }



  test('portland: the City of Portland card gives the due date and the advocate', { tag: '@one-width' }, async ({ page }) => {
    await home(page, 'portland', { today: DAY });
    const card = page.getByTestId('city-of-portland-card');
    await expect(card.getByTestId('city-of-portland-status')).toHaveText('Plan year 2026-2027: your enrollment items are due by January 6, 2027.');
    await expect(card.getByRole('link', { name: '503-555-0143' })).toHaveAttribute('href', 'tel:5035550143');
    await expect(card.getByRole('link', { name: /advocate@/ })).toHaveAttribute('href', /^mailto:/);
    await expectNoAxeViolations(page);
  });






});

test.describe('account', () => {
  test('subscriber: every account page, with the account settings menu and no axe violations', async ({ page }) => {
    await home(page, 'subscriber');
    const pages = [
      ['/account/summary', 'Account summary', 'Summary'],
      ['/account/member-information', 'Member information', 'Member information'],
      ['/account/settings', 'Settings', 'Settings'],
      ['/account/plan-benefits', 'Member plan benefits', 'Member plan benefits'],
      ['/account/ebill', 'eBill', 'eBill'],
      ['/account/data-sharing', 'Data sharing', 'Data sharing'],
      ['/account/appeals', 'Appeals and complaints', 'Appeals and complaints'],
      ['/account/support', 'Help center', 'Help center'],
    ] as const;
    for (const [path, heading, menuLabel] of pages) {
      await navigateInApp(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      const menu = page.getByRole('navigation', { name: 'Account settings' });
      await expect(menu.getByRole('link', { name: menuLabel, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(page.locator('main .spinner')).toHaveCount(0);
      await expectNoAxeViolations(page);
    }
    await navigateInApp(page, '/account');
    await expect(page).toHaveURL(/\/account\/summary$/);
  });

  test('subscriber: member information shows the family, a card on screen, by e-mail and printed', async ({ page }) => {
    await home(page, 'subscriber');
    await navigateInApp(page, '/account/member-information');
    const members = page.getByTestId('family-member');
    await expect(members).toHaveCount(5);
    const maya = members.filter({ hasText: 'Maya Hollis' });
    await maya.getByRole('button', { name: 'View ID card' }).click();
    await expect(maya.getByRole('article', { name: /Medical ID card: Maya Hollis/ })).toBeVisible();
    await expectNoAxeViolations(page);

    await maya.getByRole('button', { name: 'E-mail ID card' }).click();
    const dialog = page.getByRole('dialog', { name: "E-mail Maya Hollis's ID card" });
    const field = dialog.getByLabel('Email address');
    await expect(field).toHaveValue('daniel.hollis@example.com');
    await field.fill('maya at home');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('Invalid email address')).toBeVisible();
    // What the member typed stays.
    await expect(field).toHaveValue('maya at home');
    await field.fill('rebecca.hollis@example.com');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('We sent the ID card to rebecca.hollis@example.com.')).toBeVisible();

    await page.getByRole('button', { name: 'Order a dental card' }).click();
    await expect(page.getByRole('status').filter({ hasText: /will be mailed to 2417 SE Salmon St/ })).toBeVisible();
  });

  test('subscriber: a preference saved is still there after a reload, and the e-mail address changes', { tag: '@one-width' }, async ({ page }) => {
    await home(page, 'subscriber');
    await navigateInApp(page, '/account/settings');
    const news = page.getByTestId('preference-emailBreakingNews');
    await expect(news).toContainText('Yes, e-mail me');
    await page.getByRole('button', { name: 'Edit plan news by e-mail' }).click();
    await page.getByRole('radio', { name: 'No', exact: true }).check();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved: Plan news by e-mail')).toBeVisible();
    await expect(news).toContainText('No');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
    await expect(page.getByTestId('preference-emailBreakingNews')).toContainText('No');

    await page.getByRole('button', { name: 'Edit e-mail address' }).click();
    const email = page.getByLabel('Email address');
    await email.fill('daniel@');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(email).toHaveValue('daniel@');
    await email.fill('dan.hollis@example.org');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Successfully updated email address')).toBeVisible();
    await expect(page.getByTestId('settings-email')).toHaveText('dan.hollis@example.org');
    // The account summary reads the same account state, updated without a reload.
    await navigateInApp(page, '/account/summary');
    await expect(page.getByTestId('account-email')).toHaveText('dan.hollis@example.org');
  });

  test('subscriber: a preference that cannot be saved says so and keeps the member\'s choice', { tag: '@one-width' }, async ({ page }) => {
    await home(page, 'subscriber');
    await navigateInApp(page, '/account/settings');
    await page.route('**/api/account/preferences', (route) =>
      route.request().method() === 'PUT' ? route.fulfill({ status: 503, json: { code: 'UNAVAILABLE' } }) : route.fallback(),
    );
    await page.getByRole('button', { name: 'Edit paperless billing' }).click();
    const card = page.getByRole('region', { name: 'Paperless billing' });
    await card.getByRole('radio', { name: 'Paper statements' }).check();
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(card.getByRole('alert')).toBeVisible();
    // The card stays open with what the member chose; nothing was changed.
    await expect(card.getByRole('radio', { name: 'Paper statements' })).toBeChecked();
    await expectNoAxeViolations(page);
    await page.unroute('**/api/account/preferences');
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved: Paperless billing')).toBeVisible();
    await expect(page.getByTestId('preference-discontinuePaperStatements')).toContainText('Paper statements');
  });

  test('portland: the employer portal preferences are offered, and one turned on stays on after a reload', { tag: '@one-width' }, async ({ page }) => {
    await home(page, 'portland');
    await navigateInApp(page, '/account/settings');
    await expect(page.getByRole('heading', { name: 'Employer portal notices' })).toBeVisible();
    const startPage = page.getByTestId('preference-showEwpLandingPage');
    await expect(startPage).toContainText('Do not show it');
    await page.getByRole('button', { name: 'Edit employer portal start page' }).click();
    await page.getByRole('radio', { name: 'Show it', exact: true }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved: Employer portal start page')).toBeVisible();
    await expect(startPage).toContainText('Show it');
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
    await expect(page.getByTestId('preference-showEwpLandingPage')).toContainText('Show it');
  });

  test('subscriber: settings offer the EOB delivery preference and a way to change the password', { tag: '@one-width' }, async ({ page }) => {
    await home(page, 'subscriber');
    await navigateInApp(page, '/account/settings');
    await expect(page.getByRole('heading', { name: 'Explanation of benefits (EOB) delivery' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/account/settings/change-password');
  });

  // Portland's and canceld's own account pages (the eBill entry only where eBill is offered) are walked
  // with the other personas' in the persona-by-persona tests below.
  test("subscriber: revokes a connected app and opts out of Provider Access, and the spouse's choices stay hers", { tag: '@one-width' }, async ({ page }) => {
    await home(page, 'subscriber', { today: DAY });
    await navigateInApp(page, '/account/data-sharing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data sharing');
    const healthLink = page.getByTestId('connected-app').filter({ hasText: 'HealthLink Records' });
    await expect(healthLink).toContainText('Active');
    await healthLink.getByRole('button', { name: 'Revoke access for HealthLink Records' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke access for HealthLink Records?' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Revoke access' }).click();
    await expect(dialog).toBeHidden();
    // The grant shows as ended, its Revoke button gone, and focus on what replaced it.
    const revokedLine = healthLink.getByText('Access revoked on November 22, 2026');
    await expect(revokedLine).toBeFocused();
    await expect(healthLink.getByRole('button')).toHaveCount(0);

    const provider = page.getByRole('region', { name: 'Provider Access' });
    await provider.getByRole('button', { name: 'Opt out' }).click();
    await expect(provider).toContainText('You opted out: your providers cannot read your data through us.');
    await expect(provider).toContainText('Last changed on November 22, 2026.');
    // The button pressed stays, now saying what it would do next, and keeps the focus.
    await expect(provider.getByRole('button', { name: 'Opt back in' })).toBeFocused();
    await expect(page.getByTestId('data-sharing-history').getByRole('listitem')).toHaveText([/Opted out of Provider Access/, /Revoked access for HealthLink Records/]);
    await expectNoAxeViolations(page);

    // The spouse signs in after him, on the same sandbox: her choices are her own, unchanged, hers to make.
    const sandboxSession = (await page.evaluate(() => sessionStorage.getItem('md_sandbox_session'))) ?? undefined;
    await logOutFromHeader(page);
    await expect(page).toHaveURL(/\/login/);
    await startSignedIn(page, 'spouse', { today: DAY, sandboxSession, path: '/account/data-sharing' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data sharing');
    const herHealthLink = page.getByTestId('connected-app').filter({ hasText: 'HealthLink Records' });
    await expect(herHealthLink).toContainText('Active');
    await expect(herHealthLink.getByRole('button', { name: 'Revoke access for HealthLink Records' })).toBeVisible();
    const herProvider = page.getByRole('region', { name: 'Provider Access' });
    await expect(herProvider).toContainText('Your providers can read your data.');
    await expect(herProvider.getByRole('button', { name: 'Opt out' })).toBeVisible();
    await expect(page.getByText('No changes yet.')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Whose choices' })).toHaveCount(0);
  });

  test('cancelm: registers for eBill and goes to the eBill page with the session token', { tag: '@one-width' }, async ({ page }) => {
    await home(page, 'cancelm');
    await navigateInApp(page, '/account/ebill');
    await expect(page.getByTestId('ebill-status')).toHaveText('You are not registered for eBill yet.');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Go to eBill' }).click();
    await page.waitForURL(/\/gateway\/ebill\?/);
    const firstVisit = new URL(page.url());
    expect(firstVisit.searchParams.get('firsttime')).toBe('Y');
    expect(firstVisit.searchParams.get('theme')).toBe('medical-dental');
    expect(firstVisit.searchParams.get('dashboardlink')).toMatch(/\/account\/ebill$/);
    // The session token signs the member in on the eBill page, which names them.
    expect(firstVisit.searchParams.get('idptoken')).toMatch(/^[^.]+\.[^.]+\.[^.]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('eBill for Hannah Fischer');
    await page.getByRole('link', { name: 'Back to your Member Dashboard' }).click();

    // A full page load of the dashboard, the app starting again: allow for a busy machine.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('eBill', { timeout: 45_000 });
    await page.getByRole('button', { name: 'Register for eBill' }).click();
    await expect(page.getByTestId('ebill-status')).toHaveText('You are registered for eBill.');
    await expect(page.getByText('You are now registered for eBill.')).toBeVisible();
    await page.getByRole('button', { name: 'Go to eBill' }).click();
    await page.waitForURL(/\/gateway\/ebill\?/);
    expect(new URL(page.url()).searchParams.has('firsttime')).toBe(false);
  });
});

// Each persona's home page and account pages, a step each, walked persona after persona in one tab (a fresh
// session each): a test per persona spent most of its time opening a tab and the dashboard. Two tests share
// the personas, so that the two workers can take them side by side.
const PERSONA_WALKS: readonly (readonly [string, (page: Page) => Promise<void>])[] = [
  ['nopcp: home, then their account pages', async (page) => {
    await test.step('nopcp: the primary care tile asks to select primary care', async () => {
      await home(page, 'nopcp');
      const tile = page.getByTestId('primary-care-tile');
      await expect(tile.getByText('Select where you access primary care')).toBeVisible();
      await expect(tile.getByRole('link', { name: 'Select primary care' })).toHaveAttribute('href', '/find-care/primary-care/0/search');
      await expect(page.getByTestId('plan-management-banner')).toHaveCount(0);
      expect(await tileNames(page, 'shortcut')).toEqual(['All programs']);
      await expectNoAxeViolations(page);
    });
    await test.step('nopcp: their account pages', async () => {
      await expectOwnAccountPages(page, false);
    });
  }],

  ['pci: home, then their account pages', async (page) => {
    await test.step('pci: the Preventive Care Initiative card', async () => {
      await home(page, 'pci');
      await expect(page.getByRole('heading', { name: 'Preventive Care Initiative' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
    await test.step('pci: their account pages', async () => {
      await expectOwnAccountPages(page, false);
    });
  }],

  ['local598: home, then their account pages', async (page) => {
    await test.step('local598: the tile shows the employee ID', async () => {
      await home(page, 'local598');
      const member = page.getByTestId('member-information-tile');
      await expect(member.getByText('Employee ID', { exact: true })).toBeVisible();
      await expect(member.getByTestId('member-identifier')).toHaveText('598-20417');
      await expect(member.getByText('Subscriber ID', { exact: true })).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
    await test.step('local598: their account pages', async () => {
      await expectOwnAccountPages(page, false);
    });
  }],

  ['noportland: home, then their account pages', async (page) => {
    await test.step('noportland: the card says the information is unavailable and whom to contact', async () => {
      await home(page, 'noportland');
      const card = page.getByTestId('city-of-portland-card');
      await expect(card.getByTestId('city-of-portland-status')).toHaveText(
        'Your due date information is unavailable right now. Please contact your advocate for help.',
      );
      await expect(card.getByRole('link', { name: '503-555-0143' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
    await test.step('noportland: their account pages', async () => {
      await expectOwnAccountPages(page, false);
    });
  }],

  ['summit: home, then their account pages', async (page) => {
    await test.step('summit: programs of the Summit brand, no primary care tile', async () => {
      await home(page, 'summit');
      expect(await tileNames(page, 'featured')).toEqual(['Call a nurse', 'Text a doctor', 'Mobile therapy']);
      await expect(page.getByTestId('primary-care-tile')).toHaveCount(0);
      await expect(programTiles(page)).toHaveCount(4);
      await expectNoAxeViolations(page);
    });
    await test.step('summit: their account pages', async () => {
      await expectOwnAccountPages(page, false);
    });
  }],

  ['termed: home, then their account pages', async (page) => {
    await test.step('termed: not enrolled, and offered only what they can use: no programs, no ID card, no eBill', async () => {
      await home(page, 'termed');
      await expect(page.getByText('You are not currently enrolled in a plan')).toBeVisible();
      expect(await tileNames(page, 'featured')).toEqual([]);
      // The programs page and the ID card options would only send them back or say cards are unavailable.
      await expect(page.getByRole('heading', { name: 'Your programs' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: /programs/i })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'More ID card options' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Download ID card' })).toHaveCount(0);
      await expect(page.getByTestId('primary-care-tile')).toHaveCount(0);
      await expect(page.getByTestId('dental-limit-tile')).toHaveCount(0);
      await expect(page.getByRole('region', { name: /Go paperless with eBill/ })).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
    await test.step('termed: no eBill and no ID card options', async () => {
      await navigateInApp(page, '/account/member-information');
      await expect(page.getByText('ID cards are not available for your plan right now.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Download PDF' })).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Account settings' }).getByRole('link', { name: 'eBill' })).toHaveCount(0);
      await navigateInApp(page, '/account/ebill');
      await expect(page).toHaveURL(/\/account\/summary$/);
      await expectNoAxeViolations(page);
    });
  }],

  ['spouse: home, then their account pages', async (page) => {
    await test.step('spouse: a dependant sees their own provider and the family plan banner', async () => {
      await home(page, 'spouse');
      await expect(page.getByTestId('member-name')).toHaveText('Rebecca Hollis');
      await expect(page.getByTestId('primary-care-provider')).not.toBeEmpty();
      await expectNoAxeViolations(page);
    });
    await test.step('spouse: only her own information, and no EOB delivery preference', async () => {
      await navigateInApp(page, '/account/member-information');
      await expect(page.getByTestId('family-member')).toHaveCount(1);
      await expect(page.getByTestId('family-member')).toContainText('Rebecca Hollis');
      await navigateInApp(page, '/account/settings');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
      await expect(page.getByRole('heading', { name: 'Plan news by e-mail' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Explanation of benefits (EOB) delivery' })).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Account settings' }).getByRole('link', { name: 'eBill' })).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  }],

  ['minor: home, then their account pages', async (page) => {
    await test.step('minor: home for a 17-year-old dependant', async () => {
      await home(page, 'minor');
      await expect(page.getByTestId('member-name')).toHaveText('Ava Hollis');
      await expect(page.getByRole('button', { name: 'Download ID card' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
    await test.step('minor: no Settings in the menu, and the settings page sends her to the summary', async () => {
      await navigateInApp(page, '/account/summary');
      const menu = page.getByRole('navigation', { name: 'Account settings' });
      await expect(menu.getByRole('link', { name: 'Member information' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Settings' })).toHaveCount(0);
      await navigateInApp(page, '/account/settings');
      await expect(page).toHaveURL(/\/account\/summary$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account summary');
    });
  }],

  ['providence: home, then their account pages', async (page) => {
    await test.step('providence: the dental tile with the directory and phone, no programs', async () => {
      await home(page, 'providence');
      const tile = page.getByTestId('providence-dental-tile');
      const directory = tile.getByRole('link', { name: /Dental provider directory/ });
      await expect(directory).toHaveAttribute('href', '/documents/providence-dental-directory.pdf');
      await expect(tile.getByRole('link', { name: '1-800-555-0155' })).toBeVisible();
      const pdf = await page.request.get('/documents/providence-dental-directory.pdf');
      expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      await expect(page.getByTestId('program-tiles')).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'View all programs' })).toHaveCount(0);
      await expect(page.getByTestId('insurance-type')).toHaveText('Dental');
      await expectNoAxeViolations(page);
    });
    await test.step('providence: no eBill, ever', async () => {
      await navigateInApp(page, '/account/plan-benefits');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Member plan benefits');
      // A coverage line says what its code is: the plan's.
      const plan = page.locator('.coverage-line__plan').first();
      await expect(plan).toHaveText(/^Plan [A-Z0-9]+/);
      await expect(plan.getByText('Plan', { exact: true })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Account settings' }).getByRole('link', { name: 'eBill' })).toHaveCount(0);
      await navigateInApp(page, '/account/ebill');
      await expect(page).toHaveURL(/\/account\/summary$/);
      await expectNoAxeViolations(page);
    });
  }],
  // Their own account pages, the eBill entry only where eBill is offered.
  ...(
    [
      ['portland', false],
      ['canceld', true],
    ] as const
  ).map(([persona, ebill]) => [
    `${persona}: their account pages`,
    async (page: Page) => {
      await home(page, persona);
      await expectOwnAccountPages(page, ebill);
    },
  ] as const),
];

test.describe('persona by persona: home, then account', { tag: '@one-width' }, () => {
  const half = Math.ceil(PERSONA_WALKS.length / 2);
  for (const [part, walks] of [PERSONA_WALKS.slice(0, half), PERSONA_WALKS.slice(half)].entries()) {
    test(`${walks.map(([title]) => title.split(':')[0]).join(', ')}: home, then their account pages (${part + 1} of 2)`, async ({ page }) => {
      test.setTimeout(90_000 * walks.length);
      for (const [title, walk] of walks) {
        await test.step(title, async () => {
          await forgetSession(page);
          await walk(page);
        });
      }
    });
  }
});
