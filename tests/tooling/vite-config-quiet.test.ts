import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLogger, loadConfigFromFile, type Logger, type Plugin } from 'vite';
import { describe, expect, it, vi } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A Vite logger that keeps what it would print as warnings or errors. */
function recordingLogger(): { readonly logger: Logger; readonly complaints: string[] } {
  const complaints: string[] = [];
  const base = createLogger('silent');
  const logger: Logger = {
    ...base,
    warn: (message) => complaints.push(message),
    warnOnce: (message) => complaints.push(message),
    error: (message) => complaints.push(message),
  };
  return { logger, complaints };
}

describe('loading vite.config.ts as `npm start` does', () => {
  it('loads the sandbox gateway and prints no warning before the URL', async () => {
    // The config leaves the sandbox out under Vitest; `npm start` runs it, so this load does too.
    vi.stubEnv('VITEST', undefined);
    vi.stubEnv('VITE_GATEWAY', 'sandbox');
    const { logger, complaints } = recordingLogger();

    const loaded = await loadConfigFromFile(
      { command: 'serve', mode: 'development' },
      path.join(ROOT, 'vite.config.ts'),
      ROOT,
      'warn',
      logger,
    );

    const pluginNames = (loaded?.config.plugins ?? []).flat().map((plugin) => (plugin as Plugin | null)?.name);
    expect(pluginNames).toContain('member-dashboard:sandbox-gateway');
    expect(complaints).toEqual([]);
  });

  it("leaves the console's output alone: only a build makes the compression plugin, which holds lines back", async () => {
    vi.stubEnv('VITEST', undefined);
    vi.stubEnv('VITE_GATEWAY', 'sandbox');
    // The compression plugin replaces the stream's own `write` (which it otherwise inherits).
    const ownWrite = () => Object.getOwnPropertyDescriptor(process.stdout, 'write');
    const before = ownWrite();
    const namesFor = async (command: 'serve' | 'build'): Promise<(string | undefined)[]> => {
      const loaded = await loadConfigFromFile({ command, mode: 'production' }, path.join(ROOT, 'vite.config.ts'), ROOT, 'silent');
      return (loaded?.config.plugins ?? []).flat().map((plugin) => (plugin as Plugin | null)?.name);
    };
    try {
      const serving = await namesFor('serve');
      expect(serving).toContain('member-dashboard:precompressed-assets');
      expect(serving).not.toContain('vite-plugin-compression');
      expect(ownWrite()).toEqual(before);

      expect(await namesFor('build')).toContain('vite-plugin-compression');
    } finally {
      if (before === undefined) Reflect.deleteProperty(process.stdout, 'write');
      else Object.defineProperty(process.stdout, 'write', before);
    }
  });
});
