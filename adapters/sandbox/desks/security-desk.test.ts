import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import type { LooseArgs } from '../../http/endpoint';
import { decodeSandboxToken } from '../sandbox-token';
import { deskSandbox } from './desk-sandbox';

/**
 * The sandbox's second factors through its desk handlers, on a clock the test moves: the fresh check a
 * sensitive change asks for after 5 minutes (the password for a member without a second factor, a code
 * for one with), the wrong-code lock and its end, and the second step's ticket running out.
 */

const TODAY = '2025-11-20';
const MINUTE = 60_000;

function sandbox() {
  const desk = deskSandbox(TODAY);
  const { call, ok } = desk;
  const refusal = async (name: string, args: LooseArgs, token: string | null = null) => {
    const answer = await call(name, args, token);
    if (answer._tag === 'Right') throw new Error(`${name} was not refused`);
    return answer.left as { status: number; code?: string; errorData?: Record<string, unknown> };
  };
  const login = (username: string) => call('auth.login', { body: { username, password: 'Sandbox1', domainId: 1 } });
  const codeAt = (secret: string, at: number): string => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });
  return {
    ...desk,
    refusal,
    login,
    codeAt,
    async enrol(token: string): Promise<{ secret: string; codes: string[] }> {
      const { secret } = (await ok('security.startTotp', {}, token)) as { secret: string };
      const { codes } = (await ok('security.confirmTotp', { body: { code: codeAt(secret, desk.now()) } }, token)) as { codes: string[] };
      return { secret, codes };
    },
  };
}

const CANCEL = { body: { cancellationStatusId: 'M' } };

describe('the fresh check before sensitive changes', () => {
  it('lets a member without a second factor cancel within 5 minutes of signing in, and asks for the password after', async () => {
    const s = sandbox();
    const token = await s.tokenOf('subscriber');
    expect(decodeSandboxToken(token)).toMatchObject({ amr: ['password'], authTime: s.now() });
    s.wait(6 * MINUTE);
    expect(await s.refusal('planManagement.cancel', CANCEL, token)).toMatchObject({ status: 403, code: 'FRESH_CHECK_REQUIRED', errorData: { check: 'password' } });
    expect(await s.refusal('security.freshCheck', { body: { password: 'wrong1' } }, token)).toMatchObject({ status: 401, code: 'WRONG_PASSWORD' });
    const fresh = (await s.ok('security.freshCheck', { body: { password: 'Sandbox1' } }, token)).token as string;
    expect(decodeSandboxToken(fresh)).toMatchObject({ amr: ['password'], authTime: s.now() });
    expect(await s.ok('planManagement.cancel', CANCEL, fresh)).toMatchObject({ directPlanCancellationStatus: { id: 'M' } });
  });

  it('at 5 minutes exactly the proof is still fresh', async () => {
    const s = sandbox();
    const token = await s.tokenOf('subscriber');
    s.wait(5 * MINUTE);
    expect(await s.ok('planManagement.cancel', CANCEL, token)).toMatchObject({ directPlanCancellationStatus: { id: 'M' } });
  });

  it('refuses every sensitive change with an old proof, and leaves other calls alone', async () => {
    const s = sandbox();
    const token = await s.tokenOf('subscriber');
    s.wait(10 * MINUTE);
    const memberKey = decodeSandboxToken(token)?.memberKey ?? '';
    const refused = [
      await s.refusal('account.changePassword', { body: { currentPassword: 'Sandbox1', newPassword: 'Another2' } }, token),
      await s.refusal('account.updatePreferences', { body: { emailAddress: 'someone.else@example.com' } }, token),
      await s.refusal('account.saveSecurityAnswers', { body: [{ questionId: 'FIRST_PET', answer: 'Rex' }] }, token),
      await s.refusal('planManagement.cancel', CANCEL, token),
      await s.refusal('dataSharing.revokeApp', { params: { appId: 'healthlink-records' }, body: { memberKey } }, token),
      await s.refusal('dataSharing.providerAccess', { body: { memberKey, optedOut: true } }, token),
      await s.refusal('dataSharing.payerToPayer', { body: { memberKey, consented: true } }, token),
    ];
    expect(refused.map((refusal) => [refusal.status, refusal.code, refusal.errorData?.['check']])).toEqual(
      Array.from({ length: 7 }, () => [403, 'FRESH_CHECK_REQUIRED', 'password']),
    );
    await s.ok('planManagement.details', {}, token);
    await s.ok('account.updatePreferences', { body: { electronicEob: 'Y' } }, token);
    expect(await s.ok('dataSharing.choices', { query: { memberKey } }, token)).toMatchObject({ providerAccess: { optedOut: false }, payerToPayer: { consented: false } });
  });

  it('changes data sharing and the security answers with a fresh proof', async () => {
    const s = sandbox();
    const token = await s.tokenOf('subscriber');
    s.wait(10 * MINUTE);
    const memberKey = decodeSandboxToken(token)?.memberKey ?? '';
    const fresh = (await s.ok('security.freshCheck', { body: { password: 'Sandbox1' } }, token)).token as string;
    expect(await s.ok('dataSharing.providerAccess', { body: { memberKey, optedOut: true } }, fresh)).toMatchObject({ providerAccess: { optedOut: true } });
    expect(await s.ok('dataSharing.revokeApp', { params: { appId: 'healthlink-records' }, body: { memberKey } }, fresh)).toHaveProperty('apps');
    expect((await s.call('account.saveSecurityAnswers', { body: [{ questionId: 'FIRST_PET', answer: 'Rex' }] }, fresh))._tag).toBe('Right');
  });

  it('asks a member with an authenticator app for a code, not the password', async () => {
    const s = sandbox();
    const token = await s.tokenOf('subscriber');
    const { secret } = await s.enrol(token);
    s.wait(6 * MINUTE);
    expect(await s.refusal('planManagement.cancel', CANCEL, token)).toMatchObject({ errorData: { check: 'second-factor' } });
    expect(await s.refusal('security.freshCheck', { body: { password: 'Sandbox1' } }, token)).toMatchObject({ code: 'FRESH_CHECK_REQUIRED' });
    const fresh = (await s.ok('security.freshCheck', { body: { code: s.codeAt(secret, s.now()) } }, token)).token as string;
    expect(decodeSandboxToken(fresh)).toMatchObject({ amr: ['totp'], authTime: s.now() });
    expect(await s.ok('planManagement.cancel', CANCEL, fresh)).toMatchObject({ directPlanCancellationStatus: { id: 'M' } });
  });
});

