import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { SoftwarePasskey } from '../software-passkey';
import { decodeSandboxToken } from '../sandbox-token';
import { SANDBOX_ORIGIN } from '../sandbox-routes';
import { deskSandbox } from './desk-sandbox';

/**
 * The sandbox's passkeys through its desk handlers, on a clock the test moves: removing a passkey is a
 * sensitive change (refused without a fresh proof once the sign-in is more than 5 minutes old), and a
 * passkey's sign-in is proved as a passkey (amr), with no second step even for a member with an app.
 */

const TODAY = '2025-11-20';
const MINUTE = 60_000;

const sandbox = () => deskSandbox(TODAY);

describe('the passkey desk', () => {
  it('refuses to remove a passkey without a fresh proof once the sign-in is more than 5 minutes old', async () => {
    const s = sandbox();
    const token = await s.tokenOf('subscriber');
    const { options } = (await s.ok('passkeys.registrationOptions', {}, token)) as { options: Record<string, unknown> };
    const { id } = (await s.ok('passkeys.register', { body: { name: 'Phone', response: new SoftwarePasskey().create(options, SANDBOX_ORIGIN) } }, token)) as { id: string };
    s.wait(6 * MINUTE);
    const refused = await s.call('passkeys.remove', { params: { passkeyId: id } }, token);
    expect(refused).toMatchObject({ _tag: 'Left', left: { status: 403, code: 'FRESH_CHECK_REQUIRED', errorData: { check: 'password' } } });
    const { token: fresh } = (await s.ok('security.freshCheck', { body: { password: 'Sandbox1' } }, token)) as { token: string };
    await s.ok('passkeys.remove', { params: { passkeyId: id } }, fresh);
    expect(((await s.ok('security.settings', {}, fresh)) as { passkeys: unknown[] }).passkeys).toEqual([]);
  });

  it('signs a member with an authenticator app in with a passkey alone, proved as a passkey', async () => {
    const s = sandbox();
    const token = await s.tokenOf('spouse');
    const passkey = new SoftwarePasskey();
    const { options } = (await s.ok('passkeys.registrationOptions', {}, token)) as { options: Record<string, unknown> };
    await s.ok('passkeys.register', { body: { name: 'Phone', response: passkey.create(options, SANDBOX_ORIGIN) } }, token);
    await s.ok('security.startTotp', {}, token);
    const { challengeId, options: request } = (await s.ok('passkeys.signInOptions', {})) as { challengeId: string; options: Record<string, unknown> };
    const signedIn = (await s.ok('passkeys.signIn', { body: { challengeId, response: passkey.get(request, SANDBOX_ORIGIN) } })) as { token: string };
    expect(decodeSandboxToken(signedIn.token)).toMatchObject({ sub: 'spouse', amr: ['passkey'] });
  });

  it('lets a member confirm a sensitive change with their own passkey, proved now, and with no one else’s', async () => {
    const s = sandbox();
    const token = await s.tokenOf('subscriber');
    const passkey = new SoftwarePasskey();
    const { options } = (await s.ok('passkeys.registrationOptions', {}, token)) as { options: Record<string, unknown> };
    const { id } = (await s.ok('passkeys.register', { body: { name: 'Phone', response: passkey.create(options, SANDBOX_ORIGIN) } }, token)) as { id: string };
    const spouse = await s.tokenOf('spouse');
    const spousesPasskey = new SoftwarePasskey();
    const { options: spouseOptions } = (await s.ok('passkeys.registrationOptions', {}, spouse)) as { options: Record<string, unknown> };
    await s.ok('passkeys.register', { body: { name: 'Tablet', response: spousesPasskey.create(spouseOptions, SANDBOX_ORIGIN) } }, spouse);
    s.wait(6 * MINUTE);

    const refused = await s.call('passkeys.remove', { params: { passkeyId: id } }, token);
    expect(refused).toMatchObject({ _tag: 'Left', left: { status: 403, code: 'FRESH_CHECK_REQUIRED', errorData: { check: 'password', passkey: true } } });

    const start = async () => (await s.ok('passkeys.freshCheckOptions', {}, token)) as { challengeId: string; options: { allowCredentials: { id: string }[] } & Record<string, unknown> };
    const first = await start();
    expect(first.options.allowCredentials.map((credential) => credential.id)).toEqual([id]);
    const someoneElses = await s.call('passkeys.freshCheck', { body: { challengeId: first.challengeId, response: spousesPasskey.get(first.options, SANDBOX_ORIGIN) } }, token);
    expect(someoneElses).toMatchObject({ _tag: 'Left', left: { status: 401, code: 'PASSKEY_NOT_VERIFIED' } });
    const second = await start();
    const elsewhere = await s.call('passkeys.freshCheck', { body: { challengeId: second.challengeId, response: passkey.get(second.options, 'https://phishing.example') } }, token);
    expect(elsewhere).toMatchObject({ _tag: 'Left', left: { status: 401, code: 'PASSKEY_NOT_VERIFIED' } });

    const third = await start();
    const { token: fresh } = (await s.ok('passkeys.freshCheck', { body: { challengeId: third.challengeId, response: passkey.get(third.options, SANDBOX_ORIGIN) } }, token)) as { token: string };
    expect(decodeSandboxToken(fresh)).toMatchObject({ sub: 'subscriber', amr: ['passkey'], authTime: s.now() });
    await s.ok('passkeys.remove', { params: { passkeyId: id } }, fresh);
  });

  it('asks a member with an app for a second factor, which their passkey answers', async () => {
    const s = sandbox();
    const token = await s.tokenOf('spouse');
    const passkey = new SoftwarePasskey();
    const { options } = (await s.ok('passkeys.registrationOptions', {}, token)) as { options: Record<string, unknown> };
    const { id } = (await s.ok('passkeys.register', { body: { name: 'Phone', response: passkey.create(options, SANDBOX_ORIGIN) } }, token)) as { id: string };
    const enrolment = (await s.ok('security.startTotp', {}, token)) as { secret: string };
    const code = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(enrolment.secret) }).generate({ timestamp: s.now() });
    await s.ok('security.confirmTotp', { body: { code } }, token);
    s.wait(6 * MINUTE);
    const refused = await s.call('passkeys.remove', { params: { passkeyId: id } }, token);
    expect(refused).toMatchObject({ _tag: 'Left', left: { status: 403, code: 'FRESH_CHECK_REQUIRED', errorData: { check: 'second-factor', passkey: true } } });
    const { challengeId, options: request } = (await s.ok('passkeys.freshCheckOptions', {}, token)) as { challengeId: string; options: Record<string, unknown> };
    const { token: fresh } = (await s.ok('passkeys.freshCheck', { body: { challengeId, response: passkey.get(request, SANDBOX_ORIGIN) } }, token)) as { token: string };
    await s.ok('passkeys.remove', { params: { passkeyId: id } }, fresh);
  });

  it('has no passkey challenge for a member without a passkey', async () => {
    const s = sandbox();
    const token = await s.tokenOf('subscriber');
    expect(await s.call('passkeys.freshCheckOptions', {}, token)).toMatchObject({ _tag: 'Left', left: { status: 409, code: 'NO_PASSKEY' } });
  });
});
