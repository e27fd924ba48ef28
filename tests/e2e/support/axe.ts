import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

const require = createRequire(import.meta.url);
/**
 * axe-core's minified browser bundle as a string: the same rules as the readable axe.js the package's
 * `source` holds, at less than half its size, which the browser parses in about half the time on every
 * page it is evaluated in (a fresh tab has no compiled copy to reuse).
 */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * WCAG 2.2 AA, the current standard: the A and AA rules of WCAG 2.0, 2.1 and 2.2 (axe has no 2.2 A rule, and
 * 2.2 AA adds target size). WCAG 2.1 AA, which the HHS Section 504 rule requires, is a subset of it.
 */
export const WCAG_TAGS: readonly string[] = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly helpUrl: string;
  readonly nodes: readonly { readonly target: string; readonly html: string; readonly summary: string }[];
}

export interface AxeCheckOptions {
  /** CSS selector of the part of the page to audit; the whole document by default. */
  readonly include?: string;
  /** Rule ids to switch off for this check only: say why at the call site. */
  readonly disableRules?: readonly string[];
}

/** Runs axe-core in the page and returns its WCAG A/AA violations in a plain, serialisable form. */
export async function axeViolations(page: Page, options: AxeCheckOptions = {}): Promise<AxeViolation[]> {
  const alreadyLoaded = await page.evaluate(() => 'axe' in window);
  if (!alreadyLoaded) {
    // Evaluated through the DevTools protocol rather than added as an inline <script>, which the app's
    // Content-Security-Policy (rightly) refuses.
    await page.evaluate(AXE_SOURCE);
  }
  // Audited scrolled to the top, as a page first shows: scrolled down, a row passing under the sticky header
  // reads to axe as a target the header half covers (target-size), a verdict that moves with every change
  // of a row's height. A page already at the top is not scrolled (a scroll counts as the member's activity);
  // one that was is put back afterwards, so the test goes on from where it was.
  const scrolledTo = await page.evaluate(() => {
    const at = window.scrollY;
    if (at > 0) window.scrollTo({ top: 0, behavior: 'instant' });
    return at;
  });
  // A dialog fading in or a panel sliding open is audited as it ends up, not half-transparent: axe
  // would measure colour contrast against a mid-animation blend.
  await page.evaluate(async () => {
    const ending = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
  const runOptions: RunOptions = {
    runOnly: { type: 'tag', values: [...WCAG_TAGS] },
    resultTypes: ['violations'],
    rules: Object.fromEntries((options.disableRules ?? []).map((id) => [id, { enabled: false }])),
  };
  try {
    return await page.evaluate(
      async ({ include, runOptions: opts }) => {
        const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResults> } }).axe;
        const results = await axe.run(include ?? document, opts);
        return results.violations.map((violation) => ({
          id: violation.id,
          impact: violation.impact ?? null,
          help: violation.help,
          helpUrl: violation.helpUrl,
          nodes: violation.nodes.map((node) => ({
            target: node.target.map(String).join(' > '),
            html: node.html,
            summary: node.failureSummary ?? '',
          })),
        }));
      },
      { include: options.include, runOptions },
    );
  } finally {
    if (scrolledTo > 0) await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), scrolledTo);
  }
}

/** Human-readable report: one block per rule, the offending elements beneath it. */
export function formatAxeViolations(violations: readonly AxeViolation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map((node) => `    - ${node.target}\n      ${node.html}\n      ${node.summary.replace(/\n/g, '\n      ')}`)
        .join('\n');
      return `[${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes}`;
    })
    .join('\n');
}

/** Fails the test with a readable list when the page (or `include`) has any WCAG 2.2 A/AA violation. */
export async function expectNoAxeViolations(page: Page, options: AxeCheckOptions = {}): Promise<void> {
  const violations = await axeViolations(page, options);
  expect(violations, `Accessibility violations on ${page.url()}:\n${formatAxeViolations(violations)}`).toHaveLength(0);
}
