import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT } from '../../adapters/deployment/vite-compile-hint-plugin.ts';

/**
 * What only the sandbox uses (its request headers and the pins behind them, its pinned day, brand and idle
 * timeout, the personas) stays out of a production build: VITE_GATEWAY is replaced at build time, and the
 * sandbox's wiring sits behind it. The same build in sandbox mode shows that the check can see them, and
 * that its requests' code sits in the sandbox's own chunk (which the bench leaves out of what a member
 * downloads); the pins are read on arrival, by the start-up script.
 *
 * Both builds also keep the start-up script (the entry chunk index.html loads) free of static imports, so
 * that it runs as soon as it arrives, before React has downloaded, and the Spanish catalogues free of the
 * core, which a visitor's login page does without (vite.config.ts, codeSplitting), and both write the login
 * page rendered ahead for every brand and language (ui/app/prerender-login.tsx). The core carries the
 * home page's calls, not the pages' (adapters/http/browser-http-gateways.ts).
 */
const SANDBOX_MARKERS = ['X-Sandbox-', 'md_sandbox_session', 'md_sandbox_fault', 'Sandbox1'];
/** The sandbox's pins of the day, the brand and the idle timeout, which a sandbox build reads on arrival. */
const SANDBOX_PINS = ['md_sandbox_today', 'md_sandbox_domain', 'md_sandbox_idle'];

interface Bundle {
  /** Each JavaScript file of assets/, by file name. */
  readonly scripts: ReadonlyMap<string, string>;
  /** The file index.html loads as its module script. */
  readonly entry: string;
  /** index.html, which a host sends for the member app's routes. */
  readonly index: string;
  /** The HTML pages next to index.html, by file name. */
  readonly pages: ReadonlyMap<string, string>;
}

const outDirs: string[] = [];

async function bundle(gateway: string): Promise<Bundle> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'md-bundle-'));
  outDirs.push(outDir);
  const previous = process.env.VITE_GATEWAY;
  process.env.VITE_GATEWAY = gateway;
  try {
    await build({ root: process.cwd(), logLevel: 'silent', build: { outDir, emptyOutDir: true } });
  } finally {
    if (previous === undefined) delete process.env.VITE_GATEWAY;
    else process.env.VITE_GATEWAY = previous;
  }
  const assets = path.join(outDir, 'assets');
  const scripts = new Map(
    readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => [file, readFileSync(path.join(assets, file), 'utf8')] as const),
  );
  const index = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const entry = /<script type="module"[^>]*\bsrc="\/assets\/([^"]+)"/.exec(index)?.[1];
  if (entry === undefined) throw new Error('index.html loads no module script');
  const pages = new Map(
    readdirSync(outDir)
      .filter((file) => file.endsWith('.html') && file !== 'index.html')
      .map((file) => [file, readFileSync(path.join(outDir, file), 'utf8')] as const),
  );
  return { scripts, entry, index, pages };
}

const present = (text: string, markers: readonly string[] = SANDBOX_MARKERS): string[] => markers.filter((marker) => text.includes(marker));
const allText = (built: Bundle): string => [...built.scripts.values()].join('\n');
/** The chunks a script imports statically (import ... from './x.js', import './x.js'); import() is not one. */
const staticImports = (code: string): string[] => [...code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'`]\.\/([^"'`]+\.js)["'`]/g)].map((match) => match[1] ?? '');

let production: Bundle;
let sandbox: Bundle;

beforeAll(async () => {
  production = await bundle('https://gateway.example.com');
  sandbox = await bundle('sandbox');
}, 240_000);

afterAll(() => {
  for (const dir of outDirs) rmSync(dir, { recursive: true, force: true });
});

/** A chunk's name: its file name without the content hash. */
const chunkName = (file: string): string => file.replace(/-[A-Za-z0-9_-]{8}\.js$/, '');

