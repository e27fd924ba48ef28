/**
 * `npm run bench`: the performance figures, each printed with its target and whether it is met.
 * Builds the app for production in sandbox mode (so that `vite preview` serves the sandbox gateway, under
 * the production security headers), builds a bare React + react-dom page with the same Vite as the floor,
 * serves both on loopback and measures them in headless Debian Chromium: weights and timings through
 * playwright-core, Lighthouse (default mobile throttling) through chrome-launcher, request counts and memory
 * through the DevTools protocol.
 *
 * /home's LCP targets are judged as a member gets the page: on a production build (`VITE_GATEWAY` a
 * gateway's URL, so none of the sandbox's wiring), served over HTTPS with HTTP/2 under the production
 * security headers, whose gateway is on an origin of its own, the sandbox gateway served apart with the
 * CORS a production gateway answers (gateway-origin.ts). Signing in there goes through that CORS and the
 * build's Content-Security-Policy, as a member's browser does. It is built only when Lighthouse runs; the
 * sandbox build's /home over HTTP/2 is printed beside it for reference.
 *
 * Each figure is a `Measurement` (a function of the shared `BenchContext` returning a `Section`); a figure
 * with a target carries it. Everything printed is also written to .bench/results.json. The exit code is 0
 * unless a measurement crashed; `npm run bench -- --strict` also fails when a target is not met, and
 * `npm run bench -- --only=lighthouse,memory` runs some measurements only; `npm run bench -- --without=compile-hints`
 * measures what a performance device buys (docs/performance.md).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { getCertificate } from '@vitejs/plugin-basic-ssl';
import react from '@vitejs/plugin-react';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { build, preview, type Manifest, type PreviewServer } from 'vite';
import { NGINX_LOGIN_FILE } from '../../adapters/deployment/prerendered-login';
import { devicesSwitchedOff } from '../../adapters/deployment/performance-devices';
import { ACCOUNT_PATH } from '../../adapters/http/account-state-paths';
import { NGINX_HEADERS_FILE, STATIC_HOST_HEADERS_FILE } from '../../adapters/deployment/vite-security-headers-plugin';
import { CHROMIUM_ARGS, CHROMIUM_PATH, chromiumInstalled, MISSING_CHROMIUM_MESSAGE } from '../e2e/support/chromium';
import {
  atMost,
  below,
  fillLogin,
  formatSpread,
  LoadWatch,
  spreadOf,
  type Spread,
  HOME_BANNER,
  LOGIN_HEADING,
  logIn,
  median,
  ms,
  kb,
  PERSONA,
  settled,
  visible,
  type BenchContext,
  type Figure,
  type Measurement,
  type Section,
  type Target,
} from './bench-support';
import { lanternOnCpuTime, lcpWithOnly, wallOverCpu, type CpuTimeFigures } from './cpu-time-lantern';
import { serveGatewayOrigin } from './gateway-origin';
import { homeRender, interactions, scale } from './page-work';

const ROOT = process.cwd();
const WORK = path.join(ROOT, '.bench');
const APP_OUT = path.join(WORK, 'app');
const FLOOR_SRC = path.join(WORK, 'floor-src');
const FLOOR_OUT = path.join(WORK, 'floor');
const APP_PORT = 4199;
const FLOOR_PORT = 4198;
const APP_HTTP2_PORT = 4197;
/** The app built with some performance devices switched off (`--without`). */
const APP_WITHOUT_OUT = path.join(WORK, 'app-without');
const APP_WITHOUT_PORT = 4196;
/**
 * The app as a member gets it: a production build (no sandbox wiring) served over HTTP/2, whose gateway is
 * on an origin of its own (the sandbox gateway served apart, gateway-origin.ts). The gateway's URL is in the
 * build, so its port is fixed.
 */
const PRODUCTION_OUT = path.join(WORK, 'app-production');
const PRODUCTION_HTTP2_PORT = 4195;
const GATEWAY_ORIGIN_PORT = 4194;
const PRODUCTION_GATEWAY = `https://127.0.0.1:${GATEWAY_ORIGIN_PORT}/gateway`;

const LOGIN_RUNS = 10;
/** Lighthouse runs per page and build: 5, or `--lighthouse-runs=<n>` (0 with `--without` for the byte counts alone). */
let LIGHTHOUSE_RUNS = 5;
const NAVIGATIONS = 200;
/** The pages the memory and request figures move between (client-side, as a member clicking around does). */
const TOUR = ['/home', '/benefits/medical', '/find-care/primary-care', '/claims'] as const;

/** The performance targets. */
const TARGETS = {
  loginJsRatio: 1.5,
  loginCssBytes: 15 * 1024,
  // A guard rather than a goal: new areas load as chunks of their own.
  homeJsRatio: 2.5,
  loginPerformanceScore: 99,
  homePerformanceScore: 95,
  loginTbtMs: 100,
  homeTbtMs: 200,
  loginLcpMs: 1800,
  /** A first visit after a release, over HTTP/2 as production hosts serve it: Core Web Vitals' "good". */
  homeLcpMs: 2500,
  /** ... and no more than this above what greeting the member by name needs at the least (its floor). */
  homeLcpOverFloorMs: 300,
  /** A returning member, the app's files cached. */
  homeCachedLcpMs: 1800,
  cls: 0,
  heapGrowthBytes: 5 * 1024 * 1024,
} as const;

// ---------------------------------------------------------------------------------------------------
// Shapes

interface Download {
  readonly url: string;
  readonly kind: 'js' | 'css' | 'other';
  readonly bytes: number;
  readonly gzipBytes: number;
}


// ---------------------------------------------------------------------------------------------------
// Helpers

const gzipSize = (bytes: Buffer): number => gzipSync(bytes, { level: 9 }).length;
const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);
function kindOf(url: string, contentType: string): Download['kind'] {
  const pathname = new URL(url).pathname;
  if (/\.m?js$/.test(pathname) || contentType.includes('javascript')) return 'js';
  if (pathname.endsWith('.css') || contentType.includes('text/css')) return 'css';
  return 'other';
}

const isGatewayCall = (url: string): boolean => new URL(url).pathname.startsWith('/gateway/');

/** Records every response body a page downloads (status < 300), for weighing. */
function recordDownloads(page: Page): () => Promise<Download[]> {
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
  return async () => (await Promise.all(pending)).filter((download): download is Download => download !== undefined);
}

/** Moves the single-page app to `target` as a link click would (wouter follows history.pushState). */
async function navigateInApp(page: Page, target: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, target);
  // Settled: the page's own heading is there and no spinner is turning.
  await page.waitForFunction(
    (to) =>
      window.location.pathname === to &&
      document.querySelector('main h1') !== null &&
      document.querySelector('main [role="status"].spinner, main .spinner[role="status"]') === null,
    target,
    { timeout: 20_000 },
  );
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

/**
 * Builds the app into `outDir`, with the performance devices `without` names switched off (vite.config.ts):
 * in sandbox mode unless `gateway` is a production gateway's URL.
 */
