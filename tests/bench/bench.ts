/**
 * `npm run bench`: figures only, no thresholds. Builds the app for production in sandbox mode (so that
 * `vite preview` serves the sandbox gateway), builds a bare React + react-dom page with the same Vite as the
 * floor, serves both on loopback and measures them in headless Debian Chromium through playwright-core.
 *
 * Each figure is a `Measurement` (a function of the shared `BenchContext` returning a `Section`); add later
 * figures (Lighthouse, request counts, memory) by appending to MEASUREMENTS. Everything printed is also
 * written to .bench/results.json.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build, preview, type Manifest, type PreviewServer } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH, chromiumInstalled, MISSING_CHROMIUM_MESSAGE } from '../e2e/support/chromium';

const ROOT = process.cwd();
const WORK = path.join(ROOT, '.bench');
const APP_OUT = path.join(WORK, 'app');
const FLOOR_SRC = path.join(WORK, 'floor-src');
const FLOOR_OUT = path.join(WORK, 'floor');
const APP_PORT = 4199;
const FLOOR_PORT = 4198;

const LOGIN_HEADING = 'Log in to your Member Dashboard';
const HOME_BANNER = 'welcome to your Member Dashboard';
const LOGIN_RUNS = 10;
const PERSONA = { username: 'subscriber', password: 'Sandbox1' } as const;

// ---------------------------------------------------------------------------------------------------
// Shapes

interface Section {
  readonly title: string;
  readonly table?: { readonly header: readonly string[]; readonly rows: readonly (readonly string[])[] };
  readonly figures?: readonly { readonly label: string; readonly value: string }[];
  readonly notes?: readonly string[];
  /** Raw numbers for results.json. */
  readonly data?: unknown;
}

interface Download {
  readonly url: string;
  readonly kind: 'js' | 'css' | 'other';
  readonly bytes: number;
  readonly gzipBytes: number;
}

interface Visit {
  readonly downloads: readonly Download[];
  readonly contentShown: boolean;
}

interface BenchContext {
  readonly browser: Browser;
  readonly appUrl: string;
  readonly floorUrl: string;
  readonly manifest: Manifest;
}

type Measurement = (context: BenchContext) => Promise<Section>;

// ---------------------------------------------------------------------------------------------------
// Helpers

