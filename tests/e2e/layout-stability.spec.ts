import { expect, test, type Page } from '@playwright/test';
import type { PersonaName } from './support/personas';
import { settle } from './support/navigation';
import { forgetSession, startSignedIn } from './support/signed-in';

/**
 * Nothing on a member's page moves once it is on screen (CLS 0): each page is opened afresh, as a
 * bookmark would, and left until everything that arrives late is on screen (the page's data, the footer's
 * seal and, for a member offered chat, the chat launcher); the browser's layout-shift entries not caused
 * by input must then be none. Each shift is reported with the elements that moved, so a failure says what
 * to look at. Phone (375 px) and desktop (1440 px) lay pages out differently, and both projects run every
 * test. One test signs in once and walks many pages, one step per area or member, and a failing step is
 * reported without stopping the others.
 */

// Many full page loads per test.
test.describe.configure({ timeout: 240_000 });

const AREAS = {
  'home and account': ['/home', '/account/summary', '/account/member-information', '/account/settings', '/account/plan-benefits', '/account/ebill', '/account/support'],
  benefits: ['/benefits/summary', '/benefits/medical', '/benefits/dental', '/benefits/vision', '/benefits/pharmacy', '/benefits/programs', '/benefits/referrals', '/benefits/certificate', '/id-card'],
  'care and claims': ['/find-care/resources', '/find-care/primary-care', '/find-care/primary-care/0', '/find-care/find-a-dentist', '/find-care/cost-estimator', '/find-care/authorizations', '/claims', '/eobs'],
  'help and the shell': ['/contact-us', '/accessibility', '/language-assistance', '/support/customer-service'],
} as const;

/** Other members' pages, with whether the member is offered chat (Providence's deployment offers none). */
const OTHER_MEMBERS: readonly { readonly persona: PersonaName; readonly chat: boolean; readonly paths: readonly string[] }[] = [
  { persona: 'providence', chat: false, paths: ['/home', '/account/summary', '/benefits/summary', '/benefits/medical', '/id-card', '/find-care/resources', '/claims', '/contact-us'] },
  { persona: 'medicare', chat: true, paths: ['/benefits/medicare-materials', '/passport-dental'] },
  { persona: 'navitus', chat: true, paths: ['/navitus'] },
];

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

/**
 * Opens each path afresh and waits for what a member sees arrive last: the page itself (settle: its h1,
 * no spinner left in <main>), the footer's accreditation seal and, when the member is offered chat, the
 * chat launcher. Then, a frame later (the observer's entries are delivered after a frame), the shifts.
 */
async function layoutShiftsOf(page: Page, paths: readonly string[], chat: boolean): Promise<Record<string, string[]>> {
  const moved: Record<string, string[]> = {};
  for (const path of paths) {
    await page.goto(path);
    await settle(page);
    await expect(page.locator('.footer__seal img')).toBeVisible({ timeout: 15_000 });
    if (chat) await expect(page.locator('.chat').getByRole('button').first()).toBeVisible({ timeout: 15_000 });
    const shifts = await page.evaluate(() => new Promise<string[]>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve((window as unknown as { layoutShifts: string[] }).layoutShifts)))));
    if (shifts.length > 0) moved[path] = shifts;
  }
  return moved;
}

async function signInWatching(page: Page, persona: PersonaName): Promise<void> {
  await forgetSession(page);
  await startSignedIn(page, persona);
  await expect(page).toHaveURL(/\/home$/, { timeout: 20_000 });
}

test("a subscriber's pages, area by area: nothing moves once it is on screen", async ({ page }) => {
  await watchLayoutShifts(page);
  await signInWatching(page, 'subscriber');
  for (const [area, paths] of Object.entries(AREAS)) {
    await test.step(`the ${area} pages`, async () => {
      expect.soft(await layoutShiftsOf(page, paths, true), `layout shifts on the subscriber's ${area} pages`).toEqual({});
    });
  }
});

test("a Providence member's pages, a Medicare member's materials and Passport dental, a Navitus member's pharmacy page: nothing moves once it is on screen", async ({ page }) => {
  await watchLayoutShifts(page);
  for (const { persona, chat, paths } of OTHER_MEMBERS) {
    await test.step(`${persona}'s pages`, async () => {
      await signInWatching(page, persona);
      expect.soft(await layoutShiftsOf(page, paths, chat), `layout shifts on ${persona}'s pages`).toEqual({});
    });
  }
});