async function buildApp(outDir = APP_OUT, without = '', gateway = 'sandbox'): Promise<Manifest> {
  // Sandbox mode: the preview server then answers /gateway like the dev server does.
  process.env.VITE_GATEWAY = gateway;
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';
  process.env.MD_WITHOUT = without;
  try {
    await build({ root: ROOT, mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  } finally {
    delete process.env.MD_WITHOUT;
  }
  return JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
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

async function serve(
  root: string,
  outDir: string,
  port: number,
  configFile: false | undefined,
  https?: { key: string; cert: string },
  gateway = 'sandbox',
): Promise<PreviewServer> {
  // vite.config.ts reads the gateway as the server starts: the sandbox's is served under /gateway, and the
  // Content-Security-Policy lets the app connect to a production gateway's origin.
  process.env.VITE_GATEWAY = gateway;
  return preview({
    root,
    configFile,
    logLevel: 'warn',
    build: { outDir },
    // With a certificate, Vite serves HTTP/2 (and HTTP/1.1 to a client that asks for it).
    preview: { port, strictPort: true, host: '127.0.0.1', open: false, ...(https === undefined ? {} : { https }) },
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
  // The chunk index.html loads. The manifest does not mark it as the entry when a code-splitting group
  // captured the entry module (vite.config.ts): it is found by the file index.html names.
  const entryFile = /<script type="module"[^>]*\bsrc="\/([^"]+)"/.exec(readFileSync(path.join(APP_OUT, 'index.html'), 'utf8'))?.[1];
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry === true || manifest[key]?.file === entryFile);
  if (entryKey === undefined) throw new Error(`the manifest has no entry, nor the script index.html loads (${entryFile ?? 'none'})`);
  // What a member has before any lazy page: the start-up script, the logged-out page and the core (the
  // chunks vite.config.ts's groups name 'entry' and 'core'), with what they import.
  const baseKeys = [entryKey, ...Object.keys(manifest).filter((key) => ['entry', 'core'].includes(manifest[key]?.name ?? ''))];
  const entryClosure = new Set<string>();
  for (const key of baseKeys) closure(key, entryClosure);
  const entry = weigh(entryClosure);
  const rows: string[][] = [[`${baseKeys.join(' + ')} (start-up, logged-out page and core, with their imports)`, kb(entry.js), kb(entry.css)]];
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
    title: 'Route entries by the Vite manifest (gzip -9; a lazy chunk adds what the entry does not already load)',
    table: { header: ['entry', 'JS gz', 'CSS gz'], rows },
    data: { entry: { key: entryKey, ...entry }, routes },
  });
};

/** What a first visit to /login really downloads, against a bare React page built the same way. */
const firstVisitWeights: Measurement = async (context) => {
  const { browser, appUrl, floorUrl } = context;
  const visit = async (url: string, readyText: string): Promise<{ downloads: Download[]; shown: boolean }> => {
    const browserContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
    try {
      const page = await browserContext.newPage();
      const downloads = recordDownloads(page);
      await page.goto(url, { waitUntil: 'load' });
      const shown = await visible(page, readyText, 15_000);
      await page.waitForLoadState('networkidle');
      // Anything the page starts on its own once idle (deferred content) belongs to the visit too.
      await page.waitForTimeout(1000);
      await page.waitForLoadState('networkidle');
      return { downloads: await downloads(), shown };
    } finally {
      await browserContext.close();
    }
  };
  const app = await visit(`${appUrl}/login`, LOGIN_HEADING);
  const floor = await visit(`${floorUrl}/`, 'Floor');
  const appTotals = totals(app.downloads);
  const floorTotals = totals(floor.downloads);
  context.floorJs = floorTotals.js;
  const ratio = floorTotals.js > 0 ? appTotals.js / floorTotals.js : NaN;
  const notes: string[] = [];
  if (!app.shown) notes.push(`the login heading '${LOGIN_HEADING}' did not appear: the app may not have rendered`);
  if (!floor.shown) notes.push('the floor page did not render its heading');
  return {
    title: 'First visit to /login: JS and CSS downloaded (response bodies, gzip -9), against the React floor',
    table: {
      header: ['resource', 'kind', 'raw', 'gzip'],
      rows: [...weightRows(app.downloads, appUrl), ...weightRows(floor.downloads, floorUrl).map(([url = '', ...rest]) => [`floor ${url}`, ...rest])],
    },
    figures: [
      { label: 'floor (bare React + react-dom) JS gz', value: kb(floorTotals.js) },
      { label: '/login JS gz', value: kb(appTotals.js) },
      { label: '/login JS : floor JS', value: `${ratio.toFixed(2)}x`, target: atMost(ratio, TARGETS.loginJsRatio, `<= ${TARGETS.loginJsRatio.toFixed(2)}x`) },
      { label: '/login CSS gz', value: kb(appTotals.css), target: atMost(appTotals.css, TARGETS.loginCssBytes, `<= ${kb(TARGETS.loginCssBytes)}`) },
      { label: '/login requests (all kinds)', value: String(app.downloads.length) },
    ],
    notes,
    data: { app: { ...appTotals, ratio, requests: app.downloads.length, downloads: app.downloads }, floor: { ...floorTotals, downloads: floor.downloads } },
  };
};

/** The files of the build's sandbox-only chunk (vite.config.ts), by the manifest. */
function sandboxChunks(manifest: Manifest): Set<string> {
  return new Set(Object.values(manifest).filter((chunk) => chunk.name === 'sandbox').map((chunk) => chunk.file));
}

