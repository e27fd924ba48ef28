import { describe, expect, it } from 'vitest';
import { createNodeContainer } from '../../adapters/node-assembly';
import { IdleSession } from './idle-session';
import { LogIn } from './log-in';
import { takeLoginNotices } from './login-notices';
import { passkeyUsedHere, rememberPasskeyHere } from '../shared/passkey-hint';
import { endStaleSession, LAST_ACTIVITY_KEY } from './stale-session';

const MINUTE = 60_000;

async function signedIn() {
  const app = createNodeContainer({ kind: 'memory' }, { today: '2025-06-15', domainId: 1 });
  await app.container.get(LogIn).execute({ username: 'subscriber', password: 'Sandbox1' });
  app.container.get(IdleSession).recordActivity();
  return app;
}

describe('ending a stale session when a tab starts', () => {
  it('keeps a session whose last activity is within the idle logout', async () => {
    const app = await signedIn();
    app.clock.advance(14 * MINUTE);
    expect(endStaleSession(app)).toBe(false);
    expect(app.tokens.current()).not.toBeNull();
  });

  it('logs out a session idle past the idle logout, as the logout does, and tells the login page why', async () => {
    const app = await signedIn();
    app.local.set('local_mdtoken', app.tokens.current() ?? '');
    app.session.set('md-anything', 'kept for the tab');
    app.clock.advance(20 * MINUTE);

    expect(endStaleSession(app)).toBe(true);

    expect(app.tokens.current()).toBeNull();
    expect(app.local.get('local_mdtoken')).toBeNull();
    expect(app.local.get(LAST_ACTIVITY_KEY)).toBeNull();
    expect(app.session.get('md-anything')).toBeNull();
    expect(takeLoginNotices(app.session)).toEqual({ loggedOut: false, idleLogoutMillis: 15 * MINUTE });
  });

  it('keeps the flag that a passkey was used in this browser, as the logout does, so the login page still offers it', async () => {
    const app = await signedIn();
    rememberPasskeyHere(app.local);
    app.local.set('md_anything_else', 'the member’s');
    app.clock.advance(20 * MINUTE);

    expect(endStaleSession(app)).toBe(true);

    expect(passkeyUsedHere(app.local)).toBe(true);
    expect(app.local.get('md_anything_else')).toBeNull();
  });

  it('follows the configured idle logout', async () => {
    const app = await signedIn();
    app.timeout.config = { warnAfterMillis: 3 * MINUTE, logoutAfterMillis: 5 * MINUTE };
    app.clock.advance(6 * MINUTE);
    expect(endStaleSession(app)).toBe(true);
  });

  it('names the timeout the idle watch applies, not a setting it would refuse', async () => {
    const app = await signedIn();
    app.timeout.config = { warnAfterMillis: 5_000, logoutAfterMillis: 10_000 };
    app.clock.advance(20 * MINUTE);
    expect(endStaleSession(app)).toBe(true);
    expect(takeLoginNotices(app.session).idleLogoutMillis).toBe(15 * MINUTE);
  });

  it('leaves a session nobody has stamped yet to the idle watch', async () => {
    const app = await signedIn();
    app.local.remove(LAST_ACTIVITY_KEY);
    app.clock.advance(20 * MINUTE);
    expect(endStaleSession(app)).toBe(false);
    expect(app.tokens.current()).not.toBeNull();
  });

  it('drops an activity stamp left without a session, so the next login starts its own count', () => {
    const app = createNodeContainer({ kind: 'memory' }, { today: '2025-06-15', domainId: 1 });
    app.local.set(LAST_ACTIVITY_KEY, String(app.clock.nowMillis() - 60 * MINUTE));
    expect(endStaleSession(app)).toBe(false);
    expect(app.local.get(LAST_ACTIVITY_KEY)).toBeNull();
  });
});
