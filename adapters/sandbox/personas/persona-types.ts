import type { SecurityAnswer } from '../../../application/ports/account-gateway';
import type { MetThisYear } from './accumulator-ledger';
import type {
  AccountDetails,
  AccountStatus,
  BenefitHistory,
  Claim,
  CategoryBenefits,
  DentalTier,
  DomainId,
  EmployeeIdShortcut,
  EobDocument,
  FamilyEligibilityRow,
  Group,
  IdCardView,
  Limit,
  MedicalServiceDetail,
  MedicalTier,
  MedicareMaterial,
  PlanManagementDetails,
  PreferenceFlag,
  PrimaryCareEligibility,
  PrimaryCareMember,
  Program,
  ProgramDetails,
  Referral,
  RegistrationPolicies,
  SiteContentProgram,
  TierRef,
} from '../../../domain/model';

/**
 * Everything the sandbox insurer knows about one login, for one `today`. Plain data: the insurer reads it
 * and lays what members changed (its own state) on top.
 */

/** How a persona answers a login attempt. */
export type LoginBehaviour =
  /** The right password logs in; a wrong one is unrecognised. */
  | 'normal'
  /** ACCOUNT_LOCKED on every attempt, whatever the password. */
  | 'always-locked'
  /** A wrong password answers LOGIN_ATTEMPTS_REMAINING counting down 2, 1, 0, then the account locks. */
  | 'countdown';

export type TokenRoleName = 'member' | 'new-id';

/** A family's claims as the claims service keeps them (built by claims-builder.ts). */
export interface ClaimsBook {
  /** What GET /api/claims knows: medical, dental, vision and (unless Navitus) pharmacy claims. */
  readonly claims: readonly Claim[];
  /** Pharmacy claims Navitus processed (program 37 members only). */
  readonly navitusClaims: readonly Claim[];
  /** One EOB per decided medical, dental or vision claim. */
  readonly eobs: readonly EobDocument[];
  /** Per member suffix: what the member has met this plan year, the claims on file counted. */
  readonly metThisYear: ReadonlyMap<number, MetThisYear>;
}

export interface PersonaData {
  readonly username: string;
  readonly domainId: DomainId;
  /** The situation of the personas table, for people browsing the sandbox. */
  readonly situation: string;
  readonly password: string;
  readonly loginBehaviour: LoginBehaviour;
  readonly role: TokenRoleName;
  readonly status: AccountStatus;
  /** The answers the persona gave to security questions; the first is asked by forgot-password. */
  readonly securityAnswers: readonly SecurityAnswer[];
  /**
   * For a new-id role login (customer service staff), the key its token carries; null for members.
   * Staff have no plans: they choose a member on the new-id screen.
   */
  readonly staffKey: string | null;
  /** One entry per group the member belongs to; the first is the one a login lands on. */
  readonly plans: readonly PlanData[];
}

export type PersonaFactory = (today: string) => PersonaData;

export interface EbillFacts {
  readonly hasEbill: boolean;
  readonly registered: boolean;
  readonly showAlert: boolean;
}

export interface MedicalPlan {
  readonly planName: string;
  readonly tiers: readonly TierRef[];
  readonly byTier: Readonly<Record<string, MedicalTier>>;
  readonly serviceDetails: readonly MedicalServiceDetail[];
}

export interface DentalPlan {
  readonly planName: string;
  /** Per member, because maximums are met per member. */
  readonly bySuffix: readonly { readonly suffix: number; readonly tiers: readonly DentalTier[] }[];
}

export type CategoryPlan = Omit<CategoryBenefits, 'asOfDate'>;

export interface PlanBenefits {
  readonly medical: MedicalPlan | null;
  readonly dental: DentalPlan | null;
  readonly vision: CategoryPlan | null;
  readonly pharmacy: CategoryPlan | null;
  readonly limits: readonly { readonly suffix: number; readonly limits: readonly Limit[] }[];
  /** The first day of the current plan year: an asOfDate before it reads a closed plan year. */
  readonly currentPlanYearStart: string;
}

/** One group's worth of data, seen by the member who logs in (`viewerMemberKey`). */
export interface PlanData {
  readonly group: Group;
  readonly account: AccountDetails;
  readonly viewerMemberKey: string;
  readonly relevantPreferences: readonly PreferenceFlag[];
  readonly employeeId: EmployeeIdShortcut;
  readonly registrationPolicies: RegistrationPolicies;
  readonly benefits: PlanBenefits;
  /** The family's claims and EOBs, adjudicated against the same accumulators the benefits show. */
  readonly claims: ClaimsBook;
  readonly familyEligibility: readonly FamilyEligibilityRow[];
  readonly history: BenefitHistory;
  readonly ebill: EbillFacts;
  /** The cards' fixed facts; the desk adds the figures from the plan benefits and the brand's website when it answers. */
  readonly idCards: readonly SandboxIdCard[];
  readonly primaryCare: {
    readonly eligibility: PrimaryCareEligibility;
    readonly members: readonly PrimaryCareMember[];
  };
  /** City of Portland members only; null when there is no due date (or the member is not one). */
  readonly cityOfPortlandDueDate: string | null;
  readonly programs: readonly Program[];
  readonly siteContentPrograms: readonly SiteContentProgram[];
  readonly programDetails: readonly ProgramDetails[];
  readonly referrals: readonly Referral[];
  /** null: the member gets Medicare materials 403 (not a Medicare member). */
  readonly medicareMaterials: readonly MedicareMaterial[] | null;
  /** Empty when the plan has no outline of coverage. */
  readonly outlineOfCoverageUrl: string;
  readonly planManagement: PlanManagementDetails;
}

/** An ID card as the persona holds it: the deductibles and maximums are read from the plan's benefits when the card is shown. */
export type SandboxIdCard = Omit<IdCardView, 'figures' | 'customerServiceWebsite'>;
