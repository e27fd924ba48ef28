import { validateEmailAddress } from '../../domain/rules/validators';

/**
 * A value the member gave that a rule refuses. Its message is worded when read, like a screen's refusal
 * (screen-failure.ts): a store that keeps it shows it in the language in force, also after a switch.
 */
export interface InvalidInput {
  readonly kind: 'invalid';
  readonly message: string;
}

export function invalidInput(words: () => string): InvalidInput {
  return {
    kind: 'invalid',
    get message() {
      return words();
    },
  };
}

/** The e-mail address check (spec section 5) as an outcome: null for a valid address. */
export function invalidEmailAddress(emailAddress: string): InvalidInput | null {
  return validateEmailAddress(emailAddress) === null ? null : invalidInput(() => validateEmailAddress(emailAddress) ?? '');
}
