import type { Plugin } from 'vite';
import { COMPRESSED_COPIES } from './vite-precompressed-plugin.ts';

/** V8's explicit compile hint (Chromium 136 on; any other engine reads a comment). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Opens the named chunks with V8's explicit compile hint, so that Chromium compiles all their functions
 * while the file downloads, off the main thread, instead of on it one by one as each is first called
 * (after having parsed it once already). Worth it for a chunk nearly all of whose functions run as a page
 * starts; a chunk where most functions wait for later pages would only cost memory and background work.
 *
 * V8 reads the hint only as a file's very first line. Vite puts its list of a chunk's lazy dependencies
 * (`const __vite__mapDeps=...`) first in any chunk that imports lazily, in its own last pass over the
 * bundle, after any banner; so the hint is added after every other plugin has changed the bundle. The
 * compression plugin has compressed the chunk by then: its compressed copies are made again from the
 * hinted code. The file's name keeps the hash made before the hint: a comment, which no code reads.
 * A source map, when the build makes one, gains an empty first line, so that it still points a profile's
 * lines at the source they came from.
 */
export function compileHintPlugin(chunkNames: ReadonlySet<string>): Plugin {
  return {
    name: 'member-dashboard:compile-hint',
    apply: 'build',
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunkNames.has(chunk.name)) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset') map.source = shiftedMap(String(map.source));
          for (const { suffix, compress } of COMPRESSED_COPIES) {
            const copy = bundle[`${chunk.fileName}${suffix}`];
            if (copy?.type === 'asset') copy.source = await compress(chunk.code);
          }
        }
      },
    },
  };
}

/** A source map's JSON with one empty line ahead of its first mapped line. */
function shiftedMap(json: string): string {
  const map = JSON.parse(json) as { mappings: string };
  return JSON.stringify({ ...map, mappings: `;${map.mappings}` });
}
