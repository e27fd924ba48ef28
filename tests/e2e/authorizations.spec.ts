import { expect, type Page } from '@playwright/test';
import { test } from './support/worker-context';
import { ERROR_PAGE_COPY } from '../../domain/copy/error-copy';
import { expectNoAxeViolations } from './support/axe';
import { englishLeft } from './support/spanish';
import type { PersonaName } from './support/personas';
import { startSignedIn } from './support/signed-in';

/**
 * The prior authorization and referral tracker as members use it: reached from the Find care menu,
 * the approvals that expire within 30 days, each request with its providers, dates and (for a denial)
 * the reason and the appeal steps, the filters with the stricter date range rule, and the look-up of
 * whether a service needs prior authorization. The phone (375 px) and desktop (1440 px) projects run
 * every test, so each state below is audited with axe-core at both widths. The clock is pinned so that
 * the dates read the same every day.
 */

const TODAY = '2025-11-20';
/** The dev server compiles each page the first time it is asked for: first loads get more time. */
const FIRST_LOAD = { timeout: 20_000 };

test.describe.configure({ timeout: 120_000 });

async function openTracker(page: Page, persona: PersonaName): Promise<void> {
  await startSignedIn(page, persona, { today: TODAY });
  await expect(page).toHaveURL(/\/home$/, FIRST_LOAD);
  await page.goto('/find-care/resources');
  await page.getByRole('navigation', { name: 'Find care' }).getByRole('link', { name: 'Authorizations', exact: true }).click();
  await expect(page).toHaveURL(/\/find-care\/authorizations$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prior authorizations and referrals', FIRST_LOAD);
}

const card = (page: Page, service: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: service, exact: true }) });

test('the subscriber follows the family’s requests, sees what expires soon and why a request was denied', async ({ page }) => {
  await openTracker(page, 'subscriber');
  const notice = page.getByRole('region', { name: 'Approvals that expire soon' });
  await expect(notice.getByRole('listitem')).toHaveText([
    'MRI of the knee for Daniel Hollis: approved until December 2, 2025',
    'Physical therapy, therapeutic exercise for Daniel Hollis: approved until December 15, 2025',
  ]);
  await expect(page.getByRole('status').filter({ hasText: 'requests' })).toHaveText('10 requests');

  const mri = card(page, 'MRI of the knee');
  await expect(mri).toContainText('Expires soon');
  await expect(mri).toContainText('Eastside Imaging Center');
  await expect(mri).toContainText('1 visit, November 3, 2025 to December 2, 2025');

  const therapy = card(page, 'Psychotherapy, 45 minutes');
  await expect(therapy).toContainText('More information needed');
  await expect(therapy).toContainText('Decision due by');
  await expect(therapy).toContainText('November 22, 2025, 11:30 AM (expedited)');

  const denied = card(page, 'Adalimumab injections (Humira)');
  await expect(denied).toContainText('We denied this request because your plan covers adalimumab only after you have tried methotrexate');
  await expect(denied.getByRole('heading', { name: 'How to appeal' })).toBeVisible();
  await expect(denied).toContainText('by April 22, 2026');

  // Adults' requests are theirs alone; so is a 17-year-old's confidential care.
  await expect(page.getByText('Overnight sleep study')).toHaveCount(0);
  await expect(page.getByText('Contraceptive implant or IUD placement')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('the filters narrow by member and status and keep a bad date with its message', { tag: '@one-width' }, async ({ page }) => {
  await openTracker(page, 'subscriber');
  await page.getByRole('combobox', { name: 'Member', exact: true }).selectOption({ label: 'Daniel Hollis' });
  await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption({ label: 'Expired' });
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'requests' })).toHaveText('2 requests');
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(['Allergy testing and treatment', 'CPAP machine for sleep apnea']);

  const start = page.getByRole('textbox', { name: 'Start date' });
  await start.fill('11/19/2023');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(start).toHaveAccessibleDescription(/Start date cannot be more than two years ago/);
  await expect(start).toHaveValue('11/19/2023');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'requests' })).toHaveText('10 requests');
});

