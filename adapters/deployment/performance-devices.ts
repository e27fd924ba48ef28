/**
 * The performance devices of the build and the start-up: code that exists to make a page faster rather than
 * to do something a member sees. docs/performance.md says what each buys, measured with it and without it
 * in the same bench run (`npm run bench -- --without=<name>`); `tests/arch/performance-devices.test.ts`
 * holds that document to this list.
 *
 * A device that can be switched off names how: `plugin` leaves its build plugin out, `modules` builds the
 * plain code in its place (the replacements under tests/bench/without/, which export what the modules they
 * replace export). `MD_WITHOUT=<name>,<name>` switches devices off for a build (vite.config.ts); nothing
 * but the bench sets it. A structural device (`none`) cannot be switched off without rewriting the app;
 * the document gives its figure from the bytes it keeps off a page.
 */
export const PERFORMANCE_DEVICES = {
  'compile-hints': { off: 'plugin', files: ['adapters/deployment/vite-compile-hint-plugin.ts'] },
  'entry-preload': { off: 'plugin', files: ['adapters/deployment/vite-entry-preload-plugin.ts'] },
  'prerendered-login': {
    off: 'plugin',
    files: ['adapters/deployment/vite-prerender-login-plugin.ts', 'adapters/deployment/prerendered-login.ts', 'ui/app/prerender-login.tsx'],
  },
  'reads-ahead': { off: 'modules', files: ['adapters/browser/read-account-state-ahead.ts', 'adapters/http/reads-ahead.ts'] },
  'intl-free-formats': { off: 'modules', files: ['domain/rules/formats.ts', 'domain/rules/money.ts', 'domain/rules/plan-day.ts'] },
  'lean-entry': { off: 'none', files: ['ui/app/entry.tsx', 'ui/app/plain-store.ts', 'ui/session/login-store.ts'] },
  'core-split': { off: 'none', files: ['ui/app/core-loader.ts', 'ui/app/later-component.ts'] },
  precompressed: { off: 'none', files: ['adapters/deployment/vite-precompressed-plugin.ts'] },
} as const satisfies Record<string, { readonly off: 'plugin' | 'modules' | 'none'; readonly files: readonly string[] }>;

/** The build's other plugins, which do something a member or a host needs rather than make a page faster. */
export const OTHER_BUILD_PLUGINS = ['adapters/deployment/vite-security-headers-plugin.ts', 'adapters/deployment/vite-api-reference-plugin.ts'] as const;

export type PerformanceDevice = keyof typeof PERFORMANCE_DEVICES;

const isDevice = (name: string): name is PerformanceDevice => Object.hasOwn(PERFORMANCE_DEVICES, name);

/** The devices `MD_WITHOUT` switches off; an unknown name, or one that cannot be switched off, is an error. */
export function devicesSwitchedOff(raw: string | undefined): ReadonlySet<PerformanceDevice> {
  const names = (raw ?? '').split(',').map((name) => name.trim()).filter((name) => name !== '');
  for (const name of names) {
    if (!isDevice(name)) throw new Error(`MD_WITHOUT: '${name}' is not a performance device (${Object.keys(PERFORMANCE_DEVICES).join(', ')})`);
    if (PERFORMANCE_DEVICES[name].off === 'none') throw new Error(`MD_WITHOUT: '${name}' is part of the app's structure and cannot be switched off`);
  }
  return new Set(names as PerformanceDevice[]);
}

/** Source files a `modules` device's plain code replaces, and the replacement, relative to the repository. */
export const PLAIN_MODULES: Readonly<Partial<Record<PerformanceDevice, readonly (readonly [string, string])[]>>> = {
  'reads-ahead': [['adapters/browser/read-account-state-ahead.ts', 'tests/bench/without/read-account-state-ahead.ts']],
  'intl-free-formats': [
    ['domain/rules/formats.ts', 'tests/bench/without/formats.ts'],
    ['domain/rules/money.ts', 'tests/bench/without/money.ts'],
    ['domain/rules/plan-day.ts', 'tests/bench/without/plan-day.ts'],
  ],
};
