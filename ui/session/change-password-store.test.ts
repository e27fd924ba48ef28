import { describe, expect, it } from 'vitest';
import { createNodeContainer } from '../../adapters/node-assembly';
import { SandboxInsurer } from '../../adapters/sandbox/sandbox-insurer';
import { SandboxTokenIssuer } from '../../adapters/sandbox/sandbox-token';
import { LogIn } from '../../application/session/log-in';
import { FRESH_CHECK_COPY } from '../components/fresh-check-copy';
import { ChangePasswordStore } from './change-password-store';

/** newuser (no second factor) on the change-password page, signed in longer ago than the fresh check allows. */
async function signedInSixMinutesAgo() {
  const clock = { now: Date.UTC(2025, 5, 15, 9) };
  const insurer = new SandboxInsurer({ tokens: new SandboxTokenIssuer(undefined, () => clock.now) });
  const app = createNodeContainer({ kind: 'memory', insurer }, { today: '2025-06-15', domainId: 1 });
  expect(await app.container.get(LogIn).execute({ username: 'newuser', password: 'Sandbox1' })).toMatchObject({ kind: 'signed-in' });
  clock.now += 6 * 60_000;
  const store = app.container.get(ChangePasswordStore);
  store.set('currentPassword', 'Sandbox1');
  store.set('newPassword', 'Harbor42');
  store.set('confirmPassword', 'Harbor42');
  return { app, store };
}

describe('ChangePasswordStore, when the sign-in is more than 5 minutes old', () => {
  it('asks for the password in place, keeps what was typed, and changes it once the member is confirmed', async () => {
    const { app, store } = await signedInSixMinutesAgo();
    await store.submit();
    expect(store.freshCheck.check).toBe('password');
    expect(store.serverMessage).toBeNull();
    expect(store.form).toEqual({ currentPassword: 'Sandbox1', newPassword: 'Harbor42', confirmPassword: 'Harbor42' });

    await store.submit();
    expect(store.freshCheck.message).toBe(FRESH_CHECK_COPY.empty);
    store.freshCheck.setValue('Wrong123');
    await store.submit();
    expect(store.freshCheck.message).toBe(FRESH_CHECK_COPY.wrongPassword);
    expect(store.freshCheck.check).toBe('password');

    store.freshCheck.setValue('Sandbox1');
    await store.submit();
    expect(store.freshCheck.check).toBeNull();
    expect(store.serverMessage).toBeNull();
    expect(app.navigator.last()).toEqual({ kind: 'go', path: '/home' });
    app.tokens.clear();
    expect(await app.container.get(LogIn).execute({ username: 'newuser', password: 'Harbor42' })).toMatchObject({ kind: 'signed-in' });
  });
});
