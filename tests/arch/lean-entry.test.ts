import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

/**
 * The logged-out entry (ui/main.tsx, then ui/app/entry-root.tsx) serves /login without the app's core: a
 * single static import of the container, MobX or io-ts there would put 10-35 kB back on every visitor's
 * first page (the bench's /login budget). This follows static imports only, as the bundler does for what a
 * page needs before it runs; dynamic imports (the core, the lazy pages) and type-only imports are left out.
 */
const ENTRY = ['ui/main.tsx', 'ui/app/entry-root.tsx'];
const CORE_LIBRARIES = /node_modules\/(inversify|@inversifyjs\/[^/]+|reflect-metadata|mobx|mobx-react-lite|io-ts|fp-ts)\//;

/** Static, value imports only: dynamic imports load later, and type-only imports vanish in the build. */
const loadsWithIt = (types: readonly string[]): boolean => !types.some((type) => type === 'dynamic-import' || type.startsWith('type-') || type === 'pre-compilation-only');

async function staticallyReached(entries: readonly string[]): Promise<string[]> {
  const { output } = await cruise(
    [...entries],
    { doNotFollow: { path: 'node_modules' }, tsPreCompilationDeps: true, tsConfig: { fileName: 'tsconfig.json' } },
    { extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'], mainFields: ['module', 'main', 'types'], exportsFields: ['exports'], conditionNames: ['import', 'default', 'types'] },
  );
  const modules = new Map((output as ICruiseResult).modules.map((module) => [module.source, module]));
  const reached = new Set<string>();
  const stack = [...entries];
  while (stack.length > 0) {
    const source = stack.pop() as string;
    if (reached.has(source)) continue;
    reached.add(source);
    for (const dependency of modules.get(source)?.dependencies ?? []) {
      if (loadsWithIt(dependency.dependencyTypes)) stack.push(dependency.resolved);
    }
  }
  return [...reached];
}

describe('the logged-out entry', () => {
  it('imports neither the container, MobX nor io-ts', async () => {
    const reached = await staticallyReached(ENTRY);
    expect(reached).toContain('ui/session/LoginPage.tsx');
    expect(reached.filter((source) => CORE_LIBRARIES.test(source))).toEqual([]);
  }, 60_000);

  it('while the core, which it loads on demand, does (the check can see them)', async () => {
    const reached = await staticallyReached(['ui/app/app-core.tsx']);
    expect(reached.filter((source) => CORE_LIBRARIES.test(source)).length).toBeGreaterThan(0);
  }, 60_000);
});