describe('turning the authenticator app off and new recovery codes', () => {
  it('asks a fresh code for each after 5 minutes; turned off, the password alone signs in again', async () => {
    const s = sandbox();
    const token = await s.tokenOf('subscriber');
    const { secret, codes } = await s.enrol(token);
    s.wait(6 * MINUTE);
    expect(await s.refusal('security.newRecoveryCodes', {}, token)).toMatchObject({ status: 403, code: 'FRESH_CHECK_REQUIRED', errorData: { check: 'second-factor' } });
    expect(await s.refusal('security.disableTotp', {}, token)).toMatchObject({ status: 403, code: 'FRESH_CHECK_REQUIRED', errorData: { check: 'second-factor' } });
    const fresh = (await s.ok('security.freshCheck', { body: { recoveryCode: codes[0] } }, token)).token as string;
    const renewed = (await s.ok('security.newRecoveryCodes', {}, fresh)).codes as string[];
    expect(renewed).toHaveLength(10);
    expect(await s.refusal('security.freshCheck', { body: { recoveryCode: codes[1] } }, fresh)).toMatchObject({ code: 'WRONG_CODE' });
    expect(await s.ok('security.disableTotp', {}, fresh)).toEqual({ totpEnabled: false, recoveryCodesLeft: 0, passkeys: [] });
    expect((await s.login('subscriber'))._tag).toBe('Right');
    expect(await s.refusal('security.freshCheck', { body: { code: s.codeAt(secret, s.now() + 30_000) } }, fresh)).toMatchObject({ code: 'NO_SECOND_FACTOR' });
  });
});

