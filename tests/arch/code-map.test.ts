import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../domain/routes';

/**
 * docs/architecture.md is the newcomer's map from a route or rule to its files. This keeps it true: every route
 * of the registry (domain/routes.ts) must appear in the guide in backticks, and every repository file path the
 * guide names in backticks must exist.
 */
const GUIDE = 'docs/architecture.md';
/** The product specification, beside the repository (README: "What to read first"). */
const SPEC = '../shared/spec/member-dashboard.md';

const guide = readFileSync(GUIDE, 'utf8');
const quoted = new Set([...guide.matchAll(/`([^`\n]+)`/g)].map((match) => match[1] ?? ''));

describe('the code map in docs/architecture.md', () => {
  it('names every route of the registry', () => {
    const quotedWords = new Set([...quoted].flatMap((text) => text.split(/\s+/)));
    const patterns = Object.values(ROUTES).map((declaration) => declaration.pattern);
    expect(patterns.filter((pattern) => !quotedWords.has(pattern)).sort()).toEqual([]);
  });

  // A checkout away from the spec (a clone outside the team's workspace) cannot read it: the check then
  // waits for a checkout that can, rather than failing every other test run.
  it.skipIf(!existsSync(SPEC))("has a row for every section of the product specification", () => {
    const sections = [...readFileSync(SPEC, 'utf8').matchAll(/^## (\d+)\. /gm)].map((match) => match[1] ?? '');
    expect(sections.length).toBeGreaterThanOrEqual(9);
    const rows = new Set([...guide.matchAll(/^\| (\d+)\. /gm)].map((match) => match[1] ?? ''));
    expect(sections.filter((section) => !rows.has(section))).toEqual([]);
  });

  it('names only files that exist', () => {
    const filePaths = [...quoted].filter((text) => /^(domain|application|adapters|ui|features|tests|docs)\/\S+$/.test(text) || /^[\w.-]+\.(ts|tsx|cjs|md|json)$/.test(text));
    expect(filePaths.length).toBeGreaterThan(10);
    expect(filePaths.filter((path) => !existsSync(path.replace(/\/$/, '')))).toEqual([]);
  });
});
