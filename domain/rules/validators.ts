import {
  FIELD_LABELS,
  invalidMessage,
  overMaximumMessage,
  requiredMessage,
  underMinimumMessage,
  VALIDATION_COPY,
} from '../copy/validation-copy';
import { ADULT_AGE_YEARS, DATE_RANGE_MAX_YEARS } from './constants';
import { todayDay, yearsBefore } from './dates';
import { parseFormDate } from './formats';

/**
 * Validators of spec section 5. A rule looks at one value and answers its message or null; a field is a
 * list of rules checked in order, so the first failing rule's message is the one shown. Rules never
 * throw, whatever the input.
 */
export type Rule = (value: string) => string | null;

export function validate(value: string, rules: readonly Rule[]): string | null {
  for (const rule of rules) {
    const message = rule(value);
    if (message !== null) return message;
  }
  return null;
}

const isBlank = (value: string): boolean => value.trim() === '';
// Counted in code points so that an accented letter or an emoji counts as one character.
const characterCount = (value: string): number => Array.from(value).length;

/** Whitespace alone does not fill a required field. */
export const required =
  (label: string, message: string = requiredMessage(label)): Rule =>
  (value) =>
    isBlank(value) ? message : null;

/** Empty values pass (required answers for them); a g or y flag is dropped so the rule keeps no state. */
export const pattern = (label: string, regex: RegExp, message: string = invalidMessage(label)): Rule => {
  const stateless = new RegExp(regex.source, regex.flags.replace(/[gy]/g, ''));
  return (value) => (value === '' || stateless.test(value) ? null : message);
};

export const minLength =
  (label: string, min: number, message: string = underMinimumMessage(label)): Rule =>
  (value) =>
    value !== '' && characterCount(value) < min ? message : null;

export const maxLength =
  (label: string, max: number, message: string = overMaximumMessage(label)): Rule =>
  (value) =>
    characterCount(value) > max ? message : null;

