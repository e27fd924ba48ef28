import { expect as baseExpect, test, type Page } from '@playwright/test';
import type { DomainId } from './support/personas';
import { startSignedIn } from './support/signed-in';

/**
 * The accessibility statement (/accessibility): public, reached from every page's footer by visitors and
 * members alike, it names the standard the dashboard meets and how to report a barrier, with the brand's
 * own phone number. None of it depends on the width, so it runs at one width (@one-width).
 */

const expect = baseExpect.configure({ timeout: 15_000 });
const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first();

test.describe('the accessibility statement', { tag: '@one-width' }, () => {
  for (const domain of [1, 2, 5] as readonly DomainId[]) {
    test(`domain ${domain}: a visitor reaches it from the login page's footer; it names the standard and how to report a barrier`, async ({ page }) => {
      await page.goto(`/login?domain=${domain}`);
      await expect(heading(page)).toBeVisible();
      await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility', exact: true }).click();
      await expect(page).toHaveURL(/\/accessibility$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeFocused();
      const main = page.getByRole('main');
      await expect(main).toContainText('Web Content Accessibility Guidelines (WCAG) 2.2 at level AA');
      const report = main.getByRole('region', { name: 'Report a barrier' });
      await expect(report.getByRole('link', { name: /^1-800-555-01\d\d$/ })).toHaveAttribute('href', /^tel:\+1800555\d{4}$/);
      await expect(report).toContainText('TTY: call 711');
      await expect(report.getByRole('link', { name: 'Other ways to contact us' })).toHaveAttribute('href', '/contact-us');
    });
  }

  test('a member finds it in the footer too, with the customer service page as the other way to contact', async ({ page }) => {
    await startSignedIn(page, 'subscriber');
    await expect(page).toHaveURL(/\/home$/);
    await expect(heading(page)).toBeFocused();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeFocused();
    const report = page.getByRole('region', { name: 'Report a barrier' });
    await expect(report.getByRole('link', { name: /@cascadehealth\.example\.com$/ })).toHaveAttribute('href', /^mailto:/);
    await expect(report.getByRole('link', { name: 'Other ways to contact us' })).toHaveAttribute('href', '/support/customer-service');
  });
});
