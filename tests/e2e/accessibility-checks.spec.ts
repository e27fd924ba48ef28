import { expect as baseExpect, type Page } from '@playwright/test';
import { test } from './support/worker-context';
import { logInAs } from './support/personas';
import { navigateInApp, settle } from './support/navigation';
import { startSignedIn } from './support/signed-in';

/**
 * What axe cannot judge, checked in the browser: reflow at 320 CSS px (WCAG 1.4.10) with tables scrolling in
 * their own focusable, labelled region; text-spacing overrides (1.4.12); primary actions of 44 by 44 px
 * (2.5.5); focus never hidden by the sticky header, the phone's bottom navigation or the chat launcher
 * (2.4.11); forced colours (Windows high contrast) keeping focus rings, progress bars and status badges;
 * prefers-reduced-motion stopping animations; focus on the first invalid field of a form submitted with
 * errors; help in the same place; 200% zoom. Checks the width cannot change run at one width (@one-width)
 * and set their own viewport.
 */

test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first();
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function signInAsSubscriber(page: Page): Promise<void> {
  await startSignedIn(page, 'subscriber');
  await expect(page).toHaveURL(/\/home$/);
  await settle(page);
}

/** The addresses of the subscriber's pages with the most content: tables, progress bars, cards, forms. */
async function busiestMemberPages(page: Page): Promise<string[]> {
  await navigateInApp(page, '/claims');
  await settle(page);
  const claim = await page.locator('main a[href^="/claims/"]').first().getAttribute('href');
  await navigateInApp(page, '/benefits/pharmacy');
  await settle(page);
  const history = await page.locator('main a[href^="/history/"]').first().getAttribute('href');
  return [
    '/home',
    '/benefits/summary',
    '/benefits/medical',
    '/benefits/dental',
    '/benefits/referrals',
    '/claims',
    claim ?? '/claims',
    '/eobs',
    history ?? '/benefits/pharmacy',
    '/id-card',
    '/account/member-information',
    '/account/settings',
    '/find-care/primary-care/0/search',
    '/support/customer-service',
  ];
}

interface ReflowReport {
  readonly pageOverflow: number;
  /** Tables wider than their frame whose frame is not a focusable, named region. */
  readonly unreachableTables: string[];
}

async function reflowReport(page: Page): Promise<ReflowReport> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const unreachableTables: string[] = [];
    for (const table of Array.from(document.querySelectorAll('table'))) {
      const frame = table.closest<HTMLElement>('[role="region"]');
      const fits = table.getBoundingClientRect().width <= (frame ?? root).clientWidth + 1;
      if (fits) continue;
      const named = frame !== null && (frame.getAttribute('aria-label') ?? '').trim() !== '';
      const scrolls = frame !== null && ['auto', 'scroll'].includes(getComputedStyle(frame).overflowX);
      if (!(named && scrolls && frame.tabIndex === 0)) unreachableTables.push(table.className || table.outerHTML.slice(0, 60));
    }
    return { pageOverflow: Math.max(0, root.scrollWidth - root.clientWidth), unreachableTables };
  });
}

test.describe('reflow', { tag: '@one-width' }, () => {
  test('at 320 CSS px no page scrolls sideways, and a table wider than the screen scrolls in a focusable, named region', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    const failures: string[] = [];
    for (const path of ['/login?domain=1', '/contact-us', '/accessibility', '/registration', '/error/500']) {
      await page.goto(path);
      await settle(page);
      const report = await reflowReport(page);
      if (report.pageOverflow > 0 || report.unreachableTables.length > 0) failures.push(`${path}: ${JSON.stringify(report)}`);
    }
    await signInAsSubscriber(page);
    for (const path of await busiestMemberPages(page)) {
      await navigateInApp(page, path);
      await settle(page);
      const report = await reflowReport(page);
      if (report.pageOverflow > 0 || report.unreachableTables.length > 0) failures.push(`${path}: ${JSON.stringify(report)}`);
    }
    expect(failures).toEqual([]);
  });

});