const gzipSize = (bytes: Buffer): number => gzipSync(bytes, { level: 9 }).length;
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} kB`;
const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

function kindOf(url: string, contentType: string): Download['kind'] {
  const pathname = new URL(url).pathname;
  if (/\.m?js$/.test(pathname) || contentType.includes('javascript')) return 'js';
  if (pathname.endsWith('.css') || contentType.includes('text/css')) return 'css';
  return 'other';
}

/** Opens `url` in a fresh context (empty cache) and records every response body it downloads. */
async function recordFirstVisit(browser: Browser, url: string, readyText: string): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    const pending: Promise<Download | undefined>[] = [];
    page.on('response', (response) => {
      pending.push(
        (async () => {
          if (response.status() >= 300) return undefined;
          const body = await response.body().catch(() => undefined);
          if (body === undefined) return undefined;
          const kind = kindOf(response.url(), response.headers()['content-type'] ?? '');
          return { url: response.url(), kind, bytes: body.length, gzipBytes: gzipSize(body) };
        })(),
      );
    });
    await page.goto(url, { waitUntil: 'load' });
    const contentShown = await page
      .getByText(readyText, { exact: false })
      .first()
      .waitFor({ state: 'visible', timeout: 15_000 })
      .then(() => true)
      .catch(() => false);
    await page.waitForLoadState('networkidle');
    const downloads = (await Promise.all(pending)).filter((download): download is Download => download !== undefined);
    return { downloads, contentShown };
  } finally {
    await context.close();
  }
}

function weightRows(downloads: readonly Download[], origin: string): string[][] {
  return downloads
    .filter((download) => download.kind !== 'other')
    .map((download) => [download.url.replace(origin, ''), download.kind, kb(download.bytes), kb(download.gzipBytes)]);
}

function totals(downloads: readonly Download[]): { js: number; css: number } {
  return {
    js: sum(downloads.filter((d) => d.kind === 'js').map((d) => d.gzipBytes)),
    css: sum(downloads.filter((d) => d.kind === 'css').map((d) => d.gzipBytes)),
  };
}

// ---------------------------------------------------------------------------------------------------
// Builds and servers

async function buildApp(): Promise<Manifest> {
  // Sandbox mode: the preview server then answers /gateway like the dev server does.
  process.env.VITE_GATEWAY = 'sandbox';
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';
  await build({ root: ROOT, mode: 'production', logLevel: 'warn', build: { outDir: APP_OUT, emptyOutDir: true } });
  return JSON.parse(readFileSync(path.join(APP_OUT, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The smallest React app there is: the cost any React page pays before it does anything. */
async function buildFloor(): Promise<void> {
  rmSync(FLOOR_SRC, { recursive: true, force: true });
  mkdirSync(FLOOR_SRC, { recursive: true });
  writeFileSync(
    path.join(FLOOR_SRC, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Floor</title></head>' +
      '<body><div id="root"></div><script type="module" src="/main.jsx"></script></body></html>\n',
  );
  writeFileSync(
    path.join(FLOOR_SRC, 'main.jsx'),
    "import { StrictMode } from 'react';\nimport { createRoot } from 'react-dom/client';\n" +
      "createRoot(document.getElementById('root')).render(<StrictMode><h1>Floor</h1></StrictMode>);\n",
  );
  await build({
    root: FLOOR_SRC,
    configFile: false,
    envDir: false,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: FLOOR_OUT, emptyOutDir: true, target: 'es2022', manifest: true },
  });
}

async function serve(root: string, outDir: string, port: number, configFile: false | undefined): Promise<PreviewServer> {
  return preview({
    root,
    configFile,
    logLevel: 'warn',
    build: { outDir },
    preview: { port, strictPort: true, host: '127.0.0.1', open: false },
  });
}

// ---------------------------------------------------------------------------------------------------
// Measurements

/** What each route entry costs by the build's own account (the manifest), before any browser. */
const manifestWeights: Measurement = ({ manifest }) => {
  const fileGzip = (file: string): number => gzipSize(readFileSync(path.join(APP_OUT, file)));
  const closure = (key: string, seen: Set<string>): void => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  };
  const weigh = (keys: Iterable<string>): { js: number; css: number } => {
    const list = [...keys];
    const css = new Set(list.flatMap((key) => manifest[key]?.css ?? []));
    return {
      js: sum(list.map((key) => fileGzip(manifest[key]?.file ?? ''))),
      css: sum([...css].map(fileGzip)),
    };
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry === true);
  if (entryKey === undefined) throw new Error('the manifest has no entry');
  const entryClosure = new Set<string>();
  closure(entryKey, entryClosure);
  const entry = weigh(entryClosure);
  const rows: string[][] = [[`${entryKey} (entry, static imports)`, kb(entry.js), kb(entry.css)]];
  const routes: { route: string; js: number; css: number }[] = [];
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isDynamicEntry !== true) continue;
    const own = new Set<string>();
    closure(key, own);
    const extra = [...own].filter((k) => !entryClosure.has(k));
    const weight = weigh(extra);
    routes.push({ route: chunk.src ?? key, ...weight });
    rows.push([`  + ${chunk.src ?? key}`, kb(weight.js), kb(weight.css)]);
  }
  return Promise.resolve({
    title: 'Route entries by the Vite manifest (gzip -9; a lazy route adds what the entry does not already load)',
    table: { header: ['entry', 'JS gz', 'CSS gz'], rows },
    data: { entry: { key: entryKey, ...entry }, routes },
  });
};

/** What a first visit to /login really downloads, against a bare React page built the same way. */
const firstVisitWeights: Measurement = async ({ browser, appUrl, floorUrl }) => {
  const app = await recordFirstVisit(browser, `${appUrl}/login`, LOGIN_HEADING);
  const floor = await recordFirstVisit(browser, `${floorUrl}/`, 'Floor');
  const appTotals = totals(app.downloads);
  const floorTotals = totals(floor.downloads);
  const appTotal = appTotals.js + appTotals.css;
  const floorTotal = floorTotals.js + floorTotals.css;
  const notes: string[] = [];
  if (!app.contentShown) notes.push(`the login heading '${LOGIN_HEADING}' did not appear: the app may not have rendered`);
  if (!floor.contentShown) notes.push('the floor page did not render its heading');
  return {
    title: 'First visit to /login: JS and CSS downloaded (response bodies, gzip -9)',
    table: {
      header: ['resource', 'kind', 'raw', 'gzip'],
      rows: [...weightRows(app.downloads, appUrl), ...weightRows(floor.downloads, floorUrl).map(([url = '', ...rest]) => [`floor ${url}`, ...rest])],
    },
    figures: [
      { label: '/login JS gz', value: kb(appTotals.js) },
      { label: '/login CSS gz', value: kb(appTotals.css) },
      { label: '/login JS+CSS gz', value: kb(appTotal) },
      { label: 'floor (bare React + react-dom) JS+CSS gz', value: kb(floorTotal) },
      { label: 'ratio /login : floor', value: floorTotal > 0 ? `${(appTotal / floorTotal).toFixed(2)}x` : 'n/a' },
      { label: '/login requests (all kinds)', value: String(app.downloads.length) },
    ],
    notes,
    data: { app: { ...appTotals, requests: app.downloads.length, downloads: app.downloads }, floor: { ...floorTotals, downloads: floor.downloads } },
  };
};

/**
 * Time from the click on 'Log in' to the home banner in the DOM, measured inside the page (a capture-phase
 * click listener starts the clock, a MutationObserver stops it), each run in a fresh context as a first
 * login would be.
 */
export async function timeOneLogin(browser: Browser, appUrl: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page: Page = await context.newPage();
    await page.goto(`${appUrl}/login`);
    await page.getByLabel('Username', { exact: true }).fill(PERSONA.username);
    await page.getByLabel('Password', { exact: true }).fill(PERSONA.password);
    // Installed (and awaited) before the click, so the clock cannot miss it.
    await page.evaluate(
      ({ banner, timeout }) => {
        const timer = new Promise<number>((resolve, reject) => {
          let start: number | undefined;
          document.addEventListener('click', () => (start ??= performance.now()), { capture: true });
          const observer = new MutationObserver(() => {
            if (start !== undefined && document.body.innerText.includes(banner)) {
              observer.disconnect();
              resolve(performance.now() - start);
            }
          });
          observer.observe(document.body, { childList: true, subtree: true, characterData: true });
          setTimeout(() => {
            observer.disconnect();
            reject(new Error(`'${banner}' did not appear within ${timeout} ms of the click`));
          }, timeout);
        });
        (window as unknown as { mdLoginTimer: Promise<number> }).mdLoginTimer = timer;
      },
      { banner: HOME_BANNER, timeout: 15_000 },
    );
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    return await page.evaluate(() => (window as unknown as { mdLoginTimer: Promise<number> }).mdLoginTimer);
  } finally {
    await context.close();
  }
}

const loginToHome: Measurement = async ({ browser, appUrl }) => {
  const runs: number[] = [];
  for (let run = 0; run < LOGIN_RUNS; run += 1) runs.push(await timeOneLogin(browser, appUrl));
  return {
    title: `Log in as '${PERSONA.username}' to the home banner (${LOGIN_RUNS} runs, fresh context each)`,
    figures: [
      { label: 'median', value: `${median(runs).toFixed(0)} ms` },
      { label: 'min / max', value: `${Math.min(...runs).toFixed(0)} / ${Math.max(...runs).toFixed(0)} ms` },
      { label: 'runs', value: runs.map((ms) => ms.toFixed(0)).join(', ') },
    ],
    data: { runsMs: runs, medianMs: median(runs) },
  };
};

const MEASUREMENTS: readonly { readonly name: string; readonly measure: Measurement }[] = [
  { name: 'manifest', measure: manifestWeights },
  { name: 'first-visit', measure: firstVisitWeights },
  { name: 'login-to-home', measure: loginToHome },
];

// ---------------------------------------------------------------------------------------------------
// Output

function printSection(section: Section): void {
  console.log(`\n## ${section.title}`);
  if (section.table !== undefined) {
    const { header, rows } = section.table;
    const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => (row[column] ?? '').length)));
    const format = (row: readonly string[]): string =>
      row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ');
    console.log(format(header));
    for (const row of rows) console.log(format(row));
  }
  for (const figure of section.figures ?? []) console.log(`${figure.label}: ${figure.value}`);
  for (const note of section.notes ?? []) console.log(`note: ${note}`);
}

