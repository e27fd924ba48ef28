import { expect, test } from './support/worker-context';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import type { PersonaName } from './support/personas';
import { navigateInApp } from './support/navigation';
import { forgetSession, startSignedIn } from './support/signed-in';

/**
 * Benefits pages as members use them. The phone (375 px) and desktop (1440 px) projects run
 * every test, so each page below is also audited with axe-core at both widths.
 */

const HOME = /\/home$/;

async function signIn(page: Page, persona: PersonaName): Promise<void> {
  await startSignedIn(page, persona);
  await expect(page).toHaveURL(HOME, PAGE_LOAD);
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const benefitsNav = (page: Page) => page.getByRole('navigation', { name: 'Benefits', exact: true });

async function navLabels(page: Page): Promise<string[]> {
  return (await benefitsNav(page).getByRole('link').allTextContents()).map((text) => text.trim());
}

/** The dev server compiles each lazily loaded page on its first visit: give that time. */
const PAGE_LOAD = { timeout: 15_000 };

async function expectLoaded(page: Page, title: string | RegExp): Promise<void> {
  await expect(heading(page)).toHaveText(title, PAGE_LOAD);
  await expect(page.getByRole('status', { name: 'Loading benefits' })).toHaveCount(0, PAGE_LOAD);
}

test.describe('benefits', () => {
  // Each test audits several pages with axe-core at its width, which takes a few seconds a page.
  test.describe.configure({ timeout: 60_000 });

  test('a subscriber’s summary lists every category with its plan and limits', async ({ page }) => {
    await signIn(page, 'subscriber');
    await navigateInApp(page, '/benefits/summary');
    await expectLoaded(page, 'Benefits summary');
    expect(await navLabels(page)).toEqual(['Summary', 'Medical', 'Dental', 'Vision', 'Pharmacy', 'Programs', 'Referrals', 'Member Handbooks']);
    await expect(benefitsNav(page).getByRole('link', { name: 'Summary' })).toHaveAttribute('aria-current', 'page');
    for (const category of ['Medical', 'Dental', 'Vision', 'Pharmacy']) {
      await expect(page.getByRole('heading', { level: 2, name: category, exact: true })).toBeVisible();
    }
    await expectNoAxeViolations(page);
  });

  test('medical tiers are tabs, in network first, each with services and deductibles', async ({ page }) => {
    await signIn(page, 'subscriber');
    await navigateInApp(page, '/benefits/summary');
    await expectLoaded(page, 'Benefits summary');
    await benefitsNav(page).getByRole('link', { name: 'Medical' }).click();
    await expectLoaded(page, 'Medical benefits');
    await expect(page.getByRole('tab')).toHaveText(['In network', 'Out-of-network']);
    await expect(page.getByRole('tab', { name: 'In network' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('progressbar', { name: 'In network, Individual deductible' })).toBeVisible();
    await page.getByRole('tab', { name: 'In network' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Out-of-network' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Out-of-network' })).toBeFocused();
    await expect(page.getByRole('progressbar', { name: 'Out-of-network, Individual deductible' })).toBeVisible();
    await expect(page.getByText('Hearing Aid Allowance')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Urgent care' }).click();
    await expectLoaded(page, 'Urgent care');
    await expect(page.getByText('In Network', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('dental lists only services that apply, per member, with their detail', { tag: '@one-width' }, async ({ page }) => {
    await signIn(page, 'subscriber');
    await navigateInApp(page, '/benefits/dental');
    await expectLoaded(page, 'Dental benefits');
    await expect(page.getByRole('tab')).toHaveText(['In network', 'Out of network']);
    // The maximums state the limits; no section below says there are none.
    await expect(page.getByTestId('dental-maximums')).toBeVisible();
    await expect(page.getByText('There are no limits or deductibles to show for this coverage.')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Cleaning (adult)' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cleaning (child)' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'External bleaching (whitening)' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('combobox', { name: 'Member', exact: true }).selectOption({ label: 'Maya Hollis (Child)' });
    await expect(page).toHaveURL(/suffix=2/);
    await expect(page.getByRole('link', { name: 'Cleaning (child)' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cleaning (adult)' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Crown, porcelain/ceramic' }).click();
    await expectLoaded(page, 'Crown, porcelain/ceramic');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Compare networks' }).click();
    await expect(page).toHaveURL(/\/services\/dental\/D2740\?suffix=2/);
    await expect(page.getByTestId('dental-service-tiers').getByRole('listitem')).toHaveCount(2);
    await expectNoAxeViolations(page);
  });

  test('vision and pharmacy show the plan and its limits; past plan years lead to the history', { tag: '@one-width' }, async ({ page }) => {
    await signIn(page, 'subscriber');
    for (const [path, title] of [
      ['/benefits/vision', 'Vision benefits'],
      ['/benefits/pharmacy', 'Pharmacy benefits'],
    ] as const) {
      await navigateInApp(page, path);
      await expectLoaded(page, title);
      if (path === '/benefits/vision') {
        // Only the vision limits, with their progress: $118.50 of the frame allowance is used.
        await expect(page.getByRole('progressbar', { name: 'In Network Frame Allowance Individual' })).toHaveAttribute('aria-valuenow', /^\d+$/);
        await expect(page.getByRole('progressbar', { name: /Deductible/ })).toHaveCount(0);
        await expect(page.getByText('$118.50').first()).toBeVisible();
      }
      await expectNoAxeViolations(page);
    }
    await expect(page.getByText('Rx Value Three-Tier').first()).toBeVisible();
    await page.getByRole('region', { name: 'Past plan years' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/history\/\d{4}-\d{2}-\d{2}\/benefits\/pharmacy$/);
    await expectLoaded(page, 'Pharmacy benefit history');
    await expect(page.getByTestId('history-on-date').first()).not.toContainText('No plan on this date');
    await expectNoAxeViolations(page);
  });

  test('programs link inside the dashboard or, in a new tab, outside it', { tag: '@one-width' }, async ({ page }) => {
    await signIn(page, 'subscriber');
    await navigateInApp(page, '/benefits/programs');
    await expectLoaded(page, 'Programs');
    const external = page.getByRole('link', { name: /Visit site: Text a doctor/ });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', /noopener/);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Call a nurse', exact: true }).click();
    await expectLoaded(page, 'Call a nurse');
    await expect(page.getByRole('link', { name: /1-855-555-0113/ })).toHaveAttribute('href', 'tel:18555550113');
    await expectNoAxeViolations(page);
  });

  test('referrals come a page at a time and can be filtered', { tag: '@one-width' }, async ({ page }) => {
    await signIn(page, 'subscriber');
    await navigateInApp(page, '/benefits/referrals');
    await expectLoaded(page, 'Referrals');
    await expect(page.getByText('23 referrals')).toBeVisible();
    await expect(page.getByText('Page 1 of 3')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('navigation', { name: 'Referral pages' }).getByRole('button', { name: 'Next page', exact: true }).click();
    await expect(page.getByText('Page 2 of 3')).toBeVisible();
    await page.getByRole('combobox', { name: 'Member', exact: true }).selectOption({ label: 'Maya Hollis' });
    await expect(page.getByText('Page 2 of 3')).toHaveCount(0);
    const cards = page.getByTestId('referrals').getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    for (const text of await cards.allTextContents()) expect(text).toContain('Maya Hollis');
    await page.getByLabel('Hide expired referrals').check();
    await expect(page.getByText('Expired', { exact: true })).toHaveCount(0);
  });

  test.describe('on a phone', () => {
    // Decided before a tab opens: the skip names only the project's isMobile option.
    test.skip(({ isMobile }) => !isMobile, 'the menu is a horizontal strip only on narrow screens');
    test('on a phone the benefits menu strip shows the current page\'s entry', async ({ page }) => {
      await signIn(page, 'subscriber');
      await navigateInApp(page, '/benefits/referrals');
      await expectLoaded(page, 'Referrals');
      const current = benefitsNav(page).locator('[aria-current="page"]');
      await expect(current).toHaveText('Referrals');
      await expect(current).toBeInViewport({ ratio: 1 });
    });
  });

  test('handbooks, the outline of coverage and Medicare materials (403 explained)', { tag: '@one-width' }, async ({ page }) => {
    await signIn(page, 'subscriber');
    await navigateInApp(page, '/benefits/handbooks');
    await expectLoaded(page, 'Member Handbooks');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'View your outline of coverage' }).click();
    await expectLoaded(page, 'Certificate of Coverage');
    await expect(page.getByRole('link', { name: /Open the outline of coverage/ })).toHaveAttribute('target', '_blank');
    await expectNoAxeViolations(page);
    await navigateInApp(page, '/benefits/medicare-materials');
    await expectLoaded(page, 'Medicare Materials');
    await expect(page.getByTestId('medicare-empty')).toHaveText(/available to Medicare plan members only/);
    await expectNoAxeViolations(page);
  });

  test('the ID card shows as a card, downloads as a PDF and is sent by e-mail', async ({ page, context }) => {
    await signIn(page, 'subscriber');
    await navigateInApp(page, '/id-card');
    await expectLoaded(page, 'ID card');
    await expect(page.getByRole('article', { name: 'Medical ID card' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Dental ID card' })).toBeVisible();
    await expectNoAxeViolations(page);
    // Keep the document the page hands to the new window, to read its bytes afterwards.
    await page.evaluate(() => {
      const create = URL.createObjectURL.bind(URL);
      URL.createObjectURL = (blob: Blob | MediaSource) => {
        if (blob instanceof Blob) Object.assign(window, { shownBlob: blob });
        return create(blob);
      };
    });
    const popup = context.waitForEvent('page');
    const pdf = page.waitForResponse(
      (response) => response.url().includes('/api/idCard/view') && response.request().headers()['accept'] === 'application/pdf',
    );
    await page.getByRole('button', { name: 'Download (PDF)' }).click();
    expect((await pdf).headers()['content-type']).toContain('application/pdf');
    await (await popup).close();
    // The window opens at the click; the document reaches it once the download has been read.
    await expect.poll(() => page.evaluate(() => 'shownBlob' in window)).toBe(true);
    const head = await page.evaluate(async () => {
      const blob = (window as unknown as { shownBlob?: Blob }).shownBlob;
      return blob === undefined ? null : String.fromCharCode(...new Uint8Array(await blob.slice(0, 5).arrayBuffer()));
    });
    expect(head).toBe('%PDF-');
    // Print hands the page to the browser's print dialog.
    await page.evaluate(() => Object.assign(window, { printed: 0, print: () => Object.assign(window, { printed: 1 }) }));
    await page.getByRole('button', { name: 'Print' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.getByRole('button', { name: 'Email' }).click();
    const dialog = page.getByRole('dialog', { name: 'Email this ID card' });
    await expect(dialog.getByLabel('Email address')).toHaveValue(/@/);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Your ID card was emailed.')).toBeVisible();
  });

  test('the ID card states the plan’s deductibles, maximums and consumer assistance, legibly on one card on screen and on paper', async ({ page }) => {
    await signIn(page, 'subscriber');
    await navigateInApp(page, '/id-card');
    await expectLoaded(page, 'ID card');
    const medical = page.getByRole('article', { name: 'Medical ID card' });
    const costs = medical.getByRole('table', { name: 'Your costs this plan year' });
    await expect(costs.getByRole('columnheader')).toHaveText(['In network', 'Out-of-network']);
    await expect(costs.getByRole('rowheader')).toHaveText(['Deductible', 'Out-of-pocket maximum']);
    await expect(costs.getByRole('row', { name: /^Deductible/ }).getByRole('cell')).toHaveText([
      '$1,500.00 individual$4,500.00 family',
      '$3,000.00 individual$9,000.00 family',
    ]);
    await expect(costs.getByRole('row', { name: /^Out-of-pocket maximum/ }).getByRole('cell')).toHaveText([
      '$6,000.00 individual$12,000.00 family',
      '$12,000.00 individual$24,000.00 family',
    ]);
    await expect(medical).toContainText('Customer Service: 1-800-555-0101');
    await expect(medical).toContainText('Consumer assistance: www.cascadehealth.example.com/help');
    const dental = page.getByRole('article', { name: 'Dental ID card' }).getByRole('table', { name: 'Your costs this plan year' });
    await expect(dental.getByRole('columnheader')).toHaveText(['All networks']);
    await expect(dental.getByRole('rowheader')).toHaveText(['Deductible', 'Annual maximum']);
    await expect(dental.getByRole('row', { name: /^Annual maximum/ }).getByRole('cell')).toHaveText(['$1,500.00 individual']);
    await expectNoAxeViolations(page);

    // One card holds it all: nothing spills past the card's edge or the screen, and the amounts stay readable.
    const fit = async () =>
      medical.evaluate((card) => {
        const box = card.getBoundingClientRect();
        const inside = [...card.querySelectorAll('*')].every((element) => {
          const own = element.getBoundingClientRect();
          return own.width === 0 || (own.left >= box.left - 0.5 && own.right <= box.right + 0.5);
        });
        const amounts = [...card.querySelectorAll('.id-card__amount, .id-card__contact')].map((element) => Number.parseFloat(getComputedStyle(element).fontSize));
        return { inside, right: box.right, screen: document.documentElement.clientWidth, smallest: Math.min(...amounts) };
      });
    const onScreen = await fit();
    expect(onScreen.inside).toBe(true);
    expect(onScreen.right).toBeLessThanOrEqual(onScreen.screen);
    expect(onScreen.smallest).toBeGreaterThanOrEqual(12);
    await page.emulateMedia({ media: 'print' });
    const onPaper = await fit();
    expect(onPaper.inside).toBe(true);
    expect(onPaper.smallest).toBeGreaterThanOrEqual(12);
    await expect(costs).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
  });

  test('changing the as-of date refetches and shows that date’s figures', { tag: '@one-width' }, async ({ page }) => {
    await signIn(page, 'subscriber');
    await navigateInApp(page, '/benefits/summary');
    await expectLoaded(page, 'Benefits summary');
    const deductible = page.getByRole('progressbar', { name: 'In-network deductible, individual', exact: true }).first();
    await expect(deductible).not.toHaveAttribute('aria-valuenow', '100');

    const field = page.getByLabel('Benefits as of');
    await field.fill('13/45/2020');
    await page.getByRole('button', { name: 'Show benefits' }).click();
    await expect(page.getByText('Invalid date')).toBeVisible();

    // The plan year that started before this one: its deductibles read as met in full.
    const planYear = await page.locator('.current-plan__dates').first().textContent();
    const start = /(\d{2})\/(\d{2})\/(\d{4})/.exec(planYear ?? '');
    expect(start).not.toBeNull();
    const [, mm, dd, yyyy] = start ?? [];
    const dayBefore = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd) - 1));
    const picked = `${String(dayBefore.getUTCMonth() + 1).padStart(2, '0')}/${String(dayBefore.getUTCDate()).padStart(2, '0')}/${dayBefore.getUTCFullYear()}`;
    const iso = dayBefore.toISOString().slice(0, 10);
    const refetch = page.waitForRequest((request) => request.url().includes('/api/benefits/limits') && request.url().includes(`asOfDate=${iso}`));
    await field.fill(picked);
    await page.getByRole('button', { name: 'Show benefits' }).click();
    await refetch;
    await expect(page).toHaveURL(new RegExp(`asOfDate=${iso}`));
    await expect(deductible).toHaveAttribute('aria-valuenow', '100');
    await expectNoAxeViolations(page);
  });
});

// What each member other than the subscriber is offered, a persona a step, walked in one tab (a fresh session
// each): a test per persona spent most of its time opening a tab and the dashboard. Two tests share the
// personas, so that the two workers can take them side by side.
const PERSONA_WALKS: readonly (readonly [string, (page: Page) => Promise<void>])[] = [
  ...(['spouse', 'minor'] as const).map((persona) => [
    `${persona}, a dependant, sees only their own referrals`,
    async (page: Page) => {
      await signIn(page, persona);
      const firstName = ((await heading(page).textContent()) ?? '').split(',')[0]?.trim() ?? '';
      expect(firstName).not.toBe('');
      await navigateInApp(page, '/benefits/referrals');
      await expectLoaded(page, 'Referrals');
      const cards = page.getByTestId('referrals').getByRole('listitem');
      await expect(cards.first().or(page.getByText(/no referrals/i))).toBeVisible();
      for (const text of await cards.allTextContents()) expect(text).toContain(firstName);
      const member = page.getByRole('combobox', { name: 'Member', exact: true });
      if ((await member.count()) > 0) {
        const others = (await member.locator('option').allTextContents()).filter((label) => label.trim() !== '' && !/all members/i.test(label));
        for (const label of others) expect(label).toContain(firstName);
      }
    },
  ] as const),
  ['a spouse sees only their own benefits', async (page: Page) => {
    await signIn(page, 'spouse');
    await navigateInApp(page, '/benefits/summary');
    await expectLoaded(page, 'Benefits summary');
    await expect(page.getByText('Rebecca Hollis')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Member' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await navigateInApp(page, '/id-card');
    await expectLoaded(page, 'ID card');
    await expect(page.getByRole('article', { name: 'Medical ID card' })).toContainText('Rebecca Hollis');
    await expectNoAxeViolations(page);
  }],
  ['a member whose coverage starts next month sees their benefits', async (page: Page) => {
    await signIn(page, 'future');
    await navigateInApp(page, '/benefits/medical');
    await expectLoaded(page, 'Medical benefits');
    await expect(page.getByRole('tab', { name: 'In network' })).toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolations(page);
  }],
  ['a termed member is sent home from benefits and the ID card', async (page: Page) => {
    await signIn(page, 'termed');
    for (const path of ['/benefits/summary', '/benefits/medical', '/id-card', '/passport-dental']) {
      await navigateInApp(page, path);
      await expect(page).toHaveURL(HOME, PAGE_LOAD);
    }
  }],
  ['a Medicare member finds a dentist with plan 25 from passport dental', async (page: Page) => {
    await signIn(page, 'medicare');
    await navigateInApp(page, '/passport-dental');
    await expectLoaded(page, 'Passport dental');
    await expect(page.getByRole('link', { name: 'Back to Find a dentist' })).toHaveAttribute('href', '/find-care/find-a-dentist');
    await expect(page.getByTestId('passport-phone')).toHaveText(/\+1 503-555-0127/);
    await expect(page.getByRole('link', { name: 'Find an in-network dentist' })).toHaveAttribute('href', '/find-care/find-a-dentist?plan=25');
    await expectNoAxeViolations(page);
    await navigateInApp(page, '/benefits/medicare-materials');
    await expectLoaded(page, 'Medicare Materials');
    await expect(page.getByTestId('medicare-materials').getByRole('listitem').first()).toBeVisible();
    await expectNoAxeViolations(page);
  }],
  ['Providence shows its category pages and Medicare materials only', async (page: Page) => {
    await signIn(page, 'providence');
    await navigateInApp(page, '/benefits/dental');
    await expectLoaded(page, 'Dental benefits');
    expect(await navLabels(page)).toEqual(['Summary', 'Dental']);
    await expectNoAxeViolations(page);
    await navigateInApp(page, '/benefits/programs');
    await expect(page).toHaveURL(/\/benefits\/dental$/, PAGE_LOAD);
    await navigateInApp(page, '/benefits/handbooks');
    await expect(page).toHaveURL(/\/benefits\/dental$/, PAGE_LOAD);
    await navigateInApp(page, '/benefits/medicare-materials');
    await expectLoaded(page, 'Medicare Materials');
    await expect(page.getByTestId('medicare-empty')).toBeVisible();
    await expectNoAxeViolations(page);
  }],
  ...(
    [
      ['summit', ['Benefits', 'Programs', 'Referrals', 'Member Handbooks']],
      ['group4760', ['Benefits', 'Programs', 'Referrals', 'Member Handbooks']],
    ] as const
  ).map(([persona, menu]) => [
    `${persona} gets the reduced benefits menu`,
    async (page: Page) => {
      await signIn(page, persona);
      await navigateInApp(page, '/benefits/summary');
      await expectLoaded(page, 'Benefits summary');
      expect(await navLabels(page)).toEqual([...menu]);
      await expect(benefitsNav(page).getByRole('link', { name: 'Benefits' })).toHaveAttribute('aria-current', 'page');
      await expectNoAxeViolations(page);
      await navigateInApp(page, '/benefits/referrals');
      await expectLoaded(page, 'Referrals');
      await expectNoAxeViolations(page);
    },
  ] as const),
];

test.describe('benefits of the other members, persona by persona', { tag: '@one-width' }, () => {
  const half = Math.ceil(PERSONA_WALKS.length / 2);
  for (const [part, walks] of [PERSONA_WALKS.slice(0, half), PERSONA_WALKS.slice(half)].entries()) {
    test(`what each member other than the subscriber is offered, persona by persona (${part + 1} of 2)`, async ({ page }) => {
      test.setTimeout(60_000 * walks.length);
      for (const [title, walk] of walks) {
        await test.step(title, async () => {
          await forgetSession(page);
          await walk(page);
        });
      }
    });
  }
});