describe('the second step of signing in', () => {
  it('asks a member with an authenticator app for a code after the password, and signs in with it', async () => {
    const s = sandbox();
    const { secret } = await s.enrol(await s.tokenOf('subscriber'));
    const login = await s.login('subscriber');
    expect(login._tag).toBe('Left');
    const refusal = await s.refusal('auth.login', { body: { username: 'subscriber', password: 'Sandbox1', domainId: 1 } });
    expect(refusal).toMatchObject({ status: 401, code: 'SECOND_FACTOR_REQUIRED', errorData: { methods: ['totp', 'recovery-code'] } });
    s.wait(30_000);
    const ticket = refusal.errorData?.['ticket'] as string;
    const token = (await s.ok('security.secondStep', { body: { ticket, code: s.codeAt(secret, s.now()) } })).token as string;
    expect(decodeSandboxToken(token)).toMatchObject({ sub: 'subscriber', amr: ['password', 'totp'], authTime: s.now() });
    // The ticket is spent, and the same code is not accepted twice.
    expect(await s.refusal('security.secondStep', { body: { ticket, code: s.codeAt(secret, s.now()) } })).toMatchObject({ code: 'TICKET_EXPIRED' });
  });

  it('refuses a ticket older than 5 minutes', async () => {
    const s = sandbox();
    const { secret } = await s.enrol(await s.tokenOf('subscriber'));
    const ticket = (await s.refusal('auth.login', { body: { username: 'subscriber', password: 'Sandbox1', domainId: 1 } })).errorData?.['ticket'];
    s.wait(5 * MINUTE + 1);
    expect(await s.refusal('security.secondStep', { body: { ticket, code: s.codeAt(secret, s.now()) } })).toMatchObject({ status: 401, code: 'TICKET_EXPIRED' });
  });

  it('locks the codes for 15 minutes at the fifth wrong code, even for a right one, and opens them after', async () => {
    const s = sandbox();
    const { secret } = await s.enrol(await s.tokenOf('subscriber'));
    s.wait(30_000);
    const ticket = (await s.refusal('auth.login', { body: { username: 'subscriber', password: 'Sandbox1', domainId: 1 } })).errorData?.['ticket'];
    const wrong = [];
    for (let attempt = 0; attempt < 5; attempt += 1) wrong.push(await s.refusal('security.secondStep', { body: { ticket, code: '000000' } }));
    expect(wrong.map((refusal) => refusal.errorData?.['attemptsLeft'] ?? refusal.code)).toEqual([4, 3, 2, 1, 'CODES_LOCKED']);
    expect(await s.refusal('security.secondStep', { body: { ticket, code: s.codeAt(secret, s.now()) } })).toMatchObject({ status: 423, code: 'CODES_LOCKED' });
    s.wait(15 * MINUTE);
    const again = (await s.refusal('auth.login', { body: { username: 'subscriber', password: 'Sandbox1', domainId: 1 } })).errorData?.['ticket'];
    expect((await s.ok('security.secondStep', { body: { ticket: again, code: s.codeAt(secret, s.now()) } })).token).toBeTypeOf('string');
  });

  it('takes each recovery code once', async () => {
    const s = sandbox();
    const { codes } = await s.enrol(await s.tokenOf('subscriber'));
    expect(codes).toHaveLength(10);
    const ticket = () => s.refusal('auth.login', { body: { username: 'subscriber', password: 'Sandbox1', domainId: 1 } }).then((refusal) => refusal.errorData?.['ticket']);
    const first = codes[0] ?? '';
    const token = (await s.ok('security.secondStep', { body: { ticket: await ticket(), recoveryCode: ` ${first.toLowerCase()} ` } })).token as string;
    expect(decodeSandboxToken(token)?.amr).toEqual(['password', 'recovery-code']);
    expect(await s.ok('security.settings', {}, token)).toMatchObject({ totpEnabled: true, recoveryCodesLeft: 9 });
    expect(await s.refusal('security.secondStep', { body: { ticket: await ticket(), recoveryCode: first } })).toMatchObject({ status: 401, code: 'WRONG_CODE' });
  });
});
