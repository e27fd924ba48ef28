import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { devicesSwitchedOff, OTHER_BUILD_PLUGINS, PERFORMANCE_DEVICES, PLAIN_MODULES } from '../../adapters/deployment/performance-devices';

const ROOT = process.cwd();
const read = (file: string): string => readFileSync(path.join(ROOT, file), 'utf8');
const devices = Object.keys(PERFORMANCE_DEVICES) as (keyof typeof PERFORMANCE_DEVICES)[];

/** The devices docs/performance.md lists: the first cell of each row of its devices table, in backticks. */
function documentedDevices(): string[] {
  return [...read('docs/performance.md').matchAll(/^\| `([a-z-]+)` \|/gm)].map((match) => match[1] ?? '');
}

describe('performance devices', () => {
  it('docs/performance.md lists every device in the code, and no other', () => {
    expect(documentedDevices().sort()).toEqual([...devices].sort());
  });

  it("each device's files are there: a device taken out of the code must leave the list and the document", () => {
    for (const device of devices) for (const file of PERFORMANCE_DEVICES[device].files) expect(existsSync(path.join(ROOT, file)), `${device}: ${file}`).toBe(true);
  });

  it('every build plugin of our own is a listed device or one of the others, so a new one cannot go unlisted', () => {
    const listed = new Set<string>([...devices.flatMap((device) => PERFORMANCE_DEVICES[device].files), ...OTHER_BUILD_PLUGINS]);
    const plugins = readdirSync(path.join(ROOT, 'adapters/deployment'))
      .filter((file) => /^vite-.*-plugin\.ts$/.test(file))
      .map((file) => `adapters/deployment/${file}`);
    expect(plugins.filter((file) => !listed.has(file))).toEqual([]);
  });

  it('vite.config.ts builds every plugin device, and leaves it out when it is switched off', () => {
    const config = read('vite.config.ts');
    for (const device of devices.filter((name) => PERFORMANCE_DEVICES[name].off === 'plugin')) {
      expect(config, device).toContain(`without.has('${device}')`);
    }
  });

  it("the plain code a device's switch builds in its place exports everything the module it replaces exports", async () => {
    for (const [device, pairs] of Object.entries(PLAIN_MODULES)) {
      for (const [file, plain] of pairs ?? []) {
        const [original, replacement]: [object, object] = await Promise.all([import(path.join(ROOT, file)) as Promise<object>, import(path.join(ROOT, plain)) as Promise<object>]);
        expect(Object.keys(replacement).sort(), `${device}: ${plain}`).toEqual(Object.keys(original).sort());
      }
    }
  });

  it('MD_WITHOUT names devices that can be switched off, and nothing else', () => {
    expect([...devicesSwitchedOff(' compile-hints, reads-ahead ')]).toEqual(['compile-hints', 'reads-ahead']);
    expect(devicesSwitchedOff(undefined).size).toBe(0);
    expect(() => devicesSwitchedOff('compile-hint')).toThrow("'compile-hint' is not a performance device");
    expect(() => devicesSwitchedOff('lean-entry')).toThrow('cannot be switched off');
  });
});
