import { FIELD_LABELS, invalidMessage, requiredMessage } from '../copy/validation-copy';

/**
 * Validators of spec section 5. A rule looks at one value and answers its message or null; a field is a
 * list of rules checked in order, so the first failing rule's message is the one shown. Rules never
 * throw, whatever the input. Messages are worded when a rule fails, in the language in force then.
 *
 * This module holds the rule toolkit, the login form and the e-mail address check (which the ID card use
 * case, loaded by home, carries); the other forms' field rules are in field-rules.ts and new-id-form.ts, so
 * that the way from the login page to home does not download them.
 */
export type Rule = (value: string) => string | null;

export function validate(value: string, rules: readonly Rule[]): string | null {
  for (const rule of rules) {
    const message = rule(value);
    if (message !== null) return message;
  }
  return null;
}

/** Whitespace alone is blank. */
export const isBlank = (value: string): boolean => value.trim() === '';

/** Whitespace alone does not fill a required field. */
export const required =
  (label: string, message?: string): Rule =>
  (value) =>
    isBlank(value) ? (message ?? requiredMessage(label)) : null;

/** Empty values pass (required answers for them); a g or y flag is dropped so the rule keeps no state. */
export const pattern = (label: string, regex: RegExp, message?: string): Rule => {
  const stateless = new RegExp(regex.source, regex.flags.replace(/[gy]/g, ''));
  return (value) => (value === '' || stateless.test(value) ? null : (message ?? invalidMessage(label)));
};

/** A pragmatic e-mail shape: local part, @, and a domain with at least one dot; 254 characters at most. */
export const EMAIL_PATTERN =
  /^(?=.{1,254}$)(?=[^@]{1,64}@)[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** E-mail: required ('Email address is a required field') and a valid address ('Invalid email address'). */
export function emailRules(label: string = FIELD_LABELS.emailAddress): Rule[] {
  return [required(label), pattern(label, EMAIL_PATTERN)];
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

/** Whether an errors object (as the form validators answer) holds any message. */
export function hasErrors(errors: object): boolean {
  return Object.values(errors).some((message: unknown) => message !== undefined);
}
