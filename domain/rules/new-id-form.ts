import { FIELD_LABELS, VALIDATION_COPY } from '../copy/validation-copy';
import { dateOfBirthRules, nameRules, subscriberIdRules } from './field-rules';
import { isBlank, validate } from './validators';

/** The new ID screen's form, apart from the other forms' rules: only that screen needs it. */
export interface NewIdForm {
  readonly subscriberId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly dateOfBirth: string;
}

/** 'submit' looks up a specific member; 'continue-as-subscriber' needs only the subscriber ID. */
export type NewIdAction = 'submit' | 'continue-as-subscriber';

export interface NewIdFormErrors {
  readonly subscriberId?: string;
  readonly firstName?: string;
  readonly lastName?: string;
  readonly dateOfBirth?: string;
  /** The form-level message when a specific member is submitted without all of their details. */
  readonly member?: string;
}

/**
 * New ID: the subscriber ID always; for a specific member, first name, last name and date of birth all
 * together (otherwise the spec's form message), each also checked for format and the date not after today.
 */
export function validateNewIdForm(form: NewIdForm, action: NewIdAction, today: string): NewIdFormErrors {
  const subscriberId = validate(form.subscriberId, subscriberIdRules());
  const errors: { -readonly [K in keyof NewIdFormErrors]: NewIdFormErrors[K] } = {};
  if (subscriberId !== null) errors.subscriberId = subscriberId;
  if (action === 'continue-as-subscriber') return errors;
  if ([form.firstName, form.lastName, form.dateOfBirth].some(isBlank)) {
    errors.member = VALIDATION_COPY.newIdMemberDetailsRequired;
  }
  const firstName = validate(form.firstName, nameRules(FIELD_LABELS.firstName, { required: false }));
  const lastName = validate(form.lastName, nameRules(FIELD_LABELS.lastName, { required: false }));
  const dateOfBirth = validate(form.dateOfBirth, dateOfBirthRules(today, FIELD_LABELS.dateOfBirth, { required: false }));
  if (firstName !== null) errors.firstName = firstName;
  if (lastName !== null) errors.lastName = lastName;
  if (dateOfBirth !== null) errors.dateOfBirth = dateOfBirth;
  return errors;
}