export const LETTERS_OR_DIGITS = /^[A-Za-z0-9]+$/;
/** Letters or digits with at least one digit. */
export const PASSWORD_PATTERN = /^(?=[A-Za-z]*[0-9])[A-Za-z0-9]+$/;
/** Letters, apostrophe, comma, backtick, hyphen, period or space; starts with a letter or one of ' , ` -. */
export const NAME_PATTERN = /^[A-Za-z',`-][A-Za-z',`\-. ]*$/;
/** A pragmatic e-mail shape: local part, @, and a domain with at least one dot; 254 characters at most. */
export const EMAIL_PATTERN =
  /^(?=.{1,254}$)(?=[^@]{1,64}@)[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** A required field starts with the required rule; an optional one lets a blank value through untouched. */
const withRequired = (label: string, isRequired: boolean, rules: readonly Rule[]): Rule[] =>
  isRequired ? [required(label), ...rules] : rules.map((rule): Rule => (value) => (isBlank(value) ? null : rule(value)));

/** Password: 6-15 letters or digits with at least one digit. Length is reported before the pattern. */
export function passwordRules(label: string = FIELD_LABELS.password): Rule[] {
  return [required(label), minLength(label, 6), maxLength(label, 15), pattern(label, PASSWORD_PATTERN)];
}

/** Name: max 30; letters and ' , ` - . and space, starting with a letter or ' , ` -. */
export function nameRules(label: string, options: { readonly required?: boolean } = {}): Rule[] {
  return withRequired(label, options.required ?? true, [maxLength(label, 30), pattern(label, NAME_PATTERN)]);
}

/** Username: 3-16 letters or digits. */
export function usernameRules(label: string = FIELD_LABELS.username): Rule[] {
  return [required(label), minLength(label, 3), maxLength(label, 16), pattern(label, LETTERS_OR_DIGITS)];
}

/** A free text field of 3-30 characters. */
export function textFieldRules(label: string): Rule[] {
  return [required(label), minLength(label, 3), maxLength(label, 30)];
}

/** An id of 9-10 letters or digits. */
export function idRules(label: string): Rule[] {
  return [required(label), minLength(label, 9), maxLength(label, 10), pattern(label, LETTERS_OR_DIGITS)];
}

/**
 * Subscriber ID on the new-id screen: required plus a format check the spec does not show. We use the
 * spec's 9-10 letters-or-digits id rule, the only id format it states.
 */
export function subscriberIdRules(label: string = FIELD_LABELS.subscriberId): Rule[] {
  return idRules(label);
}

/** E-mail: required ('Email address is a required field') and a valid address ('Invalid email address'). */
export function emailRules(label: string = FIELD_LABELS.emailAddress): Rule[] {
  return [required(label), pattern(label, EMAIL_PATTERN)];
}

/** A real date (yyyy-mm-dd or mm/dd/yyyy) not after today. */
export function dateOfBirthRules(
  today: string,
  label: string = FIELD_LABELS.dateOfBirth,
  options: { readonly required?: boolean } = {},
): Rule[] {
  const readable: Rule = (value) => (value === '' || parseFormDate(value) !== null ? null : invalidMessage(label));
  const notFuture: Rule = (value) => {
    const day = parseFormDate(value);
    return day !== null && day > todayDay(today) ? VALIDATION_COPY.dateOfBirthInFuture : null;
  };
  return withRequired(label, options.required ?? true, [readable, notFuture]);
}

/** Adult: date of birth on or before the day 18 years ago (see isAdult in menus.ts for the reasoning). */
export function adultRule(today: string, message: string = VALIDATION_COPY.notAdult): Rule {
  return (value) => {
    const birth = parseFormDate(value);
    const limit = yearsBefore(todayDay(today), ADULT_AGE_YEARS);
    if (birth === null || limit === null) return null;
    return birth <= limit ? null : message;
  };
}

/** Match check (password confirmation and the like): 'mismatch' when the two differ. */
export function matchCheck(value: string, confirmation: string): 'mismatch' | null {
  return value === confirmation ? null : VALIDATION_COPY.mismatch;
}

/**
 * Date range: the end must be after the start. Missing ends are left to required rules; unreadable ones
 * answer 'Invalid date'.
 */
export function dateRangeError(start: string, end: string): string | null {
  if (isBlank(start) || isBlank(end)) return null;
  const from = parseFormDate(start);
  const to = parseFormDate(end);
  if (from === null || to === null) return VALIDATION_COPY.invalidDate;
  return to > from ? null : VALIDATION_COPY.endNotAfterStart;
}

/** The stricter range: also the start on or after the start of the day two years ago. */
export function strictDateRangeError(start: string, end: string, today: string): string | null {
  const basic = dateRangeError(start, end);
  if (basic !== null) return basic;
  const from = parseFormDate(start);
  const earliest = yearsBefore(todayDay(today), DATE_RANGE_MAX_YEARS);
  return from !== null && earliest !== null && from < earliest ? VALIDATION_COPY.startTooEarly : null;
}

export interface LoginForm {
  readonly username: string;
  readonly password: string;
}

export interface LoginFormErrors {
  readonly username?: string;
  readonly password?: string;
}

/** Login: both fields required (format rules are the server's business at login). */
export function validateLoginForm(form: LoginForm): LoginFormErrors {
  const username = validate(form.username, [required(FIELD_LABELS.username)]);
  const password = validate(form.password, [required(FIELD_LABELS.password)]);
  return { ...(username !== null ? { username } : {}), ...(password !== null ? { password } : {}) };
}

/** Update email: required and valid. */
export function validateEmailAddress(emailAddress: string): string | null {
  return validate(emailAddress, emailRules());
}

/** Registration policies: the digital communications policy must be confirmed. */
export function validateRegistrationPolicies(f: { readonly communicationPolicySigned: boolean }): string | null {
  return f.communicationPolicySigned ? null : VALIDATION_COPY.communicationPolicyRequired;
}

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

/** Whether an errors object (as the form validators answer) holds any message. */
export function hasErrors(errors: object): boolean {
  return Object.values(errors).some((message: unknown) => message !== undefined);
}
