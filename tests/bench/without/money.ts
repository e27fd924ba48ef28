import { LOCALES } from '../../../domain/copy/language';
import { languageInForce } from '../../../domain/copy/localized';

/** Without the Intl-free formats: amounts written by Intl, as plain code would. */
export function formatUsd(amount: number): string {
  return new Intl.NumberFormat(LOCALES[languageInForce()], { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
}
