import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Feature files are read and written by business analysts: they say what a member sees and what a rule
 * decides, in business words. How the app is built (CSS selectors, addresses, JSON) stays in the steps.
 * Each feature is tagged with its area (the folder it lives in) and the brands its scenarios cover, so an
 * analyst can run one area or one brand (docs/analysts.md).
 */

const FEATURES = path.join(process.cwd(), 'features');

function featureFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'steps' || entry.name === 'support' ? [] : featureFiles(full);
    return entry.name.endsWith('.feature') ? [full] : [];
  });
}

/** What does not belong in a business scenario, with the words to tell the analyst why. */
export const NOT_BUSINESS_WORDS: readonly { readonly what: string; readonly pattern: RegExp }[] = [
  { what: 'a web address', pattern: /\b(?:https?|ftp):\/\/|\bwww\./i },
  { what: 'a route of the app', pattern: /(?:^|[\s"'(|])\/[a-z][\w-]*(?:\/[\w-]*)*/i },
  { what: 'JSON', pattern: /\{\s*"[^"]*"\s*:|\[\s*\{|":\s*[[{"\d]/ },
  { what: 'a CSS selector', pattern: /\[(?:data-|aria-|role=|class=|id=)|\b(?:div|span|button|input|section|nav|ul|li|h[1-6])[.#[][\w-]|:nth-(?:child|of-type)|querySelector|(?:^|\s)[#.][a-z][\w-]*\s*[>~+]\s*[#.\w]/i },
];

/** The business problems of one line of a feature file (an e-mail address is business data, not an address of the web). */
export function notBusinessWords(line: string): string[] {
  const withoutEmails = line.replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, 'an e-mail address');
  return NOT_BUSINESS_WORDS.filter((rule) => rule.pattern.test(withoutEmails)).map((rule) => rule.what);
}

describe('the words a feature file is written in', () => {
  it('catches the technical words an analyst should not need', () => {
    expect(notBusinessWords('    And they are offered the Navitus site "https://members.navitus.com"')).toEqual(['a web address']);
    expect(notBusinessWords('      | nopcp | offers to select primary care at "/find-care/primary-care/0/search" |')).toEqual(['a route of the app']);
    expect(notBusinessWords('    Then the answer is {"kind": "loaded"}')).toEqual(['JSON']);
    expect(notBusinessWords('    When they click button.primary in [data-testid=menu]')).toEqual(['a CSS selector']);
    expect(notBusinessWords('      | show chat | www.cascadehealth.example.com | offered |')).toEqual(['a web address']);
  });

  it('lets business words through: amounts, days, lists, e-mail addresses, ratios', () => {
    expect(notBusinessWords('    Then their settings show the e-mail address "daniel.hollis@example.com"')).toEqual([]);
    expect(notBusinessWords('      | 11/20/2023 | 11/19/2025 | Start date cannot be more than two years ago |')).toEqual([]);
    expect(notBusinessWords('    Then the plan switcher offers "Rose City …, Pacific Cr…"')).toEqual([]);
    expect(notBusinessWords('      | in-network | $1,500.00 | 140.40 | Claims/EOBs | 1 of 3 |')).toEqual([]);
    expect(notBusinessWords('    Then the contact is open "Monday through Friday, 7:30 a.m. to 5:30 p.m. PT"')).toEqual([]);
    expect(notBusinessWords('      | email address | avery.example.com | Invalid email address |')).toEqual([]);
  });

  it('holds no CSS selectors, web addresses, routes or JSON in any feature file', () => {
    const problems = featureFiles(FEATURES).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => notBusinessWords(line).map((what) => `${path.relative(process.cwd(), file)}:${index + 1} has ${what}: ${line.trim()}`)),
    );
    expect(problems).toEqual([]);
  });

  it('tags every feature with its area and every scenario with the brands it names', () => {
    const brands = [['main', /\bmain\b/], ['summit', /\bSummit\b/], ['providence', /\bProvidence\b/]] as const;
    const problems = featureFiles(FEATURES).flatMap((file) => {
      const where = path.relative(process.cwd(), file);
      const lines = readFileSync(file, 'utf8').split('\n');
      const area = path.basename(path.dirname(file));
      const found: string[] = [];
      const featureAt = lines.findIndex((line) => line.startsWith('Feature:'));
      if (!(lines[featureAt - 1] ?? '').split(/\s+/).includes(`@${area}`)) found.push(`${where}: the feature is not tagged @${area}`);
      const starts = lines.flatMap((line, index) => (/^\s*(Scenario|Scenario Outline|Example):/.test(line) ? [index] : []));
      starts.forEach((start, position) => {
        const block = lines
          .slice(start + 1, starts[position + 1] ?? lines.length)
          .filter((line) => !line.trim().startsWith('@'))
          .join('\n');
        const tags = (lines[start - 1] ?? '').trim().split(/\s+/);
        for (const [brand, named] of brands) if (named.test(block) && !tags.includes(`@${brand}`)) found.push(`${where}:${start + 1}: the scenario names the ${brand} brand but is not tagged @${brand}`);
      });
      return found;
    });
    expect(problems).toEqual([]);
  });
});
