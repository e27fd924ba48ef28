import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IdleTimeoutConfig } from '../../domain/rules/idle-timeout';
import type { Clock, Navigator } from '../../application/ports';
import { MemoryKeyValueStore } from '../../adapters/memory/memory-platform';
import { IDLE_LOGOUT_FLAG, IdleSession, LAST_ACTIVITY_KEY } from '../../application/session/idle-session';
import type { SessionStore } from '../stores/session-store';
import { IdleTimeoutStore } from './idle-timeout-store';

const MINUTE = 60_000;

/** A clock pinned by the test: it only moves when the test says so. */
class TestClock implements Clock {
  now = Date.parse('2025-06-15T17:00:00Z');
  nowMillis(): number {
    return this.now;
  }
  today(): string {
    return '2025-06-15';
  }
}

function setUp(config: IdleTimeoutConfig = { warnAfterMillis: 13 * MINUTE, logoutAfterMillis: 15 * MINUTE }) {
  const clock = new TestClock();
  const local = new MemoryKeyValueStore();
  const sessionStorage = new MemoryKeyValueStore();
  const go = vi.fn();
  const navigator = { go } as unknown as Navigator;
  const session = { authorised: true, logout: vi.fn(() => (session.authorised = false)) };
  const idle = new IdleSession(clock, local, sessionStorage, { idleTimeout: () => config, refusedSetting: () => null }, navigator);
  const store = new IdleTimeoutStore(idle, session as unknown as SessionStore);
  /** Lets time pass on the pinned clock and the interval timer alike. */
  const pass = (millis: number) => {
    clock.now += millis;
    vi.advanceTimersByTime(millis);
  };
  return { clock, local, sessionStorage, go, session, store, pass };
}

describe('IdleTimeoutStore', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('warns after 13 quiet minutes, with 2 minutes left', () => {
    const { store, pass } = setUp();
    store.start();
    pass(13 * MINUTE - 1000);
    expect(store.warning).toBe(false);
    pass(1000);
    expect(store.warning).toBe(true);
    expect(store.remaining).toBe('2 minutes');
    store.stop();
  });

  it('logs out at 15 minutes and sends the member to login with the reason', () => {
    const { store, pass, session, go, sessionStorage } = setUp();
    store.start();
    pass(15 * MINUTE);
    expect(session.logout).toHaveBeenCalledTimes(1);
    expect(store.warning).toBe(false);
    expect(go).toHaveBeenCalledWith('/login', { replace: true });
    expect(sessionStorage.get(IDLE_LOGOUT_FLAG)).toBe(String(15 * MINUTE));
    store.stop();
  });

  it('activity postpones the warning; while it shows, only "Stay logged in" counts', () => {
    const { store, pass, session } = setUp();
    store.start();
    pass(10 * MINUTE);
    store.activity();
    pass(10 * MINUTE);
    expect(store.warning).toBe(false);
    pass(3 * MINUTE);
    expect(store.warning).toBe(true);
    store.activity();
    pass(1000);
    expect(store.warning).toBe(true);
    store.stayLoggedIn();
    expect(store.warning).toBe(false);
    pass(12 * MINUTE);
    expect(store.warning).toBe(false);
    expect(session.logout).not.toHaveBeenCalled();
    store.stop();
  });

  it('hears activity in another tab through the shared stamp', () => {
    const { store, pass, clock, local } = setUp();
    store.start();
    pass(13 * MINUTE);
    expect(store.warning).toBe(true);
    local.set(LAST_ACTIVITY_KEY, String(clock.now));
    pass(1000);
    expect(store.warning).toBe(false);
    store.stop();
  });

  it('"Log out" ends the session without the idle reason', () => {
    const { store, pass, session, sessionStorage } = setUp();
    store.start();
    pass(13 * MINUTE);
    store.logOut();
    expect(session.logout).toHaveBeenCalledTimes(1);
    expect(sessionStorage.get(IDLE_LOGOUT_FLAG)).toBeNull();
    store.stop();
  });

  it('does nothing without a session, and starts counting afresh when one begins', () => {
    const { store, pass, session } = setUp({ warnAfterMillis: 30_000, logoutAfterMillis: 60_000 });
    session.authorised = false;
    store.start();
    pass(60 * MINUTE);
    expect(store.warning).toBe(false);
    expect(session.logout).not.toHaveBeenCalled();
    session.authorised = true;
    pass(1000);
    expect(store.warning).toBe(false);
    pass(30_000);
    expect(store.warning).toBe(true);
    expect(store.remaining).toBe('30 seconds');
    store.stop();
  });
});
