import { localized } from '../../domain/copy/localized';
import type { PasskeySignInOutcome } from '../../application/session/passkey-sign-in';

/**
 * What the login page says when signing in with a passkey did not sign the member in. Few members ever
 * read it, so it is a chunk of its own, fetched when there is something to say, not part of the login page.
 */
export const PASSKEY_OUTCOME_COPY = localized('PASSKEY_OUTCOME_COPY', {
  cancelled: 'Signing in with a passkey was stopped. Try again, or log in with your password.',
  refused: 'We could not sign you in with this passkey. Try another passkey, or log in with your password.',
  unsupported: 'This browser cannot use passkeys. Log in with your password.',
  locked: 'Your account is locked. Please contact customer service.',
  unavailable: 'We could not sign you in just now. Please try again.',
} as const);

/** The wording of an outcome other than signing in, in the language shown when it is read. */
export function passkeyOutcomeWording(kind: Exclude<PasskeySignInOutcome['kind'], 'signed-in'>): () => string {
  return () => PASSKEY_OUTCOME_COPY[kind];
}