/** Everything a member downloads from the first visit to /login to the settled home page. */
const journeyToHomeWeights: Measurement = async (context) => {
  const browserContext = await context.browser.newContext({ viewport: { width: 375, height: 812 } });
  try {
    const page = await browserContext.newPage();
    const downloads = recordDownloads(page);
    await logIn(page, context.appUrl);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    await page.waitForLoadState('networkidle');
    const downloaded = await downloads();
    // The sandbox build's own chunk (its request headers and pins) is no part of what a member downloads:
    // a production build has none (tests/arch/production-bundle.test.ts).
    const sandboxFiles = sandboxChunks(context.manifest);
    const isSandbox = (download: Download): boolean => sandboxFiles.has(new URL(download.url).pathname.replace(/^\//, ''));
    const all = downloaded.filter((download) => !isSandbox(download));
    const sandboxJs = sum(downloaded.filter(isSandbox).map((download) => download.gzipBytes));
    const { js, css } = totals(all);
    const floorJs = context.floorJs ?? NaN;
    const ratio = js / floorJs;
    const afterLogin = all.filter((download) => download.kind === 'js');
    return {
      title: 'First visit to /login, then log in to the settled /home: all JS and CSS downloaded (gzip -9), the sandbox chunk aside',
      table: { header: ['resource', 'kind', 'raw', 'gzip'], rows: weightRows(afterLogin, context.appUrl) },
      figures: [
        { label: 'JS gz to reach /home', value: kb(js) },
        { label: 'sandbox-only JS gz (not counted: production builds have none)', value: kb(sandboxJs) },
        { label: 'CSS gz to reach /home', value: kb(css) },
        { label: 'JS to reach /home : floor JS', value: `${ratio.toFixed(2)}x`, target: atMost(ratio, TARGETS.homeJsRatio, `<= ${TARGETS.homeJsRatio.toFixed(2)}x`) },
      ],
      data: { js, css, ratio, sandboxJs, downloads: all },
    };
  } finally {
    await browserContext.close();
  }
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
    await fillLogin(page);
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
    title: `Click on 'Log in' as '${PERSONA.username}' to the home banner (${LOGIN_RUNS} runs, fresh context each, no throttling)`,
    figures: [
      { label: 'median', value: ms(median(runs)) },
      { label: 'min / max', value: `${ms(Math.min(...runs))} / ${ms(Math.max(...runs))}` },
      { label: 'runs', value: runs.map((value) => value.toFixed(0)).join(', ') },
    ],
    data: { runsMs: runs, medianMs: median(runs) },
  };
};

interface GatewayRequest {
  readonly method: string;
  readonly path: string;
  /** Same read = same method, URL and credential (the read cache's own key, spec section 7). */
  readonly key: string;
}

function recordGatewayRequests(page: Page): GatewayRequest[] {
  const seen: GatewayRequest[] = [];
  page.on('request', (request) => {
    if (!isGatewayCall(request.url())) return;
    const url = new URL(request.url());
    const path = `${url.pathname}${url.search}`;
    seen.push({ method: request.method(), path, key: `${request.method()} ${path} ${request.headers()['authorization'] ?? ''}` });
  });
  return seen;
}

/**
 * Gateway requests: the sign-in itself, /home's first render in a signed-in session (a page load), a second
 * visit to /home in the same session (client-side, as from a menu) and any read asked for twice in a
 * session touring the main pages.
 */
const gatewayRequests: Measurement = async ({ browser, appUrl }) => {
  const browserContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await browserContext.newPage();
    const requests = recordGatewayRequests(page);
    await logIn(page, appUrl);
    await settled(page);
    const signIn = requests.splice(0);

    // A reload starts a new document and with it an empty read cache: the reads before it are not repeats.
    await page.reload();
    await visible(page, HOME_BANNER);
    await settled(page);
    const firstRender = requests.splice(0);

    // The same session (no reload from here on): tour the main pages, then come back home.
    const tour: GatewayRequest[] = [...firstRender];
    for (const target of TOUR.slice(1)) {
      await navigateInApp(page, target);
      await page.waitForLoadState('networkidle');
    }
    tour.push(...requests.splice(0));
    await navigateInApp(page, '/home');
    await page.waitForLoadState('networkidle');
    const secondVisit = requests.splice(0);
    tour.push(...secondVisit);

    const reads = tour.filter((request) => request.method === 'GET');
    const counts = new Map<string, number>();
    for (const read of reads) counts.set(read.key, (counts.get(read.key) ?? 0) + 1);
    const repeated = [...counts].filter(([, count]) => count > 1);
    return {
      title: `Gateway requests (${PERSONA.username}): sign-in, /home, and a session touring ${TOUR.join(', ')} and back`,
      table: {
        header: ['when', 'requests', 'calls'],
        rows: [
          ['sign-in (click to settled /home)', String(signIn.length), signIn.map((r) => `${r.method} ${r.path}`).join(' ')],
          ['/home first render (page load)', String(firstRender.length), firstRender.map((r) => `${r.method} ${r.path}`).join(' ')],
          ['/home second visit (same session)', String(secondVisit.length), secondVisit.map((r) => `${r.method} ${r.path}`).join(' ')],
        ],
      },
      figures: [
        { label: '/home first render: gateway requests', value: String(firstRender.length) },
        { label: '/home second visit: gateway requests', value: String(secondVisit.length), target: atMost(secondVisit.length, 0, '0') },
        {
          label: 'reads asked for twice in the session',
          value: repeated.length === 0 ? '0' : `${repeated.length}: ${repeated.map(([key, count]) => `${key.split(' ').slice(0, 2).join(' ')} x${count}`).join(', ')}`,
          target: atMost(repeated.length, 0, '0'),
        },
      ],
      data: { signIn, firstRender, secondVisit, repeated },
    };
  } finally {
    await browserContext.close();
  }
};

/** JS heap after forced garbage collection, from the DevTools protocol. */
async function heapAfterGc(context: BrowserContext, page: Page): Promise<number> {
  const cdp = await context.newCDPSession(page);
  try {
    await cdp.send('Performance.enable');
    for (let round = 0; round < 3; round += 1) await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const used = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value;
    if (used === undefined) throw new Error('Performance.getMetrics gave no JSHeapUsedSize');
    return used;
  } finally {
    await cdp.detach();
  }
}

/** Heap growth over many client-side navigations: a leak shows as growth that GC cannot take back. */
const memory: Measurement = async ({ browser, appUrl }) => {
  const browserContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await browserContext.newPage();
    await logIn(page, appUrl);
    // One warm-up round: every page's code and first reads are loaded before the baseline.
    for (const target of [...TOUR.slice(1), TOUR[0]]) await navigateInApp(page, target);
    await page.waitForLoadState('networkidle');
    const before = await heapAfterGc(browserContext, page);
    const started = Date.now();
    for (let step = 0; step < NAVIGATIONS; step += 1) await navigateInApp(page, TOUR[(step + 1) % TOUR.length] ?? '/home');
    await page.waitForLoadState('networkidle');
    const after = await heapAfterGc(browserContext, page);
    const growth = after - before;
    return {
      title: `JS heap over ${NAVIGATIONS} client-side navigations among ${TOUR.join(', ')} (after forced GC)`,
      figures: [
        { label: 'heap before', value: mb(before) },
        { label: 'heap after', value: mb(after) },
        { label: `JS heap growth over ${NAVIGATIONS} navigations`, value: mb(growth), target: below(growth, TARGETS.heapGrowthBytes, `< ${mb(TARGETS.heapGrowthBytes)}`) },
        { label: 'time per navigation', value: ms((Date.now() - started) / NAVIGATIONS) },
      ],
      data: { beforeBytes: before, afterBytes: after, growthBytes: growth },
    };
  } finally {
    await browserContext.close();
  }
};

interface LighthouseFigures {
  readonly score: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  readonly fcpMs: number;
  readonly lcpElement: string;
  /** Lighthouse's estimate of this machine's speed (higher is faster): a busy run shows as a low index. */
  readonly benchmarkIndex: number;
  readonly longestTaskMs: number;
  /** Lantern's LCP for the same run with only the requests the greeting needs on the network (NaN: not asked). */
  readonly greetingOnlyLcpMs: number;
  /** Main-thread time per script (bootup-time), by file name without its content hash. */
  readonly scripts: readonly { readonly script: string; readonly totalMs: number; readonly scriptingMs: number }[];
  /** Main-thread time per kind of work (mainthread-work-breakdown). */
  readonly work: readonly { readonly group: string; readonly ms: number }[];
  /** The same run's lantern metrics with each main-thread task lasting its CPU time (simulated runs only). */
  readonly onCpuTime?: CpuTimeFigures;
}

