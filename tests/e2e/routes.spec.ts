import { expect, type Page } from '@playwright/test';
import { test } from './support/worker-context';
import { HANDBOOKS_PATTERNS, PATHS, ROUTES, type RouteKey } from '../../domain/routes';
import { navigateInApp } from './support/navigation';
import type { PersonaName } from './support/personas';
import { startSignedIn } from './support/signed-in';

/**
 * Every route of the registry (domain/routes.ts) shows a page: its area's table gives it one, and the page
 * renders its heading instead of the app's 404. Width changes nothing here.
 */

type ParamRouteKey = { [K in RouteKey]: (typeof ROUTES)[K]['pattern'] extends `${string}:${string}` ? K : never }[RouteKey];

/**
 * Where a route with parameters is opened: a fixed path where the parameter is a persona's fact, else the
 * first link the app itself shows to it on another page. A new route with parameters needs an entry here.
 */
const EXAMPLES: Readonly<Record<ParamRouteKey, string | { readonly from: string; readonly link: RegExp }>> = {
  error: '/error/500',
  program: { from: PATHS.programs, link: /^\/benefits\/programs\/[^/?]+$/ },
  benefitHistory: { from: PATHS.medical, link: /^\/history\// },
  medicalService: { from: PATHS.medical, link: /^\/services\/medical\// },
  dentalDetail: { from: PATHS.dental, link: /^\/details\// },
  dentalService: { from: PATHS.dental, link: /^\/details\// },
  primaryCareSearch: '/find-care/primary-care/2/search',
  primaryCareMember: '/find-care/primary-care/0',
  claim: { from: PATHS.claims, link: /^\/claims\/[^/?]+$/ },
  // No persona has a thread to begin with: an unknown thread shows the thread page saying it was not found.
  messageThread: '/messages/T99999',
  // The subscriber's denied Humira request.
  appealForm: '/account/appeals/new/authorization/HL1004',
};

/** Routes only some members have, with a persona who has them (the subscriber has every other). */
const OPENED_BY: Partial<Readonly<Record<RouteKey, PersonaName>>> = {
  // Spec section 2: /navitus only when the Navitus program is present.
  navitus: 'navitus',
};

const NOT_FOUND = "Sorry, it looks like we can't find that page.";

async function linkOn(page: Page, from: string, link: RegExp): Promise<string> {
  await navigateInApp(page, from);
  const anchors = page.locator('main a[href]');
  // The section's side navigation shows before the page's own list has loaded: wait for a matching link.
  const matching = async () => {
    const hrefs = await anchors.evaluateAll((elements) => elements.map((element) => element.getAttribute('href') ?? ''));
    return hrefs.find((href) => link.test(href)) ?? null;
  };
  await expect.poll(matching, { message: `a link matching ${String(link)} on ${from}` }).not.toBeNull();
  return (await matching()) ?? '';
}

async function examplePath(page: Page, key: RouteKey): Promise<string> {
  const example = (EXAMPLES as Readonly<Record<string, string | { readonly from: string; readonly link: RegExp }>>)[key];
  if (example === undefined) return ROUTES[key].pattern;
  if (typeof example === 'string') return example;
  const path = await linkOn(page, example.from, example.link);
  // The tier comparison of a dental service is linked from its detail page.
  return key === 'dentalService' ? linkOn(page, path, /^\/services\/dental\//) : path;
}

/**
 * Opens `path` in the app and waits for its own heading: the previous page's is marked first (unless it is
 * the same page, where a section's own path has just led).
 */
async function expectPageAt(page: Page, path: string): Promise<void> {
  if (new URL(page.url()).pathname !== path) {
    await page.locator('h1').evaluateAll((headings) => headings.forEach((heading) => heading.setAttribute('data-left', '')));
  }
  await navigateInApp(page, path);
  await expect(page.locator('h1:not([data-left])').first(), path).toBeVisible({ timeout: 10_000 });
  await expect(page, path).not.toHaveURL(/\/error\/404/);
  await expect(page.getByText(NOT_FOUND), path).toHaveCount(0);
}

const keysWith = (access: string): RouteKey[] =>
  (Object.keys(ROUTES) as RouteKey[]).filter((key) => ROUTES[key].access === access && ROUTES[key].area !== 'entry');

test.describe('the route registry @one-width', () => {
  test("every member's route shows a page, the handbooks path and new ID included", async ({ page }) => {
    test.setTimeout(120_000);
    await startSignedIn(page, 'subscriber');
    await expect(page).toHaveURL(/\/home$/, { timeout: 15_000 });
    const keys = [...keysWith('member'), ...keysWith('new-id')];
    for (const key of keys.filter((key) => OPENED_BY[key] === undefined)) await expectPageAt(page, await examplePath(page, key));
    for (const pattern of HANDBOOKS_PATTERNS.slice(0, 1)) await expectPageAt(page, pattern);
  });

  for (const [key, persona] of Object.entries(OPENED_BY)) {
    test(`${key} shows a page to ${persona}`, async ({ page }) => {
      await startSignedIn(page, persona);
      await expect(page).toHaveURL(/\/home$/, { timeout: 15_000 });
      await expectPageAt(page, await examplePath(page, key as RouteKey));
    });
  }

  test("every visitor's route shows a page, and a temporary token's route leads a visitor to log in", async ({ page }) => {
    await page.goto(PATHS.contactUs);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const key of keysWith('anyone')) await expectPageAt(page, await examplePath(page, key));
    for (const key of keysWith('temp-token')) {
      await navigateInApp(page, ROUTES[key].pattern);
      await expect(page.getByRole('heading', { level: 1, name: 'Log in to your Member Dashboard' }), key).toBeVisible();
    }
  });
});
