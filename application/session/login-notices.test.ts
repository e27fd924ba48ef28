import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStore } from '../../adapters/memory/memory-platform';
import { IDLE_LOGOUT_FLAG, LOGGED_OUT_FLAG, takeLoginNotices } from './login-notices';

describe('takeLoginNotices', () => {
  it('reads both flags once', () => {
    const session = new MemoryKeyValueStore();
    session.set(LOGGED_OUT_FLAG, 'true');
    session.set(IDLE_LOGOUT_FLAG, String(15 * 60_000));
    expect(takeLoginNotices(session)).toEqual({ loggedOut: true, idleLogoutMillis: 15 * 60_000 });
    expect(takeLoginNotices(session)).toEqual({ loggedOut: false, idleLogoutMillis: null });
  });

  it('ignores an idle flag that is not a positive duration', () => {
    const session = new MemoryKeyValueStore();
    session.set(IDLE_LOGOUT_FLAG, 'soon');
    expect(takeLoginNotices(session).idleLogoutMillis).toBeNull();
  });
});