/** How the floor's Lighthouse runs, and /home's with the app's files cached, are named in the table. */
const FLOOR_PAGE = 'floor';
const HOME_CACHED_PAGE = '/home (cached)';
/**
 * The same pages with Lighthouse's devtools throttling: each request really waits on the wire, where the
 * default (lantern) simulates the load from an unthrottled one. Lantern counts every script that finished
 * before the page painted in that unthrottled load, so it cannot see a page that paints before its scripts
 * arrive (the login page rendered ahead); these runs can. For reference, beside the targets.
 */
const LOGIN_DEVTOOLS_PAGE = '/login (devtools)';
const HOME_DEVTOOLS_PAGE = '/home (devtools)';
/**
 * /home over HTTPS with HTTP/2, as production hosts serve it: `vite preview` speaks HTTP/1.1, whose six
 * connections per host make the page's first scripts queue behind its stylesheets and one another, which
 * lantern simulates faithfully. The sandbox build, its gateway under /gateway on the app's own origin: for
 * reference.
 */
const HOME_HTTP2_PAGE = '/home (sandbox build, HTTP/2)';
/**
 * /home as a member gets it, on which its LCP targets are judged: a production build over HTTP/2 calling
 * its gateway on another origin. A sandbox build differs in two ways a member never sees: the reads the
 * start-up script sends ahead wait for the sandbox's own chunk (its request headers and pins), preloaded
 * after the core, and the gateway shares the app's origin and connection, so that lantern estimates one
 * server response time for the static files and the gateway's reads together (the document's included).
 */
const HOME_PRODUCTION_PAGE = '/home (production build, HTTP/2)';

/** 'assets/core-Brmq9s9L.js' -> 'core.js': the same script across builds. */
const scriptName = (url: string): string => {
  const file = new URL(url, 'http://x').pathname.split('/').pop() ?? url;
  return file.replace(/-[\w-]{8}(?=\.\w+$)/, '');
};

/**
 * What greeting a member by name needs at the least, as files of this build: the start-up script and the
 * React page (the manifest's 'index' and 'entry' chunks) with the chunks they import and their stylesheets.
 * With the document and the account read, that is the floor under /home's LCP for any React page that
 * shows the member's name: the app's core, the other reads and the small files are what /home adds to it.
 */
function greetingFiles(manifest: Manifest): Set<string> {
  const files = new Set<string>();
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (chunk === undefined || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.name === 'index' || chunk.name === 'entry') visit(key);
  if (files.size === 0) throw new Error("the manifest names no 'index' or 'entry' chunk");
  return files;
}

/**
 * Who opens the page: a visitor; a member on a first visit after a release (signed in, nothing cached);
 * a returning member on the same release (signed in, the app's files cached).
 */
type Visit = 'visitor' | 'member' | 'returning member';

/**
 * Lighthouse with its default mobile settings (simulated slow 4G and a 4x slower CPU), performance only,
 * in its own Chromium (chrome-launcher gives Lighthouse the debugging port it needs). /home is audited in
 * a signed-in session: playwright-core logs in through the same Chromium's port. Lighthouse's storage
 * reset empties the HTTP and memory caches (and service workers, Cache Storage) but keeps cookies and local
 * storage, so a member's session outlives it; a returning member's runs skip it.
 */
interface LighthouseBrowser {
  /** One Lighthouse run of `url`. */
  readonly audit: (url: string, visit: Visit, throttling?: 'simulate' | 'devtools') => Promise<LighthouseFigures>;
  /** Signs the sandbox persona in on the app at `url`, in Lighthouse's Chromium. */
  readonly signIn: (url: string) => Promise<void>;
  readonly close: () => void;
}

/**
 * Lighthouse's own Chromium, and the runs and sign-ins made in it; `manifests` are those of the builds it
 * audits, for the floor under LCP (their files are named by their content, so a run finds only its own build's).
 */
async function openLighthouse(manifests: readonly Manifest[]): Promise<LighthouseBrowser> {
  const greeting = new Set(manifests.flatMap((manifest) => [...greetingFiles(manifest)]));
  const neededToGreet = (url: URL): boolean => greeting.has(url.pathname.slice(1)) || url.pathname.endsWith(ACCOUNT_PATH);
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([import('lighthouse'), import('chrome-launcher')]);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    // The HTTP/2 server's certificate is the bench's own, self-signed.
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--ignore-certificate-errors'],
  });
  const audit = async (url: string, visit: Visit, throttling: 'simulate' | 'devtools' = 'simulate', attempt = 1): Promise<LighthouseFigures> => {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: visit === 'returning member',
      throttlingMethod: throttling,
    });
    if (result === undefined) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError !== undefined) {
      // A trace lost to a busy machine (NO_NAVSTART, NO_FCP...) says nothing about the page: try again.
      if (attempt < 3) return audit(url, visit, throttling, attempt + 1);
      throw new Error(`Lighthouse: ${lhr.runtimeError.message} (${attempt} attempts)`);
    }
    if (visit !== 'visitor' && !new URL(lhr.finalDisplayedUrl).pathname.startsWith('/home')) {
      throw new Error(`Lighthouse was sent to ${lhr.finalDisplayedUrl}: the signed-in session did not carry over`);
    }
    const numeric = (id: string): number => lhr.audits[id]?.numericValue ?? NaN;
    const element = lhr.audits['largest-contentful-paint-element']?.details as
      | { items?: { items?: { node?: { selector?: string } }[] }[] }
      | undefined;
    const items = <T,>(id: string): T[] => ((lhr.audits[id]?.details as { items?: T[] } | undefined)?.items ?? []);
    return {
      score: Math.round((lhr.categories['performance']?.score ?? NaN) * 100),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      fcpMs: numeric('first-contentful-paint'),
      lcpElement: element?.items?.[0]?.items?.[0]?.node?.selector ?? '',
      benchmarkIndex: lhr.environment.benchmarkIndex,
      greetingOnlyLcpMs: visit === 'member' && throttling === 'simulate' ? await lcpWithOnly(result.artifacts, lhr.configSettings, neededToGreet) : NaN,
      longestTaskMs: Math.max(0, ...items<{ duration: number }>('long-tasks').map((task) => task.duration)),
      scripts: items<{ url: string; total: number; scripting: number }>('bootup-time').map((item) => ({
        script: scriptName(item.url),
        totalMs: item.total,
        scriptingMs: item.scripting,
      })),
      work: items<{ groupLabel: string; duration: number }>('mainthread-work-breakdown').map((item) => ({ group: item.groupLabel, ms: item.duration })),
      ...(throttling === 'simulate' ? { onCpuTime: await lanternOnCpuTime(result, visit === 'member' ? neededToGreet : undefined) } : {}),
    };
  };
  /** Runs `act` on a page of the Lighthouse Chromium (playwright-core through its debugging port). */
  const onLighthouseBrowser = async (act: (page: Page) => Promise<void>): Promise<void> => {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    try {
      const context = browser.contexts()[0];
      if (context === undefined) throw new Error('the Lighthouse Chromium has no default context');
      const page = await context.newPage();
      await act(page);
      await page.close();
    } finally {
      // Disconnects playwright only: the browser is chrome-launcher's.
      await browser.close();
    }
  };
  const signIn = (url: string): Promise<void> => onLighthouseBrowser((page) => logIn(page, url));
  return { audit, signIn, close: () => chrome.kill() };
}