test('a family with years of requests pages through them, each page with its statuses and appeal links', { tag: '@one-width' }, async ({ page }) => {
  await openTracker(page, 'history');
  const count = page.getByRole('status').filter({ hasText: 'requests' });
  await expect(count).toHaveText(/^Showing 1–20 of \d+ requests$/, FIRST_LOAD);
  const total = Number(/of (\d+) requests/.exec((await count.textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThan(150);
  const pages = Math.ceil(total / 20);
  const cards = page.locator('.authorization-list > li.authorization-card');
  const paging = page.getByRole('navigation', { name: 'Pages of requests' });
  const next = paging.getByRole('button', { name: 'Next page', exact: true });
  const previous = paging.getByRole('button', { name: 'Previous page', exact: true });
  await expect(cards).toHaveCount(20);
  await expect(paging).toContainText(`Page 1 of ${pages}`);
  await expect(previous).toHaveAttribute('aria-disabled', 'true');
  const newest = await cards.first().getAttribute('aria-labelledby');

  /** On the page shown, a denied or partly approved request, and only such, offers its own appeal form. */
  const appealLinksAreRight = async (): Promise<number> => {
    let appealable = 0;
    for (const shown of await cards.all()) {
      const reference = ((await shown.getAttribute('aria-labelledby')) ?? '').replace(/^authorization-/, '');
      const status = (await shown.locator('.authorization-status').first().textContent()) ?? '';
      const links = shown.getByTestId('appeal-this-decision');
      if (status === 'Denied' || status === 'Partly approved') {
        appealable += 1;
        await expect(links).toHaveCount(1);
        expect(await links.getAttribute('href')).toContain(reference);
      } else {
        await expect(links).toHaveCount(0);
      }
    }
    return appealable;
  };
  let appealable = await appealLinksAreRight();

  // The next page replaces this one with the 20 requests received before; the button keeps the focus.
  await next.click();
  await expect(count).toHaveText(`Showing 21–40 of ${total} requests`);
  await expect(cards).toHaveCount(20);
  await expect(paging).toContainText(`Page 2 of ${pages}`);
  await expect(next).toBeFocused();
  expect(await cards.first().getAttribute('aria-labelledby')).not.toBe(newest);
  appealable += await appealLinksAreRight();
  expect(appealable).toBeGreaterThan(0);

  // To the last page by keyboard: its Next button says it goes no further and keeps the focus.
  for (let at = 3; at <= pages; at += 1) {
    await page.keyboard.press('Enter');
    await expect(paging).toContainText(`Page ${at} of ${pages}`);
  }
  await expect(count).toHaveText(`Showing ${(pages - 1) * 20 + 1}–${total} of ${total} requests`);
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Enter');
  await expect(next).toBeFocused();
  await expect(paging).toContainText(`Page ${pages} of ${pages}`);
  await expectNoAxeViolations(page);

  // In Spanish (the tracker reads the same page again, in the member's language), the count and the page
  // buttons say the same, and a page turn still answers.
  await page.getByRole('button', { name: 'Español', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const conteo = page.getByRole('status').filter({ hasText: 'solicitudes' });
  await expect(conteo).toHaveText(`Se muestran ${(pages - 1) * 20 + 1}–${total} de ${total} solicitudes`);
  const paginas = page.getByRole('navigation', { name: 'Páginas de solicitudes' });
  await paginas.getByRole('button', { name: 'Página anterior', exact: true }).click();
  await expect(paginas).toContainText(`Página ${pages - 1} de ${pages}`);
  await expect(conteo).toHaveText(`Se muestran ${(pages - 2) * 20 + 1}–${(pages - 1) * 20} de ${total} solicitudes`);
  expect(await englishLeft(page, '.authorizations-count, .pager')).toEqual([]);
  await page.getByRole('button', { name: 'English', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // A filter starts again at its first page, counting only what it found.
  await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption({ label: 'Denied' });
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(count).toHaveText(/^(Showing 1–20 of \d+|\d+) requests$/);
  await expect(cards.locator('.authorization-status').filter({ hasNotText: 'Expires soon' })).toHaveText(Array.from({ length: await cards.count() }, () => 'Denied'));
});

test('the look-up says whether a service needs prior authorization and what to do next', { tag: '@one-width' }, async ({ page }) => {
  await openTracker(page, 'subscriber');
  const field = page.getByRole('textbox', { name: 'Service name or code' });
  await field.fill('mr');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(field).toHaveAccessibleDescription('Service name or code is under the character minimum');
  await expect(field).toHaveValue('mr');

  await field.fill('knee MRI');
  await page.getByRole('button', { name: 'Check' }).click();
  const answer = page.locator('.prior-auth-lookup__answer');
  await expect(answer).toContainText('MRI of the knee or another leg joint');
  await expect(answer).toContainText('Needs prior authorization');
  await expect(answer).toContainText('Ask them to send the request');

  await field.fill('71020');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(answer).toHaveText('71020 is not on your plan’s prior authorization list, so it needs no prior authorization.');
  await expectNoAxeViolations(page);
});

test('an adult dependant sees only their own requests', { tag: '@one-width' }, async ({ page }) => {
  await openTracker(page, 'spouse');
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(['Psychotherapy, 60 minutes', 'Overnight sleep study']);
  await expect(page.getByRole('combobox', { name: 'Member', exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a Providence member follows a dental approval that expires soon', { tag: '@one-width' }, async ({ page }) => {
  await openTracker(page, 'providence');
  await expect(page.getByRole('region', { name: 'Approvals that expire soon' })).toContainText('Crown, porcelain or ceramic for Olivia Bishop');
  await expectNoAxeViolations(page);
});

test('the referrals page leads to the tracker', { tag: '@one-width' }, async ({ page }) => {
  await startSignedIn(page, 'subscriber', { today: TODAY });
  await expect(page).toHaveURL(/\/home$/, FIRST_LOAD);
  await page.goto('/benefits/referrals');
  await page.getByRole('main').getByRole('link', { name: 'Authorizations', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prior authorizations and referrals', FIRST_LOAD);
});

test('the home page notes the approvals that expire within 30 days and leads to the tracker', { tag: '@one-width' }, async ({ page }) => {
  await startSignedIn(page, 'subscriber', { today: TODAY });
  await expect(page).toHaveURL(/\/home$/, FIRST_LOAD);
  const notice = page.getByRole('region', { name: 'Approvals that expire soon' });
  await expect(notice.getByRole('listitem')).toHaveText(
    [
      'MRI of the knee for Daniel Hollis: approved until December 2, 2025',
      'Physical therapy, therapeutic exercise for Daniel Hollis: approved until December 15, 2025',
    ],
    FIRST_LOAD,
  );
  await expectNoAxeViolations(page);
  await notice.getByRole('link', { name: 'See your authorizations' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prior authorizations and referrals', FIRST_LOAD);
});

test('a member without approvals about to expire has no such notice on home', { tag: '@one-width' }, async ({ page }) => {
  await startSignedIn(page, 'spouse', { today: TODAY });
  await expect(page).toHaveURL(/\/home$/, FIRST_LOAD);
  // The tiles and the notice come in one load: once the tiles show, the notice would have too.
  await expect(page.getByTestId('member-information-tile')).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('region', { name: 'Approvals that expire soon' })).toHaveCount(0);
});

test('a failed call ends on the error page, on the tracker, its look-up and home', { tag: '@one-width' }, async ({ page }) => {
  await startSignedIn(page, 'subscriber', { today: TODAY });
  await expect(page).toHaveURL(/\/home$/, FIRST_LOAD);
  const h1 = page.getByRole('heading', { level: 1 });

  await page.goto('/find-care/authorizations?fault=authorizations.page:503');
  await expect(h1).toHaveText(ERROR_PAGE_COPY.unavailableHeading, FIRST_LOAD);

  await page.goto('/find-care/authorizations?fault=authorizations.requirements:500');
  await expect(h1).toHaveText('Prior authorizations and referrals', FIRST_LOAD);
  await page.getByRole('textbox', { name: 'Service name or code' }).fill('knee MRI');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(h1).toHaveText(ERROR_PAGE_COPY.serverErrorHeading);

  await page.goto('/home?fault=authorizations.page:503');
  await expect(h1).toHaveText(ERROR_PAGE_COPY.unavailableHeading, FIRST_LOAD);
});
