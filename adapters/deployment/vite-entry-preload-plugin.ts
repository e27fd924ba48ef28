import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * Lists the chunks of a dynamically imported module in index.html as <link rel="modulepreload">, so that
 * the browser fetches them together with the entry instead of after it has run.
 *
 * The entry (ui/main.tsx) is a small start-up script: it reads the session and, for a member, starts the
 * app's core downloading at once; then it imports the React page (ui/app/entry-root.tsx). Without these links
 * that import would only begin once the start-up script had arrived and run: one more round trip before
 * a visitor's /login could paint.
 */
export function entryPreloadPlugin(moduleSuffix: string): Plugin {
  let base = '/';
  return {
    name: 'member-dashboard:entry-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle: OutputBundle | undefined = context.bundle;
        if (bundle === undefined) return undefined;
        const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
        const start = chunks.find((chunk) => chunk.moduleIds.some((id) => id.replace(/\\/g, '/').endsWith(moduleSuffix)));
        if (start === undefined) throw new Error(`entry-preload: no chunk for ${moduleSuffix}`);
        const files: string[] = [];
        const visit = (chunk: OutputChunk): void => {
          if (files.includes(chunk.fileName)) return;
          files.push(chunk.fileName);
          for (const imported of chunk.imports) {
            const next = bundle[imported];
            if (next?.type === 'chunk') visit(next);
          }
        };
        visit(start);
        return files
          .filter((file) => !html.includes(`${base}${file}`))
          .map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` }, injectTo: 'head' as const }));
      },
    },
  };
}

type ChunkingContext = Parameters<Extract<Rolldown.CodeSplittingGroup['name'], (...args: never[]) => unknown>>[1];

export interface ClosureGroupOptions {
  /** Absolute module ids (as the bundler names modules) whose static imports the chunk gathers. */
  readonly roots: readonly string[];
  /** Absolute module ids whose own static imports stay out (they are already loaded elsewhere). */
  readonly without: readonly string[];
  /** Modules of the closure left to the bundler's own splitting (say, a lazy page's own modules). */
  readonly leave?: (id: string) => boolean;
}

/**
 * A code-splitting group that gathers every module `roots` statically import, but those `without` imports,
 * into one chunk named `name`. Without it, the bundler cuts these modules into as many small chunks as
 * there are sets of lazy routes sharing them: more requests on the critical path (each a round trip on a
 * slow network) and more bytes (each chunk's imports, exports and gzip overhead). A group of higher
 * priority keeps what it captured.
 */
export function staticClosureGroup(name: string, { roots, without, leave = () => false }: ClosureGroupOptions): Rolldown.CodeSplittingGroup {
  let members: ReadonlySet<string> | undefined;
  const closure = (ctx: ChunkingContext, from: readonly string[]): Set<string> => {
    const seen = new Set<string>();
    const stack = [...from];
    while (stack.length > 0) {
      const id = stack.pop() as string;
      if (seen.has(id)) continue;
      const info = ctx.getModuleInfo(id);
      if (info === null) throw new Error(`staticClosureGroup ${name}: no module ${id}`);
      seen.add(id);
      stack.push(...info.importedIds);
    }
    return seen;
  };
  return {
    debugName: name,
    name(id, ctx) {
      if (members === undefined) {
        const own = closure(ctx, without);
        members = new Set([...closure(ctx, roots)].filter((member) => !own.has(member) && !leave(member)));
      }
      return members.has(id) ? name : null;
    },
  };
}