const lighthouseAudit: Measurement = async ({ appUrl, appHttp2Url, floorUrl, manifest, production }) => {
  if (production === undefined) throw new Error('the production build was not served');
  const { audit, signIn, close } = await openLighthouse([manifest, production.manifest]);
  try {
    const load = new LoadWatch();
    const runs: { page: string; figures: LighthouseFigures }[] = [];
    // The bare React floor (the same Vite, React and react-dom, one heading) is the ceiling for any page
    // React renders in the browser: its score shows what is left to win on /login.
    for (const [page, url] of [[FLOOR_PAGE, `${floorUrl}/`], ['/login', `${appUrl}/login`]] as const) {
      for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
        load.sample();
        runs.push({ page, figures: await audit(url, 'visitor') });
      }
    }
    for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
      load.sample();
      runs.push({ page: LOGIN_DEVTOOLS_PAGE, figures: await audit(`${appUrl}/login`, 'visitor', 'devtools') });
    }
    await signIn(appUrl);
    for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
      load.sample();
      runs.push({ page: '/home', figures: await audit(`${appUrl}/home`, 'member') });
    }
    // A returning member on the same release: the app's files are cached (the last cold run left them).
    for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
      load.sample();
      runs.push({ page: HOME_CACHED_PAGE, figures: await audit(`${appUrl}/home`, 'returning member') });
    }
    for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
      load.sample();
      runs.push({ page: HOME_DEVTOOLS_PAGE, figures: await audit(`${appUrl}/home`, 'member', 'devtools') });
    }
    await signIn(appHttp2Url);
    for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
      load.sample();
      runs.push({ page: HOME_HTTP2_PAGE, figures: await audit(`${appHttp2Url}/home`, 'member') });
    }
    await signIn(production.http2Url);
    for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
      load.sample();
      runs.push({ page: HOME_PRODUCTION_PAGE, figures: await audit(`${production.http2Url}/home`, 'member') });
    }
    load.sample();
    const spread = (page: string, pick: (figures: LighthouseFigures) => number): Spread =>
      spreadOf(runs.filter((run) => run.page === page).map((run) => pick(run.figures)));
    const count = (value: number): string => value.toFixed(0);
    const ratio = (value: number): string => `${value.toFixed(1)}x`;
    const waitRatio = (f: LighthouseFigures): number => (f.onCpuTime === undefined ? NaN : wallOverCpu(f.onCpuTime));
    const figures: Figure[] = [
      { label: 'bare React floor performance score (for reference)', value: formatSpread(spread(FLOOR_PAGE, (f) => f.score), count) },
      { label: 'bare React floor FCP (for reference)', value: formatSpread(spread(FLOOR_PAGE, (f) => f.fcpMs), ms) },
      { label: '/login FCP', value: formatSpread(spread('/login', (f) => f.fcpMs), ms) },
      { label: '/home FCP', value: formatSpread(spread('/home', (f) => f.fcpMs), ms) },
      { label: `${HOME_CACHED_PAGE} performance score (for reference)`, value: formatSpread(spread(HOME_CACHED_PAGE, (f) => f.score), count) },
      { label: `${HOME_CACHED_PAGE} LCP (for reference)`, value: formatSpread(spread(HOME_CACHED_PAGE, (f) => f.lcpMs), ms) },
      { label: `${HOME_CACHED_PAGE} TBT (for reference)`, value: formatSpread(spread(HOME_CACHED_PAGE, (f) => f.tbtMs), ms) },
      {
        label: '/home LCP were the start-up script, the React page, React, their stylesheets and the account read all it downloaded (the floor under /home LCP, for reference)',
        value: formatSpread(spread('/home', (f) => f.greetingOnlyLcpMs), ms),
      },
      ...[HOME_HTTP2_PAGE, HOME_PRODUCTION_PAGE].flatMap((page) => [
        { label: `${page} LCP with the same requests only (for reference)`, value: formatSpread(spread(page, (f) => f.greetingOnlyLcpMs), ms) },
        { label: `${page} performance score (for reference)`, value: formatSpread(spread(page, (f) => f.score), count) },
        { label: `${page} LCP (for reference)`, value: formatSpread(spread(page, (f) => f.lcpMs), ms) },
        { label: `${page} TBT (for reference)`, value: formatSpread(spread(page, (f) => f.tbtMs), ms) },
      ]),
      ...[LOGIN_DEVTOOLS_PAGE, HOME_DEVTOOLS_PAGE].flatMap((page) => [
        { label: `${page} FCP (for reference)`, value: formatSpread(spread(page, (f) => f.fcpMs), ms) },
        { label: `${page} LCP (for reference)`, value: formatSpread(spread(page, (f) => f.lcpMs), ms) },
      ]),
    ];
    // The targets are judged on main-thread CPU time (cpu-time-lantern.ts: what the page itself costs,
    // whatever else the machine was doing); Lighthouse's own figures for the same runs are printed beside.
    const onCpu = (pick: (figures: CpuTimeFigures) => number) => (f: LighthouseFigures): number => (f.onCpuTime === undefined ? NaN : pick(f.onCpuTime));
    const withOwn = (page: string, cpu: Spread, own: (f: LighthouseFigures) => number, format: (value: number) => string): string =>
      `${formatSpread(cpu, format)}; Lighthouse's own ${formatSpread(spread(page, own), format)}`;
    for (const [page, wantedScore, wantedTbt] of [
      ['/login', TARGETS.loginPerformanceScore, TARGETS.loginTbtMs],
      ['/home', TARGETS.homePerformanceScore, TARGETS.homeTbtMs],
    ] as const) {
      const score = spread(page, onCpu((f) => f.score));
      const tbt = spread(page, onCpu((f) => f.tbtMs));
      const lcp = spread(page, onCpu((f) => f.lcpMs));
      const cls = spread(page, (f) => f.cls);
      figures.push(
        { label: `${page} performance score on CPU time`, value: withOwn(page, score, (f) => f.score, count), target: { wanted: `>= ${wantedScore}`, met: score.median >= wantedScore } },
        { label: `${page} TBT on CPU time`, value: withOwn(page, tbt, (f) => f.tbtMs, ms), target: atMost(tbt.median, wantedTbt, `<= ${ms(wantedTbt)}`) },
        page === '/login'
          ? { label: `${page} LCP on CPU time`, value: withOwn(page, lcp, (f) => f.lcpMs, ms), target: below(lcp.median, TARGETS.loginLcpMs, `< ${ms(TARGETS.loginLcpMs)}`) }
          : { label: `${page} LCP on CPU time, over HTTP/1.1 (for reference)`, value: withOwn(page, lcp, (f) => f.lcpMs, ms) },
        { label: `${page} CLS`, value: formatSpread(cls, (value) => value.toFixed(3)), target: { wanted: '0', met: cls.median <= TARGETS.cls } },
        { label: `${page} longest task`, value: formatSpread(spread(page, (f) => f.longestTaskMs), ms) },
        { label: `${page} main thread's wall time : its CPU time while the page loads`, value: formatSpread(spread(page, waitRatio), ratio) },
      );
    }
    // /home's LCP: a first visit after a release, a production build over HTTP/2 with its gateway on its
    // own origin, against its floor in the same run (the sandbox build's beside it, for reference), and a
    // returning member's with the files cached.
    const overFloorOf = (page: string): { lcp: Spread; over: Spread; floor: Spread } => ({
      lcp: spread(page, onCpu((f) => f.lcpMs)),
      over: spread(page, onCpu((f) => f.lcpMs - f.neededOnlyLcpMs)),
      floor: spread(page, onCpu((f) => f.neededOnlyLcpMs)),
    });
    const member = overFloorOf(HOME_PRODUCTION_PAGE);
    const sandbox = overFloorOf(HOME_HTTP2_PAGE);
    const overFloorLabel = (page: string): string => `${page} LCP above its floor (the greeting's requests only), on CPU time, per run`;
    const cachedLcp = spread(HOME_CACHED_PAGE, onCpu((f) => f.lcpMs));
    figures.push(
      { label: `${HOME_HTTP2_PAGE} LCP on CPU time (for reference)`, value: withOwn(HOME_HTTP2_PAGE, sandbox.lcp, (f) => f.lcpMs, ms) },
      { label: `${overFloorLabel(HOME_HTTP2_PAGE)} (for reference)`, value: `${formatSpread(sandbox.over, ms)}; floor ${formatSpread(sandbox.floor, ms)}` },
      { label: `${HOME_PRODUCTION_PAGE} LCP on CPU time`, value: withOwn(HOME_PRODUCTION_PAGE, member.lcp, (f) => f.lcpMs, ms), target: atMost(member.lcp.median, TARGETS.homeLcpMs, `<= ${ms(TARGETS.homeLcpMs)}`) },
      {
        label: overFloorLabel(HOME_PRODUCTION_PAGE),
        value: `${formatSpread(member.over, ms)}; floor ${formatSpread(member.floor, ms)}`,
        target: atMost(member.over.median, TARGETS.homeLcpOverFloorMs, `<= ${ms(TARGETS.homeLcpOverFloorMs)}`),
      },
      { label: `${HOME_CACHED_PAGE} LCP on CPU time`, value: withOwn(HOME_CACHED_PAGE, cachedLcp, (f) => f.lcpMs, ms), target: atMost(cachedLcp.median, TARGETS.homeCachedLcpMs, `<= ${ms(TARGETS.homeCachedLcpMs)}`) },
    );
    // Where /home's main-thread time goes, median over its runs: per script, then per kind of work.
    const homeRuns = runs.filter((run) => run.page === '/home').map((run) => run.figures);
    const medianPer = <T,>(list: (figures: LighthouseFigures) => readonly T[], key: (item: T) => string, value: (item: T) => number): [string, number][] => {
      const keys = [...new Set(homeRuns.flatMap((figures) => list(figures).map(key)))];
      return keys
        .map((name): [string, number] => [name, median(homeRuns.map((figures) => sum(list(figures).filter((item) => key(item) === name).map(value))))])
        .sort((a, b) => b[1] - a[1]);
    };
    const perScript = medianPer((f) => f.scripts, (item) => item.script, (item) => item.totalMs);
    const perWork = medianPer((f) => f.work, (item) => item.group, (item) => item.ms);
    figures.push(
      { label: '/home main-thread time per script (median)', value: perScript.map(([name, time]) => `${name} ${ms(time)}`).join(', ') },
      { label: '/home main-thread time per kind of work (median)', value: perWork.map(([name, time]) => `${name} ${ms(time)}`).join(', ') },
    );
    const indexes = runs.map((run) => run.figures.benchmarkIndex);
    return {
      title: `Lighthouse ${LIGHTHOUSE_RUNS}x per page, default mobile throttling; /home's LCP on a production build over HTTP/2, its gateway on its own origin; devtools throttling and the sandbox build over HTTP/2 for reference (median, min and max per figure)`,
      table: {
        header: ['page', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'longest task', 'benchmark index', 'wall : CPU', 'TBT on CPU time', 'LCP element'],
        rows: runs.map(({ page, figures: f }) => [
          page,
          String(f.score),
          ms(f.fcpMs),
          ms(f.lcpMs),
          ms(f.tbtMs),
          f.cls.toFixed(3),
          ms(f.longestTaskMs),
          f.benchmarkIndex.toFixed(0),
          f.onCpuTime === undefined ? '' : ratio(waitRatio(f)),
          f.onCpuTime === undefined ? '' : ms(f.onCpuTime.tbtMs),
          f.lcpElement,
        ]),
      },
      figures,
      notes: [
        load.note() ?? '',
        `Lighthouse's benchmark index ${Math.min(...indexes).toFixed(0)} to ${Math.max(...indexes).toFixed(0)}${Math.min(...indexes) < 0.75 * Math.max(...indexes) ? ': the CPU was markedly slower in some runs than in others (a busy or noisy machine); compare medians' : ''}`,
        'TBT and the score depend on the machine: a busy machine makes every task look longer under the 4x CPU slowdown.',
        waitNote(runs.flatMap((run) => (run.figures.onCpuTime === undefined ? [] : [run.figures.onCpuTime]))),
      ].filter((note) => note !== ''),
      data: runs,
    };
  } finally {
    close();
  }
};

