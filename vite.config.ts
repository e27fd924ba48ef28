import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';
import { loadEnv, runnerImport } from 'vite';
import { defineConfig, type ViteUserConfig } from 'vitest/config';
import { originOf, type PolicySources } from './adapters/deployment/security-headers.ts';
import { entryPreloadPlugin, staticClosureGroup } from './adapters/deployment/vite-entry-preload-plugin.ts';
import { compileHintPlugin } from './adapters/deployment/vite-compile-hint-plugin.ts';
import { precompressedAssetsPlugin } from './adapters/deployment/vite-precompressed-plugin.ts';
import { apiReferencePlugin } from './adapters/deployment/vite-api-reference-plugin.ts';
import { securityHeadersPlugin } from './adapters/deployment/vite-security-headers-plugin.ts';
import { devicesSwitchedOff, PLAIN_MODULES } from './adapters/deployment/performance-devices.ts';
import type { sandboxGateway } from './adapters/sandbox/vite-sandbox-plugin';
import type { prerenderLoginPlugin } from './adapters/deployment/vite-prerender-login-plugin';
import type { prerenderLogin } from './ui/app/prerender-login';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
/** A source file's module id, as the bundler names it. */
const source = (file: string): string => path.join(ROOT, file);

/** The start-up script: the module index.html loads (ui/main.tsx). */
const START_UP = source('ui/main.tsx');

/** The Spanish catalogues: one chunk, downloaded only by a reader of Spanish (ui/i18n/start-language.ts). */
const SPANISH = source('ui/i18n/spanish.ts');
const isSpanishCatalogue = (id: string): boolean => id === SPANISH || id.endsWith('.es.ts');

/**
 * The chunks whose functions nearly all run as a page starts: the start-up script (`index`) and the
 * bundler's runtime, React, the React page every route renders first, for a member the core (the container,
 * the stores, the home page and the gateways behind it) and, in a sandbox build, the sandbox's request
 * wiring. They open with V8's compile hint (adapters/deployment/vite-compile-hint-plugin.ts), so that their
 * functions are compiled as the files download, off the main thread, instead of one by one on it. The
 * pages' own chunks stay lazily compiled.
 */
const EAGER_CHUNKS: ReadonlySet<string> = new Set(['index', 'rolldown-runtime', 'react-vendor', 'entry', 'core', 'sandbox']);

/** Modules only a sandbox build bundles: the sandbox insurer's and the browser's sandbox request wiring. */
const SANDBOX_ONLY = /[\\/]adapters[\\/](sandbox[\\/]|browser[\\/](sandbox-|bind-sandbox-))/;

/** The path the sandbox gateway is served under, by the dev server and by `vite preview` (wire contract). */
export const SANDBOX_GATEWAY_PREFIX = '/gateway';

/**
 * The one configuration value that chooses the assembly: `VITE_GATEWAY` unset or 'sandbox' runs the
 * in-process sandbox insurer behind `/gateway`; anything else must be the production gateway's base URL.
 */
export function resolveGateway(raw: string | undefined): { readonly sandbox: boolean; readonly gateway: string; readonly baseUrl: string } {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'sandbox') {
    return { sandbox: true, gateway: 'sandbox', baseUrl: SANDBOX_GATEWAY_PREFIX };
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`VITE_GATEWAY must be 'sandbox' or an absolute http(s) URL, got '${value}'`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`VITE_GATEWAY must use http or https, got '${value}'`);
  }
  const baseUrl = value.replace(/\/+$/, '');
  return { sandbox: false, gateway: baseUrl, baseUrl };
}

/**
 * What the Content-Security-Policy lets the app reach: the gateway (same origin in the sandbox), the
 * services listed in VITE_CSP_CONNECT_SRC (comma-separated URLs or origins) and the single sign-on target.
 */
export function policySources(env: Readonly<Record<string, string | undefined>>, gatewayBaseUrl: string): PolicySources {
  const list = (value: string | undefined): string[] => (value ?? '').split(',').map((item) => item.trim()).filter((item) => item !== '');
  return {
    gateway: originOf(gatewayBaseUrl),
    services: list(env.VITE_CSP_CONNECT_SRC),
    formTargets: list(env.VITE_SSO_URL),
  };
}

/**
 * Builds each module of `replacements` (source file -> plain code) from its plain code instead, wherever it is
 * imported from, except by the plain code itself, which may re-export the rest of the module it replaces.
 */
function plainModulesPlugin(replacements: ReadonlyMap<string, string>): PluginOption {
  const plain = new Set(replacements.values());
  return {
    name: 'md-plain-modules',
    enforce: 'pre',
    async resolveId(id, importer, options) {
      if (importer === undefined || plain.has(importer)) return null;
      const resolved = await this.resolve(id, importer, { ...options, skipSelf: true });
      return resolved === null ? null : (replacements.get(resolved.id) ?? null);
    },
  };
}