describe('the production bundle', () => {
  it("opens the start-up script, React, the React page and the core with V8's compile hint, and no page's chunk", () => {
    for (const built of [production, sandbox]) {
      const hinted = [...built.scripts].filter(([, code]) => code.includes(COMPILE_HINT));
      const expected = ['core', 'entry', 'index', 'react-vendor', 'rolldown-runtime', ...(built === sandbox ? ['sandbox'] : [])];
      expect(hinted.map(([file]) => chunkName(file)).sort()).toEqual(expected);
      // Anywhere but the first line V8 would not see it (Vite's list of a chunk's lazy dependencies comes
      // after it).
      for (const [file, code] of hinted) expect(code.startsWith(`${COMPILE_HINT}\n`), file).toBe(true);
    }
  });

  it('carries none of the sandbox: no sandbox headers, pins or personas, and no sandbox chunk', () => {
    expect(present(allText(production))).toEqual([]);
    expect(present(allText(production), SANDBOX_PINS)).toEqual([]);
    expect([...production.scripts.keys()].filter((file) => file.startsWith('sandbox-'))).toEqual([]);
  });

  it('while a sandbox build does, in its sandbox chunk only (the check can see them)', () => {
    expect(present(allText(sandbox))).toEqual(['X-Sandbox-', 'md_sandbox_session', 'md_sandbox_fault']);
    const carriers = [...sandbox.scripts].filter(([, code]) => present(code).length > 0).map(([file]) => file);
    expect(carriers).toHaveLength(1);
    expect(carriers[0]).toMatch(/^sandbox-/);
    expect(present(allText(sandbox), SANDBOX_PINS)).toEqual(SANDBOX_PINS);
  });

  it('starts with a script that imports no other chunk, in either build', () => {
    for (const built of [production, sandbox]) {
      const code = built.scripts.get(built.entry) ?? '';
      expect(code).toContain('import(');
      expect(staticImports(code)).toEqual([]);
    }
  });

  it("keeps the core out of a Spanish reader's login page: the Spanish catalogues import no core chunk", () => {
    for (const built of [production, sandbox]) {
      const spanish = [...built.scripts].filter(([file]) => file.startsWith('spanish-'));
      expect(spanish).toHaveLength(1);
      expect(staticImports(spanish[0]?.[1] ?? '').filter((file) => file.startsWith('core-'))).toEqual([]);
    }
  });

  it('writes the login page of every brand and language rendered ahead, loading the same scripts as index.html', () => {
    for (const built of [production, sandbox]) {
      expect([...built.pages.keys()].sort()).toEqual(['1', '2', '5'].flatMap((brand) => [`login.${brand}.en.html`, `login.${brand}.es.html`]));
      for (const [file, html] of built.pages) {
        const [, brand, language] = /^login\.(\d)\.(\w+)\.html$/.exec(file) ?? [];
        expect(html).toContain(`<html lang="${language}" data-brand="${brand}">`);
        expect(html).toMatch(/<div id="root" data-prerendered="[^"]+"><div class="app">.*<h1 /s);
        expect(html).toContain(`src="/assets/${built.entry}"`);
      }
    }
    expect(present([...production.pages.values()].join('\n'))).toEqual([]);
  });

  it("has index.html fetch the core and its stylesheet with React, and the login pages leave them out", () => {
    for (const built of [production, sandbox]) {
      expect(built.index).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/core-[^"]+\.js" data-member-app>/);
      expect(built.index).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/core-[^"]+\.css" data-member-app>/);
      expect(built.index).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/react-vendor-[^"]+\.js">/);
      for (const html of built.pages.values()) {
        expect(html).not.toContain('/assets/core-');
        expect(html).toMatch(/<link rel="modulepreload" fetchpriority="low" crossorigin href="\/assets\/react-vendor-/);
      }
    }
    // In a sandbox, the start-up script sends a member's first reads through the sandbox's own chunk.
    expect(sandbox.index).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/sandbox-[^"]+\.js" data-member-app>/);
    expect(production.index).not.toContain('/assets/sandbox-');
  });

  it("keeps the benefits pages' payloads out of the core, which reads the home page's limits itself", () => {
    for (const built of [production, sandbox]) {
      const core = [...built.scripts].filter(([file]) => file.startsWith('core-')).map(([, code]) => code);
      expect(core).toHaveLength(1);
      // io-ts codecs carry their names: the limits' is there, those of the benefits pages are not.
      expect(core[0]).toContain('`Limits`');
      for (const name of ['MedicalBenefits', 'DentalBenefits', 'BenefitHistory', 'FamilyEligibility']) expect(core[0]).not.toContain(`\`${name}\``);
    }
  });

  it("keeps secure messages out of the core: the header's slot downloads the unread count's code after the first view", () => {
    for (const built of [production, sandbox]) {
      const core = [...built.scripts].filter(([file]) => file.startsWith('core-')).map(([, code]) => code);
      expect(core[0]).toContain('top-nav__messages');
      // The count's call, its codec and its words come with its own chunk, not the core.
      for (const marker of ['/api/messages/unread', 'UnreadCount', 'unread message']) expect(core[0]).not.toContain(marker);
      expect([...built.scripts.keys()].some((file) => file.startsWith('unread-'))).toBe(true);
    }
  });

  it("keeps the header's count lean: what it downloads carries none of the messages area's calls, rules or words", () => {
    // The chunks every page shares (the start-up script, React, the core) are downloaded anyway.
    const shared = /^(index|entry|core|react-vendor|rolldown-runtime)-/;
    for (const built of [production, sandbox]) {
      const reached = new Set<string>();
      const visit = (file: string): void => {
        if (reached.has(file) || shared.test(file)) return;
        reached.add(file);
        staticImports(built.scripts.get(file) ?? '').forEach(visit);
      };
      // The indicator, its store and the gateway its store's first call loads: one chunk, one request.
      for (const file of built.scripts.keys()) if (file.startsWith('unread-')) visit(file);
      expect(reached.size).toBe(1);
      const code = [...reached].map((file) => built.scripts.get(file) ?? '').join('\n');
      expect(code).toContain('/api/messages/unread');
      expect(code).toContain('unread-announcement');
      for (const marker of ['/api/messages/threads', 'MESSAGE_RULES_COPY', 'MESSAGES_COPY', '`MessageThread`']) expect(code, marker).not.toContain(marker);
    }
  });

  it('keeps the group selector out of the core: its chunk downloads only for a member offered more than one group', () => {
    for (const built of [production, sandbox]) {
      const carriers = [...built.scripts].filter(([, code]) => code.includes('group-option__line')).map(([file]) => chunkName(file));
      expect(carriers).toEqual(['GroupSelector']);
    }
  });

  it('keeps the passkeys library (@simplewebauthn/browser) out of the login page and the core: its chunk downloads when a passkey is used', () => {
    const marker = 'Browser does not support WebAuthn autofill';
    for (const built of [production, sandbox]) {
      const carriers = [...built.scripts].filter(([, code]) => code.includes(marker)).map(([file]) => chunkName(file));
      expect(carriers).toHaveLength(1);
      for (const eager of ['index', 'entry', 'core', 'react-vendor']) expect(carriers).not.toContain(eager);
      expect(built.scripts.get(built.entry)).not.toContain(marker);
    }
  });

  it('(the import check sees a chunk that does import others)', () => {
    const importers = [...production.scripts.values()].filter((code) => staticImports(code).length > 0);
    expect(importers.length).toBeGreaterThan(0);
  });
});
