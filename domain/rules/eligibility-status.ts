import type { Eligibility, Member } from '../model';
import type { CoverageCategory } from './benefit-categories';
import { COVERAGE_CATEGORIES } from './benefit-categories';
import { isoDay, todayDay } from './dates';

/** Eligibility status per category (spec section 4). */
export type EligibilityStatus = 'Active' | 'Future' | 'Termed' | 'Ineligible';

/** The part of a member the eligibility rules read. */
export type MemberEligibilities = Pick<
  Member,
  'medicalEligibility' | 'dentalEligibility' | 'visionEligibility' | 'pharmacyEligibility'
>;

/**
 * Active: on or after the effective date and before the termination date (or none).
 * Future: before the effective date. Termed: eligible but neither. Ineligible: not eligible (or none).
 *
 * The spec speaks of "now" as an instant; on whole days that makes the effective date the first covered
 * day and the termination date the first day no longer covered: now is after midnight of the effective
 * day, and no longer before midnight of the termination day. An eligible record without an effective
 * date is treated as having started (open start), so missing data never hides a member's coverage.
 */
export function eligibilityStatus(e: Eligibility | null | undefined, today: string): EligibilityStatus {
  if (e === null || e === undefined || !e.eligible) return 'Ineligible';
  const day = todayDay(today);
  const effective = isoDay(e.effectiveDate);
  if (effective !== null && day < effective) return 'Future';
  const termination = isoDay(e.terminationDate);
  if (termination === null || day < termination) return 'Active';
  return 'Termed';
}

export function categoryEligibility(member: MemberEligibilities, category: CoverageCategory): Eligibility | null {
  switch (category) {
    case 'Medical':
      return member.medicalEligibility;
    case 'Dental':
      return member.dentalEligibility;
    case 'Vision':
      return member.visionEligibility;
    case 'Pharmacy':
      return member.pharmacyEligibility;
  }
}

/** The member's status in each of the four insurance categories. */
export function memberEligibilityStatuses(
  member: MemberEligibilities,
  today: string,
): Readonly<Record<CoverageCategory, EligibilityStatus>> {
  return {
    Medical: eligibilityStatus(member.medicalEligibility, today),
    Dental: eligibilityStatus(member.dentalEligibility, today),
    Vision: eligibilityStatus(member.visionEligibility, today),
    Pharmacy: eligibilityStatus(member.pharmacyEligibility, today),
  };
}

const isActiveOrFuture = (status: EligibilityStatus): boolean => status === 'Active' || status === 'Future';

/** Categories with Active or Future eligibility, in category sort order (Medical, Dental, Vision, Pharmacy). */
export function eligibleCategories(member: MemberEligibilities, today: string): CoverageCategory[] {
  const statuses = memberEligibilityStatuses(member, today);
  return COVERAGE_CATEGORIES.filter((category) => isActiveOrFuture(statuses[category]));
}

// Array.isArray does not narrow readonly arrays, hence the explicit guard.
const isMemberList = (
  members: MemberEligibilities | readonly MemberEligibilities[],
): members is readonly MemberEligibilities[] => Array.isArray(members);

const asList = (members: MemberEligibilities | readonly MemberEligibilities[]): readonly MemberEligibilities[] =>
  isMemberList(members) ? members : [members];

/** Whether any of the given members has Active or Future eligibility in any category. */
export function hasActiveOrFutureEligibility(
  members: MemberEligibilities | readonly MemberEligibilities[],
  today: string,
): boolean {
  return asList(members).some((member) => eligibleCategories(member, today).length > 0);
}

/**
 * Whether any of the given members has any eligibility at all (Active, Future or Termed). The answer does
 * not depend on the day: only missing or not-eligible records are Ineligible.
 */
export function hasAnyEligibility(members: MemberEligibilities | readonly MemberEligibilities[]): boolean {
  return asList(members).some((member) =>
    COVERAGE_CATEGORIES.some((category) => categoryEligibility(member, category)?.eligible === true),
  );
}

/** Termed member: some eligibility, but none Active or Future in any category. */
export function isTermedMember(member: MemberEligibilities, today: string): boolean {
  return hasAnyEligibility(member) && !hasActiveOrFutureEligibility(member, today);
}

import { ELIGIBILITY_STATUS_LABELS as LABELS } from '../copy/labels-copy';
/** What a member reads for each status, in the language in force. */
export const ELIGIBILITY_STATUS_LABELS: Readonly<Record<EligibilityStatus, string>> = LABELS;
