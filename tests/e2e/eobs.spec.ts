import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { test } from './support/worker-context';
import { expectNoAxeViolations } from './support/axe';
import { settle } from './support/navigation';
import { forgetSession, startSignedIn } from './support/signed-in';
import { englishLeft, horizontalOverflow } from './support/spanish';

/**
 * The EOBs page of a family with years of history (the sandbox's `history`: hundreds of EOBs), which the
 * gateway answers 25 at a time: the count says which of them all the page shows, and Previous and Next
 * turn the pages by keyboard, the button pressed keeping the focus; in English and in Spanish, at the
 * phone's and the desktop's width (the width changes how the table and the page buttons are laid out).
 * The accessibility sweep audits the first page; this audits the pages it does not reach.
 */

const TODAY = '2025-11-20';
const PAGE_SIZE = 25;
/** The first load of a page compiles its chunks: it gets more time. */
const FIRST_LOAD = { timeout: 20_000 };

test.describe.configure({ timeout: 180_000 });

const rowIds = (page: Page) => page.getByTestId('eob-row').evaluateAll((rows) => rows.map((row) => row.querySelector('a')?.getAttribute('href') ?? ''));

test('a family with years of EOBs pages through them by keyboard, in English and in Spanish', async ({ page }) => {
  const rows = page.getByTestId('eob-row');
  const table = page.getByTestId('eobs');
  let total = 0;
  let pages = 0;
  // One sandbox session for both sign-ins: it builds the family's years of history once.
  const sandboxSession = randomUUID();

  await test.step('in English: the count, then Next and Previous by keyboard, the focus kept, to the last page and back', async () => {
    await startSignedIn(page, 'history', { path: '/eobs', today: TODAY, sandboxSession });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Explanations of benefits (EOBs)', FIRST_LOAD);
    await settle(page);
    const count = page.getByRole('status').filter({ hasText: 'EOBs' });
    await expect(count).toHaveText(/^Showing 1–25 of \d+ EOBs$/);
    total = Number(/of (\d+) EOBs/.exec((await count.textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThanOrEqual(300);
    pages = Math.ceil(total / PAGE_SIZE);
    await expect(rows).toHaveCount(PAGE_SIZE);
    const paging = page.getByRole('navigation', { name: 'EOB pages' });
    const next = paging.getByRole('button', { name: 'Next page', exact: true });
    const previous = paging.getByRole('button', { name: 'Previous page', exact: true });
    await expect(paging).toContainText(`Page 1 of ${pages}`);
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    const newest = await rowIds(page);

    // From the last link of the table, Tab reaches Previous, then Next; Enter turns the page in place.
    await rows.last().getByRole('link').focus();
    await page.keyboard.press('Tab');
    await expect(previous).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(count).toHaveText(`Showing 26–50 of ${total} EOBs`);
    await expect(paging).toContainText(`Page 2 of ${pages}`);
    await expect(table).toHaveAttribute('aria-busy', 'false');
    await expect(next).toBeFocused();
    const second = await rowIds(page);
    expect(second).toHaveLength(PAGE_SIZE);
    expect(second.filter((id) => newest.includes(id))).toEqual([]);
    await expectNoAxeViolations(page);

    for (let at = 3; at <= pages; at += 1) {
      await page.keyboard.press('Enter');
      await expect(paging).toContainText(`Page ${at} of ${pages}`);
    }
    await expect(count).toHaveText(`Showing ${(pages - 1) * PAGE_SIZE + 1}–${total} of ${total} EOBs`);
    await expect(rows).toHaveCount(total - (pages - 1) * PAGE_SIZE);
    // The last page's Next says it goes no further and keeps the focus when pressed.
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Enter');
    await expect(next).toBeFocused();
    await expect(paging).toContainText(`Page ${pages} of ${pages}`);
    await expectNoAxeViolations(page);

    await page.keyboard.press('Shift+Tab');
    await expect(previous).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(paging).toContainText(`Page ${pages - 1} of ${pages}`);
    await expect(previous).toBeFocused();
    await expect(rows).toHaveCount(PAGE_SIZE);
  });

  await test.step('in Spanish: the count and the page buttons say the same, a page turn answers, no English left, nothing wider than the screen', async () => {
    await forgetSession(page);
    await startSignedIn(page, 'history', { path: '/eobs', today: TODAY, language: 'es', sandboxSession });
    await expect(page.locator('html')).toHaveAttribute('lang', 'es', FIRST_LOAD);
    await settle(page);
    const conteo = page.getByRole('status').filter({ hasText: 'EOB' });
    await expect(conteo).toHaveText(`Se muestran 1–25 de ${total} EOB`);
    const paginas = page.getByRole('navigation', { name: 'Páginas de EOB' });
    const siguiente = paginas.getByRole('button', { name: 'Página siguiente', exact: true });
    await siguiente.focus();
    await page.keyboard.press('Enter');
    await expect(paginas).toContainText(`Página 2 de ${pages}`);
    await expect(conteo).toHaveText(`Se muestran 26–50 de ${total} EOB`);
    await expect(siguiente).toBeFocused();
    await expect(table).toHaveAttribute('aria-busy', 'false');
    expect(await englishLeft(page, 'main')).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);
  });

  // Last: a fault plan holds for the tab's sandbox session (each visit below pins its own).
  await test.step('while a slow page loads, the page being read stays, marked busy, and the count says so', async () => {
    await page.goto('/eobs?fault=eobs.page:latency-2000');
    await settle(page);
    const conteo = page.getByRole('status').filter({ hasText: 'EOB' });
    await expect(conteo).toHaveText(/^Se muestran 1–25 de \d+ EOB$/);
    const shown = await rowIds(page);
    await page.getByRole('navigation', { name: 'Páginas de EOB' }).getByRole('button', { name: 'Página siguiente', exact: true }).click();
    await expect(conteo).toHaveText('Cargando EOB');
    await expect(table).toHaveAttribute('aria-busy', 'true');
    expect(await rowIds(page)).toEqual(shown);
    await expect(conteo).toHaveText(/^Se muestran 26–50 de \d+ EOB$/, FIRST_LOAD);
    await expect(table).toHaveAttribute('aria-busy', 'false');
  });

  await test.step('when the EOB service fails, the page says so and offers to try again', async () => {
    await page.goto('/eobs?fault=eobs.page:503');
    await settle(page);
    const unavailable = page.getByTestId('claims-unavailable');
    await expect(unavailable).toContainText('No podemos mostrar sus EOB en este momento.');
    await expect(unavailable.getByRole('button', { name: 'Intentar de nuevo' })).toBeVisible();
    await expect(rows).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
