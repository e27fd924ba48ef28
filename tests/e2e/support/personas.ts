import type { Page } from '@playwright/test';

/** Every sandbox persona's password (shared/sandbox-personas.md). */
export const SANDBOX_PASSWORD = 'Sandbox1';

export type DomainId = 1 | 2 | 5;

/** The sandbox personas and the brand each one belongs to: a persona logs in only on its own domain. */
export const PERSONA_DOMAINS = {
  subscriber: 1,
  spouse: 1,
  minor: 1,
  termed: 1,
  future: 1,
  multigroup: 1,
  moda360: 1,
  noemail: 1,
  newuser: 1,
  locked: 1,
  retry: 1,
  nopcp: 1,
  pci: 1,
  medicare: 1,
  local598: 1,
  navitus: 1,
  portland: 1,
  noportland: 1,
  cancelm: 1,
  canceld: 1,
  group4760: 1,
  summit: 2,
  summitnewid: 2,
  providence: 5,
  provunsigned: 5,
  provdep: 5,
  provnewid: 5,
  history: 1,
} as const satisfies Record<string, DomainId>;

export type PersonaName = keyof typeof PERSONA_DOMAINS;

export interface LogInOptions {
  /** The brand; the persona's own domain by default. */
  readonly domain?: DomainId;
  /** Pins the sandbox clock for the browser session (yyyy-mm-dd). */
  readonly today?: string;
  /** Defaults to the sandbox password; pass another to exercise failed attempts. */
  readonly password?: string;
}

/** The /login URL with the sandbox-only brand and clock parameters. */
export function loginUrl(username: string, options: Pick<LogInOptions, 'domain' | 'today'> = {}): string {
  const params = new URLSearchParams();
  const domain = options.domain ?? (PERSONA_DOMAINS as Record<string, DomainId | undefined>)[username];
  if (domain !== undefined) params.set('domain', String(domain));
  if (options.today !== undefined) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(options.today)) throw new Error(`today must be yyyy-mm-dd, got '${options.today}'`);
    params.set('today', options.today);
  }
  const query = params.toString();
  return query === '' ? '/login' : `/login?${query}`;
}

/** Fills and submits the login form on the page already open (for unknown users and wrong passwords). */
export async function submitLoginForm(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Logs in through the login form as a person would; where it lands is for the test to assert. */
export async function logInAs(page: Page, username: PersonaName, options: LogInOptions = {}): Promise<void> {
  await page.goto(loginUrl(username, options));
  await submitLoginForm(page, username, options.password ?? SANDBOX_PASSWORD);
}

/** Logs out through the header, as a member would: behind the Menu button where the layout folds it. */
export async function logOutFromHeader(page: Page): Promise<void> {
  const visible = page.getByRole('button', { name: 'Log out' }).filter({ visible: true });
  if ((await visible.count()) === 0) await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await visible.first().click();
}