/**
 * What performance devices buy (`--without=<devices>`, adapters/deployment/performance-devices.ts): the app
 * built as usual and built with the devices switched off, measured alike in the same run. The JS a first
 * visit to /login and the way to /home download, then Lighthouse on /login (a visitor) and /home (a member
 * on a first visit after a release), the two builds' runs alternating so that a change in the machine's load
 * falls on both; medians with min and max, judged on main-thread CPU time as the targets are.
 */
const withoutDevices: Measurement = async (context) => {
  const { without } = context;
  if (without === undefined) throw new Error('run it as npm run bench -- --without=<devices>');
  const builds = [
    { name: 'with', context },
    { name: 'without', context: { ...context, appUrl: without.appUrl, manifest: without.manifest } },
  ] as const;
  const bytes: Record<string, { login: number; home: number }> = {};
  for (const build of builds) {
    const login = await firstVisitWeights(build.context);
    const home = await journeyToHomeWeights(build.context);
    bytes[build.name] = { login: (login.data as { app: { js: number } }).app.js, home: (home.data as { js: number }).js };
  }
  const runs: { build: string; page: string; figures: LighthouseFigures }[] = [];
  const load = new LoadWatch();
  const lighthouse = LIGHTHOUSE_RUNS === 0 ? undefined : await openLighthouse([context.manifest, without.manifest]);
  if (lighthouse !== undefined) {
    try {
      // /login is a visitor's page: its runs come before the member signs in. The two builds share the
      // sandbox persona, whose sign-in on one ends the session on the other: each /home run signs in first.
      for (const page of ['/login', '/home'] as const) {
        for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
          for (const build of builds) {
            if (page === '/home') await lighthouse.signIn(build.context.appUrl);
            load.sample();
            runs.push({ build: build.name, page, figures: await lighthouse.audit(`${build.context.appUrl}${page}`, page === '/login' ? 'visitor' : 'member') });
          }
        }
      }
    } finally {
      lighthouse.close();
    }
  }
  load.sample();
  const spread = (build: string, page: string, pick: (figures: LighthouseFigures) => number): Spread =>
    spreadOf(runs.filter((run) => run.build === build && run.page === page).map((run) => pick(run.figures)));
  const rows: string[][] = [];
  const row = (label: string, withValue: Spread | number, withoutValue: Spread | number, format: (value: number) => string): void => {
    const median = (value: Spread | number): number => (typeof value === 'number' ? value : value.median);
    const shown = (value: Spread | number): string => (typeof value === 'number' ? format(value) : formatSpread(value, format));
    const difference = median(withoutValue) - median(withValue);
    rows.push([label, shown(withValue), shown(withoutValue), `${difference >= 0 ? '+' : ''}${format(difference)}`]);
  };
  const count = (value: number): string => value.toFixed(0);
  const bytesOf = (value: number): string => `${value.toFixed(0)} B`;
  row('/login JS gz', bytes['with']?.login ?? NaN, bytes['without']?.login ?? NaN, bytesOf);
  row('JS gz to reach /home', bytes['with']?.home ?? NaN, bytes['without']?.home ?? NaN, bytesOf);
  for (const page of LIGHTHOUSE_RUNS === 0 ? [] : ['/login', '/home']) {
    row(`${page} score on CPU time`, spread('with', page, (f) => f.onCpuTime?.score ?? NaN), spread('without', page, (f) => f.onCpuTime?.score ?? NaN), count);
    row(`${page} TBT on CPU time`, spread('with', page, (f) => f.onCpuTime?.tbtMs ?? NaN), spread('without', page, (f) => f.onCpuTime?.tbtMs ?? NaN), ms);
    row(`${page} LCP on CPU time`, spread('with', page, (f) => f.onCpuTime?.lcpMs ?? NaN), spread('without', page, (f) => f.onCpuTime?.lcpMs ?? NaN), ms);
    row(`${page} TBT (Lighthouse's own)`, spread('with', page, (f) => f.tbtMs), spread('without', page, (f) => f.tbtMs), ms);
    row(`${page} LCP (Lighthouse's own)`, spread('with', page, (f) => f.lcpMs), spread('without', page, (f) => f.lcpMs), ms);
  }
  const indexes = runs.map((run) => run.figures.benchmarkIndex);
  return {
    title: `Without ${without.devices}: the same app built with and without, ${LIGHTHOUSE_RUNS} Lighthouse runs of each page and build, alternating (median, min and max)`,
    table: { header: ['figure', 'with', `without ${without.devices}`, 'without - with (medians)'], rows },
    notes: [
      load.note() ?? '',
      indexes.length === 0 ? '' : `Lighthouse's benchmark index ${Math.min(...indexes).toFixed(0)} to ${Math.max(...indexes).toFixed(0)}`,
      waitNote(runs.flatMap((run) => (run.figures.onCpuTime === undefined ? [] : [run.figures.onCpuTime]))),
    ].filter((note) => note !== ''),
    data: { devices: without.devices, bytes, runs },
  };
};

