/** Benefit categories, their short codes, order and the default (spec sections 3 and 9). */

export const BenefitCategory = {
  Medical: 'Medical',
  Dental: 'Dental',
  Pharmacy: 'Pharmacy',
  Vision: 'Vision',
  Summary: 'Summary',
  Programs: 'Programs',
  Referrals: 'Referrals',
  MemberHandbooks: 'Member Handbooks',
  CertificateOfCoverage: 'Certificate of Coverage',
  MedicareMaterials: 'Medicare Materials',
  PriorAuthorization: 'Prior Authorization',
  None: 'None',
} as const;
export type BenefitCategory = (typeof BenefitCategory)[keyof typeof BenefitCategory];

export const BENEFIT_CATEGORIES: readonly BenefitCategory[] = Object.values(BenefitCategory);

/** The four insurance categories a member holds an eligibility in. */
export type CoverageCategory = 'Medical' | 'Dental' | 'Vision' | 'Pharmacy';
export const COVERAGE_CATEGORIES: readonly CoverageCategory[] = ['Medical', 'Dental', 'Vision', 'Pharmacy'];

export type CategoryShortCode = 'M' | 'D' | 'X' | 'V';

const SHORT_CODES: Readonly<Record<CoverageCategory, CategoryShortCode>> = {
  Medical: 'M',
  Dental: 'D',
  Pharmacy: 'X',
  Vision: 'V',
};

export function categoryShortCode(category: CoverageCategory): CategoryShortCode {
  return SHORT_CODES[category];
}

/** The category a short code (as in benefit history) names; case-insensitive; null when unknown. */
export function categoryFromShortCode(code: string): CoverageCategory | null {
  const wanted = code.trim().toUpperCase();
  return COVERAGE_CATEGORIES.find((category) => SHORT_CODES[category] === wanted) ?? null;
}

/** A category named in any casing ('MEDICAL', 'dental'), or null when it is none of the spec's. */
export function parseBenefitCategory(value: string): BenefitCategory | null {
  const wanted = value.trim().toLowerCase();
  return BENEFIT_CATEGORIES.find((category) => category.toLowerCase() === wanted) ?? null;
}

const SORT_ORDER: Readonly<Record<BenefitCategory, number>> = {
  Summary: 1,
  Medical: 1,
  Dental: 2,
  Vision: 3,
  Pharmacy: 4,
  Programs: 5,
  Referrals: 6,
  'Member Handbooks': 7,
  'Certificate of Coverage': 8,
  'Medicare Materials': 9,
  'Prior Authorization': 10,
  None: 11,
};

export function categorySortOrder(category: BenefitCategory): number {
  return SORT_ORDER[category];
}

/** A new array in category sort order; equal ranks (Summary, Medical) keep their given order. */
export function sortCategories<T extends BenefitCategory>(categories: readonly T[]): T[] {
  return [...categories].sort((a, b) => categorySortOrder(a) - categorySortOrder(b));
}

const DEFAULT_PREFERENCE: readonly BenefitCategory[] = ['Medical', 'Dental', 'Vision', 'Pharmacy', 'Programs'];

/**
 * The category a benefits page opens on: Medical, then Dental, Vision, Pharmacy; else Programs when it
 * is offered; else None. The argument lists what the member may see (eligible categories and, when
 * programs exist, Programs).
 */
export function defaultCategory(eligibleCategories: readonly BenefitCategory[]): BenefitCategory {
  return DEFAULT_PREFERENCE.find((category) => eligibleCategories.includes(category)) ?? 'None';
}

const CATEGORY_SLUGS: Readonly<Record<BenefitCategory, string>> = {
  Summary: 'summary',
  Medical: 'medical',
  Dental: 'dental',
  Vision: 'vision',
  Pharmacy: 'pharmacy',
  Programs: 'programs',
  Referrals: 'referrals',
  'Member Handbooks': 'handbooks',
  'Certificate of Coverage': 'certificate',
  'Medicare Materials': 'medicare-materials',
  'Prior Authorization': 'prior-authorization',
  None: 'none',
};

/** The path segment of a category under /benefits (spec section 2), e.g. 'medicare-materials'. */
export function categorySlug(category: BenefitCategory): string {
  return CATEGORY_SLUGS[category];
}

/** The category a /benefits path segment names, or null. */
export function categoryFromSlug(slug: string): BenefitCategory | null {
  const wanted = slug.trim().toLowerCase();
  return BENEFIT_CATEGORIES.find((category) => CATEGORY_SLUGS[category] === wanted) ?? null;
}

import { COVERAGE_CATEGORY_LABELS as LABELS } from '../copy/labels-copy';
/** What a member reads for each category, in the language in force. */
export const COVERAGE_CATEGORY_LABELS: Readonly<Record<CoverageCategory, string>> = LABELS;
