import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { startSignedIn } from './support/signed-in';

/**
 * Appeals in the browser, through the sandbox's appeals desk and its timetable (counted in the sandbox's
 * days, pinned per tab): the subscriber appeals the denied Humira request from the tracker with a letter,
 * sees its deadline and status, and, once the sandbox's day has moved on, the decision and its letter; the
 * spouse appeals her own denial and sees only her own appeal.
 */

const expect = baseExpect.configure({ timeout: 15_000 });

const DAY = '2026-11-22';
/** Fifteen days later: the desk has decided the subscriber's appeal (overturned). */
const LATER = '2026-12-07';
const LETTER = 'tests/e2e/fixtures/rheumatologist-letter.pdf';

const requestCard = (page: Page, service: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: service }) });

test('the subscriber appeals the denied Humira request with a letter and reads the decision; the spouse sees only her own appeal', { tag: '@one-width' }, async ({ page, browser, baseURL }) => {
  // A later day and another member sign in in tabs of their own, with storage of their own: signing in again
  // in a tab whose storage was cleared under the running app races the logout that app then starts.
  test.setTimeout(180_000);
  let appealNumber = '';
  let sandboxSession: string | undefined;

  await test.step('the subscriber opens the appeal form from the denied request on the tracker, with its deadline', async () => {
    await startSignedIn(page, 'subscriber', { today: DAY, path: '/find-care/authorizations' });
    sandboxSession = (await page.evaluate(() => sessionStorage.getItem('md_sandbox_session'))) ?? undefined;
    await requestCard(page, 'Adalimumab injections (Humira)').getByRole('link', { name: 'Appeal this decision' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Appeal this decision');
    await expect(page.getByTestId('appeal-reference')).toHaveText('HL1004');
    await expect(page.getByTestId('appeal-deadline')).toHaveText('Appeal by April 24, 2027: 153 days left.');
  });

  await test.step('an empty form lists its problem in a summary that takes focus', async () => {
    await page.getByRole('button', { name: 'Review your appeal' }).click();
    const summary = page.getByTestId('error-summary');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText(['Tell us why you think the decision should change.']);
    await expectNoAxeViolations(page);
  });

  await test.step('with a reason and the letter attached, the review then the filing give the appeal number', async () => {
    await page.getByLabel('Why should the decision change?').fill('My rheumatologist explains why I need this medicine.');
    await expect(page.getByTestId('character-count')).toHaveText('52 of 4,000 characters');
    await page.getByLabel('Attach a file').setInputFiles(LETTER);
    await expect(page.getByRole('button', { name: 'Remove rheumatologist-letter.pdf' })).toBeVisible();
    await page.getByRole('button', { name: 'Review your appeal' }).click();
    await expect(page.getByRole('heading', { name: 'Check your appeal' })).toBeVisible();
    await expect(page.getByText('rheumatologist-letter.pdf')).toBeVisible();
    await page.getByRole('button', { name: 'File the appeal' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your appeal was filed');
    const filed = (await page.getByTestId('appeal-filed').getByText(/^Your appeal number is /).textContent()) ?? '';
    appealNumber = filed.replace(/^Your appeal number is /, '').replace(/\.$/, '');
    expect(appealNumber).not.toBe('');
    await expect(page.getByTestId('appeal-filed')).toContainText('We will decide by December 22, 2026.');
  });

  await test.step('the tracker shows the appeal on the request, received, and no longer offers the form', async () => {
    await page.goto('/find-care/authorizations');
    const card = requestCard(page, 'Adalimumab injections (Humira)');
    const appeal = card.getByTestId('appeal');
    await expect(appeal.getByRole('heading', { name: `Appeal ${appealNumber}` })).toBeVisible();
    await expect(appeal.getByTestId('appeal-status')).toHaveText('Received');
    // An open appeal of it: the request no longer offers the form, which would not take a second one.
    await expect(card.getByTestId('appeal-this-decision')).toHaveCount(0);
  });

  await test.step('fifteen sandbox days later, the appeal is decided, overturned, with its letter as a PDF', async () => {
    const tab = await (await browser.newContext({ baseURL })).newPage();
    await startSignedIn(tab, 'subscriber', { today: LATER, sandboxSession, path: '/account/appeals' });
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Appeals and complaints');
    const appeal = tab.getByTestId('appeal').filter({ has: tab.getByRole('heading', { name: `Appeal ${appealNumber}` }) });
    await expect(appeal.getByTestId('appeal-status')).toHaveText('Decided: the denial was reversed');
    await appeal.getByRole('button', { name: 'Get the decision letter' }).click();
    const link = appeal.getByTestId('decision-letter');
    await expect(link).toHaveText('Save the decision letter (PDF)');
    const download = tab.waitForEvent('download');
    await link.click();
    const saved = await (await download).path();
    expect((await readFile(saved)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await expectNoAxeViolations(tab);
    await tab.context().close();
  });

  await test.step('the spouse appeals her own denied sleep study and sees no one else’s appeals', async () => {
    const tab = await (await browser.newContext({ baseURL })).newPage();
    await startSignedIn(tab, 'spouse', { today: DAY, sandboxSession, path: '/account/appeals/new/authorization/HL1004' });
    await expect(tab.getByText('This decision cannot be appealed online. Call member services to ask about it.')).toBeVisible();
    await tab.goto('/account/appeals/new/authorization/HL1008');
    await expect(tab.getByTestId('appeal-deadline')).toContainText('157 days left.');
    await tab.getByLabel('Why should the decision change?').fill('My doctor ordered this study.');
    await tab.getByRole('button', { name: 'Review your appeal' }).click();
    await tab.getByRole('button', { name: 'File the appeal' }).click();
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Your appeal was filed');
    await tab.getByRole('link', { name: 'See your appeals and complaints' }).click();
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Appeals and complaints');
    // Her own appeals only: the one just filed (with any she filed before), none of the subscriber's.
    const appeals = tab.getByTestId('appeal');
    await expect(appeals.filter({ hasText: 'Of HL1008' })).toHaveCount(1);
    await expect(appeals.filter({ hasText: 'Of HL1004' })).toHaveCount(0);
    await expect(tab.getByRole('heading', { name: `Appeal ${appealNumber}` })).toHaveCount(0);
    await expectNoAxeViolations(tab);
    await tab.context().close();
  });
});