/**
 * Says how long the pages' main thread waited while it had work (for a core, or on another process):
 * lantern multiplies a task's wall time, so a machine that keeps the page waiting inflates TBT and LCP by
 * the wait.
 */
function waitNote(runs: readonly CpuTimeFigures[]): string {
  if (runs.length === 0) return '';
  const wait = median(runs.map(wallOverCpu));
  const figures = `the main thread's tasks took ${wait.toFixed(1)}x their CPU time in wall time (median over the simulated runs)`;
  return wait > 1.5
    ? `MAIN THREAD KEPT WAITING: ${figures}. Lantern counts the wait as the page's work; the figures "on main-thread CPU time" give the same simulation with each task lasting its CPU time`
    : `Main thread ran unhindered: ${figures}`;
}

/** What the build writes for the host: headers for static hosts, the nginx headers and the login page rule. */
const HOST_FILES = [STATIC_HOST_HEADERS_FILE, NGINX_HEADERS_FILE, NGINX_LOGIN_FILE];

/** The deployment's security headers made it into the build and onto the wire (adapters/deployment). */
const deploymentHeaders: Measurement = async ({ appUrl }) => {
  const html = readFileSync(path.join(APP_OUT, 'index.html'), 'utf8');
  const meta = /<meta http-equiv="Content-Security-Policy"/.test(html);
  const response = await fetch(`${appUrl}/login`);
  const header = response.headers.get('content-security-policy') ?? '';
  // index.html and the login pages rendered ahead next to it: none may carry an inline script.
  const pages = readdirSync(APP_OUT).filter((file) => file.endsWith('.html'));
  const inlineScripts = sum(pages.map((file) => [...readFileSync(path.join(APP_OUT, file), 'utf8').matchAll(/<script(?![^>]*\bsrc=)[^>]*>/g)].length));
  return {
    title: 'Security headers of the production build',
    figures: [
      // The policy travels as a header; a <meta> copy (VITE_CSP_META) is only for hosts that cannot send one.
      { label: 'CSP <meta> in index.html', value: meta ? 'present' : 'absent', target: { wanted: 'absent (header only)', met: !meta } },
      {
        label: 'CSP header from vite preview',
        value: header === '' ? 'missing' : 'present',
        target: { wanted: "present, frame-ancestors 'none', Trusted Types", met: header.includes("frame-ancestors 'none'") && header.includes("require-trusted-types-for 'script'") },
      },
      { label: `inline <script> in index.html and the login pages (${pages.length} pages)`, value: String(inlineScripts), target: atMost(inlineScripts, 0, '0') },
      {
        label: '_headers and nginx snippets emitted',
        value: HOST_FILES.map((file) => `${file}: ${existsSync(path.join(APP_OUT, file)) ? 'yes' : 'no'}`).join(', '),
        target: { wanted: 'all', met: HOST_FILES.every((file) => existsSync(path.join(APP_OUT, file))) },
      },
    ],
  };
};

