import { describe, expect, it } from 'vitest';
import { createNodeContainer } from '../../adapters/node-assembly';
import { SandboxInsurer } from '../../adapters/sandbox/sandbox-insurer';
import { SandboxTokenIssuer } from '../../adapters/sandbox/sandbox-token';
import { LogIn } from '../../application/session/log-in';
import { ResolveAccountState } from '../../application/shared/resolve-account-state';
import { bindStores } from '../app/bind-stores';
import { FRESH_CHECK_COPY } from '../components/fresh-check-copy';
import { DataSharingStore } from './data-sharing-store';

const TODAY = '2025-06-15';

/** subscriber (no second factor) on /account/data-sharing, signed in longer ago than the fresh check allows. */
async function signedInSixMinutesAgo() {
  const clock = { now: Date.UTC(2025, 5, 15, 9) };
  const insurer = new SandboxInsurer({ tokens: new SandboxTokenIssuer(undefined, () => clock.now) });
  const app = createNodeContainer({ kind: 'memory', insurer }, { today: TODAY, domainId: 1 });
  bindStores(app.container);
  expect(await app.container.get(LogIn).execute({ username: 'subscriber', password: 'Sandbox1' })).toMatchObject({ kind: 'signed-in' });
  const resolved = await app.container.get(ResolveAccountState).execute();
  if (resolved.kind !== 'resolved') throw new Error('no account state');
  clock.now += 6 * 60_000;
  const store = app.container.get(DataSharingStore);
  await store.load(resolved.state, null);
  return store;
}

describe('DataSharingStore, a change when the sign-in is more than 5 minutes old', () => {
  it('asks for the password in the card the member acted in, keeps their choice, and makes it once they are confirmed', async () => {
    const store = await signedInSixMinutesAgo();
    expect(await store.setProviderAccess(true)).toBe(false);
    expect(store.freshCheck.check).toBe('password');
    expect(store.freshCheckIn).toBe('provider-access');
    expect(store.failureIn('provider-access')).toBeNull();
    expect(store.current?.choices.providerAccess.optedOut).toBe(false);

    store.freshCheck.setValue('Wrong123');
    expect(await store.confirmPending()).toBe(false);
    expect(store.freshCheck.message).toBe(FRESH_CHECK_COPY.wrongPassword);
    expect(store.freshCheckIn).toBe('provider-access');

    store.freshCheck.setValue('Sandbox1');
    expect(await store.confirmPending()).toBe(true);
    expect(store.freshCheckIn).toBeNull();
    expect(store.current?.choices.providerAccess).toEqual({ optedOut: true, changedOn: TODAY });
    // The proof is fresh now: the next change goes straight through.
    expect(await store.setPayerToPayer(!store.current?.choices.payerToPayer.consented)).toBe(true);
  });

  it('keeps the revoke dialog open with the prompt, and revokes the app once the member is confirmed', async () => {
    const store = await signedInSixMinutesAgo();
    const app = store.apps[0]?.app;
    if (app === undefined) throw new Error('no app');
    store.askToRevoke(app);
    await store.confirmRevoke();
    expect(store.confirming?.appId).toBe(app.appId);
    expect(store.freshCheckIn).toBe('apps');
    expect(store.apps[0]?.status).toBe('active');

    store.freshCheck.setValue('Sandbox1');
    await store.confirmRevoke();
    expect(store.confirming).toBeNull();
    expect(store.freshCheckIn).toBeNull();
    expect(store.revokedAppId).toBe(app.appId);
    expect(store.apps[0]?.status).toBe('revoked');
  });

  it('leaving the prompt makes no change, and closes it', async () => {
    const store = await signedInSixMinutesAgo();
    await store.setPayerToPayer(true);
    expect(store.freshCheckIn).toBe('payer-to-payer');
    store.cancelPending();
    expect(store.freshCheckIn).toBeNull();
    expect(store.freshCheck.check).toBeNull();
    expect(store.current?.choices.payerToPayer.consented).toBe(false);
  });
});
