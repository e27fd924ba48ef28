import { expect, test } from './support/worker-context';
import { startSignedIn } from './support/signed-in';
import { settle } from './support/navigation';

/**
 * The tests that share a worker's browser context (`support/worker-context.ts`) start as a new tab in a
 * new context would, but for the browser's cache: nothing the test before stored, allowed or routed is
 * left, and the app's chunks come from the cache. The tests run in order, in one worker.
 */
test.describe.configure({ mode: 'serial' });

test.describe('a browser context kept by the worker', { tag: '@one-width' }, () => {
  test('a signed-in member leaves cookies, storage, a permission and a route behind', async ({ page, context }) => {
    await startSignedIn(page, 'subscriber');
    await settle(page);
    await page.evaluate(() => {
      localStorage.setItem('left-behind', 'yes');
      sessionStorage.setItem('left-behind', 'yes');
    });
    await context.grantPermissions(['clipboard-read']);
    await context.route('**/gateway/api/account', (route) => route.fulfill({ status: 503, json: {} }));
    expect((await context.cookies()).length).toBeGreaterThan(0);
  });

  test('the next test finds none of it, and the app’s chunks in the cache', async ({ page, context }) => {
    expect(await context.cookies()).toEqual([]);
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
    expect(await page.evaluate(() => navigator.permissions.query({ name: 'clipboard-read' as PermissionName }).then((status) => status.state))).not.toBe('granted');
    // The route is gone: the account answers, and the member's home page shows.
    await startSignedIn(page, 'subscriber');
    await settle(page);
    await expect(page).toHaveURL(/\/home$/);
    // Scripts the test before downloaded come from the cache: nothing crosses the network for them.
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => (entry as PerformanceResourceTiming).transferSize),
    );
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((size) => size > 0)).toEqual([]);
  });

  test('a test that installs a clock gets a context of its own afterwards', async ({ page }) => {
    await page.clock.install({ time: new Date('2020-01-01T12:00:00Z') });
    await page.goto('/login');
    expect(await page.evaluate(() => new Date().getUTCFullYear())).toBe(2020);
  });

  test('the test after it runs on the real clock', async ({ page }) => {
    await page.goto('/login');
    expect(await page.evaluate(() => new Date().getUTCFullYear())).toBeGreaterThan(2020);
  });
});
