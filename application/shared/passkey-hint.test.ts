import { describe, expect, it } from 'vitest';
import { createNodeContainer } from '../../adapters/node-assembly';
import { SandboxInsurer } from '../../adapters/sandbox/sandbox-insurer';
import { SANDBOX_ORIGIN } from '../../adapters/sandbox/sandbox-routes';
import { SoftwarePasskey } from '../../adapters/sandbox/software-passkey';
import { AddPasskey } from '../account/passkeys';
import { LOCAL_STORE, PASSKEY_AUTHENTICATOR, type PasskeyAuthenticator } from '../ports';
import { LogIn } from '../session/log-in';
import { LogOut } from '../session/log-out';
import { passkeyUsedHere } from './passkey-hint';
import { SignInWithPasskey } from '../session/passkey-sign-in';

/** A browser whose passkey is made in software, so that the sandbox's relying party checks real signatures. */
function browserWith(passkey: SoftwarePasskey): PasskeyAuthenticator {
  return {
    supported: () => true,
    autofillAvailable: () => Promise.resolve(false),
    create: (options) => Promise.resolve({ kind: 'answered', response: passkey.create(options as never, SANDBOX_ORIGIN) as never }),
    get: (options) => Promise.resolve({ kind: 'answered', response: passkey.get(options as never, SANDBOX_ORIGIN) as never }),
    cancel: () => undefined,
  };
}

describe('the passkey hint behind the login page’s autofill', () => {
  it('is not there in a browser where no passkey was used, and is there once one is added or signed in with', async () => {
    const passkey = new SoftwarePasskey();
    const insurer = new SandboxInsurer();
    const first = createNodeContainer({ kind: 'memory', insurer }, { today: '2025-06-15', domainId: 1 });
    first.container.rebind(PASSKEY_AUTHENTICATOR).toConstantValue(browserWith(passkey));
    expect(passkeyUsedHere(first.container.get(LOCAL_STORE))).toBe(false);
    expect((await first.container.get(LogIn).execute({ username: 'subscriber', password: 'Sandbox1' })).kind).toBe('signed-in');
    expect((await first.container.get(AddPasskey).execute('Laptop')).kind).toBe('added');
    expect(passkeyUsedHere(first.container.get(LOCAL_STORE))).toBe(true);

    // Another browser, same insurer: the passkey signs in there, and from then on that browser offers it too.
    const second = createNodeContainer({ kind: 'memory', insurer }, { today: '2025-06-15', domainId: 1 });
    second.container.rebind(PASSKEY_AUTHENTICATOR).toConstantValue(browserWith(passkey));
    expect(passkeyUsedHere(second.container.get(LOCAL_STORE))).toBe(false);
    expect((await second.container.get(SignInWithPasskey).execute(false)).kind).toBe('signed-in');
    expect(passkeyUsedHere(second.container.get(LOCAL_STORE))).toBe(true);
  });

  it('outlasts signing out, which clears the rest of local storage', async () => {
    const passkey = new SoftwarePasskey();
    const browser = createNodeContainer({ kind: 'memory', insurer: new SandboxInsurer() }, { today: '2025-06-15', domainId: 1 });
    browser.container.rebind(PASSKEY_AUTHENTICATOR).toConstantValue(browserWith(passkey));
    const local = browser.container.get(LOCAL_STORE);
    expect((await browser.container.get(LogIn).execute({ username: 'subscriber', password: 'Sandbox1' })).kind).toBe('signed-in');
    expect((await browser.container.get(AddPasskey).execute('Laptop')).kind).toBe('added');
    local.set('something_else', 'kept until logout');
    browser.container.get(LogOut).execute();
    expect(local.get('something_else')).toBeNull();
    expect(passkeyUsedHere(local)).toBe(true);
  });
});
