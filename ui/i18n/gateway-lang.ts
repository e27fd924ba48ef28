import type { TextLanguage } from '../../domain/model';
import { languageInForce } from '../../domain/copy/localized';

/**
 * The language of what the gateway sends, marked on the element that shows it when the page is in another
 * language, so that a screen reader reads it in its own language and translation tools know what it is.
 * Plan, provider and limit texts are English; an answer that carries texts the insurer may have in the
 * member's language (an authorization, a claim, a priced service) says which language they came in.
 * Undefined (no attribute) when the text is in the page's language.
 */
export function gatewayLang(language: TextLanguage = 'en'): TextLanguage | undefined {
  return languageInForce() === language ? undefined : language;
}
