/**
 * The main thread's work, which the byte counts do not show: how many times React commits while /home
 * fills in after login, the longest task on the way, and how quickly the page answers a member's
 * interactions (INP, measured with the web-vitals library). Measured in Chromium under a 4x CPU slowdown,
 * as Lighthouse's mobile settings do, several runs each, printed with their spread.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import {
  atMost,
  fillLogin,
  formatSpread,
  HOME_BANNER,
  kb,
  LoadWatch,
  logIn,
  ms,
  settled,
  spreadOf,
  visible,
  type BenchContext,
  type Figure,
  type Measurement,
} from './bench-support';

const RUNS = 5;
const CPU_SLOWDOWN = 4;
/** A mid-range phone's screen, where /home is judged. */
const PHONE = { width: 412, height: 915 } as const;
/** The interactions are taken at desktop width, where the primary menu is a row of disclosure buttons. */
const DESKTOP = { width: 1440, height: 900 } as const;

export const TARGETS = {
  commitsAfterData: 3,
  inpMs: 100,
} as const;

/**
 * Installed before the app's scripts: a stand-in for the React DevTools hook, which React calls on every
 * commit (production builds included), and a long-task observer.
 */
const INSTRUMENTS = `
  window.__bench = { commits: [], tasks: [], click: null };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    isDisabled: false,
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) { const id = this.renderers.size + 1; this.renderers.set(id, renderer); return id; },
    onScheduleFiberRoot() {},
    onCommitFiberRoot() { window.__bench.commits.push({ at: performance.now(), path: location.pathname }); },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  document.addEventListener('click', () => { window.__bench.click ??= performance.now(); }, { capture: true });
`;

interface RenderRun {
  readonly commits: number;
  readonly homeCommits: number;
  readonly commitsAfterData: number;
  readonly longestTaskMs: number;
  readonly blockingMs: number;
  readonly gatewayAnswers: number;
}

