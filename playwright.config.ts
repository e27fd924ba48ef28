import { defineConfig } from '@playwright/test';
import { CHROMIUM_PATH, E2E_CHROMIUM_ARGS } from './tests/e2e/support/chromium';

/** MD_E2E_PORT lets several suites run side by side, each with its own server and build. */
const PORT = Number(process.env.MD_E2E_PORT ?? '5199');
const BASE_URL = `http://127.0.0.1:${PORT}`;
const inCi = Boolean(process.env.CI);
/** Where the suite's sandbox build goes, apart from dist/ (the bench's and a deployment's). */
const E2E_OUT_DIR = `.e2e-dist/${PORT}`;
const RESULTS_SUFFIX = PORT === 5199 ? '' : `-${PORT}`;

/**
 * The mixed assembly (docs/fhir.md): a second sandbox build with VITE_FHIR_BASE_URL=/fhir, whose claims,
 * authorizations and ID card read from the sandbox's FHIR server under /fhir, served on a port of its own
 * (MD_E2E_FHIR_PORT, 100 above MD_E2E_PORT by default). Only the `fhir` project runs there, and it runs only
 * FHIR_SPEC; every other project leaves that spec out, so the rest of the suite is the spec gateway's alone.
 */
const FHIR_PORT = Number(process.env.MD_E2E_FHIR_PORT ?? String(PORT + 100));
const FHIR_BASE_URL = `http://127.0.0.1:${FHIR_PORT}`;
const FHIR_OUT_DIR = `.e2e-dist/${FHIR_PORT}-fhir`;
const FHIR_SPEC = '**/fhir-assembly.spec.ts';

/** Options of `playwright test` that take the next argument as their value (the rest are flags or `--name=value`). */
const OPTIONS_WITH_VALUES = new Set(['-c', '--config', '-g', '--grep', '--grep-invert', '--project', '-j', '--workers', '--reporter', '--output', '--retries', '--repeat-each', '--timeout', '--global-timeout', '--shard', '--max-failures', '--trace', '--tsconfig', '--ui-host', '--ui-port', '--update-snapshots', '--update-source-method']);

/**
 * The spec files a `playwright test` run names (`npx playwright test tests/e2e/x.spec.ts`, as one works on a
 * screen), so that such a run builds only the bundles its specs need; none for a whole run (CI), which builds
 * both. Worker processes load this file too, with other arguments, but only the runner starts web servers.
 */
function namedSpecFiles(argv: readonly string[]): readonly string[] {
  const at = argv.indexOf('test');
  if (at < 0) return [];
  const files: string[] = [];
  for (let i = at + 1; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (OPTIONS_WITH_VALUES.has(arg)) i += 1;
    else if (!arg.startsWith('-')) files.push(arg);
  }
  return files;
}
const NAMED_SPECS = namedSpecFiles(process.argv);
const isFhirSpec = (file: string): boolean => /fhir/i.test(file);
const RUN_NEEDS_GATEWAY_BUILD = NAMED_SPECS.length === 0 || !NAMED_SPECS.every(isFhirSpec);
const RUN_NEEDS_FHIR_BUILD = NAMED_SPECS.length === 0 || NAMED_SPECS.some(isFhirSpec);

/** Tests tagged @tablet also run at 1024x768. */
const TABLET_TAG = /@tablet\b/;
/**
 * Tests tagged @one-width prove what the width cannot change (security headers, hostile input, sign-in and
 * session rules, what each persona is offered, form flows and their refusals, failures, translations): they
 * run at desktop width only. What the width does change runs on the phone and the desktop: the accessibility
 * sweep, the shell and its menus, the keyboard journey, pages fitting the screen, and one main journey per
 * area (home, account, benefits, claims, primary care, authorizations, the cost estimator).
 */
const ONE_WIDTH_TAG = /@one-width\b/;

/**
 * Browser suites of screens still being finished (none at the moment): they were written while the
 * screens were in progress and had not yet passed a whole unloaded run when this was committed, so CI
 * leaves them out until each issue's owner has seen them green. `MD_E2E_ALL=1 npx playwright test` runs
 * them; remove a name here when its suite passes.
 */
const IN_PROGRESS_SPECS: string[] = [];

