import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * What only the sandbox uses (its request headers and the pins behind them, the personas) stays out of a
 * production build: VITE_GATEWAY is replaced at build time, and the sandbox's wiring sits behind it. The
 * same build in sandbox mode shows that the check can see them.
 */
const SANDBOX_MARKERS = ['X-Sandbox-', 'md_sandbox_session', 'md_sandbox_fault', 'Sandbox1'];

const outDirs: string[] = [];

async function bundleText(gateway: string): Promise<string> {
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
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(assets, file), 'utf8'))
    .join('\n');
}

const present = (text: string): string[] => SANDBOX_MARKERS.filter((marker) => text.includes(marker));

afterAll(() => {
  for (const dir of outDirs) rmSync(dir, { recursive: true, force: true });
});

describe('the production bundle', () => {
  it('carries none of the sandbox: no sandbox headers, pins or personas', async () => {
    expect(present(await bundleText('https://gateway.example.com'))).toEqual([]);
  }, 120_000);

  it('while a sandbox build does (the check can see them)', async () => {
    expect(present(await bundleText('sandbox'))).toEqual(['X-Sandbox-', 'md_sandbox_session', 'md_sandbox_fault']);
  }, 120_000);
});
