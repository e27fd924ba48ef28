import type {
  Address,
  BenefitHistory,
  DomainId,
  Eligibility,
  FamilyEligibilityRow,
  Group,
  HistoryEligibility,
  Member,
  MemberHistory,
} from '../../../domain/model';
import { birthDateForAge, SandboxDay } from '../sandbox-dates';
import type { CategoryPreset, DentalPreset, MedicalPreset, PharmacyPreset } from './plan-catalogue';

/**
 * Families: who is in them, which group and plans they hold, and how their coverage sits in time
 * relative to `today`. Persona definitions describe a family once; everything dated is derived here.
 */

export type CategoryKey = 'medical' | 'dental' | 'vision' | 'pharmacy';
export const CATEGORY_KEYS: readonly CategoryKey[] = ['medical', 'dental', 'vision', 'pharmacy'];

export type Relationship = 'subscriber' | 'spouse' | 'child';

/** Where the family's coverage sits relative to today. */
export type CoverageTimeline =
  /** Covered today, for `yearsEnrolled` plan years before the current one too. */
  | 'active'
  /** Coverage starts on the first of next month. */
  | 'future'
  /** Coverage ended at the end of the month two months ago (always within the last year). */
  | 'termed';

/** employer: calendar plan years. individual: plan years renew on the first of a month 1-2 months out. */
export type GroupKind = 'employer' | 'individual' | 'medicare';

export interface MemberTemplate {
  readonly suffix: number;
  readonly firstName: string;
  /** Defaults to the family surname. */
  readonly lastName?: string;
  readonly relationship: Relationship;
  readonly sex: 'F' | 'M';
  readonly age: number;
  /** Days since the last birthday, so that birthdays are spread over the year. */
  readonly daysSinceBirthday: number;
  /** Allowed medical claims so far this plan year, in USD: drives deductibles and out-of-pocket met. */
  readonly medicalSpend: number;
  /** Dental claims paid so far this plan year, in USD: drives dental maximums met. */
  readonly dentalSpend: number;
  /** Categories the member is listed in but not eligible for (eligible: false). */
  readonly ineligible?: readonly CategoryKey[];
  readonly hasOtherMedical?: boolean;
  readonly hasOtherDental?: boolean;
}

export interface PlanChoice {
  readonly medical: MedicalPreset | null;
  readonly dental: DentalPreset | null;
  readonly vision: CategoryPreset | null;
  readonly pharmacy: PharmacyPreset | null;
}

export interface GroupTemplate {
  readonly groupId: string;
  readonly groupName: string;
  readonly groupKey: string;
  readonly parentGroupId: string;
  readonly parentGroupName: string;
  readonly kind: GroupKind;
  readonly moda360: boolean;
  /** A member's key in this group is this base followed by its two-digit suffix. */
  readonly memberKeyBase: string;
  readonly plans: PlanChoice;
}

export interface FamilyTemplate {
  readonly id: string;
  readonly domainId: DomainId;
  readonly subscriberId: string;
  readonly surname: string;
  readonly members: readonly MemberTemplate[];
  readonly address: Address;
  /** The first group is the one a login lands on. */
  readonly groups: readonly GroupTemplate[];
  readonly timeline: CoverageTimeline;
  /** Whole plan years of coverage before the current one (benefit history depth). */
  readonly yearsEnrolled: number;
  /** Years since the subscriber was hired; null for individual and Medicare plans. */
  readonly hireYearsAgo: number | null;
}

export interface CoverageDates {
  /** First day of continuous coverage. */
  readonly effectiveDate: string;
  readonly terminationDate: string | null;
  /** First day of the plan year the eligibility currently describes. */
  readonly classPlanEffectiveDate: string;
  /** First day of the plan year that contains today (or, for future members, the coming one). */
  readonly planYearStart: string;
}

