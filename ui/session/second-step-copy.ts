import { localized } from '../../domain/copy/localized';

/** The second step of signing in, and the fresh check before a sensitive change (not in the spec). */
export const SECOND_STEP_COPY = localized('SECOND_STEP_COPY', {
  heading: 'Enter your security code',
  signingInAs: (username: string) => `Signing in as ${username}.`,
  codeLabel: 'Code from your authenticator app',
  codeHint: '6 digits. You can paste it.',
  recoveryLabel: 'Recovery code',
  recoveryHint: 'One of the recovery codes you saved. Each works once. You can paste it.',
  useRecovery: 'Use a recovery code instead',
  useCode: 'Use your authenticator app instead',
  submit: 'Continue',
  submitting: 'Checking…',
  startAgain: 'Back to log in',
  empty: 'Enter the code.',
  notACode: 'The code is 6 digits, such as 123456.',
  wrongCode: (left: number) => `That code is not right. You have ${left} ${left === 1 ? 'try' : 'tries'} left.`,
  locked: 'Too many wrong codes. For your security, codes are locked for 15 minutes. Try again later, or contact us.',
  expired: 'Signing in took too long. Please log in again.',
  unavailable: 'We could not check your code just now. Please try again.',
} as const);
