import { FIELD_LABELS, invalidMessage, overMaximumMessage, underMinimumMessage, VALIDATION_COPY } from '../copy/validation-copy';
import { ADULT_AGE_YEARS } from './constants';
import { todayDay, yearsBefore } from './dates';
import { parseFormDate } from './formats';
import { isBlank, pattern, required, type Rule } from './validators';

/**
 * Field rules of spec section 5 for the forms past the login page (registration, recovery, account,
 * new ID, claims and primary care searches), built on the toolkit of validators.ts.
 */

// Counted in code points so that an accented letter or an emoji counts as one character.
const characterCount = (value: string): number => Array.from(value).length;

export const minLength =
  (label: string, min: number, message?: string): Rule =>
  (value) =>
    value !== '' && characterCount(value) < min ? (message ?? underMinimumMessage(label)) : null;

export const maxLength =
  (label: string, max: number, message?: string): Rule =>
  (value) =>
    characterCount(value) > max ? (message ?? overMaximumMessage(label)) : null;

export const LETTERS_OR_DIGITS = /^[A-Za-z0-9]+$/;
/** Letters or digits with at least one digit. */
export const PASSWORD_PATTERN = /^(?=[A-Za-z]*[0-9])[A-Za-z0-9]+$/;
/** Letters, apostrophe, comma, backtick, hyphen, period or space; starts with a letter or one of ' , ` -. */
export const NAME_PATTERN = /^[A-Za-z',`-][A-Za-z',`\-. ]*$/;

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
