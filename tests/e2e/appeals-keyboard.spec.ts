import { expect as baseExpect, test, type Page } from '@playwright/test';
import { startSignedIn } from './support/signed-in';

/**
 * The appeal form and the complaint form with the keyboard alone (WCAG 2.1.1, 2.4.3, 3.3.1): Tab reaches
 * every field in the order they read, a refused submit focuses the error summary whose entries lead to
 * their fields, the form is submitted with Enter, and after each step focus goes on to what replaced it.
 */

const expect = baseExpect.configure({ timeout: 15_000 });

const DAY = '2026-11-22';

/** The focused element, as "kind: name", when it is inside `scope` (a CSS selector); null otherwise. */
async function focused(page: Page, scope: string): Promise<string | null> {
  return page.evaluate((selector) => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element.closest(selector) === null) return null;
    const labelled = element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement ? element.labels?.[0]?.textContent : null;
    const kind = element instanceof HTMLInputElement ? element.type : element.tagName.toLowerCase();
    return `${kind}: ${(labelled ?? element.textContent ?? '').replace(/\s+/g, ' ').trim()}`;
  }, scope);
}

/** Presses Tab until `last` is focused, and gives what was focused on the way inside `scope`, in order. */
async function tabTo(page: Page, scope: string, last: string): Promise<string[]> {
  const seen: string[] = [];
  for (let presses = 0; presses < 40; presses += 1) {
    await page.keyboard.press('Tab');
    const now = await focused(page, scope);
    if (now !== null && seen.at(-1) !== now) seen.push(now);
    if (now === last) return seen;
  }
  throw new Error(`Tab never reached ${last}; it went through ${seen.join(' | ')}`);
}

test('the appeal form by keyboard: every field in order, errors focus the summary, Enter reviews and files, focus follows each step', { tag: '@one-width' }, async ({ page }) => {
  test.setTimeout(120_000);
  await startSignedIn(page, 'subscriber', { today: DAY, path: '/account/appeals/new/authorization/HL1004' });
  await expect(page.getByTestId('appeal-deadline')).toBeVisible();

  await test.step('Tab goes through who appeals, the representative, the reasons, the documents, the urgency and Review, in that order', async () => {
    const member = page.getByRole('radio', { name: 'I am appealing for myself or for a family member on my plan' });
    await member.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: 'A representative is appealing for the member' })).toBeChecked();
    const order = await tabTo(page, 'form.appeal-form', 'button: Review your appeal');
    expect(order).toEqual([
      'text: Representative’s name',
      'file: Signed authorization form naming the representative',
      'textarea: Why should the decision change?',
      'file: Attach a file',
      'checkbox: This is urgent: ask for a decision within 72 hours',
      'button: Review your appeal',
    ]);
    // Ticking "urgent" with Space brings the attestation, next in the order.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: /^This is urgent/ })).toBeChecked();
    await page.keyboard.press('Tab');
    expect(await focused(page, 'form.appeal-form')).toMatch(/^checkbox: I confirm that waiting/);
  });

  await test.step('Enter on Review with nothing filled in focuses the summary; its entries lead to their fields', async () => {
    await page.keyboard.press('Tab');
    expect(await focused(page, 'form.appeal-form')).toBe('button: Review your appeal');
    await page.keyboard.press('Enter');
    const summary = page.getByTestId('error-summary');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText([
      'Enter the name of the person appealing for you.',
      'Attach the authorization form you signed naming your representative.',
      'Tell us why you think the decision should change.',
      'Confirm that waiting for a standard decision could seriously jeopardize your life, health or ability to regain maximum function.',
    ]);
    await page.keyboard.press('Tab');
    await expect(summary.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: 'Representative’s name' })).toBeFocused();
    await summary.getByRole('link', { name: 'Tell us why you think the decision should change.' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: 'Why should the decision change?' })).toBeFocused();
  });

  await test.step('the member appeals for herself, urgently, by keyboard: Enter reviews, focus goes to the review, Enter files, focus goes to the confirmation', async () => {
    await page.keyboard.type('Waiting for this medicine is harming my joints.');
    await page.getByRole('radio', { name: 'A representative is appealing for the member' }).focus();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('radio', { name: 'I am appealing for myself or for a family member on my plan' })).toBeChecked();
    await page.getByRole('checkbox', { name: /^I confirm that waiting/ }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Check your appeal' })).toBeFocused();
    await expect(page.getByText('Urgent, within 72 hours')).toBeVisible();
    await tabTo(page, '.appeal-review', 'button: File the appeal');
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Your appeal was filed');
    await expect(heading).toBeFocused();
    // Expedited: decided within 72 hours of the day it was received.
    await expect(page.getByTestId('appeal-filed')).toContainText('We will decide by November 25, 2026.');
  });
});

test('the complaint form by keyboard: category, description and Send in order, errors focus the summary, Enter sends', { tag: '@one-width' }, async ({ page }) => {
  test.setTimeout(120_000);
  await startSignedIn(page, 'subscriber', { today: DAY, path: '/account/appeals' });
  await expect(page.getByRole('heading', { level: 2, name: 'File a complaint' })).toBeVisible();
  const form = 'form[aria-labelledby="complaint-form-title"]';

  await test.step('Tab goes through the category, the description and Send', async () => {
    await page.getByRole('heading', { level: 2, name: 'File a complaint' }).evaluate((heading) => {
      heading.setAttribute('tabindex', '-1');
      (heading as HTMLElement).focus();
    });
    expect(await tabTo(page, form, 'button: Send the complaint')).toEqual(['select: What is it about?', 'textarea: What happened?', 'button: Send the complaint']);
  });

  await test.step('Enter on Send with nothing filled in focuses the summary; its first entry leads to the category', async () => {
    await page.keyboard.press('Enter');
    const summary = page.getByTestId('error-summary');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText(['Choose what your complaint is about.', 'Describe your complaint.']);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('combobox', { name: 'What is it about?' })).toBeFocused();
  });

  await test.step('chosen and written by keyboard, Enter sends it; focus goes to the confirmation and the complaint is listed as received', async () => {
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('combobox', { name: 'What is it about?' })).not.toHaveValue('');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Nobody answered the phone for an hour.');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const sent = page.getByTestId('complaint-sent');
    await expect(sent).toHaveText(/^Your complaint .+ was received\./);
    await expect(sent).toBeFocused();
    await expect(page.getByTestId('error-summary')).toHaveCount(0);
    await expect(page.getByTestId('complaint').filter({ hasText: 'Nobody answered the phone for an hour.' }).getByTestId('complaint-status')).toHaveText('Received');
  });
});
