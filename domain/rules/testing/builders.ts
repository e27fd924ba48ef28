import type { Claim, ClaimServiceLine, Eligibility, FamilyEligibilityRow, Group, Limit, Member, PlanManagementDetails, Program } from '../../model';
import { memberShareOf } from '../claims';
import type { MenuFacts } from '../menus-and-permissions';
import { NO_PRIMARY_CARE } from '../primary-care';

/**
 * Test data builders for the domain's unit tests and Gherkin steps: a sensible default for every field,
 * overridden by what the test is about. Not part of the domain's public API.
 */

export const anEligibility = (overrides: Partial<Eligibility> = {}): Eligibility => ({
  classPlanId: 'CP100',
  effectiveDate: '2024-01-01',
  terminationDate: null,
  classPlanEffectiveDate: '2024-01-01',
  eligible: true,
  ...overrides,
});

export const aMember = (overrides: Partial<Member> = {}): Member => ({
  memberKey: 'M-100',
  memberSuffix: 0,
  firstName: 'Avery',
  lastName: 'Lindqvist',
  relationship: 'S',
  relationshipDescription: 'Subscriber',
  dateOfBirth: '1980-05-20',
  sex: 'F',
  sexDescription: 'Female',
  hasOutOfAreaPlan: false,
  hasOtherMedical: false,
  hasOtherDental: false,
  role: 'member',
  medicalEligibility: anEligibility(),
  dentalEligibility: anEligibility(),
  visionEligibility: anEligibility(),
  pharmacyEligibility: anEligibility(),
  ...overrides,
});

/** A member whose every category holds the given eligibility (or none). */
export const aMemberWithEverywhere = (e: Eligibility | null, overrides: Partial<Member> = {}): Member =>
  aMember({ medicalEligibility: e, dentalEligibility: e, visionEligibility: e, pharmacyEligibility: e, ...overrides });

export const aFamilyRow = (overrides: Partial<FamilyEligibilityRow> = {}): FamilyEligibilityRow => ({
  memberKey: 'M-100',
  suffix: 0,
  productCategory: 'Medical',
  source: 'CORE',
  effectiveDate: '2024-01-01',
  termedDate: null,
  ...overrides,
});

export const aLimit = (overrides: Partial<Limit> = {}): Limit => ({
  productCategory: 'Dental',
  coverageType: 'INDIVIDUAL',
  limitType: 'Annual Limit',
  networkTier: 'innet',
  total: 1500,
  totalMet: 300,
  totalRemaining: 1200,
  detailedDescription: null,
  ...overrides,
});

export const aProgram = (overrides: Partial<Program> = {}): Program => ({
  id: 1,
  name: 'Cost estimator',
  description: 'Estimate what a treatment will cost you.',
  categories: ['Medical'],
  eligible: true,
  displayOrder: 1,
  highPriority: true,
  featureGroup: null,
  childResourceIds: [],
  resource: 'cost-estimator',
  url: null,
  urlDocumentType: null,
  ...overrides,
});

export const aGroup = (overrides: Partial<Group> = {}): Group => ({
  groupId: '10001234',
  groupName: 'Riverbend Schools',
  memberKey: 'M-100',
  planEffectiveDate: '2024-01-01',
  planTerminationDate: null,
  moda360: false,
  inactive: false,
  ...overrides,
});

export const somePlanManagement = (overrides: Partial<PlanManagementDetails> = {}): PlanManagementDetails => ({
  eligibleAndActive: true,
  groupType: 'INDIVIDUAL',
  openEnrollmentStart: '2025-11-01',
  openEnrollmentEnd: '2025-12-15',
  currentPlanYear: '2025',
  upcomingPlanYear: '2026',
  coverageEndDateUponCancellation: '2025-12-31',
  coverageStartDateUponRenewal: '2026-01-01',
  directPlanCancellationStatus: null,
  directCancellationOptions: [],
  directShopUrl: null,
  exchangeUrl: null,
  exchangeUrlLabel: null,
  ...overrides,
});

/** A processed in-network medical claim of Daniel Hollis (memberKey K-00) with its EOB. */
/** A decided service line: an office visit whose figures the test gives, the rest sensible defaults. */
export const aServiceLine = (overrides: Partial<ClaimServiceLine> = {}): ClaimServiceLine => ({
  lineNumber: 1,
  serviceDate: '2025-03-10',
  code: '99213',
  codeSystem: 'CPT',
  description: 'Office visit',
  quantity: 1,
  daysSupply: null,
  toothNumber: null,
  billed: 185,
  allowed: 120,
  planPaid: 95,
  memberShare: memberShareOf({ deductible: 0, copay: 25, coinsurance: 0, notCovered: 0 }),
  remark: null,
  ...overrides,
});

/** The claim's money: what was billed and allowed, what the plan paid and what the member owes. */
export type ClaimFigures = Pick<Claim, 'billed' | 'allowed' | 'planPaid' | 'memberShare'>;

/** A claim of one service line whose figures are the claim's own. */
export const aOneLineClaim = (figures: ClaimFigures, overrides: Partial<Claim> = {}): Claim =>
  aClaim({ ...figures, serviceLines: [aServiceLine(figures)], ...overrides });

export const aClaim = (overrides: Partial<Claim> = {}): Claim => ({
  claimId: 'C-1',
  memberKey: 'K-00',
  memberName: 'Daniel Hollis',
  claimType: 'medical',
  serviceStartDate: '2025-03-10',
  serviceEndDate: '2025-03-10',
  receivedDate: '2025-03-14',
  processedDate: '2025-03-28',
  provider: { providerId: null, name: 'Hawthorne Family Medicine', networkStatus: 'in-network' },
  status: 'processed',
  statusReason: null,
  billed: 185,
  allowed: 120,
  planPaid: 95,
  memberShare: memberShareOf({ deductible: 0, copay: 25, coinsurance: 0, notCovered: 0 }),
  serviceLines: [],
  eobId: 'EOB-C-1',
  accumulators: [],
  language: 'en',
  ...overrides,
});

/** What the menus are worked out from: an active subscriber of the main brand, offered every service. */
export const someMenuFacts = (overrides: Partial<MenuFacts> = {}): MenuFacts => ({
  domainId: 1,
  groupId: '10001234',
  viewer: aMember(),
  today: '2025-06-15',
  hasEbill: true,
  hasReferrals: true,
  hasMedicareMaterials: true,
  tokenRole: 'member',
  issuedByNewId: false,
  primaryCare: NO_PRIMARY_CARE,
  ...overrides,
});

/** The labels of menu entries, in order. */
export const labelsOf = (items: readonly { readonly label: string }[]): string[] => items.map((item) => item.label);
