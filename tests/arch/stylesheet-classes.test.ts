import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import postcss, { type Rule } from 'postcss';
import { describe, expect, it } from 'vitest';

/**
 * A route's chunk carries the stylesheets its own modules import, and the page keeps every stylesheet it
 * has loaded. So two areas' stylesheets that both style a class on its own (`.id-card`, not `.card .x`) style
 * it differently depending on which areas the member happened to visit first: each area names its own
 * classes, and what several areas share lives in ui/components/ or ui/themes/ (docs/architecture.md).
 */

const UI = path.resolve(import.meta.dirname, '../../ui');
const SHARED = new Set(['components', 'themes']);

function areaStylesheets(): string[] {
  return readdirSync(UI, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css') && !SHARED.has(file.split(path.sep)[0] ?? ''))
    .sort();
}

/** The classes a stylesheet styles on their own: each selector that is one compound (no descendant or child). */
export function classesStyledAlone(css: string): Set<string> {
  const classes = new Set<string>();
  postcss.parse(css).walkRules((rule: Rule) => {
    for (const selector of rule.selectors) {
      if (/[\s>+~]/.test(selector.trim())) continue;
      for (const match of selector.matchAll(/\.([A-Za-z][\w-]*)/g)) classes.add(match[1] ?? '');
    }
  });
  return classes;
}

describe('area stylesheets', () => {
  it('find a class styled on its own, and leave a class styled in context alone', () => {
    expect([...classesStyledAlone('.a, ul.b:hover { x: 1 } .c .d { x: 1 } @media (min-width: 1px) { .e > .f { x: 1 } .g { x: 1 } }')]).toEqual(['a', 'b', 'g']);
  });

  it('never style the same class on its own in two areas', () => {
    const owners = new Map<string, string[]>();
    for (const file of areaStylesheets()) {
      for (const name of classesStyledAlone(readFileSync(path.join(UI, file), 'utf8'))) owners.set(name, [...(owners.get(name) ?? []), file]);
    }
    const shared = [...owners].filter(([, files]) => files.length > 1).map(([name, files]) => `.${name}: ${files.join(', ')}`);
    expect(shared).toEqual([]);
  });
});
