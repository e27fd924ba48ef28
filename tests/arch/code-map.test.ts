import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture.md is the newcomer's map from a route or rule to its files. This keeps it true: every route
 * path written as a literal in the ui route tables (`<Route path="...">` or `memberPage(key, '/path', ...)`) must
 * appear in the guide in backticks, and every repository file path the guide names in backticks must exist.
 */
const GUIDE = 'docs/architecture.md';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const ROUTE_DECLARATIONS = [/<Route\b[^>]*?\bpath="([^"]+)"/g, /memberPage\(\s*[^,]+,\s*['"]([^'"]+)['"]/g];

export function declaredRoutes(source: string): string[] {
  return ROUTE_DECLARATIONS.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1] ?? ''));
}

const guide = readFileSync(GUIDE, 'utf8');
const quoted = new Set([...guide.matchAll(/`([^`\n]+)`/g)].map((match) => match[1] ?? ''));

describe('the code map in docs/architecture.md', () => {
  it('finds route declarations in both forms', () => {
    expect(declaredRoutes(`<Route key="a" path="/a" component={A} />\nmemberPage('b', '/b/:id', <B />)`)).toEqual(['/a', '/b/:id']);
  });

  it('names every route path the ui route tables declare', () => {
    const routes = [...new Set(sourceFiles('ui').flatMap((file) => declaredRoutes(readFileSync(file, 'utf8'))))];
    expect(routes.length).toBeGreaterThan(30);
    const quotedWords = new Set([...quoted].flatMap((text) => text.split(/\s+/)));
    expect(routes.filter((route) => !quotedWords.has(route)).sort()).toEqual([]);
  });

  it('names only files that exist', () => {
    const filePaths = [...quoted].filter((text) => /^(domain|application|adapters|ui|features|tests|docs)\/\S+$/.test(text) || /^[\w.-]+\.(ts|tsx|cjs|md|json)$/.test(text));
    expect(filePaths.length).toBeGreaterThan(10);
    expect(filePaths.filter((path) => !existsSync(path.replace(/\/$/, '')))).toEqual([]);
  });
});