const MEASUREMENTS: readonly { readonly name: string; readonly measure: Measurement }[] = [
  { name: 'manifest', measure: manifestWeights },
  { name: 'first-visit', measure: firstVisitWeights },
  { name: 'journey-to-home', measure: journeyToHomeWeights },
  { name: 'login-to-home', measure: loginToHome },
  { name: 'gateway-requests', measure: gatewayRequests },
  { name: 'memory', measure: memory },
  { name: 'home-render', measure: homeRender },
  { name: 'interactions', measure: interactions },
  { name: 'scale', measure: scale },
  { name: 'lighthouse', measure: lighthouseAudit },
  { name: 'headers', measure: deploymentHeaders },
  { name: 'without', measure: withoutDevices },
];

// ---------------------------------------------------------------------------------------------------
// Output

const verdict = (target: Target): string => (target.met ? 'met' : 'NOT MET');

function printSection(section: Section): void {
  console.log(`\n## ${section.title}`);
  if (section.table !== undefined) {
    const { header, rows } = section.table;
    const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => (row[column] ?? '').length)));
    const format = (row: readonly string[]): string =>
      row
        .map((cell, column) => (column === 0 || column === row.length - 1 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
        .join('  ')
        .trimEnd();
    console.log(format(header));
    for (const row of rows) console.log(format(row));
  }
  for (const figure of section.figures ?? []) {
    const target = figure.target === undefined ? '' : `   [target ${figure.target.wanted}: ${verdict(figure.target)}]`;
    console.log(`${figure.label}: ${figure.value}${target}`);
  }
  for (const note of section.notes ?? []) console.log(`note: ${note}`);
}

function printSummary(sections: readonly Section[]): { met: number; total: number } {
  const targeted = sections.flatMap((section) => (section.figures ?? []).filter((figure) => figure.target !== undefined));
  console.log('\n## Targets');
  const width = Math.max(...targeted.map((figure) => figure.label.length));
  for (const figure of targeted) {
    const target = figure.target as Target;
    console.log(`${verdict(target).padEnd(7)}  ${figure.label.padEnd(width)}  ${figure.value.length > 60 ? `${figure.value.slice(0, 57)}...` : figure.value}  (target ${target.wanted})`);
  }
  const met = targeted.filter((figure) => figure.target?.met === true).length;
  console.log(`${met} of ${targeted.length} targets met`);
  return { met, total: targeted.length };
}

async function main(argv: readonly string[]): Promise<number> {
  if (!chromiumInstalled()) {
    console.error(MISSING_CHROMIUM_MESSAGE);
    return 1;
  }
  const strict = argv.includes('--strict');
  // --without=<devices> measures what those performance devices buy, and only that unless --only says more.
  const without = argv.find((arg) => arg.startsWith('--without='))?.slice('--without='.length) ?? '';
  devicesSwitchedOff(without);
  const runs = argv.find((arg) => arg.startsWith('--lighthouse-runs='))?.slice('--lighthouse-runs='.length);
  if (runs !== undefined) LIGHTHOUSE_RUNS = Number(runs);
  if (!Number.isInteger(LIGHTHOUSE_RUNS) || LIGHTHOUSE_RUNS < 0) throw new Error(`--lighthouse-runs must be a whole number, got '${runs ?? ''}'`);
  const only = argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length).split(',') ?? (without === '' ? undefined : ['without']);
  const chosen = MEASUREMENTS.filter(
    ({ name }) => (name !== 'without' || without !== '') && (only === undefined || only.includes(name) || (name === 'first-visit' && only.includes('journey-to-home'))),
  );
  const started = Date.now();
  mkdirSync(WORK, { recursive: true });
  // The production build (its gateway on its own origin) is only for /home's LCP: built when Lighthouse runs.
  const withProduction = chosen.some(({ name }) => name === 'lighthouse');
  console.log(`Building the app (production, sandbox gateway)${withProduction ? ', the app for a production gateway on its own origin' : ''} and the React floor...`);
  const manifest = await buildApp();
  const withoutManifest = without === '' ? undefined : await buildApp(APP_WITHOUT_OUT, without);
  const productionManifest = withProduction ? await buildApp(PRODUCTION_OUT, '', PRODUCTION_GATEWAY) : undefined;
  await buildFloor();

  const servers: { readonly close: () => Promise<void> }[] = [];
  let browser: Browser | undefined;
  const results: Record<string, unknown> = {};
  const sections: Section[] = [];
  let crashed = 0;
  try {
    servers.push(await serve(ROOT, APP_OUT, APP_PORT, undefined));
    servers.push(await serve(FLOOR_SRC, FLOOR_OUT, FLOOR_PORT, false));
    // A self-signed certificate, made once and kept under .bench/ (the browsers are told to accept it).
    const pem = await getCertificate(path.join(WORK, 'certificate'));
    servers.push(await serve(ROOT, APP_OUT, APP_HTTP2_PORT, undefined, { key: pem, cert: pem }));
    if (withoutManifest !== undefined) servers.push(await serve(ROOT, APP_WITHOUT_OUT, APP_WITHOUT_PORT, undefined));
    const productionUrl = `https://127.0.0.1:${PRODUCTION_HTTP2_PORT}`;
    if (productionManifest !== undefined) {
      servers.push(await serve(ROOT, PRODUCTION_OUT, PRODUCTION_HTTP2_PORT, undefined, { key: pem, cert: pem }, PRODUCTION_GATEWAY));
      servers.push(await serveGatewayOrigin(GATEWAY_ORIGIN_PORT, productionUrl, pem));
    }
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS], headless: true });
    const context: BenchContext = {
      browser,
      appUrl: `http://127.0.0.1:${APP_PORT}`,
      appHttp2Url: `https://127.0.0.1:${APP_HTTP2_PORT}`,
      floorUrl: `http://127.0.0.1:${FLOOR_PORT}`,
      manifest,
      ...(withoutManifest === undefined ? {} : { without: { devices: without, appUrl: `http://127.0.0.1:${APP_WITHOUT_PORT}`, manifest: withoutManifest } }),
      ...(productionManifest === undefined ? {} : { production: { http2Url: productionUrl, manifest: productionManifest } }),
    };
    for (const { name, measure } of chosen) {
      try {
        const section = await measure(context);
        printSection(section);
        sections.push(section);
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
  const { met, total } = printSummary(sections);
  console.log(`\nBench took ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  writeFileSync(path.join(WORK, 'results.json'), `${JSON.stringify({ measuredAt: new Date().toISOString(), targets: { met, total }, results }, null, 2)}\n`);
  console.log(`Figures written to ${path.relative(ROOT, path.join(WORK, 'results.json'))}.`);
  if (crashed > 0) return 1;
  return strict && met < total ? 1 : 0;
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
