import { localized } from '../../domain/copy/localized';

/** Signing in with a passkey on the login page (not in the spec). */
export const PASSKEY_SIGN_IN_COPY = localized('PASSKEY_SIGN_IN_COPY', {
  button: 'Sign in with a passkey',
  signingIn: 'Signing in with your passkey…',
  cancelled: 'Signing in with a passkey was stopped. Try again, or log in with your password.',
  refused: 'We could not sign you in with this passkey. Try another passkey, or log in with your password.',
  unsupported: 'This browser cannot use passkeys. Log in with your password.',
  locked: 'Your account is locked. Please contact customer service.',
  unavailable: 'We could not sign you in just now. Please try again.',
} as const);