/** Individual plans renew on the first of the month after next: open enrollment always surrounds today. */
export function renewalDate(today: string): string {
  return SandboxDay.of(today).plus({ months: 1 }).firstOfNextMonth().iso;
}

export function planYearStart(today: string, kind: GroupKind): string {
  return kind === 'individual'
    ? SandboxDay.of(renewalDate(today)).minus({ years: 1 }).iso
    : SandboxDay.of(today).startOfYear().iso;
}

export function coverageDates(today: string, family: FamilyTemplate, kind: GroupKind): CoverageDates {
  const day = SandboxDay.of(today);
  switch (family.timeline) {
    case 'active': {
      const start = planYearStart(today, kind);
      return {
        effectiveDate: SandboxDay.of(start).minus({ years: family.yearsEnrolled }).iso,
        terminationDate: null,
        classPlanEffectiveDate: start,
        planYearStart: start,
      };
    }
    case 'future': {
      const start = day.firstOfNextMonth().iso;
      return { effectiveDate: start, terminationDate: null, classPlanEffectiveDate: start, planYearStart: start };
    }
    case 'termed': {
      const termination = day.minus({ months: 2 }).endOfMonth();
      const lastPlanYear = termination.startOfYear().iso;
      return {
        effectiveDate: SandboxDay.of(lastPlanYear).minus({ years: family.yearsEnrolled }).iso,
        terminationDate: termination.iso,
        classPlanEffectiveDate: lastPlanYear,
        planYearStart: lastPlanYear,
      };
    }
  }
}

export function memberKeyOf(group: GroupTemplate, suffix: number): string {
  return `${group.memberKeyBase}${String(suffix).padStart(2, '0')}`;
}

export function lastNameOf(family: FamilyTemplate, member: MemberTemplate): string {
  return member.lastName ?? family.surname;
}

const RELATIONSHIPS: Readonly<Record<Relationship, { readonly code: string; readonly description: string }>> = {
  subscriber: { code: 'S', description: 'Subscriber' },
  spouse: { code: 'P', description: 'Spouse' },
  child: { code: 'C', description: 'Child' },
};

function eligibilityFor(
  category: CategoryKey,
  member: MemberTemplate,
  group: GroupTemplate,
  dates: CoverageDates,
): Eligibility | null {
  const preset = group.plans[category];
  if (preset === null) return null;
  const base = {
    classPlanId: preset.classPlanId,
    effectiveDate: dates.effectiveDate,
    terminationDate: dates.terminationDate,
    classPlanEffectiveDate: dates.classPlanEffectiveDate,
    eligible: !(member.ineligible ?? []).includes(category),
  };
  if (!base.eligible) {
    return { classPlanId: null, effectiveDate: null, terminationDate: null, classPlanEffectiveDate: null, eligible: false };
  }
  return category === 'medical' && group.plans.medical !== null
    ? { ...base, insuranceType: group.plans.medical.insuranceType }
    : base;
}

export function buildMembers(today: string, family: FamilyTemplate, group: GroupTemplate, dates: CoverageDates): Member[] {
  return family.members.map((member) => ({
    memberKey: memberKeyOf(group, member.suffix),
    memberSuffix: member.suffix,
    firstName: member.firstName,
    lastName: lastNameOf(family, member),
    relationship: RELATIONSHIPS[member.relationship].code,
    relationshipDescription: RELATIONSHIPS[member.relationship].description,
    dateOfBirth: birthDateForAge(today, member.age, member.daysSinceBirthday),
    sex: member.sex,
    sexDescription: member.sex === 'F' ? 'Female' : 'Male',
    hasOutOfAreaPlan: false,
    hasOtherMedical: member.hasOtherMedical ?? false,
    hasOtherDental: member.hasOtherDental ?? false,
    role: member.suffix === 0 ? 'SUBSCRIBER' : 'DEPENDENT',
    medicalEligibility: eligibilityFor('medical', member, group, dates),
    dentalEligibility: eligibilityFor('dental', member, group, dates),
    visionEligibility: eligibilityFor('vision', member, group, dates),
    pharmacyEligibility: eligibilityFor('pharmacy', member, group, dates),
  }));
}

