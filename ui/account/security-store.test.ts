import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { createNodeContainer } from '../../adapters/node-assembly';
import { SandboxInsurer } from '../../adapters/sandbox/sandbox-insurer';
import { SandboxTokenIssuer } from '../../adapters/sandbox/sandbox-token';
import { SECURITY_GATEWAY } from '../../application/ports/security-gateway';
import { LogIn } from '../../application/session/log-in';
import { bindStores } from '../app/bind-stores';
import { FRESH_CHECK_COPY } from '../components/fresh-check-copy';
import { SecurityStore } from './security-store';

const MINUTE = 60_000;

/**
 * subscriber on /account/security with an authenticator app (enrolled through the gateway, its codes
 * computed from the key), signed in longer ago than the fresh check allows.
 */
async function enrolledSixMinutesAgo() {
  const clock = { now: Date.UTC(2025, 5, 15, 9) };
  const insurer = new SandboxInsurer({ tokens: new SandboxTokenIssuer(undefined, () => clock.now) });
  const app = createNodeContainer({ kind: 'memory', insurer }, { today: '2025-06-15', domainId: 1 });
  bindStores(app.container);
  expect(await app.container.get(LogIn).execute({ username: 'subscriber', password: 'Sandbox1' })).toMatchObject({ kind: 'signed-in' });
  const gateway = app.container.get(SECURITY_GATEWAY);
  const enrolment = await gateway.startTotp();
  if (enrolment._tag === 'Left') throw new Error('no enrolment');
  const code = (at: number) => new TOTP({ secret: Secret.fromBase32(enrolment.right.secret) }).generate({ timestamp: at });
  const confirmed = await gateway.confirmTotp(code(clock.now));
  if (confirmed._tag === 'Left') throw new Error('not confirmed');
  clock.now += 6 * MINUTE;
  const store = app.container.get(SecurityStore);
  await store.load();
  return { store, insurer, oldCodes: confirmed.right.codes, codeNow: () => code(clock.now) };
}

describe('SecurityStore, changes of the second factor behind the fresh check', () => {
  it('turns the app off only after a code from it, asked in the dialog', async () => {
    const { store, codeNow } = await enrolledSixMinutesAgo();
    expect(store.settings).toMatchObject({ totpEnabled: true, recoveryCodesLeft: 10 });
    store.ask('turn-off');
    await store.makeChange();
    expect(store.freshCheck.check).toBe('second-factor');
    expect(store.asking).toBe('turn-off');
    expect(store.settings?.totpEnabled).toBe(true);

    store.freshCheck.setValue('000000');
    await store.makeChange();
    expect(store.freshCheck.message).toBe(FRESH_CHECK_COPY.wrongCode(4));
    expect(store.asking).toBe('turn-off');

    store.freshCheck.setValue(codeNow());
    await store.makeChange();
    expect(store.freshCheck.check).toBeNull();
    expect(store.asking).toBeNull();
    expect(store.settings).toMatchObject({ totpEnabled: false, recoveryCodesLeft: 0 });
  });

  it('makes ten new recovery codes after a recovery code confirms it is the member, shown once; the old set stops working', async () => {
    const { store, insurer, oldCodes } = await enrolledSixMinutesAgo();
    store.ask('new-codes');
    await store.makeChange();
    expect(store.freshCheck.check).toBe('second-factor');
    store.freshCheck.setValue(oldCodes[0] ?? '');
    await store.makeChange();
    expect(store.asking).toBeNull();
    const fresh = store.recoveryCodes ?? [];
    expect(fresh).toHaveLength(10);
    expect(fresh.filter((code) => oldCodes.includes(code))).toEqual([]);
    expect(store.settings?.recoveryCodesLeft).toBe(10);
    store.savedRecoveryCodes();
    expect(store.recoveryCodes).toBeNull();

    // The old set no longer signs in; a new code does.
    const ticket = () => {
      const refusal = insurer.auth.login({ username: 'subscriber', password: 'Sandbox1', domainId: 1 }, '2025-06-15');
      return refusal._tag === 'Left' ? String((refusal.left as { errorData?: Record<string, unknown> }).errorData?.['ticket']) : '';
    };
    expect(insurer.security.secondStep({ ticket: ticket(), recoveryCode: oldCodes[1] ?? '' }, '2025-06-15')).toMatchObject({ _tag: 'Left', left: { code: 'WRONG_CODE' } });
    expect(insurer.security.secondStep({ ticket: ticket(), recoveryCode: fresh[0] ?? '' }, '2025-06-15')).toMatchObject({ _tag: 'Right' });
  });

  it('leaving the dialog makes no change and closes the prompt', async () => {
    const { store } = await enrolledSixMinutesAgo();
    store.ask('turn-off');
    await store.makeChange();
    expect(store.closeDialog('cancel')).toBe(true);
    expect(store.asking).toBeNull();
    expect(store.freshCheck.check).toBeNull();
    expect(store.settings?.totpEnabled).toBe(true);
  });
});
