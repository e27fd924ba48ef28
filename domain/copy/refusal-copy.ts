import { localized } from './localized';

/**
 * The account screens' refusals the app knows by the gateway's code, in the app's words: the gateway's own
 * message is in one language, these are in the member's (application/session/account-refusals.ts).
 */
export const REFUSAL_COPY = localized('REFUSAL_COPY', {
  memberNotFound: 'We could not find a member with those details. Check them against your ID card.',
  accountExists: 'An account already exists for this member. Use forgot username or forgot password instead.',
  invalidUsername: 'Usernames are 3 to 16 letters or digits.',
  usernameTaken: 'That username is already taken.',
  invalidPassword: 'Password must be 6 to 15 letters or digits and include at least one digit.',
  invalidEmail: 'Enter a valid email address.',
  policyNotSigned: 'Please confirm you have read our digital communications policy.',
  noAccountForDetails: 'We could not find an account with those details.',
  noAccountForUsername: 'We could not find an account with that username.',
  answerMismatch: 'That answer does not match our records.',
  noSecurityQuestion: 'This account has no security question. Please call Customer Service.',
  currentPasswordWrong: 'Your current password is incorrect.',
  passwordReused: 'Choose a password you have not used before.',
} as const);
