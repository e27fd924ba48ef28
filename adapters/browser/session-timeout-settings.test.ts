import { describe, expect, it } from 'vitest';
import { DEFAULT_IDLE_TIMEOUT } from '../../domain/rules/idle-timeout';
import { ConfiguredSessionTimeout, parseIdleTimeout } from './session-timeout-settings';
import { MemoryKeyValueStore } from '../memory/memory-platform';

const location = (search: string) => ({ hostname: 'localhost', search });

describe('parseIdleTimeout', () => {
  it('reads the warning and the logout in milliseconds', () => {
    expect(parseIdleTimeout('3000,6000')).toEqual({ warnAfterMillis: 3000, logoutAfterMillis: 6000 });
  });

  it.each(['', '3000', '6000,3000', '0,10', 'a,b', '3000,3000', '-1,5'])('refuses %j', (raw) => {
    expect(parseIdleTimeout(raw)).toBeNull();
  });
});

describe('ConfiguredSessionTimeout', () => {
  it('uses the deployment setting without a parameter', () => {
    const settings = new ConfiguredSessionTimeout(DEFAULT_IDLE_TIMEOUT, true, new MemoryKeyValueStore(), location(''));
    expect(settings.idleTimeout()).toEqual(DEFAULT_IDLE_TIMEOUT);
  });

  it('lets the sandbox shorten it for the browser session', () => {
    const store = new MemoryKeyValueStore();
    const page = { hostname: 'localhost', search: '?idle=2000,4000' };
    const settings = new ConfiguredSessionTimeout(DEFAULT_IDLE_TIMEOUT, true, store, page);
    expect(settings.idleTimeout()).toEqual({ warnAfterMillis: 2000, logoutAfterMillis: 4000 });
    page.search = '';
    expect(new ConfiguredSessionTimeout(DEFAULT_IDLE_TIMEOUT, true, store, page).idleTimeout()).toEqual({ warnAfterMillis: 2000, logoutAfterMillis: 4000 });
  });

  it('ignores the parameter in production', () => {
    const settings = new ConfiguredSessionTimeout(DEFAULT_IDLE_TIMEOUT, false, new MemoryKeyValueStore(), location('?idle=2000,4000'));
    expect(settings.idleTimeout()).toEqual(DEFAULT_IDLE_TIMEOUT);
  });
});
