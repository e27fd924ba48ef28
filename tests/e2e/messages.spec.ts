import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { navigateInApp } from './support/navigation';
import { startSignedIn } from './support/signed-in';

/**
 * Secure messages end to end on the sandbox: the subscriber asks about a claim from its page with a PDF
 * attached, sees member services' answer arrive, replies, and the header's count follows; the spouse, on
 * the same sandbox, sees none of it. One test in phases, since each phase starts from the last.
 */

const A_PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

test('the subscriber asks about a claim with a PDF, reads the answer and replies; the spouse sees none of it', { tag: '@one-width' }, async ({ page, browser }) => {
  test.setTimeout(120_000);
  await startSignedIn(page, 'subscriber', { path: '/claims' });
  const header = page.getByTestId('unread-messages');
  let threadPath = '';

  let claimPath = '';
  await test.step('from a claim page, the form opens filled in with the claim', async () => {
    const firstClaim = page.locator('main a[href^="/claims/"]').first();
    claimPath = (await firstClaim.getAttribute('href')) ?? '';
    await firstClaim.click();
    await page.getByRole('link', { name: 'Ask about this claim' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('New message');
    // The messages pages sit in the account menu, which ends with Log out as on every account page.
    await expect(page.getByRole('navigation', { name: 'Account settings' }).getByRole('button', { name: 'Log out' })).toBeVisible();
    const claimId = decodeURIComponent(claimPath.split('/').pop() ?? '');
    await expect(page.getByLabel('Topic')).toHaveValue('claim');
    await expect(page.getByLabel('Reference')).toHaveValue(claimId);
  });

  await test.step('a PDF attached and the message sent (a double click sends it once): focus on it, the claim linked back, the PDF downloaded as sent', async () => {
    await page.getByLabel('Subject').fill('Why was this claim not paid in full?');
    await page.getByLabel('Message', { exact: true }).fill('I expected the plan to pay more for this visit.');
    await page.getByLabel('Attach files').setInputFiles({ name: 'itemised-bill.pdf', mimeType: 'application/pdf', buffer: A_PDF });
    await expect(page.getByTestId('attached-files')).toContainText('itemised-bill.pdf');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Send message' }).dblclick();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Why was this claim not paid in full?');
    await expect(page.getByTestId('message').first()).toBeFocused();
    await expect(page.getByTestId('message').first()).toContainText('I expected the plan to pay more for this visit.');
    await expect(page.getByTestId('thread-reference')).toHaveAttribute('href', claimPath);
    // The attachment downloads as the file the member sent, under its name.
    const [saved] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download itemised-bill.pdf' }).click()]);
    expect(saved.suggestedFilename()).toBe('itemised-bill.pdf');
    expect(await readFile(await saved.path())).toEqual(A_PDF);
    threadPath = new URL(page.url()).pathname;
  });

  await test.step("member services' answer arrives: the header counts it and says so politely; opened, it is read and the count clears", async () => {
    await expect(header).toHaveAccessibleName('Messages, 1 unread message', { timeout: 15_000 });
    await expect(page.getByTestId('unread-announcement')).toHaveText('You have 1 unread message.');
    await page.getByRole('button', { name: 'Check for new messages' }).click();
    await expect(page.getByTestId('message')).toHaveCount(2);
    await expect(page.getByTestId('message').last()).toContainText('Member services');
    await expect(header).toHaveAccessibleName('Messages');
    await expect(page.getByTestId('unread-announcement')).toHaveText('No unread messages.');
  });

  await test.step("the reply is sent and focused; member services' next answer shows in the inbox and the header", async () => {
    // The reply box says its limit, as the new message's does.
    await expect(page.getByLabel('Your reply')).toHaveAccessibleDescription('Up to 4,000 characters. Do not include passwords.');
    await page.getByLabel('Your reply').fill('Thank you, that explains it.');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByTestId('message')).toHaveCount(3);
    await expect(page.getByTestId('message').last()).toBeFocused();
    await expect(page.getByTestId('message').last()).toContainText('Thank you, that explains it.');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'All messages' }).click();
    await expect(page.getByTestId('message-threads')).toContainText('Why was this claim not paid in full?');
    await expect(header).toHaveAccessibleName('Messages, 1 unread message', { timeout: 15_000 });
    await expect(page.getByTestId('unread-announcement')).toHaveText('You have 1 unread message.');
    // The inbox shown again lists the thread as unread.
    await page.getByRole('link', { name: 'New message' }).click();
    await page.getByRole('link', { name: 'All messages' }).click();
    await expect(page.getByTestId('message-threads')).toContainText('1 unread');
  });

  await test.step('the spouse, on the same sandbox, sees none of it', async () => {
    const sandboxSession = (await page.evaluate(() => sessionStorage.getItem('md_sandbox_session'))) ?? undefined;
    const context = await browser.newContext();
    const spouse = await context.newPage();
    await startSignedIn(spouse, 'spouse', { sandboxSession, path: '/messages' });
    await expect(spouse.getByText('You have no messages yet.')).toBeVisible();
    await expect(spouse.getByTestId('unread-messages')).toHaveAccessibleName('Messages');
    await navigateInApp(spouse, threadPath);
    await expect(spouse.getByRole('heading', { level: 1 })).toHaveText('This conversation could not be found');
    await context.close();
  });
});
