/**
 * Messages and labels of the sign-in, registration and recovery forms that the spec does not quote (its
 * quoted ones live in validation-copy.ts and notices-copy.ts). Ours, kept here so analysts can review them.
 */

import { FIELD_LABELS } from './validation-copy';
import { localized } from './localized';

export const SESSION_FIELD_LABELS = localized('SESSION_FIELD_LABELS', {
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
  password: 'Password',
  confirmPassword: 'Confirm password',
  zipCode: 'ZIP code',
  firstQuestion: 'Security question 1',
  firstAnswer: 'Answer 1',
  secondQuestion: 'Security question 2',
  secondAnswer: 'Answer 2',
  securityAnswer: 'Answer',
} as const);

/** The fields a member proves who they are with, to create an account or to recover one. */
export const MEMBER_IDENTITY_LABELS = localized('MEMBER_IDENTITY_LABELS', {
  firstName: FIELD_LABELS.firstName,
  lastName: FIELD_LABELS.lastName,
  dateOfBirth: FIELD_LABELS.dateOfBirth,
  subscriberId: FIELD_LABELS.subscriberId,
  zipCode: SESSION_FIELD_LABELS.zipCode,
  username: FIELD_LABELS.username,
} as const);

/** The password rule as the forms that set a password state it (the validators' password rule). */
export const PASSWORD_RULE_HINT = 'Use 6 to 15 letters or numbers, with at least one number.';

export const SESSION_VALIDATION_COPY = localized('SESSION_VALIDATION_COPY', {
  /** Shown when a confirmation field does not match (the match check's 'mismatch'). */
  passwordsDoNotMatch: 'Passwords do not match',
  sameQuestionTwice: 'Choose two different security questions',
  /** The spec's adult rule, as registration words it: only adults create their own account. */
  registrationAdultsOnly: 'You must be at least 18 years old to create an account',
} as const);
