import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHintPlugin } from './vite-compile-hint-plugin';
import { COMPRESSED_COPIES } from './vite-precompressed-plugin';

type Entry = { type: 'chunk'; name: string; fileName: string; code: string; map: { mappings: string } | null } | { type: 'asset'; fileName: string; source: string | Uint8Array };

/** A bundle as the build hands it to the last pass: a hinted chunk and another, each with its map and compressed copies. */
async function bundle(): Promise<Record<string, Entry>> {
  const entries: Entry[] = [];
  for (const name of ['core', 'claims-page']) {
    const fileName = `assets/${name}-abc.js`;
    const code = `const __vite__mapDeps=0;\nexport const ${name.replace('-', '')} = 1;\n`;
    entries.push({ type: 'chunk', name, fileName, code, map: { mappings: ';AAAA' } });
    entries.push({ type: 'asset', fileName: `${fileName}.map`, source: JSON.stringify({ version: 3, mappings: ';AAAA', sources: [`${name}.ts`] }) });
    for (const { suffix, compress } of COMPRESSED_COPIES) entries.push({ type: 'asset', fileName: `${fileName}${suffix}`, source: await compress(code) });
  }
  return Object.fromEntries(entries.map((entry) => [entry.fileName, entry]));
}

async function runLastPass(entries: Record<string, Entry>): Promise<void> {
  const hook = compileHintPlugin(new Set(['core'])).generateBundle as unknown as { order: string; handler: (options: unknown, bundle: Record<string, Entry>) => Promise<void> };
  expect(hook.order).toBe('post');
  await hook.handler({}, entries);
}

const text = (entry: Entry | undefined): string => (entry?.type === 'asset' ? String(entry.source) : entry?.code ?? '');
const sourceMap = (entry: Entry | undefined): { mappings: string; sources: string[] } => JSON.parse(text(entry)) as { mappings: string; sources: string[] };

describe('compileHintPlugin', () => {
  it("opens a listed chunk with V8's compile hint, alone on the first line", async () => {
    const entries = await bundle();
    await runLastPass(entries);
    expect(text(entries['assets/core-abc.js']).split('\n').slice(0, 2)).toEqual([COMPILE_HINT, 'const __vite__mapDeps=0;']);
  });

  it('leaves a chunk it was not given as it was', async () => {
    const entries = await bundle();
    const before = text(entries['assets/claims-page-abc.js']);
    await runLastPass(entries);
    expect(text(entries['assets/claims-page-abc.js'])).toBe(before);
    expect(sourceMap(entries['assets/claims-page-abc.js.map']).mappings).toBe(';AAAA');
  });

  it('makes the compressed copies again from the hinted code', async () => {
    const entries = await bundle();
    await runLastPass(entries);
    const code = text(entries['assets/core-abc.js']);
    const copy = (suffix: string): Buffer => Buffer.from((entries[`assets/core-abc.js${suffix}`] as { source: Uint8Array }).source);
    expect(brotliDecompressSync(copy('.br')).toString()).toBe(code);
    expect(gunzipSync(copy('.gz')).toString()).toBe(code);
  });

  it("moves the source map's lines down by the hint's line, so a profile still points at the right source", async () => {
    const entries = await bundle();
    await runLastPass(entries);
    const map = sourceMap(entries['assets/core-abc.js.map']);
    expect(map.mappings).toBe(';;AAAA');
    expect(map.sources).toEqual(['core.ts']);
    expect((entries['assets/core-abc.js'] as { map: { mappings: string } }).map.mappings).toBe(';;AAAA');
  });
});
