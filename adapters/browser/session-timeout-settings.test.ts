import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_IDLE_TIMEOUT } from '../../domain/rules/idle-timeout';
import { ConfiguredSessionTimeout, parseIdleTimeout, SandboxIdleSetting } from './session-timeout-settings';
import { MemoryKeyValueStore } from '../memory/memory-platform';

const location = (search: string) => ({ hostname: 'localhost', search });
/** The timeout a sandbox page sets up, with its `idle=` pin in `store`. */
const inSandbox = (store: MemoryKeyValueStore, page: { hostname: string; search: string }) =>
  new ConfiguredSessionTimeout(DEFAULT_IDLE_TIMEOUT, new SandboxIdleSetting(DEFAULT_IDLE_TIMEOUT, store, page));

describe('parseIdleTimeout', () => {
  it('reads the warning and the logout in milliseconds', () => {
    expect(parseIdleTimeout('3000,30000')).toEqual({ warnAfterMillis: 3000, logoutAfterMillis: 30000 });
  });

  it.each(['', '3000', '6000,3000', '0,10', 'a,b', '3000,3000', '-1,5', '5000,10000', '3000,20000'])('refuses %j', (raw) => {
    expect(parseIdleTimeout(raw)).toBeNull();
  });
});

describe('ConfiguredSessionTimeout', () => {
  it('uses the deployment setting without a parameter', () => {
    const settings = inSandbox(new MemoryKeyValueStore(), location(''));
    expect(settings.idleTimeout()).toEqual(DEFAULT_IDLE_TIMEOUT);
  });

  it('lets the sandbox shorten it for the browser session', () => {
    const store = new MemoryKeyValueStore();
    const page = { hostname: 'localhost', search: '?idle=2000,40000' };
    const settings = inSandbox(store, page);
    expect(settings.idleTimeout()).toEqual({ warnAfterMillis: 2000, logoutAfterMillis: 40000 });
    page.search = '';
    expect(inSandbox(store, page).idleTimeout()).toEqual({ warnAfterMillis: 2000, logoutAfterMillis: 40000 });
  });

  describe('a setting it cannot use', () => {
    afterEach(() => vi.restoreAllMocks());

    it.each([
      ['5000,10000', 'logout-too-soon'],
      ['10000,5000', 'warning-not-before-logout'],
      ['0,30000', 'not-positive'],
      ['5s,10s', 'unreadable'],
    ])('says that idle=%s is refused (%s), in a console line too, and keeps the timeout in force', (setting, reason) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const store = new MemoryKeyValueStore();
      const settings = inSandbox(store, location(`?idle=${setting}`));
      expect(settings.idleTimeout()).toEqual(DEFAULT_IDLE_TIMEOUT);
      expect(settings.refusedSetting()).toEqual({ setting, reason });
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]?.[0]).toContain(`idle=${setting} is refused`);
    });

    it('refuses nothing it can use, and nothing outside the sandbox', () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      expect(inSandbox(new MemoryKeyValueStore(), location('?idle=5000,30000')).refusedSetting()).toBeNull();
      expect(new ConfiguredSessionTimeout(DEFAULT_IDLE_TIMEOUT, null).refusedSetting()).toBeNull();
      expect(warn).not.toHaveBeenCalled();
    });
  });
});
