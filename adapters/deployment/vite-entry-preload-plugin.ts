import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** Marks what index.html preloads for the member app: the login pages made from index.html leave it out. */
export const MEMBER_APP_ATTRIBUTE = 'data-member-app';

export interface EntryPreloads {
  /** The React page the start-up script imports: every page needs it. */
  readonly entry: string;
  /**
   * What every member page needs besides: the app's core (and, in a sandbox build, the sandbox's requests,
   * which the start-up script imports to send a member's first reads).
   */
  readonly memberApp: readonly string[];
}

/**
 * Lists the chunks of dynamically imported modules in index.html as <link rel="modulepreload"> (and the
 * member app's stylesheets as <link rel="stylesheet">), so that the browser fetches them together with the
 * start-up script instead of after it has run.
 *
 * The start-up script (ui/main.tsx) is small: it reads the session and, for a member, starts the app's
 * core downloading; then it imports the React page (ui/app/entry-root.tsx). Without these links each of
 * those imports would only begin once the start-up script had arrived and run: one more round trip before
 * a page could paint. index.html serves the member app's routes (a host sends `/login` rendered ahead and
 * `/` on to it), so it preloads the core too; the login pages made from it keep only the entry's links.
 */
export function entryPreloadPlugin({ entry, memberApp }: EntryPreloads): Plugin {
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
        const chunkOf = (moduleSuffix: string): OutputChunk => {
          const found = chunks.find((chunk) => chunk.moduleIds.some((id) => id.replace(/\\/g, '/').endsWith(moduleSuffix)));
          if (found === undefined) throw new Error(`entry-preload: no chunk for ${moduleSuffix}`);
          return found;
        };
        const scripts: string[] = [];
        const styles: string[] = [];
        const visit = (chunk: OutputChunk): void => {
          if (scripts.includes(chunk.fileName)) return;
          scripts.push(chunk.fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) if (!styles.includes(css)) styles.push(css);
          for (const imported of chunk.imports) {
            const next = bundle[imported];
            if (next?.type === 'chunk') visit(next);
          }
        };
        const listed = (file: string): boolean => html.includes(`${base}${file}"`);
        visit(chunkOf(entry));
        const entryScripts = scripts.filter((file) => !listed(file));
        const entryStyles = new Set(styles);
        for (const moduleSuffix of memberApp) visit(chunkOf(moduleSuffix));
        const memberScripts = scripts.filter((file) => !listed(file) && !entryScripts.includes(file));
        const memberStyles = styles.filter((file) => !listed(file) && !entryStyles.has(file));
        const member = { [MEMBER_APP_ATTRIBUTE]: true };
        return [
          ...entryScripts.map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` }, injectTo: 'head' as const })),
          ...memberStyles.map((file) => ({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href: `${base}${file}`, ...member }, injectTo: 'head' as const })),
          ...memberScripts.map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}`, ...member }, injectTo: 'head' as const })),
        ];
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
