import { languageInForce } from '../../domain/copy/localized';

/**
 * The language of what the gateway sends (plan, provider and program texts are English): marked on the
 * element that shows it when the page is in another language, so that a screen reader reads it as English
 * and translation tools know what it is. Undefined (no attribute) while the page is in English.
 */
export function gatewayLang(): 'en' | undefined {
  return languageInForce() === 'en' ? undefined : 'en';
}
