import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import sirv from 'sirv';
import type { Plugin, PluginOption } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/** What the build compresses ahead: the scripts, stylesheets and images the pages fetch. */
export const PRECOMPRESSED = /\.(js|css|svg)$/;

const BROTLI: BrotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } };
const GZIP: ZlibOptions = { level: constants.Z_BEST_COMPRESSION };

/**
 * The compressed copies written next to each asset: the suffix of the copy's file name and how it is made.
 * A plugin that changes a file after the compression plugin has run makes its copies again with these.
 */
export const COMPRESSED_COPIES: readonly { readonly suffix: string; readonly compress: (source: string | Uint8Array) => Promise<Buffer> }[] = [
  { suffix: '.br', compress: (source) => promisify(brotliCompress)(source, BROTLI) },
  { suffix: '.gz', compress: (source) => promisify(gzip)(source, GZIP) },
];

/**
 * The assets compressed ahead, at the highest levels, next to each file: `<file>.br` (Brotli, about a
 * seventh smaller than gzip for the scripts) and `<file>.gz`. A host sends the one the browser accepts
 * (nginx: `brotli_static on; gzip_static on;`; README, "Compressed assets"), instead of gzip made at a
 * low level for each request, or no compression at all.
 *
 * `vite preview` sends them the same way, with sirv (the static server Vite itself uses), so that the
 * bench and the browser tests fetch what members will: assets under /assets are hashed, kept a year.
 * `command` is Vite's: 'build', or 'serve' for the dev server and `vite preview`.
 */
export function precompressedAssetsPlugin(command: 'build' | 'serve'): PluginOption[] {
  const serve: Plugin = {
    name: 'member-dashboard:precompressed-assets',
    configurePreviewServer(server) {
      const outDir = path.resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use(
        '/assets',
        sirv(path.join(outDir, 'assets'), { brotli: true, gzip: true, etag: true, maxAge: 31_536_000, immutable: true }),
      );
    },
  };
  // Only a build compresses: from the moment the compression plugin is made until a build ends, it replaces
  // the process's stdout.write to hold back any line that reads 'built in' (Vite's last build line).
  if (command !== 'build') return [serve];
  const algorithms = [defineAlgorithm('brotliCompress', BROTLI), defineAlgorithm('gzip', GZIP)];
  return [compression({ include: PRECOMPRESSED, threshold: 1024, algorithms }), serve];
}
