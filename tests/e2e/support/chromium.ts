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

export function chromiumInstalled(): boolean {
  return existsSync(CHROMIUM_PATH);
}

export const MISSING_CHROMIUM_MESSAGE =
  `Chromium was not found at ${CHROMIUM_PATH}. Install Debian's package ` +
  '(apt-get install -y chromium fonts-dejavu-core, as .ci/run does) or set MD_CHROMIUM to its path.';
