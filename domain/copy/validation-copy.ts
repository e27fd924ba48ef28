import { localized } from './localized';
/** Validator messages of spec section 5. Generic messages are built from the field's label. */

export const requiredMessage = (label: string): string => VALIDATION_COPY.required(label);
export const invalidMessage = (label: string): string => VALIDATION_COPY.invalid(label);
export const underMinimumMessage = (label: string): string => VALIDATION_COPY.underMinimum(label);
export const overMaximumMessage = (label: string): string => VALIDATION_COPY.overMaximum(label);

export const VALIDATION_COPY = localized('VALIDATION_COPY', {
  required: (label: string) => `${label} is a required field`,
  invalid: (label: string) => `Invalid ${label.toLowerCase()}`,
  underMinimum: (label: string) => `${label} is under the character minimum`,
  overMaximum: (label: string) => `${label} exceeds the maximum number of characters`,
  communicationPolicyRequired: 'Please confirm you have read our digital communications policy.',
  newIdMemberDetailsRequired:
    "First name, last name, and date of birth required unless selecting 'Continue as subscriber'",
  /** What a match check reports (spec: "Match check returns mismatch"). */
  mismatch: 'mismatch',
  // The spec gives no text for the next ones; these are ours, kept here so analysts can review them.
  dateOfBirthInFuture: 'Date of birth cannot be after today',
  notAdult: 'You must be at least 18 years old',
  endNotAfterStart: 'End date must be after the start date',
  startTooEarly: 'Start date cannot be more than two years ago',
  invalidDate: 'Invalid date',
} as const);

/** Field labels the spec's forms use; messages are built from them. */
export const FIELD_LABELS = localized('FIELD_LABELS', {
  username: 'Username',
  password: 'Password',
  emailAddress: 'Email address',
  firstName: 'First name',
  lastName: 'Last name',
  dateOfBirth: 'Date of birth',
  subscriberId: 'Subscriber ID',
} as const);
