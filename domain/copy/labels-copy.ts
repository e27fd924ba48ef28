import type { AuthorizationKind, AuthorizationStatus } from '../model';
import { localized } from './localized';

/**
 * Labels the rules give the pages: network tiers, authorization statuses and kinds, and the fields whose
 * names the rules' messages use. The rules re-export them where they were declared.
 */

/** tab1 and innet 'In network'; tab2 'Out-of-network'; outnet 'Out of network'. */
export const TIER_LABELS = localized('TIER_LABELS', {
  tab1: 'In network',
  innet: 'In network',
  tab2: 'Out-of-network',
  outnet: 'Out of network',
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
