import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { E2E_CHROMIUM_ARGS, PLAYWRIGHT_DISABLED_FEATURES } from '../e2e/support/chromium';

/**
 * The names in Playwright's own `disabledFeatures` list, read from the Playwright this project installed:
 * the suite's `--disable-features` replaces Playwright's, so it must carry every one of them.
 */
function playwrightDisabledFeatures(): readonly string[] {
  const require = createRequire(import.meta.url);
  const source = readFileSync(require.resolve('playwright-core/lib/coreBundle'), 'utf8');
  const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(source)?.[1];
  if (list === undefined) throw new Error("Playwright's disabledFeatures list was not found in playwright-core");
  const withoutComments = list.replace(/\/\/.*$/gm, '');
  return [...withoutComments.matchAll(/"([^"]+)"/g)].map((match) => match[1] ?? '');
}

describe("the browser suite's Chromium flags", () => {
  it("keep every feature Playwright turns off, since Chromium keeps only the last --disable-features", () => {
    expect([...PLAYWRIGHT_DISABLED_FEATURES].sort()).toEqual([...playwrightDisabledFeatures()].sort());
    const disabling = E2E_CHROMIUM_ARGS.filter((arg) => arg.startsWith('--disable-features='));
    expect(disabling).toHaveLength(1);
    const disabled = (disabling[0] ?? '').slice('--disable-features='.length).split(',');
    expect(disabled).toEqual(expect.arrayContaining([...playwrightDisabledFeatures(), 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']));
  });
});
