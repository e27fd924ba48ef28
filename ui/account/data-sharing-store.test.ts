import { left } from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { SESSION_SERVER_COPY } from '../../domain/copy/server-copy';
import { createNodeContainer } from '../../adapters/node-assembly';
import { DATA_SHARING_GATEWAY, type DataSharingGateway } from '../../application/ports';
import { LogIn } from '../../application/session/log-in';
import { ResolveAccountState, type AccountState } from '../../application/shared/resolve-account-state';
import { bindStores } from '../app/bind-stores';
import { NotificationStore } from '../stores/notification-store';
import { DataSharingStore } from './data-sharing-store';

const TODAY = '2025-06-15';

/** The store of one tab on the in-memory sandbox, signed in as `username`; `failing` makes the gateway refuse those changes. */
async function signedIn(username: string, failing: readonly ('setProviderAccess' | 'revokeApp')[] = []) {
  const app = createNodeContainer({ kind: 'memory' }, { today: TODAY, domainId: 1 });
  bindStores(app.container);
  expect((await app.container.get(LogIn).execute({ username, password: 'Sandbox1' })).kind).toBe('signed-in');
  const real = app.container.get<DataSharingGateway>(DATA_SHARING_GATEWAY);
  const calls: string[] = [];
  const outage = () => Promise.resolve(left({ kind: 'http' as const, status: 503 }));
  const watched: DataSharingGateway = {
    choices: (memberKey) => real.choices(memberKey),
    revokeApp: (memberKey, appId) => (calls.push(`revoke ${appId}`), failing.includes('revokeApp') ? outage() : real.revokeApp(memberKey, appId)),
    setProviderAccess: (memberKey, optedOut) => (calls.push(`provider ${optedOut}`), failing.includes('setProviderAccess') ? outage() : real.setProviderAccess(memberKey, optedOut)),
    setPayerToPayer: (memberKey, consented) => (calls.push(`payer ${consented}`), real.setPayerToPayer(memberKey, consented)),
  };
  app.container.rebind(DATA_SHARING_GATEWAY).toConstantValue(watched);
  const resolved = await app.container.get(ResolveAccountState).execute();
  if (resolved.kind !== 'resolved') throw new Error('no account state');
  const state: AccountState = resolved.state;
  return { store: app.container.get(DataSharingStore), state, calls, notifications: app.container.get(NotificationStore) };
}

describe('the data-sharing store', () => {
  it("offers the subscriber their own choices and the minors', and shows an ended grant as ended, without a revoke", async () => {
    const { store, state } = await signedIn('subscriber');
    expect(store.choiceFor(state, null).offered.map((member) => member.firstName)).toEqual(['Daniel', 'Maya', 'Ava']);
    await store.load(state, null);
    expect(store.current?.member.firstName).toBe('Daniel');
    expect(store.current?.mayChange).toBe(true);
    expect(store.apps.map((row) => [row.app.name, row.status, row.grant, row.mayRevoke])).toEqual([
      ['HealthLink Records', 'active', 'Access ends on March 15, 2026', true],
      ['MedMinder Pharmacy Tracker', 'expired', 'Access ended on May 11, 2025', false],
    ]);
    expect(store.apps[0]?.reads.map((read) => read.words)).toEqual(['Your name, date of birth and contact details', 'Your plan and coverage', 'Your claims and what was paid']);
    expect(store.apps[0]?.lastRead).toBe('June 13, 2025');
  });

  it('revokes an app once confirmed and opts out of Provider Access at once, each change confirmed and in the history, newest first', async () => {
    const { store, state, notifications } = await signedIn('subscriber');
    await store.load(state, null);
    const healthLink = store.apps[0]?.app;
    if (healthLink === undefined) throw new Error('no app');
    store.askToRevoke(healthLink);
    expect(store.confirming?.name).toBe('HealthLink Records');
    await store.confirmRevoke();
    expect(store.confirming).toBeNull();
    expect(store.revokedAppId).toBe('healthlink-records');
    expect(store.apps[0]).toMatchObject({ status: 'revoked', grant: 'Access revoked on June 15, 2025', mayRevoke: false });
    expect(notifications.current?.message).toBe('HealthLink Records can no longer read your data.');

    expect(await store.setProviderAccess(true)).toBe(true);
    expect(store.current?.choices.providerAccess).toEqual({ optedOut: true, changedOn: TODAY });
    expect(store.history.map((row) => [row.date, row.what, row.by])).toEqual([
      ['June 15, 2025', 'Opted out of Provider Access', null],
      ['June 15, 2025', 'Revoked access for HealthLink Records', null],
    ]);
  });

  it('a change that fails says so where the member acted and keeps the choice in force', async () => {
    const { store, state, calls } = await signedIn('subscriber', ['setProviderAccess', 'revokeApp']);
    await store.load(state, null);
    expect(await store.setProviderAccess(true)).toBe(false);
    expect(calls).toEqual(['provider true']);
    expect(store.failureIn('provider-access')).toBe(SESSION_SERVER_COPY.unavailable);
    expect(store.failureIn('payer-to-payer')).toBeNull();
    expect(store.current?.choices.providerAccess.optedOut).toBe(false);
    expect(store.saving).toBeNull();

    const healthLink = store.apps[0]?.app;
    if (healthLink === undefined) throw new Error('no app');
    store.askToRevoke(healthLink);
    await store.confirmRevoke();
    expect(store.confirming).toBeNull();
    expect(store.failedAppId).toBe('healthlink-records');
    expect(store.failureIn('apps')).toBe(SESSION_SERVER_COPY.unavailable);
    expect(store.apps[0]).toMatchObject({ status: 'active', mayRevoke: true });
  });

  it("lets the subscriber manage a minor's choices, and names him in the minor's history", async () => {
    const { store, state } = await signedIn('subscriber');
    await store.load(state, 2);
    expect(store.current?.member.firstName).toBe('Maya');
    expect(store.current?.mayChange).toBe(true);
    expect(store.apps.map((row) => row.app.name)).toEqual(['KidsHealth Journal']);
    expect(await store.setPayerToPayer(true)).toBe(true);
    expect(store.history.map((row) => [row.what, row.by])).toEqual([['Consented to sharing with a previous or next plan', 'Daniel Hollis']]);
  });

  it('shows a minor her choices without letting her change them, and says who manages them', async () => {
    const { store, state, calls } = await signedIn('minor');
    expect(store.choiceFor(state, null).offered.map((member) => member.firstName)).toEqual(['Ava']);
    await store.load(state, null);
    expect(store.current).toMatchObject({ mayChange: false, controlledBy: { firstName: 'Daniel', lastName: 'Hollis' } });
    expect(store.apps.map((row) => row.mayRevoke)).toEqual([false]);
    expect(await store.setProviderAccess(true)).toBe(false);
    expect(calls).toEqual([]);
  });
});
