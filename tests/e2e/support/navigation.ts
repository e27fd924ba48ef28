import type { Page } from '@playwright/test';

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
