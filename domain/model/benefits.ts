/** Benefits shapes (spec section 3). Amounts are numbers in USD. */

export type CoverageType = 'INDIVIDUAL' | 'FAMILY';

export interface DetailedDescription {
  readonly header: string;
  readonly body: string;
}

export interface Limit {
  readonly productCategory: string;
  readonly coverageType: CoverageType;
  readonly limitType: string;
  readonly networkTier: string;
  readonly total: number | null;
  readonly totalMet: number | null;
  readonly totalRemaining: number | null;
  readonly detailedDescription: DetailedDescription | null;
}

export interface MedicalServiceLink {
  readonly url: string;
  readonly pageId: string;
  readonly pageDescription: string;
}

export interface OopDeductibles {
  readonly individualDeductible: number | null;
  readonly individualDeductibleMet: number | null;
  readonly individualDeductibleRemaining: number | null;
  readonly familyDeductible: number | null;
  readonly familyDeductibleMet: number | null;
  readonly familyDeductibleRemaining: number | null;
  readonly individualOutOfPocket: number | null;
  readonly individualOutOfPocketMet: number | null;
  readonly individualOutOfPocketRemaining: number | null;
  readonly familyOutOfPocket: number | null;
  readonly familyOutOfPocketMet: number | null;
  readonly familyOutOfPocketRemaining: number | null;
  readonly detailDescription: string | null;
}

export interface MedicalTier {
  readonly services: readonly MedicalServiceLink[];
  readonly oopDeductibles: OopDeductibles;
}

export interface TierRef {
  readonly tierId: string;
  readonly name: string;
}

/** The medical response is keyed by tier name; kept as an explicit map here. */
export interface MedicalBenefits {
  readonly asOfDate: string;
  readonly tiers: readonly TierRef[];
  readonly byTier: Readonly<Record<string, MedicalTier>>;
}

export interface TierOutOfPocket {
  readonly description: string;
  readonly network: string;
  readonly note: string | null;
  readonly copay: string;
  readonly isCopay: boolean;
}

export interface MedicalServiceDetail {
  readonly id: string;
  readonly mainNote: string | null;
  readonly outOfPocket: string | null;
  readonly tierOutOfPocket: readonly TierOutOfPocket[];
}

export interface DentalService {
  readonly code: string;
  readonly name: string;
  readonly amount: number;
  readonly description: string;
  readonly incentiveTiers: readonly string[];
  readonly benefitLimit: string | null;
}

export interface DentalMaximum {
  readonly description: string;
  readonly familyAmount: number;
  readonly familyMet: number;
  readonly familyRemaining: number;
  readonly indivAmount: number;
  readonly indivMet: number;
  readonly indivRemaining: number;
  readonly detailDescription: DetailedDescription | null;
}

export interface DentalTier {
  readonly tierId: string;
  readonly name: string;
  /** Services grouped by category name. */
  readonly servicesByCategory: Readonly<Record<string, readonly DentalService[]>>;
  readonly maximums: readonly DentalMaximum[];
}

export interface DentalBenefits {
  readonly asOfDate: string;
  readonly tiers: readonly DentalTier[];
}

export interface CategoryBenefits {
  readonly category: 'vision' | 'pharmacy';
  readonly asOfDate: string;
  readonly planName: string;
  readonly summary: readonly { readonly label: string; readonly value: string }[];
}

export interface HistoryEligibility {
  readonly effectiveDate: string;
  readonly termedDate: string | null;
  readonly plan: string;
}

export interface MemberHistory {
  readonly memberKey: string;
  readonly eligibilities: readonly HistoryEligibility[];
}

/** Benefit history: per category short code (M, D, V, X) a list of members. */
export type BenefitHistory = Readonly<Record<string, readonly MemberHistory[]>>;

export interface FamilyEligibilityRow {
  readonly memberKey: string;
  readonly suffix: number;
  readonly productCategory: string;
  readonly source: string;
  readonly effectiveDate: string;
  readonly termedDate: string | null;
}