export function buildGroup(group: GroupTemplate, dates: CoverageDates, viewerSuffix: number): Group {
  return {
    groupId: group.groupId,
    groupName: group.groupName,
    memberKey: memberKeyOf(group, viewerSuffix),
    planEffectiveDate: dates.effectiveDate,
    planTerminationDate: dates.terminationDate,
    moda360: group.moda360,
    inactive: dates.terminationDate !== null,
  };
}

/** Plan-year slices of a member's coverage in a category, oldest first (benefit history and family rows). */
function planYears(
  category: CategoryKey,
  group: GroupTemplate,
  dates: CoverageDates,
  yearsEnrolled: number,
): HistoryEligibility[] {
  const preset = group.plans[category];
  if (preset === null) return [];
  const current = SandboxDay.of(dates.classPlanEffectiveDate);
  const past = Array.from({ length: yearsEnrolled }, (_, index) => {
    const yearsBack = yearsEnrolled - index;
    return {
      effectiveDate: current.minus({ years: yearsBack }).iso,
      termedDate: current.minus({ years: yearsBack - 1 }).minus({ days: 1 }).iso,
      plan: preset.previousNames[Math.min(yearsBack - 1, preset.previousNames.length - 1)] ?? preset.name,
    };
  });
  return [...past, { effectiveDate: current.iso, termedDate: dates.terminationDate, plan: preset.name }];
}

const HISTORY_CODES: Readonly<Record<CategoryKey, string>> = { medical: 'M', dental: 'D', vision: 'V', pharmacy: 'X' };
const ROW_CATEGORIES: Readonly<Record<CategoryKey, string>> = {
  medical: 'MEDICAL',
  dental: 'DENTAL',
  vision: 'VISION',
  pharmacy: 'PHARMACY',
};

const eligibleIn = (member: MemberTemplate, category: CategoryKey): boolean => !(member.ineligible ?? []).includes(category);

/** Benefit history keyed by category short code (M, D, V, X), one entry per member with coverage. */
export function buildHistory(family: FamilyTemplate, group: GroupTemplate, dates: CoverageDates): BenefitHistory {
  const entries = CATEGORY_KEYS.filter((category) => group.plans[category] !== null).map((category): [string, MemberHistory[]] => [
    HISTORY_CODES[category],
    family.members
      .filter((member) => eligibleIn(member, category))
      .map((member) => ({
        memberKey: memberKeyOf(group, member.suffix),
        eligibilities: planYears(category, group, dates, yearsCoveredBy(family, member)),
      })),
  ]);
  return Object.fromEntries(entries);
}

/** Children join at most when born: a 1-year-old has no plan years from five years ago. */
function yearsCoveredBy(family: FamilyTemplate, member: MemberTemplate): number {
  return Math.max(0, Math.min(family.yearsEnrolled, member.age));
}

/**
 * Family plan eligibility rows: one per member, category and plan year, so that past years appear as
 * termed rows (some older than the two-year "termed eligible" cut-off when the family is long enrolled).
 */
export function buildFamilyRows(family: FamilyTemplate, group: GroupTemplate, dates: CoverageDates): FamilyEligibilityRow[] {
  return CATEGORY_KEYS.flatMap((category) =>
    family.members
      .filter((member) => eligibleIn(member, category))
      .flatMap((member) =>
        planYears(category, group, dates, yearsCoveredBy(family, member)).map((year) => ({
          memberKey: memberKeyOf(group, member.suffix),
          suffix: member.suffix,
          productCategory: ROW_CATEGORIES[category],
          source: family.domainId === 5 ? 'PROVIDENCE' : 'FACETS',
          effectiveDate: year.effectiveDate,
          termedDate: year.termedDate,
        })),
      ),
  );
}