// Scratch specs (`.name.tmp.spec.ts`, git-ignored) people write while looking at the app never run in CI.
const IGNORED = [...(inCi ? ['**/.*.tmp.*'] : []), ...(process.env.MD_E2E_ALL === '1' ? [] : IN_PROGRESS_SPECS)];
/** The spec gateway's projects: every spec but the mixed assembly's. */
const GATEWAY_IGNORED = [...IGNORED, FHIR_SPEC];

/** The production bundle in sandbox mode, built into `outDir` and served by `vite preview` on `port`. */
const previewCommand = (outDir: string, port: number): string =>
  `npx vite build --outDir ${outDir} --emptyOutDir --logLevel warn && npx vite preview --outDir ${outDir} --port ${port} --strictPort --host 127.0.0.1`;

const GATEWAY_SERVER = {
  // The production bundle in sandbox mode, served by `vite preview` with the sandbox gateway under
  // /gateway: a page loads a few bundled chunks, not hundreds of modules compiled on first visit, so
  // the suite runs in a fraction of the dev server's time on a 2-core machine. MD_E2E_DEV=1 runs the
  // suite against the dev server instead (for a change being made while the suite watches).
  command: process.env.MD_E2E_DEV === '1' ? `npx vite --port ${PORT} --strictPort --host 127.0.0.1` : previewCommand(E2E_OUT_DIR, PORT),
  url: `${BASE_URL}/`,
  env: { VITE_GATEWAY: 'sandbox', MD_SANDBOX_TEST_TOOLS: '1' },
  reuseExistingServer: !inCi,
  timeout: 120_000,
  stdout: 'ignore',
  stderr: 'pipe',
} as const;

/** The mixed assembly's build, with the sandbox's FHIR server under /fhir beside its gateway. */
const FHIR_SERVER = {
  command: previewCommand(FHIR_OUT_DIR, FHIR_PORT),
  url: `${FHIR_BASE_URL}/`,
  env: { VITE_GATEWAY: 'sandbox', VITE_FHIR_BASE_URL: '/fhir', MD_SANDBOX_TEST_TOOLS: '1' },
  reuseExistingServer: !inCi,
  timeout: 180_000,
  stdout: 'ignore',
  stderr: 'pipe',
} as const;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  testIgnore: IGNORED,
  outputDir: `test-results/e2e-artifacts${RESULTS_SUFFIX}`,
  fullyParallel: true,
  forbidOnly: inCi,
  // A failing test runs once more, with a trace (below); `npm test` still counts it as failed, so a retry
  // never hides a flaky test, it only records what happened.
  retries: 1,
  workers: process.env.MD_E2E_WORKERS === undefined ? 2 : Number(process.env.MD_E2E_WORKERS),
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['json', { outputFile: `test-results/e2e${RESULTS_SUFFIX}.json` }]],
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...E2E_CHROMIUM_ARGS],
    },
    locale: 'en-US',
    timezoneId: 'America/Los_Angeles',
    // A missing element fails in seconds rather than at the test's timeout.
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
    screenshot: 'only-on-failure',
    // A failed test keeps a final screenshot, and its retry a trace (actions, DOM snapshots, network,
    // console; no screencast). Tracing every test just in case cost about 7 % of the suite's time.
    trace: { mode: 'on-first-retry', screenshots: false },
  },
  projects: [
    { name: 'phone', testIgnore: GATEWAY_IGNORED, grepInvert: ONE_WIDTH_TAG, use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } },
    { name: 'desktop', testIgnore: GATEWAY_IGNORED, use: { viewport: { width: 1440, height: 900 } } },
    { name: 'tablet', testIgnore: GATEWAY_IGNORED, grep: TABLET_TAG, use: { viewport: { width: 1024, height: 768 }, hasTouch: true } },
    // The mixed assembly, at desktop width only: what it changes is where the data comes from, not the layout.
    { name: 'fhir', testMatch: FHIR_SPEC, use: { baseURL: FHIR_BASE_URL, viewport: { width: 1440, height: 900 } } },
  ],
  webServer: [...(RUN_NEEDS_GATEWAY_BUILD ? [GATEWAY_SERVER] : []), ...(RUN_NEEDS_FHIR_BUILD ? [FHIR_SERVER] : [])],
});
