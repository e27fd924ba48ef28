import { expect, test } from '@playwright/test';

test('the login page greets a visitor with its heading', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to your Member Dashboard' })).toBeVisible();
});
