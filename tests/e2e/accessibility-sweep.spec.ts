import { expect as baseExpect, type Page } from '@playwright/test';
import { test } from './support/worker-context';
import { axeViolations, formatAxeViolations } from './support/axe';
import { loginUrl, logInAs, submitLoginForm, type DomainId, type PersonaName } from './support/personas';
import { navigateInApp, settle } from './support/navigation';
import { startSignedIn } from './support/signed-in';
import { chooseSpanish, englishLeft, reportOn } from './support/spanish';

/**
 * The WCAG 2.2 A/AA sweep: axe-core on every route the spec names, for the three brands, at 375 px and
 * 1440 px (the phone and desktop projects), and in the states where barriers hide (a menu, a dialog or the
 * group selector open, a form showing its errors, the idle warning, an error page, a loading state). Each
 * route is loaded once per width and audited once; a test walks a whole area and reports every violation
 * of every page it visited at the end, so one run shows all there is to fix. A route the member cannot use
 * (it lands on an error page) fails the sweep too: an audit of the wrong page proves nothing.
 */

test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 15_000 });


/** The ids the page gives to more than one element. */
const repeatedIds = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const seen = new Set<string>();
    const repeated = new Set<string>();
    for (const element of document.querySelectorAll('[id]')) {
      if (seen.has(element.id)) repeated.add(element.id);
      seen.add(element.id);
    }
    return [...repeated];
  });

/** What a sweep collects: each audited page's violations, and routes that ended on an error page. */
class Sweep {
  private readonly reports: string[] = [];
  private readonly failedRoutes: string[] = [];
  readonly audited: string[] = [];

  constructor(private readonly page: Page) {}

  /**
   * Audits the page as it is now, under `label` (a route, or a route and the state it is in): axe, and every
   * id used once (axe no longer checks that; a repeated id makes a label or a description point at the wrong
   * element, which a second checker such as HTML_CodeSniffer reports).
   */
  async audit(label: string): Promise<void> {
    const violations = await axeViolations(this.page);
    const repeated = await repeatedIds(this.page);
    this.audited.push(label);
    if (violations.length > 0) this.reports.push(`${label} (${this.page.url()}):\n${formatAxeViolations(violations)}`);
    if (repeated.length > 0) this.reports.push(`${label} (${this.page.url()}): ids used more than once: ${repeated.join(', ')}`);
  }

  /** Moves to `path` inside the app, waits for it to settle, and audits it. */
  async visit(path: string, options: { loading?: boolean; inApp?: boolean } = {}): Promise<void> {
    await this.open(path, options);
    await this.audit(path);
  }

  /**
   * Moves to `path` and waits for it to settle without auditing it: for a page another test of the sweep
   * audits at the same width, opened here only to follow one of its links.
   */
  async open(path: string, options: { loading?: boolean; inApp?: boolean } = {}): Promise<void> {
    if (options.inApp === false) await this.page.goto(path);
    else await navigateInApp(this.page, path);
    await settle(this.page, options);
    const landed = new URL(this.page.url()).pathname;
    if (landed.startsWith('/error/') && !path.startsWith('/error/')) this.failedRoutes.push(`${path} -> ${landed}`);
  }

  /** The first in-app link of the current page matching `selector`, to reach a page whose address holds an id. */
  async firstHref(selector: string): Promise<string> {
    const link = this.page.locator(selector).first();
    await expect(link).toBeAttached();
    const href = await link.getAttribute('href');
    if (href === null) throw new Error(`no href on ${selector}`);
    return href;
  }

