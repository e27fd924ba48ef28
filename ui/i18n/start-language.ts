import type { LanguagePreference } from '../../application/ports/language-preference';
import { initialLanguage, type Language } from '../../domain/copy/language';
import { putInForce } from '../../domain/copy/localized';

/**
 * The language the dashboard speaks. English is the catalogues' own text; another language's catalogues
 * are one chunk (ui/i18n/spanish.ts), downloaded only when a member chooses it (or their browser prefers
 * it on a first visit). Putting a language in force marks the page's lang too. No React here: the start-up
 * script runs it while the first page's chunks download.
 */
export async function putLanguageInForce(language: Language, preference: LanguagePreference): Promise<void> {
  if (language === 'es') {
    const { SPANISH } = await import('./spanish');
    putInForce('es', SPANISH);
  } else {
    putInForce('en', {});
  }
  preference.mark(language);
}

/** The language a visit starts in (see initialLanguage): the start-up script puts it in force before the first render. */
export const languageOfVisit = (preference: LanguagePreference): Language => initialLanguage(preference.chosen(), preference.preferred());
