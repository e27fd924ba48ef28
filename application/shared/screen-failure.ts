import { REFUSAL_COPY, SESSION_SERVER_COPY } from '../../domain/copy/server-copy';
import type { GatewayError } from './gateway-error';

/**
 * Failures of the calls spec section 8 leaves to their screens (registration, token, security questions,
 * forgot password and username, account/password): the screen shows a message and keeps what the member
 * typed. A refusal (4xx) the app knows by its code is worded by the app; another carries the server's own
 * message when it sent one; an outage says to try later.
 */
export type ScreenFailure = { readonly kind: 'refused'; readonly message: string } | { readonly kind: 'error'; readonly error: GatewayError };

/** The gateway's refusal codes the app words itself, in the member's language. */
const KNOWN_REFUSALS: Readonly<Record<string, () => string>> = {
  MEMBER_NOT_FOUND: () => REFUSAL_COPY.memberNotFound,
  ACCOUNT_EXISTS: () => REFUSAL_COPY.accountExists,
  INVALID_USERNAME: () => REFUSAL_COPY.invalidUsername,
  USERNAME_TAKEN: () => REFUSAL_COPY.usernameTaken,
  INVALID_PASSWORD: () => REFUSAL_COPY.invalidPassword,
  INVALID_EMAIL: () => REFUSAL_COPY.invalidEmail,
  POLICY_NOT_SIGNED: () => REFUSAL_COPY.policyNotSigned,
  SECURITY_ANSWER_MISMATCH: () => REFUSAL_COPY.answerMismatch,
  NO_SECURITY_QUESTION: () => REFUSAL_COPY.noSecurityQuestion,
  INVALID_CURRENT_PASSWORD: () => REFUSAL_COPY.currentPasswordWrong,
  PASSWORD_REUSED: () => REFUSAL_COPY.passwordReused,
};

/**
 * @param options.signedIn the call was made with the member's token: a 401 then means the session is over,
 *   which is the session's business (login, or the error page on Providence), not the form's.
 * @param options.refusals wording for codes whose meaning depends on the call (ACCOUNT_NOT_FOUND: by
 *   details or by username); they take precedence over the known refusals.
 */
export function screenFailure(
  error: GatewayError,
  options: { readonly signedIn: boolean; readonly fallback?: string; readonly refusals?: Readonly<Record<string, () => string>> },
): ScreenFailure {
  if (options.signedIn && error.status === 401) return { kind: 'error', error };
  if (error.kind === 'http' && error.status >= 400 && error.status < 500) {
    const known = error.code === undefined ? undefined : (options.refusals?.[error.code] ?? KNOWN_REFUSALS[error.code]);
    if (known !== undefined) return { kind: 'refused', message: known() };
    const message = error.message?.trim();
    return { kind: 'refused', message: message !== undefined && message !== '' ? message : (options.fallback ?? SESSION_SERVER_COPY.refused) };
  }
  return { kind: 'refused', message: SESSION_SERVER_COPY.unavailable };
}