test.describe('text spacing', { tag: '@one-width' }, () => {
  // The override is a member's own style sheet (a bookmarklet or an extension), which the app's
  // Content-Security-Policy rightly refuses from a page script: the test browser lets it in.
  test.use({ bypassCSP: true });

  test('with the text spacing of WCAG 1.4.12 no text is cut off or overlaps the next line, and no page scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const spaced = async (): Promise<string[]> => {
      await page.addStyleTag({
        content:
          '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }',
      });
      return page.evaluate(() => {
        const problems: string[] = [];
        const root = document.documentElement;
        if (root.scrollWidth > root.clientWidth) problems.push(`page ${root.scrollWidth - root.clientWidth}px wider than the screen`);
        for (const element of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
          if (element.closest('.visually-hidden, [aria-hidden="true"], svg, script, style') !== null) continue;
          const box = element.getBoundingClientRect();
          // Not shown at all, or hidden for screen readers only with a 1 px clip (the phone's table headers).
          if (element.getClientRects().length === 0 || box.width <= 1 || box.height <= 1) continue;
          const style = getComputedStyle(element);
          const clipsX = ['hidden', 'clip'].includes(style.overflowX);
          const clipsY = ['hidden', 'clip'].includes(style.overflowY);
          if (!clipsX && !clipsY) continue;
          const text = (element.innerText || '').trim();
          if (text === '') continue;
          const cutX = clipsX && element.scrollWidth > element.clientWidth + 1 && style.textOverflow !== 'ellipsis';
          const cutY = clipsY && element.scrollHeight > element.clientHeight + 1;
          if (cutX || cutY) problems.push(`${element.tagName.toLowerCase()}.${element.className}: "${text.slice(0, 40)}" cut ${cutX ? 'sideways' : 'below'}`);
        }
        return problems;
      });
    };
    const failures: string[] = [];
    await page.goto('/login?domain=1');
    await settle(page);
    failures.push(...(await spaced()).map((problem) => `/login: ${problem}`));
    await signInAsSubscriber(page);
    for (const path of ['/home', '/benefits/medical', '/claims', '/account/member-information', '/find-care/primary-care/0']) {
      await navigateInApp(page, path);
      await settle(page);
      failures.push(...(await spaced()).map((problem) => `${path}: ${problem}`));
    }
    expect(failures).toEqual([]);
  });
});

test.describe('target size', { tag: '@one-width' }, () => {
  test('on a phone the primary actions, the Menu button, the bottom navigation and the chat launcher are at least 44 by 44 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const small: string[] = [];
    const measure = async (where: string): Promise<void> => {
      const boxes = await page
        .locator('.button--primary, .bottom-nav__link, .chat__launcher, .mobile-menu__button, button[type="submit"]')
        .filter({ visible: true })
        .evaluateAll((elements) =>
          elements.map((element) => {
            const box = element.getBoundingClientRect();
            return { name: (element.textContent ?? '').trim() || (element.getAttribute('aria-label') ?? ''), width: box.width, height: box.height };
          }),
        );
      for (const box of boxes) if (box.width < 44 || box.height < 44) small.push(`${where}: '${box.name}' ${Math.round(box.width)}x${Math.round(box.height)}`);
    };
    await page.goto('/login?domain=1');
    await settle(page);
    await measure('/login');
    await signInAsSubscriber(page);
    // The bottom navigation comes with the chat answer, which follows the page's first view.
    await expect(page.locator('.bottom-nav__link').first()).toBeVisible();
    await expect(page.locator('.chat__launcher')).toBeVisible();
    for (const path of ['/home', '/claims', '/id-card', '/find-care/primary-care/0/search']) {
      await navigateInApp(page, path);
      await settle(page);
      await measure(path);
    }
    expect(small).toEqual([]);
  });
});

