import { expect, type Page } from '@playwright/test';
import { test } from './support/worker-context';
import { DateTime } from 'luxon';
import { expectNoAxeViolations } from './support/axe';
import type { PersonaName } from './support/personas';
import { navigateInApp } from './support/navigation';
import { forgetSession, startSignedIn } from './support/signed-in';

/**
 * Find care, primary care selection, claims, EOBs and Navitus as members use them. The two main journeys
 * (choosing primary care, filtering claims to an EOB) run at phone (375 px) and desktop (1440 px) widths;
 * the rest, tagged @one-width, at desktop width, as two walks in one tab each, a step per page or member.
 */

const HOME = /\/home$/;
const NOT_FOUND = "Sorry, it looks like we can't find that page.";
/** The dev server compiles each page the first time it is asked for: first loads get more time. */
const FIRST_LOAD = { timeout: 20_000 };

async function signIn(page: Page, persona: PersonaName): Promise<void> {
  await startSignedIn(page, persona);
  await expect(page).toHaveURL(HOME, FIRST_LOAD);
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

async function expectHeading(page: Page, text: string): Promise<void> {
  await expect(heading(page)).toHaveText(text, FIRST_LOAD);
}

// Several pages per test, each first compiled by the dev server, each audited at the test's width.
test.describe.configure({ timeout: 120_000 });
/** The sandbox's today is the insurer's (Pacific) date, as the browser's time zone is. */
const today = () => DateTime.now().setZone('America/Los_Angeles').startOf('day');
const picker = (day: DateTime) => day.toFormat('MM/dd/yyyy');

test.describe('primary care', () => {
  test('nopcp chooses a provider for one member and sees it on home without a reload', async ({ page }) => {
    await signIn(page, 'nopcp');
    await expect(page.getByTestId('primary-care-tile')).toContainText('Select where you access primary care', FIRST_LOAD);
    // Marks this page load: it must survive until the member is back on home.
    await page.evaluate(() => ((window as unknown as { mdMarker: string }).mdMarker = 'same-page'));

    await page.getByTestId('primary-care-tile').getByRole('link', { name: 'Select primary care' }).click();
    await expectHeading(page, 'Find a primary care provider for Ravi');
    await expect(page.getByText(/providers? found near 97124/)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel('Provider name or specialty (optional)').fill('Nguyen');
    await page.getByRole('button', { name: 'Search' }).click();
    const results = page.getByTestId('provider-result');
    await expect(results).toHaveCount(1);
    await expect(results.first()).toContainText('Tuan Nguyen, MD');
    await expect(results.first()).toContainText('Beaverton Family Physicians');
    await results.first().getByRole('button', { name: /Choose this provider/ }).click();

    const dialog = page.getByRole('dialog', { name: 'Choose Tuan Nguyen, MD as primary care provider' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: /Ravi Patel/ })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: /Anjali Patel/ })).not.toBeChecked();
    await expectNoAxeViolations(page);
    await dialog.getByLabel('Email for the confirmation (optional)').fill('ravi.patel@example.com');
    await dialog.getByRole('button', { name: 'Confirm' }).click();

    await expect(page).toHaveURL(/\/find-care\/primary-care\/0$/);
    await expectHeading(page, 'Ravi Patel: primary care');
    await expect(page.getByTestId('current-provider')).toHaveText('Tuan Nguyen, MD');
    await expect(page.getByText(/Tuan Nguyen, MD is now the primary care provider/)).toBeVisible();

    await page.getByRole('link', { name: 'Home', exact: true }).filter({ visible: true }).first().click();
    await expect(page).toHaveURL(HOME);
    await expect(page.getByTestId('primary-care-provider')).toHaveText('Tuan Nguyen, MD');
    expect(await page.evaluate(() => (window as unknown as { mdMarker?: string }).mdMarker)).toBe('same-page');

    // The other members still have no provider.
    await navigateInApp(page, '/find-care/primary-care');
    await expect(page.getByTestId('pcp-member').filter({ hasText: 'Anjali Patel' }).getByTestId('no-provider')).toBeVisible();
  });

});

