import { LOCALES } from '../copy/language';
import { languageInForce } from '../copy/localized';

/*
 * Money as the member reads it. Apart from the other formats because the Spanish catalogues word amounts
 * with it: they then share this module with the logged-out page rather than the core's formats.
 */

const usdFormats = new Map<string, Intl.NumberFormat>();

/**
 * US dollars with exactly two decimals: '$1,500.00', in the locale of the language in force (US Spanish
 * writes dollars the same way). The spec's format '1.2-2' is Angular's digitsInfo (at least 1 integer
 * digit, 2 to 2 fraction digits), so cents are always shown.
 */
export function formatUsd(amount: number): string {
  const locale = LOCALES[languageInForce()];
  let format = usdFormats.get(locale);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    usdFormats.set(locale, format);
  }
  return format.format(amount);
}
