import type { ServiceIdentifier } from 'inversify';
import type { WebAuthnJson } from '../../domain/model';

/**
 * How a WebAuthn ceremony in the browser ended: the browser's answer for the gateway; the member said no or
 * let it time out (or the page ended it); the browser cannot do it; or it failed (a passkey for this
 * account is already on this device, say).
 */
export type PasskeyCeremony =
  | { readonly kind: 'answered'; readonly response: WebAuthnJson }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'unsupported' }
  | { readonly kind: 'failed'; readonly already: boolean };

/** The browser's passkeys (navigator.credentials), whose code downloads only when a passkey is used. */
export interface PasskeyAuthenticator {
  /** Whether the browser has WebAuthn at all (a cheap test, without downloading anything). */
  supported(): boolean;
  /** Creates a passkey with the gateway's creation options. */
  create(options: WebAuthnJson): Promise<PasskeyCeremony>;
  /**
   * Asks for a passkey with the gateway's request options: at once (a button), or, with `autofill`, among
   * the username field's autofill suggestions (conditional mediation) until the member picks one.
   */
  get(options: WebAuthnJson, autofill: boolean): Promise<PasskeyCeremony>;
  /** Whether the browser offers passkeys in the autofill of a field marked `autocomplete="username webauthn"`. */
  autofillAvailable(): Promise<boolean>;
  /** Ends a ceremony still waiting (the autofill's, once the member signs in another way). */
  cancel(): void;
}
export const PASSKEY_AUTHENTICATOR: ServiceIdentifier<PasskeyAuthenticator> = Symbol.for('PasskeyAuthenticator');