test.describe('claims and EOBs', () => {
  test('the subscriber filters claims by member and dates, opens one, and downloads an EOB PDF', async ({ page }) => {
    await signIn(page, 'subscriber');
    // The primary menu names it Claims/EOBs for subscribers (a menu button on desktop, a link on phones).
    const claimsMenu = page.locator('a, button').filter({ hasText: /^\s*Claims\/EOBs\s*$/, visible: true });
    await expect(claimsMenu.first()).toBeVisible();
    await navigateInApp(page, '/claims');
    await expectHeading(page, 'Claims');
    await expect(page.getByRole('navigation', { name: 'Claims and EOBs' }).getByRole('link', { name: 'EOBs' })).toBeVisible();
    await expect(page.getByTestId('claim-row').first()).toBeVisible();
    await expectNoAxeViolations(page);

    // A start earlier than two years ago, or an end not after the start, is refused with the spec's rules.
    await page.getByLabel('Start date').fill(picker(today().minus({ years: 2, days: 1 })));
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page.getByText('Start date cannot be more than two years ago')).toBeVisible();
    await expect(page.getByLabel('Start date')).toHaveValue(picker(today().minus({ years: 2, days: 1 })));
    await expect(page.getByLabel('Start date')).toHaveAccessibleDescription(/Start date cannot be more than two years ago/);
    await page.getByLabel('Start date').fill(picker(today().minus({ months: 2 })));
    await page.getByLabel('End date').fill(picker(today().minus({ months: 3 })));
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page.getByText('End date must be after the start date')).toBeVisible();
    await expect(page.getByLabel('End date')).toHaveValue(picker(today().minus({ months: 3 })));
    await expectNoAxeViolations(page);

    const from = today().minus({ years: 1 });
    const to = today();
    await page.getByLabel('Member', { exact: true }).selectOption({ label: 'Maya Hollis' });
    await page.getByLabel('Start date').fill(picker(from));
    await page.getByLabel('End date').fill(picker(to));
    await page.getByRole('button', { name: 'Apply filters' }).click();
    const rows = page.getByTestId('claim-row');
    await expect(rows.first()).toContainText('Maya Hollis');
    const dates = await rows.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-date') ?? ''));
    expect(dates.length).toBeGreaterThan(0);
    for (const date of dates) expect(date >= from.toISODate()! && date <= to.toISODate()!).toBe(true);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const text of await rows.allInnerTexts()) expect(text).toContain('Maya Hollis');

    await rows.first().getByRole('link', { name: /Details/ }).click();
    await expectHeading(page, 'Claim details');
    await expect(page.getByTestId('service-lines')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('navigation', { name: 'Claims and EOBs' }).getByRole('link', { name: 'EOBs' }).click();
    await expectHeading(page, 'Explanations of benefits (EOBs)');
    await expect(page.getByTestId('eob-row').first()).toBeVisible();
    await expectNoAxeViolations(page);

    // The PDF the app receives is read on its way in, then handed on untouched.
    const pdfs: Buffer[] = [];
    await page.route(/\/api\/eobs\/[^/]+\/pdf$/, async (route) => {
      const response = await route.fetch();
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('application/pdf');
      pdfs.push(await response.body());
      await route.fulfill({ response });
    });
    const popup = page.waitForEvent('popup');
    await page.getByTestId('eob-row').first().getByRole('button', { name: /Download PDF/ }).click();
    await expect.poll(() => pdfs.length).toBe(1);
    expect(pdfs[0]?.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await popup;
  });

});

