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
