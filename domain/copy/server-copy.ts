import { localized } from './localized';
/**
 * What a screen says when the server turns a request down without saying why, or cannot be reached. Ours,
 * as the forms' messages in session-copy.ts are, but apart from them: every screen that reports a failure in
 * place (home included) needs these, and none of the sign-in forms' labels.
 */
export const SESSION_SERVER_COPY = localized('SESSION_SERVER_COPY', {
  unavailable: 'We could not complete your request right now. Please try again in a few minutes.',
  refused: 'We could not complete your request. Please check what you entered and try again.',
  newIdNotFound: 'No member was found with those details.',
} as const);

/**
 * The refusals the app knows by the gateway's code, in the app's words: the gateway's own message is in one
 * language, these are in the member's. A refusal with another code shows the gateway's message as sent.
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
