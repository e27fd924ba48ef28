import { LOCALES } from '../copy/language';
import { languageInForce } from '../copy/localized';

/*
 * Money as the member reads it. Apart from the other formats because the Spanish catalogues word amounts
 * with it: they then share this module with the logged-out page rather than the core's formats.
 */

/** The platform's own format, for the amounts the usual way below does not cover (none a plan holds). */
const intlUsd = (amount: number): string =>
  new Intl.NumberFormat(LOCALES[languageInForce()], { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);

/** Thousands separated by commas: '1234567' -> '1,234,567'. */
const grouped = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * US dollars with exactly two decimals: '$1,500.00', '-$12.50', as Intl.NumberFormat writes them in either
 * language (US Spanish writes dollars the same way). The spec's format '1.2-2' is Angular's digitsInfo (at
 * least 1 integer digit, 2 to 2 fraction digits), so cents are always shown.
 *
 * Written here rather than by Intl: a page's first Intl format costs the browser 100 to 300 ms on a 4x
 * slower CPU (it loads its locale data), and amounts are on the member's home page. Cents are rounded as
 * Intl rounds them, half away from zero on the shortest decimal that reads back as the number (2.675 is
 * $2.68, 1.005 is $1.01). money.test.ts compares it with Intl's output (in Node) over thousands of amounts,
 * half cents included; an amount JavaScript writes with an exponent (1e21 and up, or under 1e-6), or one
 * that is not finite, goes to Intl.
 */
export function formatUsd(amount: number): string {
  const written = Math.abs(amount).toString();
  if (!Number.isFinite(amount) || written.includes('e')) return intlUsd(amount);
  const [whole = '0', fraction = ''] = written.split('.');
  const roundsUp = (fraction[2] ?? '0') >= '5';
  const cents = (BigInt(whole + fraction.padEnd(2, '0').slice(0, 2)) + (roundsUp ? 1n : 0n)).toString().padStart(3, '0');
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return `${sign}$${grouped(cents.slice(0, -2))}.${cents.slice(-2)}`;
}