  /** Every in-app address of the footer's site map (rendered at every width, shown on desktop). */
  async siteMapPaths(): Promise<string[]> {
    // The site map's member sections come with the account state: wait for them, or the sweep would quietly
    // audit fewer pages.
    await expect(this.page.locator('nav[aria-label="Site map"] a[href^="/benefits/"]').first()).toBeAttached();
    const hrefs = await this.page
      .locator('nav[aria-label="Site map"] a[href^="/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    return [...new Set(hrefs.filter((href) => href !== ''))];
  }

  /** Soft, so that a test going on to another walk (the same pages in Spanish) still reports it. */
  expectClean(): void {
    expect.soft(this.failedRoutes, 'routes that ended on an error page').toEqual([]);
    expect.soft(this.reports.join('\n\n'), `axe violations on ${this.reports.length} of ${this.audited.length} audited pages`).toBe('');
  }
}

const BRANDS: readonly DomainId[] = [1, 2, 5];
const MEMBER: Readonly<Record<DomainId, PersonaName>> = { 1: 'subscriber', 2: 'summit', 5: 'providence' };

async function signIn(page: Page, persona: PersonaName, landing: RegExp = /\/home$/): Promise<void> {
  await startSignedIn(page, persona);
  await expect(page).toHaveURL(landing);
  await settle(page);
}

/** Ends the tab's session without the logout flow, so that the next persona signs in on a clean slate. */
async function forgetSession(page: Page): Promise<void> {
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
}

const isPhone = (page: Page): boolean => (page.viewportSize()?.width ?? 1440) <= 767;

for (const domain of BRANDS) {
  test.describe(`brand ${domain}`, () => {
    test(`domain ${domain}: a visitor's pages, the login form showing its errors, and an error page, then the visitor's pages read in Spanish`, async ({ page }) => {
      const sweep = new Sweep(page);
      await page.goto(loginUrl('', { domain }));
      await settle(page);
      await sweep.audit('/login');
      // The form's validation errors: both fields required.
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await expect(page.getByText('Username is a required field')).toBeVisible();
      await sweep.audit('/login with its validation errors');
      // The first page loaded afresh (the login page is a page of its own, rendered ahead), the others reached
      // in the app from there, as a visitor following links would: axe is loaded once, not once a page.
      const visitorPages = ['/contact-us', '/registration', '/recovery', '/recovery/username', '/recovery/password', '/accessibility', '/error/404', '/error/500', '/error/1'];
      for (const [index, path] of visitorPages.entries()) await sweep.visit(path, { inApp: index > 0 });
      sweep.expectClean();
      await test.step("a visitor's pages read in Spanish, passing axe and fitting the screen", async () => {
        await chooseSpanish(page, domain);
        const reports: string[] = [];
        // The login page is a page of its own (rendered ahead): loaded afresh, as is the first page of the app
        // behind it; the others are reached in the app from there, as a visitor following links would.
        for (const path of ['/login', '/contact-us']) {
          await page.goto(`${path}?domain=${domain}`);
          await reportOn(page, path, reports);
        }
        for (const path of ['/registration', '/recovery', '/recovery/username', '/recovery/password', '/accessibility', '/language-assistance', '/error/404']) {
          await navigateInApp(page, path);
          await reportOn(page, path, reports);
        }
        // The download page keeps its spinner until the file comes: its words, not a settled page, are checked.
        await page.goto(`/resource-download?domain=${domain}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const english = await englishLeft(page);
        if (english.length > 0) reports.push(`/resource-download: English left:\n  ${english.join('\n  ')}`);
        expect(reports.join('\n\n')).toBe('');
      });
    });

    // The walk of the member's menus also reads every page in Spanish (support/spanish.ts: no English left,
    // nothing wider than the screen, axe): one tab and one sign-in for both languages at each width.
    test(`domain ${domain}: home, account and every page of the member's menus, with the menus and the ID card's e-mail dialog open, then every page read in Spanish`, async ({ page }) => {
      const sweep = new Sweep(page);
      await signIn(page, MEMBER[domain]);
      await sweep.audit('/home');
      await test.step('the menus open', async () => {
        const main = page.getByRole('navigation', { name: 'Main' });
        if (isPhone(page)) {
          const menu = page.getByRole('button', { name: 'Menu', exact: true });
          await menu.click();
          await expect(menu).toHaveAttribute('aria-expanded', 'true');
        }
        const account = main.getByRole('button', { name: 'Account', exact: true });
        await account.click();
        await expect(account).toHaveAttribute('aria-expanded', 'true');
        await sweep.audit('the primary menu with Account open');
        await page.keyboard.press('Escape');
      });
      const extras = ['/id-card', '/support/customer-service', '/accessibility', '/error/500', '/error/403', '/account/support', '/messages/new', '/account/security'];
      const paths = [...new Set([...(await sweep.siteMapPaths()), ...extras])].filter((path) => path !== '/home');
      await test.step('every page of the member\'s menus', async () => {
        for (const path of paths) await sweep.visit(path);
      });
      await test.step("the ID card's e-mail dialog open", async () => {
        await sweep.open('/id-card');
        await page.getByRole('button', { name: 'Email' }).click();
        await expect(page.getByRole('dialog', { name: 'Email this ID card' })).toBeVisible();
        await sweep.audit('/id-card with the e-mail dialog open');
      });
      expect.soft(sweep.audited.length).toBeGreaterThan(10);
      sweep.expectClean();
      await test.step("every page of the member's menus read in Spanish, passing axe and fitting the screen", async () => {
        // Opened afresh in Spanish, as by a member who chose it on an earlier visit: what the gateway writes
        // comes in the language asked for, and an English page switched in place would keep its English answers.
        await forgetSession(page);
        await startSignedIn(page, MEMBER[domain], { language: 'es' });
        await expect(page.locator('html')).toHaveAttribute('lang', 'es');
        await settle(page);
        // The site map's member sections come with the account state (its name is in Spanish now).
        await expect(page.locator('.site-map a[href^="/benefits/"]').first()).toBeAttached();
        const hrefs = await page.locator('.site-map a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
        const spanishExtras = ['/id-card', '/support/customer-service', '/accessibility', '/language-assistance', '/error/500', '/account/support', '/messages/new', '/account/security'];
        const spanishPaths = [...new Set(['/home', ...hrefs.filter((href) => href !== ''), ...spanishExtras])];
        const reports: string[] = [];
        for (const path of spanishPaths) {
          await navigateInApp(page, path);
          await reportOn(page, path, reports);
        }
        expect(spanishPaths.length).toBeGreaterThan(10);
        expect(reports.join('\n\n')).toBe('');
      });
    });
  });
}

test.describe('pages whose address holds an id', () => {
  test('domain 1: benefit details, history, a program, a claim, primary care, find care and an appeal form', async ({ page }) => {
    const sweep = new Sweep(page);
    await signIn(page, 'subscriber');
    // The pages of the menus are audited by the sweep of the member's menus above: here they only lead
    // to the pages behind them.
    await sweep.open('/benefits/medical');
    const medicalService = await sweep.firstHref('main a[href^="/services/medical/"]');
    await sweep.open('/benefits/dental');
    const dentalDetail = await sweep.firstHref('main a[href^="/details/"]');
    await sweep.open('/benefits/pharmacy');
    const history = await sweep.firstHref('main a[href^="/history/"]');
    await sweep.open('/benefits/programs');
    const program = await sweep.firstHref('main a[href^="/benefits/programs/"]');
    await sweep.open('/claims');
    const claim = await sweep.firstHref('main a[href^="/claims/"]');
    for (const path of [medicalService, history, program, claim, dentalDetail]) await sweep.visit(path);
    await sweep.visit(await sweep.firstHref('main a[href^="/services/dental/"]'));
    for (const path of ['/find-care/resources', '/find-care/primary-care/0', '/find-care/primary-care/0/search', '/find-care/find-a-dentist']) {
      await sweep.visit(path);
    }
    // The appeal form of the subscriber's denied Humira request.
    await sweep.visit('/account/appeals/new/authorization/HL1004');
    sweep.expectClean();
  });

  test('domain 1: Medicare materials, passport dental and Navitus, for the members who have them', async ({ page }) => {
    const sweep = new Sweep(page);
    await signIn(page, 'medicare');
    await sweep.visit('/benefits/medicare-materials');
    await sweep.visit('/passport-dental');
    await forgetSession(page);
    await signIn(page, 'navitus');
    await sweep.visit('/navitus');
    sweep.expectClean();
  });
});

test.describe('screens between login and the dashboard, with their forms showing errors', () => {
  test('plan selection, update email, change password and a loading page (domain 1)', async ({ page }) => {
    const sweep = new Sweep(page);
    await logInAs(page, 'multigroup');
    await expect(page).toHaveURL(/\/group-selection$/);
    await settle(page);
    await sweep.audit('/group-selection');

    await forgetSession(page);
    await logInAs(page, 'noemail');
    await expect(page).toHaveURL(/\/update-email$/);
    await settle(page);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByText('Email address is a required field')).toBeVisible();
    await sweep.audit('/update-email with its validation errors');

    await forgetSession(page);
    await logInAs(page, 'newuser');
    await expect(page).toHaveURL(/\/account\/settings\/change-password$/);
    await settle(page);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('New password is a required field', { exact: true })).toBeVisible();
    await sweep.audit('/account/settings/change-password with its validation errors');

    await sweep.visit('/resource-download', { loading: true, inApp: false });
    sweep.expectClean();
  });

  test('registration policies and the logout page (Providence), new ID (Summit and Providence)', async ({ page }) => {
    const sweep = new Sweep(page);
    await logInAs(page, 'provunsigned');
    await expect(page).toHaveURL(/\/registration-policies$/);
    await settle(page);
    await page.locator('main form button[type="submit"]').first().click();
    await expect(page.getByText('Please confirm you have read our digital communications policy.')).toBeVisible();
    await sweep.audit('/registration-policies with its validation errors');

    for (const persona of ['summitnewid', 'provnewid'] as const) {
      await forgetSession(page);
      await logInAs(page, persona);
      await expect(page).toHaveURL(/\/new-id$/);
      await settle(page);
      await page.getByRole('button', { name: 'Continue as subscriber' }).click();
      await expect(page.getByText('Subscriber ID is a required field')).toBeVisible();
      await sweep.audit(`/new-id (${persona}) with its validation errors`);
    }

    await forgetSession(page);
    await signIn(page, 'providence');
    await sweep.visit('/logout');
    sweep.expectClean();
  });
});

// The menus and the ID card's e-mail dialog open are audited in each brand's walk of the member's menus above.
test.describe('states where barriers hide', () => {
  test('domain 1: the plan switcher open, the chat panel open and the plan cancellation dialog open', async ({ page }) => {
    const sweep = new Sweep(page);
    await logInAs(page, 'multigroup');
    await expect(page).toHaveURL(/\/group-selection$/);
    await page.getByRole('button', { name: 'Log in to account' }).first().click();
    await expect(page).toHaveURL(/\/home$/);
    await settle(page);
    if (isPhone(page)) await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const switcher = page.getByRole('button', { name: /^Plan / }).filter({ visible: true });
    await switcher.click();
    await expect(switcher).toHaveAttribute('aria-expanded', 'true');
    await sweep.audit('the plan switcher open');

    await forgetSession(page);
    await signIn(page, 'subscriber');
    await page.getByRole('button', { name: 'Chat with us' }).click();
    await expect(page.getByRole('dialog', { name: 'Chat with Member Services' })).toBeVisible();
    await sweep.audit('the chat panel open');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Cancel plan' }).click();
    await expect(page.getByRole('dialog', { name: 'Cancel your plan?' })).toBeVisible();
    await sweep.audit('the plan cancellation dialog open');
    sweep.expectClean();
  });

  test('domain 1: a page while the gateway is slow to answer', async ({ page }) => {
    const sweep = new Sweep(page);
    await signIn(page, 'subscriber');
    // The sandbox's fault pin: every call waits 4 s, long enough to audit the page while it says it is loading.
    await page.goto('/benefits/medical?fault=*:latency-4000');
    await expect(page.locator('.spinner').first()).toBeVisible();
    await sweep.audit('/benefits/medical while loading');
    // Still loading once audited: the audit saw the loading state, not the page.
    await expect(page.locator('.spinner').first()).toBeVisible();
    sweep.expectClean();
  });

  test('domain 1: the invitation to add a second factor on /home', async ({ page }) => {
    const sweep = new Sweep(page);
    await signIn(page, 'subscriber');
    // It downloads once the member acts on the page.
    await page.mouse.wheel(0, 40);
    await expect(page.getByTestId('second-factor-invitation')).toBeVisible();
    await sweep.audit('/home with the invitation to add a second factor');
    sweep.expectClean();
  });

  test('domain 1: the idle warning', async ({ page }) => {
    const sweep = new Sweep(page);
    // The sandbox's idle pin: the warning after 3 s without activity, the logout a minute later.
    await page.goto(`${loginUrl('subscriber')}&idle=3000,60000`);
    await submitLoginForm(page, 'subscriber', 'Sandbox1');
    await expect(page).toHaveURL(/\/home$/);
    const warning = page.getByRole('alertdialog', { name: 'Your session is about to end' });
    await expect(warning).toBeVisible();
    await sweep.audit('/home with the idle warning');
    sweep.expectClean();
  });
});
