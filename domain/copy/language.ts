/**
 * The languages the dashboard speaks, and the shape of a catalogue in another language. Every text a member
 * reads lives in a copy catalogue (an object per screen or area, English by the spec); a translation has the
 * same keys, strings for strings, functions taking the same arguments, lists of the same length.
 */

export type Language = 'en' | 'es';
export const LANGUAGES: readonly Language[] = ['en', 'es'];

/** The language's own name, as a member looking for it reads it (a language switch shows these). */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', es: 'Español' };

/** BCP 47 tags for Intl and luxon: US English, and Spanish as spoken in the United States. */
export const LOCALES: Readonly<Record<Language, string>> = { en: 'en-US', es: 'es-US' };

export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translation<R>
    : T extends readonly (infer E)[]
      ? readonly Translation<E>[]
      : T extends object
        ? { readonly [K in keyof T]: Translation<T[K]> }
        : T;

const isLanguage = (value: string | null | undefined): value is Language => value === 'en' || value === 'es';

/**
 * The language a visit starts in: what the member chose earlier on this browser, else the first of the
 * browser's preferred languages the dashboard speaks ('es-MX' counts as Spanish), else English.
 */
export function initialLanguage(stored: string | null, preferred: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}
