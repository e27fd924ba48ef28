import { expect, test, type Page } from '@playwright/test';
import type { PersonaName } from './support/personas';
import { startSignedIn } from './support/signed-in';

/**
 * Nothing on a member's page moves once it is on screen (CLS 0): each page is opened afresh, as a
 * bookmark would, and left until the network is quiet (the page's data, the chat answer, the footer's
 * seal); the browser's layout-shift entries not caused by input must then be none. Each shift is
 * reported with the elements that moved, so a failure says what to look at. Phone (375 px) and
 * desktop (1440 px) lay pages out differently, and both projects run every test.
 */

// A whole menu of pages per test, each a full load that the dev server may compile for the first time.
test.describe.configure({ timeout: 180_000 });

const AREAS = {
  'home and account': ['/home', '/account/summary', '/account/member-information', '/account/settings', '/account/plan-benefits', '/account/ebill', '/account/support'],
  benefits: ['/benefits/summary', '/benefits/medical', '/benefits/dental', '/benefits/vision', '/benefits/pharmacy', '/benefits/programs', '/benefits/referrals', '/benefits/certificate', '/id-card'],
  'care and claims': ['/find-care/resources', '/find-care/primary-care', '/find-care/primary-care/0', '/find-care/find-a-dentist', '/find-care/cost-estimator', '/find-care/authorizations', '/claims', '/eobs'],
  'help and the shell': ['/contact-us', '/accessibility', '/language-assistance', '/support/customer-service'],
} as const;

/** Records, from each document's start, the layout shifts no input caused, with the elements that moved. */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { layoutShifts: string[] }).layoutShifts = shifts;
    type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: readonly Source[] };
    const describe = (source: Source): string => {
      const node = source.node;
      const name = node instanceof Element ? `${node.tagName.toLowerCase()}${node.className === '' ? '' : `.${String(node.className).split(' ').join('.')}`}` : (node?.nodeName ?? '?');
      const box = (rect: DOMRectReadOnly) => `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}x${Math.round(rect.height)}`;
      return `${name} ${box(source.previousRect)} -> ${box(source.currentRect)}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (!entry.hadRecentInput) shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${entry.sources.map(describe).join('; ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function expectStablePages(page: Page, persona: PersonaName, paths: readonly string[]): Promise<void> {
  await startSignedIn(page, persona);
  await expect(page).toHaveURL(/\/home$/, { timeout: 20_000 });
  await watchLayoutShifts(page);
  const moved: Record<string, string[]> = {};
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    const shifts = await page.evaluate(() => new Promise<string[]>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve((window as unknown as { layoutShifts: string[] }).layoutShifts)))));
    if (shifts.length > 0) moved[path] = shifts;
  }
  expect(moved).toEqual({});
}

for (const [area, paths] of Object.entries(AREAS)) {
  test(`a subscriber's ${area} pages: nothing moves once it is on screen`, async ({ page }) => {
    await expectStablePages(page, 'subscriber', paths);
  });
}

test("a Providence member's pages: nothing moves once it is on screen", async ({ page }) => {
  await expectStablePages(page, 'providence', ['/home', '/account/summary', '/benefits/summary', '/benefits/medical', '/id-card', '/find-care/resources', '/claims', '/contact-us']);
});

test("a Medicare member's materials and Passport dental: nothing moves once it is on screen", async ({ page }) => {
  await expectStablePages(page, 'medicare', ['/benefits/medicare-materials', '/passport-dental']);
});

test("a Navitus member's pharmacy page: nothing moves once it is on screen", async ({ page }) => {
  await expectStablePages(page, 'navitus', ['/navitus']);
});
