import type { FamilyEligibilityRow } from '../model';
import { TERMED_ELIGIBLE_YEARS } from './constants';
import { isoDay, startOfYearYearsBefore, todayDay } from './dates';

/** Status of a family plan eligibility row (spec section 4). */
export type FamilyEligibilityStatus = 'active' | 'future' | 'termed';

/**
 * active: effective before now and termed after now (or never termed); future: effective after now;
 * otherwise termed. On whole days the effective day counts as started and the termed day as ended,
 * the same reading as eligibilityStatus. An unreadable effective date cannot be placed, so it is termed.
 */
export function familyEligibilityStatus(row: FamilyEligibilityRow, today: string): FamilyEligibilityStatus {
  const day = todayDay(today);
  const effective = isoDay(row.effectiveDate);
  if (effective === null) return 'termed';
  if (day < effective) return 'future';
  const termed = isoDay(row.termedDate);
  if (termed === null || day < termed) return 'active';
  return 'termed';
}

/** 1 January two years before today: a termed row must end after it to still count. */
export function termedEligibleCutoff(today: string): string {
  return startOfYearYearsBefore(todayDay(today), TERMED_ELIGIBLE_YEARS) ?? todayDay(today);
}

/**
 * A termed row counts as 'termed eligible' only if its termed date is later than the start of the year
 * two years ago (the spec calls this approximate: it is a calendar-year cut, not exactly 24 months).
 */
export function isTermedEligible(row: FamilyEligibilityRow, today: string): boolean {
  if (familyEligibilityStatus(row, today) !== 'termed') return false;
  const termed = isoDay(row.termedDate);
  return termed !== null && termed > termedEligibleCutoff(today);
}

const STATUS_PREFERENCE: readonly FamilyEligibilityStatus[] = ['active', 'future', 'termed'];

const compareDesc = (a: string, b: string): number => (a < b ? 1 : a > b ? -1 : 0);

const sameCategory = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The eligibility row shown for a member in a product category: active first, then future, then termed
 * (termed only when 'termed eligible', so coverage that ended long ago is not offered). Within a status
 * the most recent effective date wins, because the latest row is the one that currently describes the
 * member's plan. The category is matched case-insensitively ('MEDICAL' equals 'Medical').
 */
export function selectedEligibility(
  rows: readonly FamilyEligibilityRow[],
  memberKey: string,
  productCategory: string,
  today: string,
): FamilyEligibilityRow | null {
  const candidates = rows.filter(
    (row) => row.memberKey === memberKey && sameCategory(row.productCategory, productCategory),
  );
  for (const status of STATUS_PREFERENCE) {
    const matching = candidates
      .filter((row) => familyEligibilityStatus(row, today) === status)
      .filter((row) => status !== 'termed' || isTermedEligible(row, today))
      .sort((a, b) => compareDesc(isoDay(a.effectiveDate) ?? '', isoDay(b.effectiveDate) ?? ''));
    const first = matching[0];
    if (first !== undefined) return first;
  }
  return null;
}