async function slowDown(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

async function oneLoginToHome(context: BenchContext): Promise<RenderRun> {
  const browserContext = await context.browser.newContext({ viewport: PHONE });
  try {
    await browserContext.addInitScript({ content: INSTRUMENTS });
    const page = await browserContext.newPage();
    await slowDown(browserContext, page);
    await page.goto(`${context.appUrl}/login`);
    await fillLogin(page);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    if (!(await visible(page, HOME_BANNER, 30_000))) throw new Error(`'${HOME_BANNER}' did not appear after logging in`);
    await settled(page);
    return await page.evaluate(() => {
      interface Bench {
        commits: { at: number; path: string }[];
        tasks: { start: number; duration: number }[];
        click: number | null;
      }
      const bench = (window as unknown as { __bench: Bench }).__bench;
      const click = bench.click ?? 0;
      const answers = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/gateway/') && entry.startTime >= click)
        .map((entry) => (entry as PerformanceResourceTiming).responseEnd);
      const lastAnswer = Math.max(...answers);
      const commits = bench.commits.filter((commit) => commit.at >= click);
      const tasks = bench.tasks.filter((task) => task.start >= click);
      return {
        commits: commits.length,
        homeCommits: commits.filter((commit) => commit.path === '/home').length,
        commitsAfterData: commits.filter((commit) => commit.at >= lastAnswer).length,
        longestTaskMs: Math.max(0, ...tasks.map((task) => task.duration)),
        blockingMs: tasks.reduce((total, task) => total + Math.max(0, task.duration - 50), 0),
        gatewayAnswers: answers.length,
      };
    });
  } finally {
    await browserContext.close();
  }
}

/** React commits and long tasks from the click on 'Log in' to the settled /home, on a phone at 4x slowdown. */
export const homeRender: Measurement = async (context) => {
  const load = new LoadWatch();
  const runs: RenderRun[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    load.sample();
    runs.push(await oneLoginToHome(context));
  }
  load.sample();
  if (runs.every((run) => run.commits === 0)) throw new Error('React reported no commit: the commit counter was not installed');
  const count = (value: number): string => value.toFixed(0);
  const commitsAfterData = spreadOf(runs.map((run) => run.commitsAfterData));
  const figures: Figure[] = [
    { label: 'React commits, click on Log in to settled /home', value: formatSpread(spreadOf(runs.map((run) => run.commits)), count) },
    { label: 'React commits while on /home', value: formatSpread(spreadOf(runs.map((run) => run.homeCommits)), count) },
    {
      label: 'React commits after the last gateway answer',
      value: formatSpread(commitsAfterData, count),
      target: atMost(commitsAfterData.median, TARGETS.commitsAfterData, `<= ${TARGETS.commitsAfterData}`),
    },
    { label: 'longest task', value: formatSpread(spreadOf(runs.map((run) => run.longestTaskMs)), ms) },
    { label: 'blocking time (long tasks beyond 50 ms)', value: formatSpread(spreadOf(runs.map((run) => run.blockingMs)), ms) },
  ];
  return {
    title: `/home's first render after login: React commits and long tasks (${RUNS} runs, ${PHONE.width} px, ${CPU_SLOWDOWN}x CPU slowdown)`,
    table: {
      header: ['run', 'commits', 'on /home', 'after data', 'longest task', 'blocking', 'gateway answers'],
      rows: runs.map((run, index) => [
        String(index + 1),
        String(run.commits),
        String(run.homeCommits),
        String(run.commitsAfterData),
        ms(run.longestTaskMs),
        ms(run.blockingMs),
        String(run.gatewayAnswers),
      ]),
    },
    figures,
    notes: [load.note() ?? ''].filter((note) => note !== ''),
    data: runs,
  };
};

interface Interaction {
  readonly name: string;
  readonly path: string;
  /** Performs the interaction; false when the page offers nothing to do (e.g. no further claims). */
  readonly act: (page: Page) => Promise<boolean>;
}

const INTERACTIONS: readonly Interaction[] = [
  {
    name: 'opening a menu (primary navigation)',
    path: '/home',
    act: async (page) => {
      const button = page.locator('.primary-nav button[aria-expanded]').first();
      await button.click();
      await page.waitForFunction(() => document.querySelector('.primary-nav button[aria-expanded="true"]') !== null);
      return true;
    },
  },
  {
    name: 'switching a claims filter (claim type, then Apply filters)',
    path: '/claims',
    act: async (page) => {
      await page.getByLabel('Claim type', { exact: true }).focus();
      await page.keyboard.press('ArrowDown');
      await page.getByRole('button', { name: 'Apply filters', exact: true }).click();
      await page.waitForFunction(() => !document.querySelector('.claims-count')?.textContent?.startsWith('Loading'));
      return true;
    },
  },
  {
    name: 'paging claims (Next page)',
    path: '/claims',
    act: async (page) => {
      const next = page.getByRole('button', { name: 'Next page', exact: true });
      if ((await next.count()) === 0 || (await next.isDisabled())) return false;
      const count = await page.locator('.claims-count').textContent();
      await next.click();
      await page.waitForFunction(
        (before) => {
          const now = document.querySelector('.claims-count')?.textContent ?? '';
          return now !== before && !now.startsWith('Loading');
        },
        count,
      );
      return true;
    },
  },
];

/**
 * web-vitals' script build (it declares `webVitals`; Playwright runs an init script in a scope of its own,
 * so the recorder goes in the same script), then web-vitals' onINP with every change reported and
 * interactions from 16 ms (the Event Timing API's floor) counted.
 */
const WEB_VITALS = path.join(path.dirname(createRequire(import.meta.url).resolve('web-vitals')), 'web-vitals.iife.js');
const INP_RECORDER = `
  ${readFileSync(WEB_VITALS, 'utf8')}
  window.__inp = null;
  webVitals.onINP((metric) => { window.__inp = metric.value; }, { reportAllChanges: true, durationThreshold: 16 });
`;

/** One interaction on a freshly loaded page; its INP in ms, 0 when under the 16 ms floor, null when not possible. */
async function oneInteraction(page: Page, appUrl: string, interaction: Interaction): Promise<number | null> {
  await page.goto(`${appUrl}${interaction.path}`);
  await settled(page);
  if (!(await interaction.act(page))) return null;
  // Event Timing reports an interaction after its next paint: give it that paint, then read.
  const reported = await page
    .waitForFunction(() => (window as unknown as { __inp: number | null }).__inp, undefined, { timeout: 3_000 })
    .then((handle) => handle.jsonValue())
    .catch(() => 0);
  return reported;
}

/** INP of three everyday interactions, on a desktop screen at 4x CPU slowdown. */
export const interactions: Measurement = async (context) => {
  const browserContext = await context.browser.newContext({ viewport: DESKTOP });
  const load = new LoadWatch();
  try {
    await browserContext.addInitScript({ content: INP_RECORDER });
    const page = await browserContext.newPage();
    await logIn(page, context.appUrl);
    await slowDown(browserContext, page);
    const results: { name: string; runs: (number | null)[] }[] = [];
    for (const interaction of INTERACTIONS) {
      const runs: (number | null)[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        load.sample();
        runs.push(await oneInteraction(page, context.appUrl, interaction));
      }
      results.push({ name: interaction.name, runs });
    }
    load.sample();
    const inp = (value: number): string => (value === 0 ? '< 16 ms' : ms(value));
    const figures: Figure[] = results.map(({ name, runs }) => {
      const measured = runs.filter((run): run is number => run !== null);
      if (measured.length === 0) return { label: `INP, ${name}`, value: 'not possible for this member' };
      const spread = spreadOf(measured);
      return { label: `INP, ${name}`, value: formatSpread(spread, inp), target: atMost(spread.median, TARGETS.inpMs, `<= ${ms(TARGETS.inpMs)}`) };
    });
    return {
      title: `Interaction to Next Paint (web-vitals), ${RUNS} runs each on a freshly loaded page, ${DESKTOP.width} px, ${CPU_SLOWDOWN}x CPU slowdown`,
      figures,
      notes: [load.note() ?? ''].filter((note) => note !== ''),
      data: results,
    };
  } finally {
    await browserContext.close();
  }
};

/**
 * The member with years of history (the sandbox's `history`: a family of 8, twenty-five years of claims,
 * EOBs, referrals and requests): what their pages download from the gateway, and INP of the claims
 * interactions and of opening their requests, on a desktop screen at 4x CPU slowdown.
 */
const SCALE_PERSONA = 'history';
const SCALE_PAGES = ['/claims', '/eobs', '/find-care/authorizations', '/benefits/referrals'] as const;

export const scale: Measurement = async (context) => {
  const browserContext = await context.browser.newContext({ viewport: DESKTOP });
  const load = new LoadWatch();
  try {
    await browserContext.addInitScript({ content: INP_RECORDER });
    const page = await browserContext.newPage();
    const answers = new Map<string, { raw: number; gzip: number }>();
    const reading: Promise<void>[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (!url.pathname.startsWith('/gateway/') || response.request().method() !== 'GET') return;
      reading.push(
        response.body().then(
          (body) => void answers.set(`${url.pathname}${url.search}`, { raw: body.length, gzip: gzipSync(body, { level: 9 }).length }),
          () => undefined,
        ),
      );
    });
    await logIn(page, context.appUrl, SCALE_PERSONA);
    for (const target of SCALE_PAGES) {
      await page.goto(`${context.appUrl}${target}`);
      await settled(page);
    }
    await Promise.all(reading);
    await slowDown(browserContext, page);
    const opening: Interaction = {
      name: 'opening their prior authorizations and referrals (the menu link)',
      path: '/home',
      act: async (target) => {
        await target.locator('.primary-nav button[aria-expanded]', { hasText: 'Find care' }).first().click();
        await target.getByRole('link', { name: 'Authorizations', exact: true }).first().click();
        await target.locator('.authorizations-requests').waitFor({ state: 'visible', timeout: 30_000 });
        return true;
      },
    };
    const measured: { name: string; runs: (number | null)[] }[] = [];
    for (const interaction of [...INTERACTIONS.filter((candidate) => candidate.path === '/claims'), opening]) {
      const runs: (number | null)[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        load.sample();
        runs.push(await oneInteraction(page, context.appUrl, interaction));
      }
      measured.push({ name: interaction.name, runs });
    }
    load.sample();
    const inp = (value: number): string => (value === 0 ? '< 16 ms' : ms(value));
    const largest = [...answers].sort(([, a], [, b]) => b.raw - a.raw);
    const figures: Figure[] = [
      ...measured.map(({ name, runs }): Figure => {
        const done = runs.filter((run): run is number => run !== null);
        if (done.length === 0) return { label: `INP, ${name}`, value: 'not possible for this member' };
        const spread = spreadOf(done);
        return { label: `INP, ${name}`, value: formatSpread(spread, inp), target: atMost(spread.median, TARGETS.inpMs, `<= ${ms(TARGETS.inpMs)}`) };
      }),
      { label: 'largest gateway answer', value: largest[0] === undefined ? 'none' : `${largest[0][0]}: ${kb(largest[0][1].raw)} (${kb(largest[0][1].gzip)} gzip)` },
    ];
    return {
      title: `Scale: '${SCALE_PERSONA}' (a family of 8, twenty-five years of history): gateway answers of ${SCALE_PAGES.join(', ')}, and INP (${RUNS} runs, ${DESKTOP.width} px, ${CPU_SLOWDOWN}x CPU slowdown)`,
      table: { header: ['gateway answer (GET)', 'raw', 'gzip'], rows: largest.slice(0, 12).map(([call, size]) => [call, kb(size.raw), kb(size.gzip)]) },
      figures,
      notes: [load.note() ?? ''].filter((note) => note !== ''),
      data: { answers: Object.fromEntries(answers), interactions: measured },
    };
  } finally {
    await browserContext.close();
  }
};
