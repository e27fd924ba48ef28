import { describe, expect, it } from 'vitest';
import { readTokenClaims } from '../../domain/rules/token-claims';
import { CONTRACT_ASSEMBLIES, useContractAssembly, type ContractAssembly } from './assemblies';
import { SoftwarePasskey } from '../../adapters/sandbox/software-passkey';
import { refusal, right } from './answers';

/**
 * Passkeys over both assemblies, with a passkey authenticator in software: the sandbox is a real relying
 * party, so a passkey is added from the options it makes and signs in with a signature it verifies; an
 * answer made for another origin, one whose counter did not move on, and one without user verification
 * are refused; removing a passkey asks for a fresh proof. Each check uses a persona of its own.
 */

async function signInWithPassword(assembly: ContractAssembly, username: string): Promise<void> {
  assembly.tokens.store(right(await assembly.auth.login({ username, password: 'Sandbox1', domainId: 1 })).token);
}

/** The member adds a software passkey named `name`. */
async function addPasskey(assembly: ContractAssembly, name: string): Promise<SoftwarePasskey> {
  const passkey = new SoftwarePasskey();
  const { options } = right(await assembly.passkeys.registrationOptions());
  expect(options).toMatchObject({ authenticatorSelection: { residentKey: 'required', userVerification: 'required' } });
  right(await assembly.passkeys.register({ name, response: passkey.create(options, assembly.origin) }));
  return passkey;
}

async function signInWith(assembly: ContractAssembly, passkey: SoftwarePasskey, how: Parameters<SoftwarePasskey['get']>[2] = {}, origin = assembly.origin) {
  const { challengeId, options } = right(await assembly.passkeys.signInOptions());
  return assembly.passkeys.signIn({ challengeId, response: passkey.get(options, origin, how) });
}

describe.each(CONTRACT_ASSEMBLIES)('passkeys over $name', ({ assemble }) => {
  const assembly = useContractAssembly(assemble);

  it('adds a named passkey, lists it, and signs the member in with it as both factors', async () => {
    await signInWithPassword(assembly(), 'subscriber');
    const passkey = await addPasskey(assembly(), '  Work   laptop ');
    const [listed] = right(await assembly().security.settings()).passkeys;
    expect(listed).toMatchObject({ name: 'Work laptop', lastUsedAt: null });

    assembly().tokens.clear();
    const { token } = right(await signInWith(assembly(), passkey));
    expect(readTokenClaims(token)?.memberKey).toBeTruthy();
    assembly().tokens.store(token);
    const [used] = right(await assembly().security.settings()).passkeys;
    expect(used?.lastUsedAt).not.toBeNull();
  });

  it('refuses an answer made for another origin, one whose counter did not move on, and one without user verification', async () => {
    await signInWithPassword(assembly(), 'spouse');
    const passkey = await addPasskey(assembly(), 'Phone');
    expect(refusal(await signInWith(assembly(), passkey, {}, 'https://phishing.example'))).toMatchObject({ status: 401, code: 'PASSKEY_NOT_VERIFIED' });
    right(await signInWith(assembly(), passkey));
    expect(refusal(await signInWith(assembly(), passkey, { keepCounter: true }))).toMatchObject({ status: 401, code: 'PASSKEY_NOT_VERIFIED' });
    expect(refusal(await signInWith(assembly(), passkey, { verified: false }))).toMatchObject({ status: 401, code: 'PASSKEY_NOT_VERIFIED' });
    right(await signInWith(assembly(), passkey));
  });

  it('refuses a registration made for another origin, and a challenge used twice', async () => {
    await signInWithPassword(assembly(), 'nopcp');
    const { options } = right(await assembly().passkeys.registrationOptions());
    expect(refusal(await assembly().passkeys.register({ name: 'Tablet', response: new SoftwarePasskey().create(options, 'https://phishing.example') }))).toMatchObject({
      status: 400,
      code: 'PASSKEY_NOT_VERIFIED',
    });
    const passkey = await addPasskey(assembly(), 'Tablet');
    const { challengeId, options: request } = right(await assembly().passkeys.signInOptions());
    right(await assembly().passkeys.signIn({ challengeId, response: passkey.get(request, assembly().origin) }));
    expect(refusal(await assembly().passkeys.signIn({ challengeId, response: passkey.get(request, assembly().origin) }))).toMatchObject({ code: 'PASSKEY_NOT_VERIFIED' });
  });

  it('renames a passkey (1 to 40 characters) and removes it', async () => {
    await signInWithPassword(assembly(), 'pci');
    await addPasskey(assembly(), 'Old name');
    const [added] = right(await assembly().security.settings()).passkeys;
    const id = added?.id ?? '';
    expect(right(await assembly().passkeys.rename(id, 'Desk key'))).toMatchObject({ id, name: 'Desk key' });
    expect(refusal(await assembly().passkeys.rename(id, ' '))).toMatchObject({ status: 400, code: 'INVALID_NAME' });
    right(await assembly().passkeys.remove(id));
    expect(right(await assembly().security.settings()).passkeys).toEqual([]);
  });

  it('confirms it is the member with one of their own passkeys: a challenge for their passkeys, then a token proved anew', async () => {
    await signInWithPassword(assembly(), 'medicare');
    const passkey = await addPasskey(assembly(), 'Phone');
    const [added] = right(await assembly().security.settings()).passkeys;
    const { challengeId, options } = right(await assembly().passkeys.freshCheckOptions());
    expect(options).toMatchObject({ userVerification: 'required', allowCredentials: [{ id: added?.id }] });
    const { token } = right(await assembly().passkeys.freshCheck({ challengeId, response: passkey.get(options, assembly().origin) }));
    expect(readTokenClaims(token)?.memberKey).toBeTruthy();
    expect(refusal(await assembly().passkeys.freshCheck({ challengeId, response: passkey.get(options, assembly().origin) }))).toMatchObject({ status: 401, code: 'PASSKEY_NOT_VERIFIED' });
  });
});
