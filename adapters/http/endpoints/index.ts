import type { GatewayName } from '../../../application/ports/gateway-registry';
import type { AnyEndpoint, Summaries } from '../endpoint';
import { ACCOUNT_ENDPOINTS, ACCOUNT_SUMMARIES } from './account';
import { AUTH_ENDPOINTS, AUTH_SUMMARIES } from './auth';
import { AUTHORIZATIONS_ENDPOINTS, AUTHORIZATIONS_SUMMARIES } from './authorizations';
import { AUTHORIZATIONS_PAGE_ENDPOINT, AUTHORIZATIONS_PAGE_SUMMARY } from './authorizations-page';
import { LIMITS_ENDPOINT, LIMITS_SUMMARY } from './benefit-limits';
import { BENEFITS_ENDPOINTS, BENEFITS_SUMMARIES } from './benefits';
import { CLAIMS_ENDPOINTS, CLAIMS_SUMMARIES } from './claims';
import { CONTENT_ENDPOINTS, CONTENT_SUMMARIES } from './content';
import { DATA_SHARING_ENDPOINTS, DATA_SHARING_SUMMARIES } from './data-sharing';
import { HEALTH_RECORD_ENDPOINTS, HEALTH_RECORD_SUMMARIES } from './health-record';
import { MESSAGES_ENDPOINTS, MESSAGES_SUMMARIES } from './messages';
import { UNREAD_MESSAGES_ENDPOINTS, UNREAD_MESSAGES_SUMMARIES } from './unread-messages';
import { APPEALS_ENDPOINTS, APPEALS_SUMMARIES } from './appeals';
import { SECURITY_ENDPOINTS, SECURITY_SUMMARIES } from './security';
import { PASSKEYS_ENDPOINTS, PASSKEYS_SUMMARIES } from './passkeys';
import { COST_ESTIMATOR_ENDPOINTS, COST_ESTIMATOR_SUMMARIES } from './cost-estimator';
import { DOCUMENTS_ENDPOINTS, DOCUMENTS_SUMMARIES } from './documents';
import { EBILL_ENDPOINTS, EBILL_SUMMARIES } from './ebill';
import { ID_CARD_ENDPOINTS, ID_CARD_SUMMARIES } from './id-card';
import { PLAN_MANAGEMENT_ENDPOINTS, PLAN_MANAGEMENT_SUMMARIES } from './plan-management';
import { PRIMARY_CARE_ENDPOINTS, PRIMARY_CARE_SUMMARIES } from './primary-care';
import { PROGRAMS_ENDPOINTS, PROGRAMS_SUMMARIES } from './programs';
import { REFERRALS_ENDPOINTS, REFERRALS_SUMMARIES } from './referrals';
import { REGISTRATION_ENDPOINTS, REGISTRATION_SUMMARIES } from './registration';

/**
 * The whole gateway contract, by gateway port (application/ports/gateway-registry.ts). For the sandbox, the
 * OpenAPI document and the conformance checks: the app's gateways import their own area's file instead, so
 * that no page downloads another's codecs.
 */
export const ENDPOINTS = {
  auth: AUTH_ENDPOINTS,
  account: ACCOUNT_ENDPOINTS,
  registration: REGISTRATION_ENDPOINTS,
  benefits: { ...BENEFITS_ENDPOINTS, limits: LIMITS_ENDPOINT },
  ebill: EBILL_ENDPOINTS,
  idCard: ID_CARD_ENDPOINTS,
  primaryCare: PRIMARY_CARE_ENDPOINTS,
  programs: PROGRAMS_ENDPOINTS,
  referrals: REFERRALS_ENDPOINTS,
  documents: DOCUMENTS_ENDPOINTS,
  planManagement: PLAN_MANAGEMENT_ENDPOINTS,
  content: CONTENT_ENDPOINTS,
  claims: CLAIMS_ENDPOINTS,
  authorizations: { authorizations: AUTHORIZATIONS_ENDPOINTS.authorizations, page: AUTHORIZATIONS_PAGE_ENDPOINT, requirements: AUTHORIZATIONS_ENDPOINTS.requirements, authorization: AUTHORIZATIONS_ENDPOINTS.authorization },
  costEstimator: COST_ESTIMATOR_ENDPOINTS,
  dataSharing: DATA_SHARING_ENDPOINTS,
  healthRecord: HEALTH_RECORD_ENDPOINTS,
  messages: MESSAGES_ENDPOINTS,
  unreadMessages: UNREAD_MESSAGES_ENDPOINTS,
  appeals: APPEALS_ENDPOINTS,
  security: SECURITY_ENDPOINTS,
  passkeys: PASSKEYS_ENDPOINTS,
} satisfies { readonly [K in GatewayName]: Readonly<Record<string, AnyEndpoint>> };

export type Endpoints = typeof ENDPOINTS;

/** Every endpoint of the table, in its order. */
export const ALL_ENDPOINTS: readonly AnyEndpoint[] = Object.values(ENDPOINTS).flatMap((area): AnyEndpoint[] => Object.values<AnyEndpoint>(area));

/** Each endpoint's one line for the API reference, by area and key as in ENDPOINTS. */
export const SUMMARIES: { readonly [A in keyof Endpoints]: Summaries<Endpoints[A]> } = {
  auth: AUTH_SUMMARIES,
  account: ACCOUNT_SUMMARIES,
  registration: REGISTRATION_SUMMARIES,
  ebill: EBILL_SUMMARIES,
  idCard: ID_CARD_SUMMARIES,
  primaryCare: PRIMARY_CARE_SUMMARIES,
  programs: PROGRAMS_SUMMARIES,
  referrals: REFERRALS_SUMMARIES,
  documents: DOCUMENTS_SUMMARIES,
  planManagement: PLAN_MANAGEMENT_SUMMARIES,
  content: CONTENT_SUMMARIES,
  claims: CLAIMS_SUMMARIES,
  authorizations: { authorizations: AUTHORIZATIONS_SUMMARIES.authorizations, page: AUTHORIZATIONS_PAGE_SUMMARY, requirements: AUTHORIZATIONS_SUMMARIES.requirements, authorization: AUTHORIZATIONS_SUMMARIES.authorization },
  costEstimator: COST_ESTIMATOR_SUMMARIES,
  dataSharing: DATA_SHARING_SUMMARIES,
  healthRecord: HEALTH_RECORD_SUMMARIES,
  messages: MESSAGES_SUMMARIES,
  unreadMessages: UNREAD_MESSAGES_SUMMARIES,
  appeals: APPEALS_SUMMARIES,
  security: SECURITY_SUMMARIES,
  passkeys: PASSKEYS_SUMMARIES,
  benefits: { ...BENEFITS_SUMMARIES, limits: LIMITS_SUMMARY },
};