async function main(): Promise<number> {
  if (!chromiumInstalled()) {
    console.error(MISSING_CHROMIUM_MESSAGE);
    return 1;
  }
  mkdirSync(WORK, { recursive: true });
  console.log('Building the app (production, sandbox gateway) and the React floor...');
  const manifest = await buildApp();
  await buildFloor();

  const servers: PreviewServer[] = [];
  let browser: Browser | undefined;
  const results: Record<string, unknown> = {};
  let crashed = 0;
  try {
    servers.push(await serve(ROOT, APP_OUT, APP_PORT, undefined));
    servers.push(await serve(FLOOR_SRC, FLOOR_OUT, FLOOR_PORT, false));
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS], headless: true });
    const context: BenchContext = {
      browser,
      appUrl: `http://127.0.0.1:${APP_PORT}`,
      floorUrl: `http://127.0.0.1:${FLOOR_PORT}`,
      manifest,
    };
    for (const { name, measure } of MEASUREMENTS) {
      try {
        const section = await measure(context);
        printSection(section);
        results[name] = { title: section.title, figures: section.figures, notes: section.notes, data: section.data };
      } catch (error) {
        crashed += 1;
        const message = error instanceof Error ? error.message : String(error);
        console.log(`\n## ${name}\nunavailable: ${message}`);
        results[name] = { error: message };
      }
    }
  } finally {
    await browser?.close();
    await Promise.all(servers.map((server) => server.close()));
  }
  writeFileSync(path.join(WORK, 'results.json'), `${JSON.stringify({ measuredAt: new Date().toISOString(), results }, null, 2)}\n`);
  console.log(`\nFigures written to ${path.relative(ROOT, path.join(WORK, 'results.json'))}.`);
  return crashed === 0 ? 0 : 1;
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
