import { FIELD_LABELS } from '../copy/validation-copy';
import { SESSION_FIELD_LABELS, SESSION_VALIDATION_COPY } from '../copy/session-copy';
import {
  adultRule,
  dateOfBirthRules,
  matchCheck,
  nameRules,
  passwordRules,
  subscriberIdRules,
  textFieldRules,
  usernameRules,
} from './field-rules';
import { emailRules, pattern, required, validate, type Rule } from './validators';

/**
 * The forms between the login page and the dashboard that the spec names but does not detail: change
 * password, registration (user details, credentials, security questions) and recovery. Each field uses
 * the spec's validators of section 5; a form answers one message per failing field.
 */

export type FormErrors<F> = { readonly [K in keyof F]?: string };

function validateFields<F extends { readonly [K in keyof F]: string }>(form: F, rules: { readonly [K in keyof F]: readonly Rule[] }): FormErrors<F> {
  const errors: { [K in keyof F]?: string } = {};
  for (const key of Object.keys(rules) as (keyof F)[]) {
    const message = validate(form[key], rules[key]);
    if (message !== null) errors[key] = message;
  }
  return errors;
}

/** A US ZIP code: five digits, optionally followed by a hyphen and four more. */
export const ZIP_CODE_PATTERN = /^\d{5}(?:-\d{4})?$/;

export function zipCodeRules(label: string = SESSION_FIELD_LABELS.zipCode): Rule[] {
  return [required(label), pattern(label, ZIP_CODE_PATTERN)];
}

/** A confirmation field: required, then the match check, told in words a member understands. */
function confirmationRules(label: string, original: string): Rule[] {
  return [required(label), (value) => (matchCheck(original, value) === null ? null : SESSION_VALIDATION_COPY.passwordsDoNotMatch)];
}

export interface PasswordChangeForm {
  readonly currentPassword: string;
  readonly newPassword: string;
  readonly confirmPassword: string;
}

/** Change password: the current one required (the server checks it), the new one by the password rule, confirmed. */
export function validatePasswordChangeForm(form: PasswordChangeForm): FormErrors<PasswordChangeForm> {
  return validateFields(form, {
    currentPassword: [required(SESSION_FIELD_LABELS.currentPassword)],
    newPassword: passwordRules(SESSION_FIELD_LABELS.newPassword),
    confirmPassword: confirmationRules(SESSION_FIELD_LABELS.confirmNewPassword, form.newPassword),
  });
}

/** Who the member is, as registration and forgot-username ask it. */
export interface UserDetailsForm {
  readonly firstName: string;
  readonly lastName: string;
  /** yyyy-mm-dd (date input) or mm/dd/yyyy. */
  readonly dateOfBirth: string;
  readonly subscriberId: string;
  readonly zipCode: string;
}

/**
 * User details: names by the name rule, a real date of birth not after today, the subscriber ID's id
 * rule and a ZIP code. Registration also applies the spec's adult rule: dependants under 18 have no login
 * of their own.
 */
export function validateUserDetailsForm(
  form: UserDetailsForm,
  today: string,
  options: { readonly adultsOnly: boolean },
): FormErrors<UserDetailsForm> {
  const dateOfBirth = dateOfBirthRules(today);
  return validateFields(form, {
    firstName: nameRules(FIELD_LABELS.firstName),
    lastName: nameRules(FIELD_LABELS.lastName),
    dateOfBirth: options.adultsOnly ? [...dateOfBirth, adultRule(today, SESSION_VALIDATION_COPY.registrationAdultsOnly)] : dateOfBirth,
    subscriberId: subscriberIdRules(),
    zipCode: zipCodeRules(),
  });
}

export interface CredentialsForm {
  readonly username: string;
  readonly emailAddress: string;
  readonly password: string;
  readonly confirmPassword: string;
}

export function validateCredentialsForm(form: CredentialsForm): FormErrors<CredentialsForm> {
  return validateFields(form, {
    username: usernameRules(),
    emailAddress: emailRules(),
    password: passwordRules(SESSION_FIELD_LABELS.password),
    confirmPassword: confirmationRules(SESSION_FIELD_LABELS.confirmPassword, form.password),
  });
}

export interface SecurityAnswersForm {
  readonly firstQuestionId: string;
  readonly firstAnswer: string;
  readonly secondQuestionId: string;
  readonly secondAnswer: string;
}

/** Two different questions, each answered with 3-30 characters (the spec's "another text field"). */
export function validateSecurityAnswersForm(form: SecurityAnswersForm): FormErrors<SecurityAnswersForm> {
  const errors = validateFields(form, {
    firstQuestionId: [required(SESSION_FIELD_LABELS.firstQuestion)],
    firstAnswer: textFieldRules(SESSION_FIELD_LABELS.firstAnswer),
    secondQuestionId: [required(SESSION_FIELD_LABELS.secondQuestion)],
    secondAnswer: textFieldRules(SESSION_FIELD_LABELS.secondAnswer),
  });
  const sameTwice = form.firstQuestionId !== '' && form.firstQuestionId === form.secondQuestionId;
  return sameTwice && errors.secondQuestionId === undefined ? { ...errors, secondQuestionId: SESSION_VALIDATION_COPY.sameQuestionTwice } : errors;
}

export interface UsernameForm {
  readonly username: string;
}

export function validateUsernameForm(form: UsernameForm): FormErrors<UsernameForm> {
  return validateFields(form, { username: usernameRules() });
}

export interface PasswordResetForm {
  readonly answer: string;
  readonly newPassword: string;
  readonly confirmPassword: string;
}

/** Reset: the answer required (the server compares it), a new password by the rule, confirmed. */
export function validatePasswordResetForm(form: PasswordResetForm): FormErrors<PasswordResetForm> {
  return validateFields(form, {
    answer: [required(SESSION_FIELD_LABELS.securityAnswer)],
    newPassword: passwordRules(SESSION_FIELD_LABELS.newPassword),
    confirmPassword: confirmationRules(SESSION_FIELD_LABELS.confirmNewPassword, form.newPassword),
  });
}
