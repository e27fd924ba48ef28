import { expect, type Page } from '@playwright/test';

/**
 * Moves to `path` inside the app, as a link would: the router hears a popstate, nothing reloads, and the
 * tab keeps its session and what the page holds in memory.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Waits for the page at the current URL to be there: a frame rendered after the navigation (the router's
 * render, whose lazy chunk or data may then show a spinner), its first h1 visible, and, unless `loading`
 * is what is being looked at, no spinner left in <main>.
 */
export async function settle(page: Page, options: { readonly loading?: boolean } = {}): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
  if (options.loading !== true) await expect(page.locator('main .spinner')).toHaveCount(0, { timeout: 15_000 });
}
