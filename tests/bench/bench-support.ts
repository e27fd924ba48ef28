/**
 * What every bench measurement shares: the shapes of what it prints, the figures' formatting, the spread
 * of repeated runs, a check of how busy the machine was, and the steps of a member's visit (log in, wait
 * for a page to settle).
 */
import { cpus, loadavg } from 'node:os';
import type { Browser, Page } from 'playwright-core';
import type { Manifest } from 'vite';

export const LOGIN_HEADING = 'Log in to your Member Dashboard';
export const HOME_BANNER = 'welcome to your Member Dashboard';
export const PERSONA = { username: 'subscriber', password: 'Sandbox1' } as const;

export interface Target {
  /** What is wanted, e.g. '<= 1.50x'. */
  readonly wanted: string;
  readonly met: boolean;
}

export interface Figure {
  readonly label: string;
  readonly value: string;
  readonly target?: Target;
}

export interface Section {
  readonly title: string;
  readonly table?: { readonly header: readonly string[]; readonly rows: readonly (readonly string[])[] };
  readonly figures?: readonly Figure[];
  readonly notes?: readonly string[];
  /** Raw numbers for results.json. */
  readonly data?: unknown;
}

export interface BenchContext {
  readonly browser: Browser;
  readonly appUrl: string;
  /** The same build over HTTPS with HTTP/2, as production hosts serve it (a throwaway certificate). */
  readonly appHttp2Url: string;
  readonly floorUrl: string;
  readonly manifest: Manifest;
  /** Filled by the first-visit measurement; the /home ratio is against the same floor. */
  floorJs?: number;
  /**
   * The app built for a production gateway, served over HTTP/2 with that gateway on its own origin (the
   * sandbox's, served apart): how a member gets /home. Built only when Lighthouse runs.
   */
  readonly production?: { readonly http2Url: string; readonly manifest: Manifest };
  /** With `--without=<devices>`: the same app built with those performance devices switched off. */
  readonly without?: { readonly devices: string; readonly appUrl: string; readonly manifest: Manifest };
}

export type Measurement = (context: BenchContext) => Promise<Section>;

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} kB`;
export const ms = (value: number): string => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : 'n/a');
export const atMost = (value: number, limit: number, wanted: string): Target => ({ wanted, met: value <= limit });
export const below = (value: number, limit: number, wanted: string): Target => ({ wanted, met: value < limit });

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

export interface Spread {
  readonly min: number;
  readonly median: number;
  readonly max: number;
}

export const spreadOf = (values: readonly number[]): Spread => ({ min: Math.min(...values), median: median(values), max: Math.max(...values) });

/** '340 ms (min 280, max 410)': the median first, as the targets judge it. */
export function formatSpread(spread: Spread, format: (value: number) => string): string {
  return `${format(spread.median)} (min ${format(spread.min)}, max ${format(spread.max)})`;
}

/**
 * How busy the machine was while a measurement ran: the 1-minute load average, sampled by the caller
 * between runs. Timings under CPU slowdown (Lighthouse's TBT above all) stretch on a busy machine, so a
 * figure measured with the load above the core count says little about the page.
 */
export class LoadWatch {
  private readonly samples: number[] = [];

  sample(): void {
    this.samples.push(loadavg()[0] ?? 0);
  }

  note(): string | null {
    if (this.samples.length === 0) return null;
    const cores = cpus().length;
    const highest = Math.max(...this.samples);
    const figures = `1-minute load average ${Math.min(...this.samples).toFixed(2)} to ${highest.toFixed(2)} on ${cores} cores`;
    return highest > cores ? `BUSY MACHINE: ${figures}; these timings are not comparable with a quiet run` : `machine quiet enough: ${figures}`;
  }
}

export async function visible(page: Page, text: string, timeout = 20_000): Promise<boolean> {
  return page
    .getByText(text, { exact: false })
    .first()
    .waitFor({ state: 'visible', timeout })
    .then(() => true)
    .catch(() => false);
}

export async function fillLogin(page: Page, username: string = PERSONA.username): Promise<void> {
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(PERSONA.password);
}

/** Logs in through the form (as the bench's persona unless told) and waits for the home banner. */
export async function logIn(page: Page, appUrl: string, username: string = PERSONA.username): Promise<void> {
  await page.goto(`${appUrl}/login`);
  await fillLogin(page, username);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  if (!(await visible(page, HOME_BANNER))) throw new Error(`'${HOME_BANNER}' did not appear after logging in`);
}

/**
 * The page has finished what it starts on its own: no spinner in main and the network quiet, twice over
 * (a read the page starts once the first answers arrive belongs to the same render).
 */
export async function settled(page: Page): Promise<void> {
  for (let round = 0; round < 2; round += 1) {
    await page.waitForFunction(() => document.querySelector('main .spinner[role="status"]') === null, undefined, { timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
  }
}
