import { isObservable, makeAutoObservable } from 'mobx';
import { describe, expect, it } from 'vitest';
import { fieldErrors, withoutError, wordedErrors } from './field-errors';

/** A rule whose words the test switches, as a change of language does. */
function switchable() {
  let language: 'en' | 'es' = 'en';
  const rule = (zip: string, name: string) => (): { zip?: string; name?: string } => ({
    ...(zip === '' ? { zip: language === 'en' ? 'Enter a ZIP code' : 'Escriba un código postal' } : {}),
    ...(name === '' ? { name: language === 'en' ? 'Enter a name' : 'Escriba un nombre' } : {}),
  });
  return { rule, speak: (next: 'en' | 'es') => (language = next) };
}

describe('field errors worded when read', () => {
  it('are null when the rule refuses no field', () => {
    const { rule } = switchable();
    expect(fieldErrors(rule('97201', 'Ann'))).toBeNull();
  });

  it('name the refused fields and read in the words in force', () => {
    const { rule, speak } = switchable();
    const errors = fieldErrors(rule('', 'Ann'));
    expect(errors).toEqual({ zip: 'Enter a ZIP code' });
    speak('es');
    expect(errors?.zip).toBe('Escriba un código postal');
    expect(Object.keys(errors ?? {})).toEqual(['zip']);
  });

  it('lose one field when it is changed and keep the others worded when read', () => {
    const { rule, speak } = switchable();
    const errors = withoutError(wordedErrors(rule('', '')), 'name');
    expect(errors).toEqual({ zip: 'Enter a ZIP code' });
    speak('es');
    expect(errors.zip).toBe('Escriba un código postal');
  });

  it('lose one field of plain errors too', () => {
    expect(withoutError<{ zip?: string; name?: string }>({ zip: 'a', name: 'b' }, 'zip')).toEqual({ name: 'b' });
  });

  it('stay worded when read in a MobX store, which keeps them as they are', () => {
    const { rule, speak } = switchable();
    const store = makeAutoObservable<{ errors: { zip?: string; name?: string } }>({ errors: {} });
    store.errors = wordedErrors(rule('', 'Ann'));
    expect(isObservable(store.errors)).toBe(false);
    speak('es');
    expect(store.errors.zip).toBe('Escriba un código postal');
  });
});
