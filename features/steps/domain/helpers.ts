import { DateTime } from 'luxon';
import type { DomainId, Eligibility } from '../../../domain/model';
import { anEligibility } from '../../../domain/rules/testing/builders';

/**
 * Translations from the words analysts write in features/domain to the domain's data. Kept in one place
 * so that every feature reads the same words the same way.
 */

const BRANDS: Readonly<Record<string, DomainId>> = { main: 1, Summit: 2, Providence: 5 };

export function brandNamed(name: string): DomainId {
  const domainId = BRANDS[name];
  if (domainId === undefined) throw new Error(`Unknown brand '${name}' (use main, Summit or Providence)`);
  return domainId;
}

/** yes/no, shown/hidden, is/is not and the like, as a boolean. */
export function yes(word: string): boolean {
  const normalised = word.trim().toLowerCase();
  if (['yes', 'true', 'shown', 'is', 'are', 'has', 'does', 'counts', 'allowed', 'on file', 'signed', 'available'].includes(normalised)) return true;
  if (['no', 'false', 'hidden', 'is not', 'are not', 'has no', 'does not', 'does not count', 'blocked', 'missing', 'not signed', 'not available'].includes(normalised)) return false;
  throw new Error(`Cannot read '${word}' as yes or no`);
}

/** '15 June 2025' (or '2025-06-15') as yyyy-mm-dd; 'never' and 'none' as null. */
export function dayFrom(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === 'never' || trimmed === 'none') return null;
  const natural = DateTime.fromFormat(trimmed, 'd MMMM yyyy', { zone: 'utc', locale: 'en-US' });
  if (natural.isValid) return natural.toISODate();
  const iso = DateTime.fromISO(trimmed, { zone: 'utc' });
  if (iso.isValid) return iso.toISODate();
  throw new Error(`Cannot read '${text}' as a day (write it like 15 June 2025)`);
}

export function dayOf(text: string): string {
  const day = dayFrom(text);
  if (day === null) throw new Error(`'${text}' must be a day`);
  return day;
}

export function shiftDay(today: string, shift: { readonly days?: number; readonly months?: number; readonly years?: number }): string {
  return DateTime.fromISO(today, { zone: 'utc' }).plus(shift).toISODate() ?? today;
}

/**
 * A coverage described in words, relative to today: active (since last year, open ended), future (from
 * next month), termed (ended some months ago), not eligible, or none (no record).
 */
export function coverage(state: string, today: string): Eligibility | null {
  switch (state.trim()) {
    case 'active':
      return anEligibility({ effectiveDate: shiftDay(today, { years: -1 }), terminationDate: null });
    case 'future':
      return anEligibility({ effectiveDate: shiftDay(today, { months: 1 }), terminationDate: null });
    case 'termed':
      return anEligibility({ effectiveDate: shiftDay(today, { years: -2 }), terminationDate: shiftDay(today, { months: -3 }) });
    case 'not eligible':
      return anEligibility({ eligible: false });
    case 'none':
      return null;
    default:
      throw new Error(`Unknown coverage '${state}' (use active, future, termed, not eligible or none)`);
  }
}

/** 'a, b, c' as a list; 'nothing' as an empty list. */
export function listOf(text: string): string[] {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === 'nothing') return [];
  return trimmed.split(',').map((item) => item.trim());
}

/** A vertical table (| key | value |) as a lookup with a default per key. */
export function rowsOf(rows: readonly (readonly string[])[]): (key: string, fallback: string) => string {
  const map = new Map(rows.map((row) => [(row[0] ?? '').trim(), (row[1] ?? '').trim()]));
  return (key, fallback) => map.get(key) ?? fallback;
}
