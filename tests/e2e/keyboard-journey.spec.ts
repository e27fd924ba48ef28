import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';

/**
 * A member's day by keyboard alone, at 375 px and 1440 px: from /login, log in, choose a plan, open the
 * menus and the plan switcher, open a benefits page, filter claims, open a claim, download an EOB, open and
 * close the ID card's e-mail dialog, log out. Nothing is clicked: every step is Tab, Shift+Tab, Enter, an
 * arrow key or Escape. On the way it checks that focus is always visible, moves in reading order (the order
 * of the document), stays inside an open dialog, returns to the control that opened a dialog or a menu, and
 * lands on the new page's heading after every route change (which is how the change is announced), the
 * browser tab taking the page's name.
 */

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const isPhone = (page: Page): boolean => (page.viewportSize()?.width ?? 1440) <= 767;
const mainNav = (page: Page): Locator => page.getByRole('navigation', { name: 'Main' });

/** Problems seen on the way; the journey goes on, and the test lists them all at the end. */
class Journey {
  readonly problems: string[] = [];
  constructor(private readonly page: Page) {}

  /**
   * Presses Tab (or Shift+Tab) until `target` has focus, checking at each stop that focus is visible and
   * follows the document's order.
   */
  async tabTo(target: Locator, direction: 'forward' | 'backward' = 'forward', maxStops = 150): Promise<void> {
    const key = direction === 'forward' ? 'Tab' : 'Shift+Tab';
    for (let stop = 0; stop < maxStops; stop += 1) {
      await this.page.evaluate(() => {
        (window as unknown as { previousFocus: Element | null }).previousFocus = document.activeElement;
      });
      await this.page.keyboard.press(key);
      const seen = await this.page.evaluate((forward) => {
        const focused = document.activeElement;
        const previous = (window as unknown as { previousFocus: Element | null }).previousFocus;
        if (!(focused instanceof HTMLElement) || focused === document.body) return { label: 'body', visible: true, inOrder: true };
        const style = getComputedStyle(focused);
        const box = focused.getBoundingClientRect();
        const ring = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
        let inOrder = true;
        if (previous instanceof HTMLElement && previous !== document.body && previous.isConnected) {
          const position = previous.compareDocumentPosition(focused);
          const after = (position & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
          // A focus that went into what the previous stop contains (a disclosure's panel) is in order too.
          inOrder = forward ? after : !after;
        }
        const label = (focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40) || focused.tagName;
        return { label, visible: ring && box.width > 0 && box.height > 0, inOrder };
      }, direction === 'forward');
      if (!seen.visible) this.problems.push(`${this.path()}: focus on '${seen.label}' is not visible`);
      if (!seen.inOrder) this.problems.push(`${this.path()}: focus jumped out of reading order to '${seen.label}'`);
      if (await target.evaluate((element) => element === document.activeElement)) return;
    }
    throw new Error(`${this.path()}: ${maxStops} presses of ${key} never reached ${target.toString()}`);
  }

  async press(key: string): Promise<void> {
    await this.page.keyboard.press(key);
  }

  /** After a route change: the new page's heading has focus (and so is announced). */
  async arrivedAt(path: RegExp, title?: string | RegExp): Promise<void> {
    await expect(this.page).toHaveURL(path);
    const heading = this.page.getByRole('heading', { level: 1 });
    if (title !== undefined) await expect(heading).toHaveText(title);
    await expect(heading).toBeFocused();
    await expect(this.page.locator('main .spinner')).toHaveCount(0);
    // The browser tab is named after the page too, which is what is read when the member switches tabs.
    const text = ((await heading.textContent()) ?? '').replace(/\s+/g, ' ').trim();
    expect(await this.page.title()).toContain(text);
  }

  /** Opens a primary menu section: straight from the header on desktop, inside the Menu panel below. */
  async openSection(section: string): Promise<void> {
    if (isPhone(this.page)) {
      const menu = this.page.getByRole('button', { name: 'Menu', exact: true });
      await this.tabTo(menu, 'backward');
      await this.press('Enter');
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      const button = mainNav(this.page).getByRole('button', { name: section, exact: true });
      await this.tabTo(button);
      await this.press('Enter');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
    } else {
      const button = mainNav(this.page).getByRole('button', { name: section, exact: true });
      await this.tabTo(button, 'backward');
      await this.press('Enter');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
    }
  }

  private path(): string {
    return new URL(this.page.url()).pathname;
  }
}

test('keyboard only: log in, choose a plan, menus, benefits, claims, an EOB, the ID card e-mail dialog, log out', async ({ page }) => {
  const journey = new Journey(page);
  await page.goto('/login?domain=1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Log in.
  await journey.tabTo(page.getByLabel('Username', { exact: true }));
  await page.keyboard.type('multigroup');
  await journey.tabTo(page.getByLabel('Password', { exact: true }));
  await page.keyboard.type('Sandbox1');
  await journey.press('Enter');
  await journey.arrivedAt(/\/group-selection$/);

  // Choose the first plan.
  await journey.tabTo(page.getByRole('button', { name: 'Log in to account' }).first());
  await journey.press('Enter');
  await journey.arrivedAt(/\/home$/, /welcome to your Member Dashboard/);

  // The Account menu opens and closes, focus back on its button.
  await journey.openSection('Account');
  await expect(mainNav(page).getByRole('link', { name: 'Member information' })).toBeVisible();
  await journey.press('Escape');
  const reopen = isPhone(page) ? page.getByRole('button', { name: 'Menu', exact: true }) : mainNav(page).getByRole('button', { name: 'Account', exact: true });
  await expect(reopen).toBeFocused();
  await expect(reopen).toHaveAttribute('aria-expanded', 'false');

  // The plan switcher opens on the keyboard, lists both plans and closes with Escape.
  if (isPhone(page)) {
    await journey.press('Enter');
    await expect(reopen).toHaveAttribute('aria-expanded', 'true');
  }
  const switcher = page.getByRole('button', { name: /^Plan / }).filter({ visible: true });
  await journey.tabTo(switcher, isPhone(page) ? 'forward' : 'backward');
  await journey.press('Enter');
  await expect(switcher).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('list', { name: 'Your plans' }).getByRole('button')).toHaveCount(2);
  await journey.press('Escape');
  await expect(switcher).toBeFocused();
  if (isPhone(page)) await journey.press('Escape');

  // A benefits page, from the Benefits menu.
  await journey.openSection('Benefits');
  await journey.tabTo(mainNav(page).getByRole('link', { name: 'Medical', exact: true }));
  await journey.press('Enter');
  await journey.arrivedAt(/\/benefits\/medical$/, 'Medical benefits');

  // Claims, filtered to one type of claim.
  if (isPhone(page)) {
    await journey.tabTo(page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Claims/EOBs' }));
  } else {
    await journey.openSection('Claims/EOBs');
    await journey.tabTo(mainNav(page).getByRole('link', { name: 'Claims', exact: true }));
  }
  await journey.press('Enter');
  await journey.arrivedAt(/\/claims$/, 'Claims');
  const claimType = page.getByLabel('Claim type', { exact: true });
  await journey.tabTo(claimType);
  await journey.press('ArrowDown');
  const chosen = await claimType.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent?.trim() ?? '');
  expect(chosen).not.toMatch(/^all/i);
  await journey.tabTo(page.getByRole('button', { name: 'Apply filters' }));
  await journey.press('Enter');
  const rows = page.getByTestId('claim-row');
  await expect(rows.first()).toContainText(chosen);
  // The list re-renders row by row: wait until every row is of the chosen type, not just the first.
  await expect.poll(async () => (await rows.allInnerTexts()).filter((text) => !text.includes(chosen))).toEqual([]);

  // A claim's details.
  await journey.tabTo(rows.first().getByRole('link', { name: /Details/ }));
  await journey.press('Enter');
  await journey.arrivedAt(/\/claims\/[^/]+$/, 'Claim details');

  // An EOB, downloaded into a new window.
  await journey.tabTo(page.getByRole('navigation', { name: 'Claims and EOBs' }).getByRole('link', { name: 'EOBs' }), 'backward');
  await journey.press('Enter');
  await journey.arrivedAt(/\/eobs$/);
  await journey.tabTo(page.getByTestId('eob-row').first().getByRole('button', { name: /Download PDF/ }));
  const popup = page.waitForEvent('popup');
  await journey.press('Enter');
  await (await popup).close();

  // The ID card's e-mail dialog: focus inside, kept inside, back on its button when it closes.
  await journey.openSection('Account');
  await journey.tabTo(mainNav(page).getByRole('link', { name: 'Member information' }));
  await journey.press('Enter');
  await journey.arrivedAt(/\/account\/member-information$/);
  const emailButton = page.getByRole('button', { name: 'E-mail ID card' }).first();
  await journey.tabTo(emailButton);
  await journey.press('Enter');
  const dialog = page.getByRole('dialog', { name: /ID card/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Email address')).toBeFocused();
  for (let stop = 0; stop < 6; stop += 1) {
    await journey.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement)), 'Tab stays in the dialog').toBe(true);
  }
  await journey.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(emailButton).toBeFocused();

  // Log out.
  if (isPhone(page)) {
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await journey.tabTo(menu, 'backward');
    await journey.press('Enter');
    await journey.tabTo(page.getByRole('button', { name: 'Log out' }).filter({ visible: true }).last());
  } else {
    await journey.tabTo(page.getByRole('navigation', { name: 'Utility' }).getByRole('button', { name: 'Log out' }), 'backward');
  }
  await journey.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('You have logged out successfully.')).toBeVisible();

  expect(journey.problems).toEqual([]);
});