test.describe('focus not obscured', () => {
  test('walking a page with Tab and Shift+Tab, the focused control is never under the sticky header, the bottom navigation or the chat launcher', async ({ page }) => {
    await signInAsSubscriber(page);
    const hidden: string[] = [];
    for (const path of ['/home', '/claims', '/benefits/referrals']) {
      await navigateInApp(page, path);
      await settle(page);
      for (const key of ['Tab', 'Shift+Tab']) {
        // Start from the page's heading and walk to the footer (Tab), or from its last control back to the header.
        if (key === 'Shift+Tab') await page.locator('main').locator('a[href], button:not([disabled]), input, select, textarea, [tabindex="0"]').filter({ visible: true }).last().focus();
        else await heading(page).focus();
        for (let step = 0; step < 80; step += 1) {
          await page.keyboard.press(key);
          const covered = await page.evaluate(() => {
            const focused = document.activeElement;
            if (!(focused instanceof HTMLElement) || focused === document.body) return { done: true, by: null as string | null, name: '' };
            const inMain = focused.closest('main') !== null;
            const box = focused.getBoundingClientRect();
            const overlays = ['.top-nav', '.bottom-nav', '.chat__launcher']
              .map((selector) => document.querySelector<HTMLElement>(selector))
              .filter((overlay): overlay is HTMLElement => overlay !== null && overlay.getClientRects().length > 0 && !overlay.contains(focused) && getComputedStyle(overlay).display !== 'none');
            const by = overlays.find((overlay) => {
              const other = overlay.getBoundingClientRect();
              return box.left < other.right && box.right > other.left && box.top < other.bottom && box.bottom > other.top;
            });
            return { done: !inMain, by: by === undefined ? null : by.className, name: (focused.textContent ?? '').trim().slice(0, 40) || focused.tagName };
          });
          if (covered.by !== null) hidden.push(`${path} (${key}): '${covered.name}' under ${covered.by}`);
          if (covered.done) break;
        }
      }
    }
    expect(hidden).toEqual([]);
  });
});

/** Whether the focused element is what a sighted user sees at its own centre (nothing painted over it). */
const focusedIsOnTop = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return false;
    const box = focused.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && (focused === top || focused.contains(top));
  });

/**
 * The focused control's ring against the background it sits on (the nearest opaque one around the control):
 * the better contrast of the ring's colours (the outline, and the box-shadow ring drawn with it).
 */
const focusRingContrast = (page: Page): Promise<{ readonly name: string; readonly contrast: number } | null> =>
  page.evaluate(() => {
    // Past the page's last control focus leaves the document: nothing is focused to measure.
    if (document.activeElement === null || document.activeElement === document.body) return null;
    const rgb = (colour: string): number[] => (colour.match(/[\d.]+/g) ?? []).map(Number);
    const channel = (value: number): number => {
      const v = value / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    };
    const luminance = ([r = 0, g = 0, b = 0]: number[]): number => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    const ratio = (a: number[], b: number[]): number => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (light + 0.05) / (dark + 0.05);
    };
    const focused = document.activeElement as HTMLElement;
    let backdrop = [255, 255, 255];
    for (let node = focused.parentElement; node !== null; node = node.parentElement) {
      const colour = rgb(getComputedStyle(node).backgroundColor);
      if (colour.length >= 3 && (colour[3] ?? 1) === 1) {
        backdrop = colour.slice(0, 3);
        break;
      }
    }
    const style = getComputedStyle(focused);
    const rings = style.outlineStyle === 'none' ? [] : [rgb(style.outlineColor).slice(0, 3)];
    for (const shadow of style.boxShadow.match(/rgba?\([^)]*\)/g) ?? []) rings.push(rgb(shadow).slice(0, 3));
    return { name: (focused.textContent ?? '').trim().slice(0, 30) || focused.tagName, contrast: Math.max(0, ...rings.map((ring) => ratio(ring, backdrop))) };
  });

test.describe('focus visible', { tag: '@one-width' }, () => {
  test('in every brand the focus ring reaches 3:1 against the background it sits on, and the skip link shows above the header', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const faint: string[] = [];
    for (const domain of [1, 2, 5]) {
      await page.goto(`/login?domain=${domain}`);
      await expect(heading(page)).toBeVisible();
      // The skip link, the first stop of the page, must not stay under the sticky header when focused.
      await page.getByRole('link', { name: 'Skip to main content' }).focus();
      expect(await focusedIsOnTop(page), `domain ${domain}: the focused skip link is covered`).toBe(true);
      // The page's own controls (fields, links, buttons on the white card and the page's tint).
      for (let step = 0; step < 12; step += 1) {
        await page.keyboard.press('Tab');
        const ring = await focusRingContrast(page);
        if (ring !== null && ring.contrast < 3) faint.push(`domain ${domain}: '${ring.name}' ${ring.contrast.toFixed(2)}:1`);
      }
    }
    expect(faint).toEqual([]);
  });

  test('on a phone, Tab past the open menu closes it, so focus is never on a control the panel covers', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signInAsSubscriber(page);
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.locator('.mobile-menu__panel').getByRole('button', { name: 'Español' }).focus();
    await page.keyboard.press('Tab');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(await focusedIsOnTop(page), 'the control focused after the menu is covered').toBe(true);
  });
});

