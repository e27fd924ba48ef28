import { localized } from '../../domain/copy/localized';

/** The home page's invitation to add a second factor (not in the spec: a security requirement of the product). */
export const SECOND_FACTOR_INVITATION_COPY = localized('SECOND_FACTOR_INVITATION_COPY', {
  title: 'Protect your sign-in',
  text: 'Your account opens with your password alone. Add a second step, a code from an authenticator app or a passkey, so that your health information stays safe even if someone learns your password.',
  add: 'Add a second step',
  notNow: 'Not now',
} as const);
