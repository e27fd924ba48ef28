import { localized } from '../../domain/copy/localized';

/** The fresh check before a sensitive change (not in the spec): asked inside the change's own dialog. */
export const FRESH_CHECK_COPY = localized('FRESH_CHECK_COPY', {
  heading: 'Confirm it’s you',
  intro: 'For your security, confirm it’s you before this change. You can paste what you enter.',
  passwordLabel: 'Your password',
  codeLabel: 'Code from your authenticator app, or a recovery code',
  confirm: 'Confirm and continue',
  empty: 'Enter it to continue.',
  wrongPassword: 'That password is not right. Try again.',
  wrongCode: (left: number) => `That code is not right. You have ${left} ${left === 1 ? 'try' : 'tries'} left.`,
  locked: 'Too many wrong codes. For your security, codes are locked for 15 minutes. Try again later, or contact us.',
  unavailable: 'We could not check it just now. Please try again.',
  usePasskey: 'Use a passkey instead',
  passkeyIntro: 'Select Confirm and continue, then unlock your passkey on this device.',
  usePassword: 'Use your password instead',
  useCode: 'Use a code instead',
  passkeyCancelled: 'The passkey was not used. Try again, or use another way.',
  passkeyRefused: 'We could not confirm it’s you with this passkey. Try again, or use another way.',
  passkeyUnsupported: 'This browser cannot use passkeys. Use another way.',
} as const);
