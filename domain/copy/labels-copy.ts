import type { AuthorizationKind, AuthorizationStatus, ClaimStatus, ClaimType } from '../model';
import { localized } from './localized';

/**
 * Labels the rules give the pages: network tiers, coverage categories and their eligibility, claim statuses and types, authorization statuses and kinds, and the fields whose
 * names the rules' messages use. The rules re-export them where they were declared.
 */

/** tab1 and innet 'In network'; tab2 'Out-of-network'; outnet 'Out of network'. */
export const TIER_LABELS = localized('TIER_LABELS', {
  tab1: 'In network',
  innet: 'In network',
  tab2: 'Out-of-network',
  outnet: 'Out of network',
} as const);

/**
 * The limits a member reads by name, whatever the insurer calls them ('Deductible - In Network' under 'In
 * Network'): the network said once, then the coverage ('In-network deductible, individual').
 */
export const LIMIT_NAMES = localized('LIMIT_NAMES', {
  'deductible-in': 'In-network deductible',
  'deductible-out': 'Out-of-network deductible',
  'out-of-pocket-in': 'In-network out-of-pocket maximum',
  'out-of-pocket-out': 'Out-of-network out-of-pocket maximum',
  individual: 'individual',
  family: 'family',
} as const);

export const AUTHORIZATION_STATUS_LABELS: Readonly<Record<AuthorizationStatus, string>> = localized('AUTHORIZATION_STATUS_LABELS', {
  received: 'Received',
  'in-review': 'In review',
  'more-information-needed': 'More information needed',
  approved: 'Approved',
  'partly-approved': 'Partly approved',
  denied: 'Denied',
  expired: 'Expired',
  withdrawn: 'Withdrawn',
});

export const AUTHORIZATION_KIND_LABELS: Readonly<Record<AuthorizationKind, string>> = localized('AUTHORIZATION_KIND_LABELS', {
  'prior-authorization': 'Prior authorization',
  referral: 'Referral',
});

/**
 * A member's coverage in a category (the rules name categories as the spec does, in English; the keys are
 * their CoverageCategory, which domain/rules/benefit-categories.ts checks as it hands the labels on).
 */
export const COVERAGE_CATEGORY_LABELS = localized('COVERAGE_CATEGORY_LABELS', {
  Medical: 'Medical',
  Dental: 'Dental',
  Vision: 'Vision',
  Pharmacy: 'Pharmacy',
} as const);

/** Where a member's coverage in a category stands on a day (the keys are EligibilityStatus, checked likewise). */
export const ELIGIBILITY_STATUS_LABELS = localized('ELIGIBILITY_STATUS_LABELS', {
  Active: 'Active',
  Future: 'Future',
  Termed: 'Termed',
  Ineligible: 'Ineligible',
} as const);

export const CLAIM_STATUS_LABELS: Readonly<Record<ClaimStatus, string>> = localized('CLAIM_STATUS_LABELS', {
  processed: 'Processed',
  pending: 'Pending',
  denied: 'Denied',
  adjusted: 'Adjusted',
});

export const CLAIM_TYPE_LABELS: Readonly<Record<ClaimType, string>> = localized('CLAIM_TYPE_LABELS', {
  medical: 'Medical',
  dental: 'Dental',
  vision: 'Vision',
  pharmacy: 'Pharmacy',
});

/**
 * A member's place in the family by the insurer's relationship code (S subscriber, P spouse or partner, C
 * child), with the member's sex where a language says it (Spanish: hijo, hija).
 */
export const RELATIONSHIP_LABELS = localized('RELATIONSHIP_LABELS', {
  S: 'Subscriber',
  SF: 'Subscriber',
  P: 'Spouse',
  PF: 'Spouse',
  C: 'Child',
  CF: 'Child',
} as const);

export const CLAIMS_FIELD_LABELS = localized('CLAIMS_FIELD_LABELS', {
  fromDate: 'Start date',
  toDate: 'End date',
} as const);

export const AUTHORIZATION_FIELD_LABELS = localized('AUTHORIZATION_FIELD_LABELS', {
  serviceQuery: 'Service name or code',
} as const);

export const ESTIMATOR_FIELD_LABELS = localized('ESTIMATOR_FIELD_LABELS', { search: 'Service, procedure code or provider', zip: 'ZIP code' } as const);

export const PRIMARY_CARE_FIELD_LABELS = localized('PRIMARY_CARE_FIELD_LABELS', {
  zip: 'ZIP code',
  searchString: 'Provider name or specialty',
  email: 'Email address',
} as const);
