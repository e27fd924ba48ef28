/*
 * A form's field errors, worded when read, like an invalid input (invalid-input.ts): a store that keeps
 * them shows each message in the language in force, also after a switch.
 */

/** The prototype of worded field errors: not a plain object, so a MobX store keeps them as they are. */
class WordedFieldErrors {}

const MADE_BY = Symbol('made by');

interface MadeBy<E> {
  readonly rule: () => E;
  readonly fields: readonly (keyof E)[];
}

function wordedFields<E extends object>(rule: () => E, fields: readonly (keyof E)[]): E {
  const errors = Object.create(WordedFieldErrors.prototype) as E;
  for (const field of fields) Object.defineProperty(errors, field, { enumerable: true, get: () => rule()[field] });
  Object.defineProperty(errors, MADE_BY, { value: { rule, fields } satisfies MadeBy<E> });
  return errors;
}

/**
 * A form's field errors, worded when read: `rule` applied to what the member gave (run again on each read,
 * so a message shows in the language in force, also after a switch). Which fields are in error is fixed
 * when they are made.
 */
export function wordedErrors<E extends object>(rule: () => E): E {
  const found = rule();
  return wordedFields(rule, (Object.keys(found) as (keyof E)[]).filter((field) => found[field] !== undefined));
}

/** The field errors `rule` finds, worded when read (see wordedErrors); null when it refuses no field. */
export function fieldErrors<E extends object>(rule: () => E): E | null {
  const errors = wordedErrors(rule);
  return Object.keys(errors).length === 0 ? null : errors;
}

/** The same errors but `field`'s (the member has changed it), still worded when read. */
export function withoutError<E extends object>(errors: E, field: keyof E): E {
  const made = (errors as { readonly [MADE_BY]?: MadeBy<E> })[MADE_BY];
  if (made !== undefined) return wordedFields(made.rule, made.fields.filter((candidate) => candidate !== field));
  const rest = { ...errors };
  delete rest[field];
  return rest;
}
