import { describe, expect, it } from 'vitest';
import { CATALOGUE_ID } from '../../domain/copy/localized';
import { SPANISH } from './spanish';

/**
 * Every English catalogue (every `localized(...)` export of a copy module) has its Spanish translation in
 * ui/i18n/spanish.ts under its id, with the same shape: the same keys, strings for strings, functions for
 * functions, lists of the same length. TypeScript checks each translation against its catalogue; this
 * checks that none is missing from the chunk Spanish readers download, and that ids are the export names.
 */
const modules = import.meta.glob<Record<string, unknown>>(['../../ui/**/*-copy.ts', '../../domain/copy/*-copy.ts'], { eager: true });

function catalogues(): [string, string, object][] {
  return Object.entries(modules).flatMap(([path, exports]) =>
    Object.entries(exports).flatMap(([name, value]) => {
      if (typeof value !== 'object' || value === null) return [];
      const id = (value as { [CATALOGUE_ID]?: unknown })[CATALOGUE_ID];
      return typeof id === 'string' ? [[`${path} ${name}`, id, value] as [string, string, object]] : [];
    }),
  );
}

function shapeOf(value: unknown): unknown {
  if (typeof value === 'function') return 'function';
  if (typeof value === 'string') return 'string';
  if (Array.isArray(value)) return value.map(shapeOf);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.keys(value).sort().map((key) => [key, shapeOf((value as Record<string, unknown>)[key])]));
  }
  return typeof value;
}

describe('the Spanish catalogues', () => {
  it('find the English catalogues', () => {
    expect(catalogues().length).toBeGreaterThan(30);
  });

  it.each(catalogues())('%s is in Spanish, key for key', (_where, id, english) => {
    expect(SPANISH[id], `ui/i18n/spanish.ts has no ${id}`).toBeDefined();
    expect(shapeOf(SPANISH[id])).toEqual(shapeOf(english));
  });

  it('names each catalogue by its export', () => {
    for (const [where, id] of catalogues()) expect(where.endsWith(` ${id}`), where).toBe(true);
  });

  it('has no translation without its English catalogue', () => {
    const ids = new Set(catalogues().map(([, id]) => id));
    expect(Object.keys(SPANISH).filter((id) => !ids.has(id))).toEqual([]);
  });

  it('keeps the texts a member reads out of the components: no text between tags, nor before an expression (they read catalogues)', () => {
    const components = import.meta.glob<string>('../../ui/**/*.tsx', { query: '?raw', import: 'default', eager: true });
    const offending = Object.entries(components)
      .filter(([path]) => !path.endsWith('.test.tsx'))
      .flatMap(([path, source]) => [...source.matchAll(/(?<![=-])>\s*([A-Za-z(][A-Za-z ,.'’?!()-]{2,}?)\s*[<{]/g)].map((match) => `${path}: ${match[1] ?? ''}`));
    expect(offending).toEqual([]);
  });

  it('keeps the names a screen reader announces out of the components too: no quoted label, title, placeholder, alt or hint', () => {
    const components = import.meta.glob<string>('../../ui/**/*.tsx', { query: '?raw', import: 'default', eager: true });
    const attribute = /\b(aria-label|[a-zA-Z]*Label|label|title|placeholder|alt|[a-zA-Z]*[hH]int|heading|legend|caption)="([^"]*[A-Za-z]{2}[^"]*)"/g;
    const offending = Object.entries(components)
      .filter(([path]) => !path.endsWith('.test.tsx'))
      .flatMap(([path, source]) => [...source.matchAll(attribute)].map((match) => `${path}: ${match[0]}`));
    expect(offending).toEqual([]);
  });
});