test.describe('hover', { tag: '@one-width' }, () => {
  test('a link styled as a primary button keeps its text readable under the pointer (1.4.3)', async ({ page }) => {
    await startSignedIn(page, 'cancelm');
    const link = page.getByTestId('plan-management-banner').locator('a.button--primary').first();
    await link.hover();
    const [color, background] = await link.evaluate((element) => {
      const style = getComputedStyle(element);
      return [style.color, style.backgroundColor];
    });
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
    expect(color).not.toBe(background);
    expect(color).toBe('rgb(255, 255, 255)');
  });
});

test.describe('forced colours and reduced motion', { tag: '@one-width' }, () => {
  test('in forced colours (Windows high contrast) focus rings, progress bars and status badges stay visible', async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    await signInAsSubscriber(page);
    await navigateInApp(page, '/benefits/medical');
    await settle(page);
    // A progress bar's fill must differ from its track: forced colours paint every background the same.
    const bars = await page.getByRole('progressbar').evaluateAll((tracks) =>
      tracks.map((track) => {
        const fill = track.firstElementChild as HTMLElement | null;
        const trackStyle = getComputedStyle(track);
        return {
          name: track.getAttribute('aria-label'),
          now: Number(track.getAttribute('aria-valuenow')),
          fillWidth: fill?.getBoundingClientRect().width ?? 0,
          fill: fill === null ? '' : getComputedStyle(fill).backgroundColor,
          track: trackStyle.backgroundColor,
          outlined: trackStyle.borderTopStyle !== 'none' && trackStyle.borderTopWidth !== '0px',
        };
      }),
    );
    expect(bars.length).toBeGreaterThan(0);
    for (const bar of bars.filter((candidate) => candidate.now > 0)) {
      expect(bar.fillWidth, `${bar.name} fill`).toBeGreaterThan(0);
      expect(bar.fill, `${bar.name} fill colour`).not.toBe(bar.track);
      expect(bar.outlined, `${bar.name} track edge`).toBe(true);
    }
    // Focus rings are outlines, which forced colours keep (a box-shadow ring would vanish).
    await page.getByRole('tab').first().focus();
    await page.keyboard.press('Tab');
    const ring = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement ?? document.body);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(ring.style).not.toBe('none');
    expect(ring.width).toBeGreaterThanOrEqual(2);
    // Claim status badges keep an edge, so they still read as badges.
    await navigateInApp(page, '/claims');
    await settle(page);
    const badges = await page.locator('.claim-status').filter({ visible: true }).evaluateAll((elements) =>
      elements.map((element) => getComputedStyle(element).borderTopStyle),
    );
    expect(badges.length).toBeGreaterThan(0);
    expect(badges.filter((style) => style === 'none')).toEqual([]);
  });

  test('prefers-reduced-motion stops the spinner and every other animation', async ({ page }) => {
    // An animation that moves is one set to run for more than a millisecond. Under the preference every CSS
    // animation and transition lasts 0.01 ms once, but a busy browser may not have ticked the frame that
    // ends it yet, so the count reads each animation's own timing rather than whether it has finished.
    const running = () =>
      page.evaluate(
        () =>
          document.getAnimations().filter((animation) => {
            const timing = animation.effect?.getComputedTiming();
            return animation.playState === 'running' && Number(timing?.activeDuration ?? 0) > 1;
          }).length,
      );
    // Without the preference the loading page's spinner turns (the check below can fail)...
    await page.goto('/resource-download?domain=1');
    await expect(heading(page)).toBeVisible();
    expect(await running()).toBeGreaterThan(0);
    // ...with it, nothing moves.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await expect(heading(page)).toBeVisible();
    expect(await running()).toBe(0);
    await signInAsSubscriber(page);
    await page.getByRole('button', { name: 'Cancel plan' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await running()).toBe(0);
  });
});

