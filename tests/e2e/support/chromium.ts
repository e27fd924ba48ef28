import { existsSync } from 'node:fs';

/**
 * Debian's Chromium, never a browser downloaded by Playwright (this project's machines cannot fetch one).
 * MD_CHROMIUM overrides the path on a machine that keeps it elsewhere.
 */
export const CHROMIUM_PATH = process.env.MD_CHROMIUM ?? '/usr/bin/chromium';

/** Flags that keep a headless run quiet, offline and deterministic (no sandbox: CI runs as root). */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-gpu',
  '--headless',
];

/**
 * The features Playwright turns off in Chromium (its own `--disable-features`, which a second one on the
 * command line replaces: Chromium keeps the last). Kept equal to Playwright's list by
 * `tests/tooling/chromium-features.test.ts`.
 */
export const PLAYWRIGHT_DISABLED_FEATURES: readonly string[] = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * The browser suite's flags: the above, and the address bar's pop-ups turned off. Headless Chromium still
 * builds a window's browser UI: every tab Playwright opens is a window whose address bar loads its two
 * pop-ups (chrome://omnibox-popup.top-chrome) into a renderer process of their own, which no test ever
 * sees, about a third of the renderer processes the suite starts. The pages under test are not changed.
 * Not for the bench, whose figures are compared with runs made before.
 */
export const E2E_CHROMIUM_ARGS: readonly string[] = [
  ...CHROMIUM_ARGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'].join(',')}`,
];

export function chromiumInstalled(): boolean {
  return existsSync(CHROMIUM_PATH);
}

export const MISSING_CHROMIUM_MESSAGE =
  `Chromium was not found at ${CHROMIUM_PATH}. Install Debian's package ` +
  '(apt-get install -y chromium fonts-dejavu-core, as .ci/run does) or set MD_CHROMIUM to its path.';
