import { localized } from '../../domain/copy/localized';

/** Signing in with a passkey on the login page (not in the spec): the button and its progress. */
export const PASSKEY_SIGN_IN_COPY = localized('PASSKEY_SIGN_IN_COPY', {
  button: 'Log in with a passkey',
  signingIn: 'Logging in with your passkey…',
} as const);