export default defineConfig(async ({ mode, command }): Promise<ViteUserConfig> => {
  // '' prefix: read .env files and the process environment alike, not only VITE_* keys.
  const env = { ...loadEnv(mode, process.cwd(), ''), ...process.env };
  const gateway = resolveGateway(env.VITE_GATEWAY);
  const underVitest = env.VITEST !== undefined;

  // Performance devices the bench switches off to measure what they buy (adapters/deployment/performance-devices.ts).
  const without = devicesSwitchedOff(env.MD_WITHOUT);

  // index.html preloads the React page that the start-up script (ui/main.tsx) imports, and what a member's
  // page needs besides: the core, and in a sandbox the sandbox's requests that send a member's first reads.
  const plugins: PluginOption[] = [react()];
  if (!without.has('compile-hints')) plugins.push(compileHintPlugin(EAGER_CHUNKS));
  if (!without.has('entry-preload')) {
    plugins.push(
      entryPreloadPlugin({
        entry: 'ui/app/entry-root.tsx',
        memberApp: ['ui/app/app-core.tsx', ...(gateway.sandbox ? ['adapters/browser/sandbox-request-fetch.ts'] : [])],
      }),
    );
  }
  const plainModules = new Map([...without].flatMap((device) => PLAIN_MODULES[device] ?? []).map(([file, plain]) => [source(file), source(plain)]));
  if (plainModules.size > 0) plugins.push(plainModulesPlugin(plainModules));
  // CSP and friends: response headers in dev and preview, <meta> + _headers + nginx snippet in a build.
  // VITE_CSP_META=true adds a <meta> copy of the policy to index.html, for hosts that cannot send headers.
  if (!underVitest) plugins.push(securityHeadersPlugin(policySources(env, gateway.baseUrl), { meta: env.VITE_CSP_META === 'true' }));
  // The gateway's API reference, rendered from docs/openapi.json to dist/api-reference/ (docs/gateway.md).
  if (!underVitest) plugins.push(apiReferencePlugin({ document: source('docs/openapi.json') }));
  // Scripts, stylesheets and images compressed ahead (Brotli and gzip), which `vite preview` sends as a
  // host would, after the headers above.
  if (!underVitest) plugins.push(precompressedAssetsPlugin(command));
  // /login rendered ahead for each brand and language, sent by `vite preview` as a production host would.
  // Loaded through Vite's module runner for the same reason as the sandbox below, and the page itself only
  // when a build writes it.
  const prerender = await runnerImport<{ readonly prerenderLoginPlugin: typeof prerenderLoginPlugin }>(
    source('adapters/deployment/vite-prerender-login-plugin.ts'),
  );
  const buildEnv = { ...env, VITE_GATEWAY: gateway.gateway, VITE_GATEWAY_BASE_URL: gateway.baseUrl };
  if (!without.has('prerendered-login')) plugins.push(
    prerender.module.prerenderLoginPlugin(
      async () => {
        const page = await runnerImport<{ readonly prerenderLogin: typeof prerenderLogin }>(source('ui/app/prerender-login.tsx'));
        return (domainId, language) => page.module.prerenderLogin(buildEnv, domainId, language);
      },
      { domainHosts: env.VITE_DOMAIN_HOSTS, sandbox: gateway.sandbox },
    ),
  );
  if (gateway.sandbox && !underVitest) {
    // Loaded only in sandbox mode so that a production build never bundles or runs the sandbox insurer,
    // and through Vite's module runner rather than bundled with this file: the insurer's modules import one
    // another the way the rest of the code does (no file extensions), which the config bundler would
    // report, module by module, on every start.
    const sandboxPlugin = await runnerImport<{ readonly sandboxGateway: typeof sandboxGateway }>(
      source('adapters/sandbox/vite-sandbox-plugin.ts'),
    );
    // MD_SANDBOX_TEST_TOOLS=1 (the browser tests' server) also serves the sandbox's test tools.
    // VITE_FHIR_BASE_URL=/fhir (npm run start:fhir) also serves the sandbox's FHIR API there (docs/fhir.md).
    plugins.push(sandboxPlugin.module.sandboxGateway({ testTools: env.MD_SANDBOX_TEST_TOOLS === '1', fhir: env.VITE_FHIR_BASE_URL === '/fhir' }));
  }

  return {
    plugins,
    resolve: {
      // wouter imports the hook through a shim for React 17 and older; React's own is the same hook.
      alias: [
        { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: source('ui/app/use-sync-external-store.ts') },
        // Without VITE_FHIR_BASE_URL the FHIR adapters are not in the module graph at all (adapters/container.ts).
        ...((env.VITE_FHIR_BASE_URL ?? '') === '' ? [{ find: /^\.\/browser\/bind-fhir-gateways$/, replacement: source('adapters/browser/without-fhir-gateways.ts') }] : []),
      ],
    },
    define: {
      // Always strings (see vite-env.d.ts), so the composition root never sees `undefined`.
      'import.meta.env.VITE_GATEWAY': JSON.stringify(gateway.gateway),
      'import.meta.env.VITE_GATEWAY_BASE_URL': JSON.stringify(gateway.baseUrl),
      // A constant of its own rather than a key of import.meta.env, which Vite would also write into the env
      // object the start-up script carries: a build without the setting has not a byte of it.
      __MD_FHIR_BASE_URL__: JSON.stringify(env.VITE_FHIR_BASE_URL ?? ''),
    },
    build: {
      target: 'es2022',
      // dist/.vite/manifest.json maps each source entry (and each lazily imported route) to its chunks;
      // the bench reads it to report what each route costs.
      manifest: true,
      // No source maps in what is served: they would publish the source. (Error tracking that wants them
      // builds them apart, outside dist/.)
      sourcemap: false,
      cssCodeSplit: true,
      // Every browser the es2022 target reaches but Safari 16 knows <link rel="modulepreload">; there it is
      // only a missed hint, not a fault, so the polyfill is not worth its bytes on every first page.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // In a sandbox build, what only the sandbox runs (its request headers and pins) in a chunk of its
              // own, which the bench leaves out of what a member downloads. A production build leaves these
              // modules out altogether (the group would still emit an empty chunk for them).
              ...(gateway.sandbox ? [{ name: 'sandbox', test: SANDBOX_ONLY, includeDependenciesRecursively: false, priority: 5 }] : []),
              // React changes less often than the app: its own chunk stays cached across releases.
              { name: 'react-vendor', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 4 },
              // The start-up script and everything it imports statically in the entry chunk itself (a group
              // that captures the entry module becomes the entry chunk), importing no other chunk: it runs
              // as soon as it arrives and starts a member's core then, alongside React, not after it.
              { ...staticClosureGroup('index', { roots: [START_UP], without: [] }), includeDependenciesRecursively: false, priority: 3 },
              // The logged-out page in one chunk, and the core in another with the home page (where members
              // land) and its gateways: one download each rather than several in a row. Neither takes the
              // start-up script's modules along (includeDependenciesRecursively: false), which the entry
              // chunk already holds. What the Spanish catalogues import (a money format) goes with the
              // logged-out page, so that a Spanish reader's login page does not download the core for it.
              { ...staticClosureGroup('entry', { roots: [source('ui/app/entry-root.tsx'), SPANISH], without: [START_UP], leave: isSpanishCatalogue }), includeDependenciesRecursively: false, priority: 2 },
              { ...staticClosureGroup('core', { roots: [source('ui/app/app-core.tsx')], without: [START_UP] }), includeDependenciesRecursively: false, priority: 1 },
              // The header's unread count comes after /home has rendered, in one chunk with its store and its
              // gateway: one request and one file's overhead, where the bundler would cut three.
              { ...staticClosureGroup('unread', { roots: [source('ui/messages/UnreadIndicator.tsx'), source('adapters/http/http-unread-messages-gateway.ts')], without: [START_UP] }), includeDependenciesRecursively: false, priority: 0 },
            ],
          },
        },
      },
    },
    test: {
      include: [
        'domain/**/*.test.{ts,tsx}',
        'application/**/*.test.{ts,tsx}',
        'adapters/**/*.test.{ts,tsx}',
        'ui/**/*.test.{ts,tsx}',
        'tests/contract/**/*.test.{ts,tsx}',
        'tests/arch/**/*.test.{ts,tsx}',
        'tests/tooling/**/*.test.{ts,tsx}',
        'tests/bench/**/*.test.{ts,tsx}',
      ],
      exclude: ['**/node_modules/**', '**/dist/**', '.e2e-dist/**', 'tests/e2e/**', '.bench/**'],
      // Component tests opt in per file with `// @vitest-environment jsdom`.
      environment: 'node',
      // Test files share each worker's modules instead of importing them afresh, which takes a third of
      // the time. No test leaves state that another file reads (mocks, stubs and globals are restored
      // below), so files pass in any order: `vitest run --sequence.shuffle` shows it.
      isolate: false,
      setupFiles: ['tests/vitest-setup.ts'],
      // Property tests run hundreds of cases: give a loaded 2-core CI machine room.
      testTimeout: 30_000,
      restoreMocks: true,
      unstubEnvs: true,
      unstubGlobals: true,
    },
  };
});