test.describe('forms', { tag: '@one-width' }, () => {
  test('a form submitted with errors puts focus on its first invalid field, its error tied to it', async ({ page }) => {
    // Change password (the first screen of a member whose account is new): submitted empty by keyboard.
    await logInAs(page, 'newuser');
    await expect(page).toHaveURL(/\/account\/settings\/change-password$/);
    await settle(page);
    await page.getByRole('button', { name: 'Change password' }).focus();
    await page.keyboard.press('Enter');
    const current = page.getByLabel('Current password', { exact: true });
    await expect(current).toBeFocused();
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(current).toHaveAccessibleDescription(/Current password is a required field/);

    // The claims filters: a start date too far back.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signInAsSubscriber(page);
    await navigateInApp(page, '/claims');
    await settle(page);
    await page.getByLabel('Start date').fill('01/01/2000');
    await page.getByRole('button', { name: 'Apply filters' }).focus();
    await page.keyboard.press('Enter');
    const start = page.getByLabel('Start date');
    await expect(start).toBeFocused();
    await expect(start).toHaveAttribute('aria-invalid', 'true');
    await expect(start).toHaveAccessibleDescription(/Start date cannot be more than two years ago/);
  });
});

test.describe('consistent help and identity fields', { tag: '@one-width' }, () => {
  test('Contact us sits in the same place on every page (3.2.6); identity fields name their autocomplete token (1.3.5) and accept a paste (3.3.8)', async ({ page }) => {
    // The login form: a password manager fills these by their tokens, and nothing refuses a pasted password.
    await page.goto('/login?domain=1');
    await settle(page);
    // 'webauthn' after the token lets the browser offer passkeys among the username's suggestions.
    await expect(page.getByLabel('Username', { exact: true })).toHaveAttribute('autocomplete', 'username webauthn');
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    const refused = await password.evaluate((field) => {
      const paste = new Event('paste', { bubbles: true, cancelable: true });
      return !field.dispatchEvent(paste);
    });
    expect(refused).toBe(false);

    await signInAsSubscriber(page);
    const places: string[] = [];
    for (const path of ['/home', '/benefits/medical', '/claims', '/account/summary', '/find-care']) {
      await navigateInApp(page, path);
      await settle(page);
      const box = await page.getByRole('navigation', { name: 'Utility' }).getByRole('link', { name: 'Contact us' }).boundingBox();
      places.push(box === null ? `${path}: missing` : `${Math.round(box.x)},${Math.round(box.y)}`);
    }
    expect(new Set(places).size, places.join(' | ')).toBe(1);
  });
});

test.describe('200% zoom', { tag: '@one-width' }, () => {
  test('at 200% zoom of a 1440 x 900 screen (720 x 450 CSS px) every control of the page and of the open menu can be scrolled to and is not covered', async ({ page }) => {
    await page.setViewportSize({ width: 720, height: 450 });
    await signInAsSubscriber(page);
    const covered: string[] = [];
    /** Scrolls each control into view and asks the page what is on top at its centre. */
    const check = async (where: string, selector: string): Promise<void> => {
      const controls = page.locator(selector).filter({ visible: true });
      const count = await controls.count();
      expect(count, `${where}: controls`).toBeGreaterThan(0);
      for (let index = 0; index < count; index += 1) {
        const control = controls.nth(index);
        await control.scrollIntoViewIfNeeded();
        const hit = await control.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return { reachable: top !== null && (element === top || element.contains(top)), name: (element.textContent ?? '').trim().slice(0, 40), by: top?.className ?? '' };
        });
        if (!hit.reachable) covered.push(`${where}: '${hit.name}' covered by ${String(hit.by)}`);
      }
    };
    await navigateInApp(page, '/claims');
    await settle(page);
    await check('/claims', 'main a[href], main button, main input, main select');
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await menu.click();
    await mainNav(page).getByRole('button', { name: 'Account', exact: true }).click();
    await check('the open menu', '.mobile-menu__panel a[href], .mobile-menu__panel button');
    expect(covered).toEqual([]);
  });
});