test.describe('the subscriber\'s care and claims pages', { tag: '@one-width' }, () => {
  // One tab walks the subscriber's pages, a step each; the step whose visits pin a fault plan for the
  // tab's session comes last.
  test('the subscriber: family primary care, find care, the claims count and pages, the EOB pages, no Navitus, and failing services', async ({ page }) => {
    test.setTimeout(300_000);
    await signIn(page, 'subscriber');
    await test.step('the subscriber sees the family, past providers, and an empty search state', async () => {
      await navigateInApp(page, '/find-care/primary-care');
      await expectHeading(page, 'Primary care');
      await expect(page.getByTestId('pcp-member')).toHaveCount(5);
      await expect(page.getByTestId('pcp-member').filter({ hasText: 'Maya Hollis' })).toContainText('Select where you access primary care');
      // Past selections with the reason they ended show on the family page too.
      const daniel = page.getByTestId('pcp-member').filter({ hasText: 'Daniel Hollis' });
      await expect(daniel.getByTestId('current-provider')).toHaveText('Amelia Ortiz, MD');
      await expect(daniel).toContainText('Harold Jensen, MD');
      await expect(daniel).toContainText('Provider retired');
      await expect(page.getByText(/Eligible/).first()).toBeVisible();
      await expectNoAxeViolations(page);

      await navigateInApp(page, '/find-care/primary-care/0');
      await expectHeading(page, 'Daniel Hollis: primary care');
      const history = page.getByTestId('pcp-history');
      await expect(history).toContainText('Harold Jensen, MD');
      await expect(history).toContainText('Provider retired');
      await expect(history).toContainText('This provider is no longer in our directory.');
      await expect(history).toContainText(/\d{2}\/\d{2}\/\d{4} - \d{2}\/\d{2}\/\d{4}/);
      await expectNoAxeViolations(page);

      await navigateInApp(page, '/find-care/primary-care/2/search');
      await expectHeading(page, 'Find a primary care provider for Maya');
      await page.getByLabel('Provider name or specialty (optional)').fill('cardiothoracic surgery');
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page.getByTestId('no-providers')).toBeVisible();
      await page.getByLabel('ZIP code').fill('972');
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page.getByText('Invalid zip code')).toBeVisible();
      // The message is tied to the field, and what the member typed stays for them to correct.
      await expect(page.getByLabel('ZIP code')).toHaveValue('972');
      await expect(page.getByLabel('ZIP code')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel('ZIP code')).toHaveAccessibleDescription(/Invalid zip code/);
      await expectNoAxeViolations(page);

      // Results come a page at a time.
      await page.getByLabel('ZIP code').fill('97214');
      await page.getByLabel('Provider name or specialty (optional)').fill('');
      await page.getByLabel('Distance').selectOption({ label: 'Within 100 miles' });
      await page.getByRole('button', { name: 'Search' }).click();
      const pages = page.getByRole('navigation', { name: 'Search result pages' });
      await expect(pages).toContainText('Page 1 of 2');
      await expect(page.getByTestId('provider-result')).toHaveCount(10);
      const next = pages.getByRole('button', { name: 'Next page', exact: true });
      await next.click();
      await expect(pages).toContainText('Page 2 of 2');
      await expect(page.getByTestId('provider-result')).not.toHaveCount(0);
      // The last page's Next says it goes no further, and keeps the focus it had.
      await expect(next).toHaveAttribute('aria-disabled', 'true');
      await expect(next).toBeFocused();
    });
    await test.step('find care lists the member’s ways to find care and the dentist directory', async () => {
      await navigateInApp(page, '/find-care');
      await expect(page).toHaveURL(/\/find-care\/resources$/);
      await expectHeading(page, 'Find care');
      const resources = page.getByTestId('care-resources');
      await expect(resources).toContainText('Primary care');
      await expect(resources).toContainText('Text a doctor');
      await expect(resources).toContainText('Call a nurse');
      await expectNoAxeViolations(page);

      await navigateInApp(page, '/find-care/find-a-dentist');
      await expectHeading(page, 'Find a dentist');
      await expect(page.getByTestId('dentist-directory')).toHaveAttribute('href', /^https:\/\/.+find-a-dentist$/);
      await expectNoAxeViolations(page);

      // Passport dental's link carries plan=25 for the Medicare network.
      await navigateInApp(page, '/find-care/find-a-dentist?plan=25');
      await expect(page.getByTestId('dentist-directory')).toHaveAttribute('href', /[?&]plan=25$/);
    });
    await test.step('the count and the totals say which claims they cover, Next and Previous turn the pages, and the date hint sits under the date fields', async () => {
      await navigateInApp(page, '/claims');
      await expectHeading(page, 'Claims');
      const count = page.getByRole('status').filter({ hasText: /claims/ });
      await expect(count).toHaveText(/^Showing 1–25 of \d+ claims$/);
      const total = Number(/of (\d+) claims/.exec((await count.textContent()) ?? '')?.[1]);
      await expect(page.getByRole('heading', { name: `Totals for all ${total} claims`, exact: true })).toBeVisible();
      for (const label of ['Start date', 'End date']) {
        const input = page.getByLabel(label, { exact: true });
        await expect(input).toHaveAccessibleDescription(/^mm\/dd\/yyyy, no earlier than \d{2}\/\d{2}\/\d{4}$/);
        const hint = page.locator('.field').filter({ has: input }).locator('.field__hint');
        const [field, note] = [await input.boundingBox(), await hint.boundingBox()];
        expect(field !== null && note !== null).toBe(true);
        if (field === null || note === null) continue;
        // Right under its own field, not under another column.
        expect(note.x).toBeGreaterThanOrEqual(field.x - 1);
        expect(note.x).toBeLessThan(field.x + field.width);
        expect(note.y).toBeGreaterThanOrEqual(field.y + field.height - 1);
      }

      // 25 claims a page: Next shows the next 25 in place of these, until the last page, and Previous goes back.
      const pages = Math.ceil(total / 25);
      const table = page.getByTestId('claims');
      const rows = table.locator('tbody tr');
      const paging = page.getByRole('navigation', { name: 'Claims pages' });
      const next = paging.getByRole('button', { name: 'Next page', exact: true });
      const previous = paging.getByRole('button', { name: 'Previous page', exact: true });
      await expect(rows).toHaveCount(25);
      await expect(paging).toContainText(`Page 1 of ${pages}`);
      await expect(previous).toBeDisabled();
      const firstRow = await rows.first().getAttribute('data-date');
      for (let at = 2; at <= pages; at += 1) {
        await next.click();
        const last = Math.min(at * 25, total);
        await expect(count).toHaveText(`Showing ${(at - 1) * 25 + 1}–${last} of ${total} claims`);
        await expect(rows).toHaveCount(last - (at - 1) * 25);
        await expect(paging).toContainText(`Page ${at} of ${pages}`);
        await expect(table).toHaveAttribute('aria-busy', 'false');
      }
      await expect(next).toBeDisabled();
      // The button that reached the last page keeps the focus.
      await expect(next).toBeFocused();
      await expect(page.getByRole('heading', { name: `Totals for all ${total} claims`, exact: true })).toBeVisible();
      for (let at = pages - 1; at >= 1; at -= 1) await previous.click();
      await expect(count).toHaveText(`Showing 1–25 of ${total} claims`);
      await expect(rows.first()).toHaveAttribute('data-date', firstRow ?? '');
    });
    await test.step('the EOBs come 25 at a time: the count says which of them all, and Next shows the next ones', async () => {
      // Paging through every page, by keyboard and in Spanish, is eobs.spec.ts's, with a family of years of EOBs.
      await navigateInApp(page, '/eobs');
      const count = page.getByRole('status').filter({ hasText: 'EOBs' });
      await expect(count).toHaveText(/^Showing 1–25 of \d+ EOBs$/, FIRST_LOAD);
      await expect(page.getByTestId('eob-row')).toHaveCount(25);
      await page.getByRole('navigation', { name: 'EOB pages' }).getByRole('button', { name: 'Next page', exact: true }).click();
      await expect(count).toHaveText(/^Showing 26–\d+ of \d+ EOBs$/);
      await expect(page.getByTestId('eobs')).toHaveAttribute('aria-busy', 'false');
    });
    await test.step('without the Navitus program /navitus is not found', async () => {
      await navigateInApp(page, '/navitus');
      await expect(page).toHaveURL(/\/error\/404$/, FIRST_LOAD);
    });
    await test.step('when the claims or EOB service fails the page says so; a failed provider search shows the error page', async () => {
      // The sandbox's fault plan (`fault=call:status`) holds for the browser session; each visit pins a new one.
      await page.goto('/claims?fault=claims.page:503');
      await expectHeading(page, 'Claims');
      await expect(page.getByTestId('claims-unavailable')).toContainText('We can’t show your claims right now.');
      await expect(page.getByTestId('claims-unavailable').getByRole('button', { name: 'Try again' })).toBeVisible();
      await expectNoAxeViolations(page);

      await page.goto('/eobs?fault=eobs.pdf:500');
      await expectHeading(page, 'Explanations of benefits (EOBs)');
      await page.getByTestId('eob-row').first().getByRole('button', { name: /Download PDF/ }).click();
      await expect(page.getByTestId('eob-row').first()).toContainText('We couldn’t open this EOB.');
      await expectNoAxeViolations(page);

      // A provider lookup that fails (other than a 404) leaves the page with what the history knows.
      await page.goto('/find-care/primary-care/0?fault=pcp.provider:500');
      await expectHeading(page, 'Daniel Hollis: primary care');
      await expect(page.getByText('Some provider details are not available right now.')).toBeVisible();
      await expect(page.getByTestId('current-provider')).toHaveText('Amelia Ortiz, MD');

      // Any other failed call goes to the error page with the status, the URL unchanged (spec section 8).
      await page.goto('/find-care/primary-care/2/search?fault=pcp.search:500');
      await expectHeading(page, "Sorry, we're having a problem with our system. We'll get this fixed soon.");
      await expect(page).toHaveURL(/\/find-care\/primary-care\/2\/search\?fault=/);
    });
  });
});

