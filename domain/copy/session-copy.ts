/**
 * Messages and labels of the sign-in, registration and recovery forms that the spec does not quote (its
 * quoted ones live in validation-copy.ts and notices-copy.ts). Ours, kept here so analysts can review them.
 */

export const SESSION_FIELD_LABELS = {
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
} as const;

export const SESSION_VALIDATION_COPY = {
  /** Shown when a confirmation field does not match (the match check's 'mismatch'). */
  passwordsDoNotMatch: 'Passwords do not match',
  sameQuestionTwice: 'Choose two different security questions',
  /** The spec's adult rule, as registration words it: only adults create their own account. */
  registrationAdultsOnly: 'You must be at least 18 years old to create an account',
} as const;
