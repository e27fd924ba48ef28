import { isLeft } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { GatewayError } from '../shared/gateway-error';
import { PASSKEY_AUTHENTICATOR, type PasskeyAuthenticator } from '../ports/passkey-authenticator';
import { PASSKEYS_GATEWAY, type PasskeysGateway } from '../ports/passkeys-gateway';
import { LOCAL_STORE, READ_CACHE, TEMPORARY_STATE, type KeyValueStore, type ReadCache, type TemporaryState } from '../ports/session';
import { rememberPasskeyHere } from '../shared/passkey-hint';
import { FinishSignIn, type SignInOutcome } from './finish-sign-in';

/** How signing in with a passkey ended: each case its own, so the login page says what to do about it. */
export type PasskeySignInOutcome =
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'unsupported' }
  | { readonly kind: 'refused' }
  | { readonly kind: 'locked' }
  | { readonly kind: 'unavailable'; readonly error: GatewayError }
  | { readonly kind: 'signed-in'; readonly next: SignInOutcome };

/**
 * Signing in with a passkey, from the login page's button or the username field's autofill: the gateway's
 * challenge, the browser's passkey (the member unlocks their device), and the gateway's token, which stands
 * for both factors (no code is asked after it). Post-login routing then goes on as after a password
 * (FinishSignIn: group selection, update e-mail, registration policies...).
 */
@injectable()
export class SignInWithPasskey {
  constructor(
    @inject(PASSKEYS_GATEWAY) private readonly passkeys: PasskeysGateway,
    @inject(PASSKEY_AUTHENTICATOR) private readonly authenticator: PasskeyAuthenticator,
    @inject(TEMPORARY_STATE) private readonly temporary: TemporaryState,
    @inject(READ_CACHE) private readonly cache: ReadCache,
    @inject(FinishSignIn) private readonly finishSignIn: FinishSignIn,
    @inject(LOCAL_STORE) private readonly local: KeyValueStore,
  ) {}

  /** Whether the browser offers passkeys in the username field's autofill. */
  autofillAvailable(): Promise<boolean> {
    return this.authenticator.supported() ? this.authenticator.autofillAvailable() : Promise.resolve(false);
  }

  /** Ends the autofill's ceremony, once the member signs in another way. */
  cancel(): void {
    this.authenticator.cancel();
  }

  async execute(autofill: boolean): Promise<PasskeySignInOutcome> {
    if (!this.authenticator.supported()) return { kind: 'unsupported' };
    const start = await this.passkeys.signInOptions();
    if (isLeft(start)) return { kind: 'unavailable', error: start.left };
    const ceremony = await this.authenticator.get(start.right.options, autofill);
    if (ceremony.kind === 'unsupported') return { kind: 'unsupported' };
    if (ceremony.kind !== 'answered') return { kind: 'cancelled' };
    const response = await this.passkeys.signIn({ challengeId: start.right.challengeId, response: ceremony.response });
    if (isLeft(response)) {
      const error = response.left;
      if (error.kind === 'http' && error.status === 423) return { kind: 'locked' };
      if (error.kind === 'http' && error.status >= 400 && error.status < 500) return { kind: 'refused' };
      return { kind: 'unavailable', error };
    }
    rememberPasskeyHere(this.local);
    // A new member may be signing in on a browser another member used: nothing cached may carry over.
    this.cache.clear();
    this.temporary.setTempToken(response.right.token);
    this.temporary.setGroupSelected(false);
    return { kind: 'signed-in', next: await this.finishSignIn.execute(response.right.redirect) };
  }
}
