import { Secret, TOTP, URI } from 'otpauth';
import { describe, expect, it } from 'vitest';
import type { GatewayError } from '../../application/shared/gateway-error';
import { CONTRACT_ASSEMBLIES, useContractAssembly, type ContractAssembly } from './assemblies';
import { refusal, right } from './answers';

/**
 * Two-step sign-in over both assemblies, as a member would go through it: a member without a second factor
 * signs in with the password as before; they add an authenticator app (its key, and the otpauth:// address
 * a QR code carries, which an app reads), confirm it with a code computed from that key and get ten
 * recovery codes; from then on the password alone gets a ticket for the second step, which a code or a
 * recovery code (once) exchanges for the token. Each check enrols its own persona, so that checks can run
 * in any order against the shared insurer.
 */

const login = (assembly: ContractAssembly, username: string) => assembly.auth.login({ username, password: 'Sandbox1', domainId: 1 });

/** The app's code for the next 30-second step (the step a confirming code used is not accepted again). */
const nextCode = (secret: string): string => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + 30_000 });

async function enrol(assembly: ContractAssembly, username: string): Promise<{ secret: string; codes: readonly string[] }> {
  assembly.tokens.store(right(await login(assembly, username)).token);
  const enrolment = right(await assembly.security.startTotp());
  const app = URI.parse(enrolment.uri);
  expect(app).toBeInstanceOf(TOTP);
  expect(app.secret.base32).toBe(enrolment.secret);
  const code = (app as TOTP).generate();
  const { codes } = right(await assembly.security.confirmTotp(code));
  return { secret: enrolment.secret, codes };
}

function ticketOf(error: GatewayError & { kind: 'http' }): string {
  expect(error.code).toBe('SECOND_FACTOR_REQUIRED');
  const ticket = error.errorData?.['ticket'];
  if (typeof ticket !== 'string') throw new Error('no ticket');
  return ticket;
}

describe.each(CONTRACT_ASSEMBLIES)('two-step sign-in over $name', ({ assemble }) => {
  const assembly = useContractAssembly(assemble);

  it('signs a member without a second factor in with the password alone, and says they have none', async () => {
    assembly().tokens.store(right(await login(assembly(), 'spouse')).token);
    expect(right(await assembly().security.settings())).toEqual({ totpEnabled: false, recoveryCodesLeft: 0, passkeys: [] });
  });

  it('enrols an authenticator app from its otpauth address, then asks for its code after the password', async () => {
    const { secret, codes } = await enrol(assembly(), 'subscriber');
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(right(await assembly().security.settings())).toMatchObject({ totpEnabled: true, recoveryCodesLeft: 10 });

    const ticket = ticketOf(refusal(await login(assembly(), 'subscriber')));
    const wrong = refusal(await assembly().security.secondStep({ ticket, code: '000000' }));
    expect(wrong).toMatchObject({ status: 401, code: 'WRONG_CODE', errorData: { attemptsLeft: 4 } });
    const signedIn = right(await assembly().security.secondStep({ ticket, code: nextCode(secret) }));
    assembly().tokens.store(signedIn.token);
    expect(right(await assembly().security.settings())).toMatchObject({ totpEnabled: true });
  });

  it('takes a recovery code once, and refuses it the second time', async () => {
    const { codes } = await enrol(assembly(), 'nopcp');
    const code = codes[0] ?? '';
    right(await assembly().security.secondStep({ ticket: ticketOf(refusal(await login(assembly(), 'nopcp'))), recoveryCode: code }));
    const again = refusal(await assembly().security.secondStep({ ticket: ticketOf(refusal(await login(assembly(), 'nopcp'))), recoveryCode: code }));
    expect(again).toMatchObject({ status: 401, code: 'WRONG_CODE' });
  });

  it('makes ten new recovery codes in place of the old set, and turns the app off so that the password alone signs in again', async () => {
    const { codes } = await enrol(assembly(), 'local598');
    const fresh = right(await assembly().security.newRecoveryCodes()).codes;
    expect(fresh).toHaveLength(10);
    expect(fresh.filter((code) => codes.includes(code))).toEqual([]);
    const old = refusal(await assembly().security.secondStep({ ticket: ticketOf(refusal(await login(assembly(), 'local598'))), recoveryCode: codes[0] ?? '' }));
    expect(old).toMatchObject({ status: 401, code: 'WRONG_CODE' });
    assembly().tokens.store(right(await assembly().security.secondStep({ ticket: ticketOf(refusal(await login(assembly(), 'local598'))), recoveryCode: fresh[0] ?? '' })).token);

    expect(right(await assembly().security.disableTotp())).toEqual({ totpEnabled: false, recoveryCodesLeft: 0, passkeys: [] });
    assembly().tokens.store(right(await login(assembly(), 'local598')).token);
    expect(refusal(await assembly().security.disableTotp())).toMatchObject({ status: 409, code: 'NO_SECOND_FACTOR' });
  });

  it('refuses a made-up ticket', async () => {
    expect(refusal(await assembly().security.secondStep({ ticket: 'not-a-ticket', code: '123456' }))).toMatchObject({ status: 401, code: 'TICKET_EXPIRED' });
  });
});
