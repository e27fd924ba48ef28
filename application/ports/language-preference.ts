import type { Language } from '../../domain/copy/language';

/** The member's language on this browser: what they chose, what the browser prefers, and the page's language. */
export interface LanguagePreference {
  /** The language chosen earlier on this browser, as stored (not yet checked), or null. */
  chosen(): string | null;
  /** The browser's preferred languages, most preferred first (BCP 47 tags). */
  preferred(): readonly string[];
  /** Remembers the choice for this browser, across logouts (it is not member data). */
  remember(language: Language): void;
  /** Marks the page's language (html lang), for screen readers, hyphenation and translation tools. */
  mark(language: Language): void;
}
