import type { Language } from './language';

/**
 * The catalogues in force. A copy catalogue is declared in English with `localized(id, english)`; reading one
 * of its texts returns the translation of the language in force when one is loaded, else the English text.
 * The translations of a language are loaded together, and only when a member chooses it (see
 * ui/i18n/language.ts), so English members never download them.
 */

type Catalogues = Readonly<Record<string, object>>;

let inForce: { readonly language: Language; readonly catalogues: Catalogues } = { language: 'en', catalogues: {} };

/**
 * Who watches the language: a reactive layer (the member app's MobX, ui/i18n/observe-language.ts) hears every
 * reading of a text or of the language, and each change, so that whatever worded something words it again
 * when the language changes, a value it worked out and kept included.
 */
export interface LanguageWatcher {
  readonly read: () => void;
  readonly changed: () => void;
}

let watcher: LanguageWatcher | null = null;

export function watchLanguage(next: LanguageWatcher | null): void {
  watcher = next;
}

/** Puts a language's catalogues in force (English needs none: it is the catalogues' own text). */
export function putInForce(language: Language, catalogues: Catalogues): void {
  inForce = { language, catalogues };
  watcher?.changed();
}

export function languageInForce(): Language {
  watcher?.read();
  return inForce.language;
}

/** The id a localized catalogue answers to (tests pair each English catalogue with its translations). */
export const CATALOGUE_ID: unique symbol = Symbol('catalogue id');

export function localized<T extends object>(id: string, english: T): T {
  return new Proxy(english, {
    get(target, property, receiver) {
      if (property === CATALOGUE_ID) return id;
      watcher?.read();
      const translated = inForce.catalogues[id] as Readonly<Record<PropertyKey, unknown>> | undefined;
      if (translated !== undefined && Object.prototype.hasOwnProperty.call(translated, property)) return translated[property];
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}
