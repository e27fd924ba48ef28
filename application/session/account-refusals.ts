import { REFUSAL_COPY } from '../../domain/copy/refusal-copy';

/**
 * The refusals of the account screens (registration, recovery, change password) the app knows by the
 * gateway's code, worded in the member's language; screenFailure shows another code's message as sent.
 */
export const ACCOUNT_REFUSALS: Readonly<Record<string, () => string>> = {
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

/** Recovery by the member's details: no account with those details. */
export const BY_DETAILS_REFUSALS = { ...ACCOUNT_REFUSALS, ACCOUNT_NOT_FOUND: () => REFUSAL_COPY.noAccountForDetails };

/** Recovery by username: no account with that username. */
export const BY_USERNAME_REFUSALS = { ...ACCOUNT_REFUSALS, ACCOUNT_NOT_FOUND: () => REFUSAL_COPY.noAccountForUsername };
