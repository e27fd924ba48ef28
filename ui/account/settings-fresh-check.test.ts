import { describe, expect, it } from 'vitest';
import { createNodeContainer } from '../../adapters/node-assembly';
import { SandboxInsurer } from '../../adapters/sandbox/sandbox-insurer';
import { SandboxTokenIssuer } from '../../adapters/sandbox/sandbox-token';
import { LogIn } from '../../application/session/log-in';
import { FRESH_CHECK_COPY } from '../components/fresh-check-copy';
import { SettingsStore } from './settings-store';

/** subscriber (no second factor) on /account/settings, signed in longer ago than the fresh check allows. */
async function signedInSixMinutesAgo() {
  const clock = { now: Date.UTC(2025, 5, 15, 9) };
  const insurer = new SandboxInsurer({ tokens: new SandboxTokenIssuer(undefined, () => clock.now) });
  const app = createNodeContainer({ kind: 'memory', insurer }, { today: '2025-06-15', domainId: 1 });
  expect(await app.container.get(LogIn).execute({ username: 'subscriber', password: 'Sandbox1' })).toMatchObject({ kind: 'signed-in' });
  clock.now += 6 * 60_000;
  const store = app.container.get(SettingsStore);
  await store.load();
  return store;
}

describe('SettingsStore, changing the e-mail address when the sign-in is more than 5 minutes old', () => {
  it('asks for the password in the card, keeps the typed address, and saves it once the member is confirmed', async () => {
    const store = await signedInSixMinutesAgo();
    store.edit('email');
    store.setEmailDraft('new.address@example.com');
    await store.save();
    expect(store.freshCheck.check).toBe('password');
    expect(store.said.text).toBeNull();
    expect(store.editing).toBe('email');
    expect(store.emailDraft).toBe('new.address@example.com');

    store.freshCheck.setValue('Wrong123');
    await store.save();
    expect(store.freshCheck.message).toBe(FRESH_CHECK_COPY.wrongPassword);
    expect(store.editing).toBe('email');

    store.freshCheck.setValue('Sandbox1');
    await store.save();
    expect(store.freshCheck.check).toBeNull();
    expect(store.editing).toBeNull();
    expect(store.settings?.emailAddress).toBe('new.address@example.com');
  });

  it('closes the prompt when the member cancels the edit', async () => {
    const store = await signedInSixMinutesAgo();
    store.edit('email');
    store.setEmailDraft('new.address@example.com');
    await store.save();
    store.cancel();
    expect(store.freshCheck.check).toBeNull();
  });
});
