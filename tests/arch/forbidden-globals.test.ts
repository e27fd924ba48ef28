import { describe, expect, it } from 'vitest';
import { formatViolation, scanSources, type ForbiddenUse } from './forbidden-globals';

// One TypeScript program for all fixtures: building lib.dom's types once keeps this test quick.
const fixtures = {
  'ui/fixture-fetch.ts': `export async function load(): Promise<unknown> {\n  const response = await fetch('/gateway/api/account');\n  return response.json();\n}\n`,
  'ui/fixture-window-fetch.ts': `export const ping = () => window.fetch('/ping');\n`,
  'ui/fixture-cookie.ts': `export function token(): string {\n  return document.cookie;\n}\n`,
  'ui/fixture-local-storage.ts': `export const saved = localStorage.getItem('key');\n`,
  'ui/fixture-window-local-storage.ts': `export function clear(): void {\n  window.localStorage.clear();\n}\n`,
  'ui/fixture-session-storage.ts': `export function remember(value: string): void {\n  sessionStorage.setItem('k', value);\n}\n`,
  'ui/fixture-global-session-storage.ts': `export const store = globalThis.sessionStorage;\n`,
  'ui/fixture-location.ts': `export function leave(url: string): void {\n  window.location.assign(url);\n}\n`,
  'ui/fixture-document-location.ts': `export const here = document.location.href;\n`,
  'ui/fixture-date-now.ts': `export const stamp = (): number => Date.now();\n`,
  'ui/fixture-new-date.ts': `export const today = (): string => new Date().toISOString();\n`,
  'domain/fixture-luxon-now.ts': `import { DateTime } from 'luxon';\nexport const year = (): number => DateTime.now().year;\n`,
  // None of these is a real use: comments, strings, types and local names that merely match.
  'ui/fixture-innocent.tsx': [
    `// fetch('/x'), document.cookie, localStorage and Date.now() in a comment`,
    `/* window.location.href = '/elsewhere'; sessionStorage.clear(); new Date() */`,
    `import { DateTime } from 'luxon';`,
    `const help = "call fetch(url) or read document.cookie or window.location";`,
    `const template = \`Date.now() and localStorage are mentioned, not used\`;`,
    `type Fetcher = typeof fetch;`,
    `type Place = Window['location'];`,
    `export function make(fetch: (url: string) => Promise<string>, location: string): Promise<string> {`,
    `  return fetch(location);`,
    `}`,
    `const localStorage = new Map<string, string>();`,
    `export const stored = localStorage.get('a');`,
    `const gateway = { fetch: (id: string) => id, location: 'Portland', cookie: 'oatmeal', now: 1 };`,
    `export const values = [gateway.fetch('1'), gateway.location, gateway.cookie, gateway.now, help, template];`,
    `export const fixed = new Date('2025-03-31T00:00:00Z');`,
    `export const parsed = DateTime.fromISO('2025-03-31');`,
    `export const elapsed = performance.now();`,
    `export const Banner = ({ when }: { when: number }) => <p>{when}</p>;`,
    `export type { Fetcher, Place };`,
  ].join('\n'),
};

const violations = scanSources(fixtures);

function usesIn(file: string): ForbiddenUse[] {
  return violations.filter((v) => v.file === file).map((v) => v.use);
}

describe('forbidden globals scanner', () => {
  it.each<[string, ForbiddenUse]>([
    ['ui/fixture-fetch.ts', 'fetch'],
    ['ui/fixture-window-fetch.ts', 'fetch'],
    ['ui/fixture-cookie.ts', 'document.cookie'],
    ['ui/fixture-local-storage.ts', 'localStorage'],
    ['ui/fixture-window-local-storage.ts', 'localStorage'],
    ['ui/fixture-session-storage.ts', 'sessionStorage'],
    ['ui/fixture-global-session-storage.ts', 'sessionStorage'],
    ['ui/fixture-location.ts', 'window.location'],
    ['ui/fixture-document-location.ts', 'window.location'],
    ['ui/fixture-date-now.ts', 'Date.now'],
    ['ui/fixture-new-date.ts', 'new Date()'],
    ['domain/fixture-luxon-now.ts', 'DateTime.now'],
  ])('reports %s as a use of %s', (file, use) => {
    expect(usesIn(file)).toEqual([use]);
  });

  it('ignores comments, strings, type positions and local names that match a global', () => {
    expect(violations.filter((v) => v.file === 'ui/fixture-innocent.tsx')).toEqual([]);
  });

  it('points at the file, line and column of the use', () => {
    const [found] = violations.filter((v) => v.file === 'ui/fixture-fetch.ts');
    expect(found).toMatchObject({ line: 2, column: 26, text: "fetch('/gateway/api/account')" });
    expect(formatViolation(found!)).toMatch(/^ui\/fixture-fetch\.ts:2:26 {2}fetch /);
  });
});