test.describe('other members\' claims pages', { tag: '@one-width' }, () => {
  // One tab walks the members in turn, each signed in afresh (a step each).
  test('the spouse, a member with 25 years of claims, a Navitus member and a termed member', async ({ page }) => {
    test.setTimeout(300_000);
    await test.step('the spouse sees Claims, only their own, and no EOBs', async () => {
      await forgetSession(page);
      await signIn(page, 'spouse');
      await expect(page.getByRole('link', { name: 'Claims', exact: true }).filter({ visible: true }).first()).toBeVisible();
      await expect(page.getByRole('link', { name: 'Claims/EOBs' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Claims/EOBs' })).toHaveCount(0);
      await navigateInApp(page, '/claims');
      await expectHeading(page, 'Claims');
      await expect(page.getByRole('navigation', { name: 'Claims and EOBs' })).toHaveCount(0);
      await expect(page.getByLabel('Member', { exact: true })).toHaveCount(0);
      await expect(page.getByTestId('claim-row').first()).toBeVisible();
      const members = await page.getByTestId('claim-row').evaluateAll((elements) => [...new Set(elements.map((element) => element.getAttribute('data-member')))]);
      expect(members).toHaveLength(1);
      await expectNoAxeViolations(page);

      await navigateInApp(page, '/eobs');
      await expect(page).toHaveURL(/\/error\/404$/, FIRST_LOAD);
      await expectHeading(page, NOT_FOUND);
    });
    await test.step('a member with 25 years of claims pages through them, and a filter pages what it found', async () => {
      const answers: number[] = [];
      page.on('response', (response) => {
        if (new URL(response.url()).pathname.endsWith('/api/claims/page')) answers.push(response.status());
      });
      await forgetSession(page);
      await signIn(page, 'history');
      await navigateInApp(page, '/claims');
      await expectHeading(page, 'Claims');
      const count = page.getByRole('status').filter({ hasText: /claims/ });
      await expect(count).toHaveText(/^Showing 1–25 of \d+ claims$/, FIRST_LOAD);
      const total = Number(/of (\d+) claims/.exec((await count.textContent()) ?? '')?.[1]);
      expect(total).toBeGreaterThanOrEqual(2000);
      const pages = Math.ceil(total / 25);
      const table = page.getByTestId('claims');
      const rows = table.locator('tbody tr');
      const paging = page.getByRole('navigation', { name: 'Claims pages' });
      await expect(rows).toHaveCount(25);
      await expect(paging).toContainText(`Page 1 of ${pages}`);
      const newest = await rows.first().getAttribute('data-date');

      // The next page replaces this one: the table keeps 25 rows, older than the page before.
      await paging.getByRole('button', { name: 'Next page', exact: true }).click();
      await expect(count).toHaveText(`Showing 26–50 of ${total} claims`);
      await expect(rows).toHaveCount(25);
      await expect(table).toHaveAttribute('aria-busy', 'false');
      const older = (await rows.first().getAttribute('data-date')) ?? '';
      expect(older).not.toBe('');
      expect(older <= (newest ?? '')).toBe(true);

      // A filter starts again at its first page, counting only what it found.
      await page.getByLabel('Claim type', { exact: true }).selectOption({ label: 'Dental' });
      await page.getByRole('button', { name: 'Apply filters', exact: true }).click();
      await expect(count).toHaveText(/^Showing 1–25 of \d+ claims$/);
      const dental = Number(/of (\d+) claims/.exec((await count.textContent()) ?? '')?.[1]);
      expect(dental).toBeLessThan(total);
      await expect(page.getByRole('heading', { name: `Totals for all ${dental} claims matching these filters`, exact: true })).toBeVisible();
      await expect(paging).toContainText(`Page 1 of ${Math.ceil(dental / 25)}`);
      await expect(table.locator('tbody tr .claims-table__type')).toHaveText(Array.from({ length: 25 }, () => 'Dental'));
      expect(answers.length).toBeGreaterThanOrEqual(3);
      expect(answers.every((status) => status === 200)).toBe(true);
      await expectNoAxeViolations(page);
    });
    await test.step('a Navitus member reaches /navitus with pharmacy claims; others do not', async () => {
      await forgetSession(page);
      await signIn(page, 'navitus');
      await navigateInApp(page, '/navitus');
      await expectHeading(page, 'Pharmacy benefits through Navitus');
      await expect(page.getByTestId('pharmacy-claims').getByTestId('claim-row').first()).toBeVisible();
      const site = page.getByRole('link', { name: /Go to Navitus/ });
      await expect(site).toHaveAttribute('href', 'https://members.navitus.com');
      await expect(site).toHaveAttribute('target', '_blank');
      await expect(site).toHaveAttribute('rel', /noopener/);
      await expectNoAxeViolations(page);

      // Their claims page points at Navitus for pharmacy claims.
      await navigateInApp(page, '/claims');
      await expect(page.getByRole('link', { name: 'See pharmacy claims' })).toHaveAttribute('href', '/navitus', FIRST_LOAD);
    });
    await test.step('a termed member still reaches Claims but not Find care', async () => {
      await forgetSession(page);
      await signIn(page, 'termed');
      await navigateInApp(page, '/claims');
      await expectHeading(page, 'Claims');
      await expect(page.getByTestId('claim-row').first()).toBeVisible();
      await expect(page.getByText('Denied').first()).toBeVisible();
      await expectNoAxeViolations(page);

      await navigateInApp(page, '/find-care/resources');
      await expect(page).toHaveURL(HOME);
    });
  });
});
