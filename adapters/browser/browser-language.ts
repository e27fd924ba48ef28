import type { KeyValueStore, LanguagePreference } from '../../application/ports';
import type { Language } from '../../domain/copy/language';
import type { CookieJar } from './browser-tokens';
import { readCookie } from './cookie-session-tokens';

/** The cookie that keeps a visitor's choice of language (the host reads it too, to send the login page in it). */
export const LANGUAGE_COOKIE = 'md_language';
const LOCAL_KEY = 'md_language';
/** A choice of language lasts a year on this browser. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The language preference in a cookie (which a session's end leaves alone: it is not member data), with a
 * local copy for pages where the browser refuses the cookie; the browser's languages from navigator.
 */
export class BrowserLanguage implements LanguagePreference {
  constructor(
    private readonly jar: CookieJar,
    private readonly local: KeyValueStore,
    private readonly navigator: { readonly languages?: readonly string[]; readonly language?: string },
    private readonly root: { lang: string },
  ) {}

  chosen(): string | null {
    return readCookie(this.jar.cookie, LANGUAGE_COOKIE) ?? this.local.get(LOCAL_KEY);
  }

  preferred(): readonly string[] {
    const languages = this.navigator.languages ?? [];
    return languages.length > 0 ? languages : this.navigator.language === undefined ? [] : [this.navigator.language];
  }

  remember(language: Language): void {
    this.jar.cookie = `${LANGUAGE_COOKIE}=${language}; max-age=${MAX_AGE_SECONDS}; path=/; SameSite=Lax`;
    this.local.set(LOCAL_KEY, language);
  }

  mark(language: Language): void {
    this.root.lang = language;
  }
}
