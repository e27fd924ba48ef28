import type { Container } from 'inversify';
import { forEachGateway, type GatewayClasses } from '../../application/ports';
import { HttpAccountGateway } from './http-account-gateway';
import { HttpAuthGateway } from './http-auth-gateway';
import { HttpAuthorizationsGateway } from './http-authorizations-gateway';
import { HttpBenefitsGateway } from './http-benefits-gateway';
import { HttpClaimsGateway } from './http-claims-gateway';
import { bindHttpClient } from './http-client';
import { HttpContentGateway } from './http-content-gateway';
import { HttpCostEstimatorGateway } from './http-cost-estimator-gateway';
import { HttpDataSharingGateway } from './http-data-sharing-gateway';
import { HttpHealthRecordGateway } from './http-health-record-gateway';
import { HttpMessagesGateway } from './http-messages-gateway';
import { HttpUnreadMessagesGateway } from './http-unread-messages-gateway';
import { HttpAppealsGateway } from './http-appeals-gateway';
import { HttpSecurityGateway } from './http-security-gateway';
import { HttpPasskeysGateway } from './http-passkeys-gateway';
import { HttpDocumentsGateway } from './http-documents-gateway';
import { HttpEbillGateway } from './http-ebill-gateway';
import { HttpIdCardGateway } from './http-id-card-gateway';
import { HttpPlanManagementGateway } from './http-plan-management-gateway';
import { HttpPrimaryCareGateway } from './http-primary-care-gateway';
import { HttpProgramsGateway } from './http-programs-gateway';
import { HttpReferralsGateway } from './http-referrals-gateway';
import { HttpRegistrationGateway } from './http-registration-gateway';

/** The HTTP implementation of every gateway port (application/ports/gateway-registry.ts). */
export const HTTP_GATEWAYS: GatewayClasses = {
  auth: HttpAuthGateway,
  account: HttpAccountGateway,
  registration: HttpRegistrationGateway,
  benefits: HttpBenefitsGateway,
  ebill: HttpEbillGateway,
  idCard: HttpIdCardGateway,
  primaryCare: HttpPrimaryCareGateway,
  programs: HttpProgramsGateway,
  referrals: HttpReferralsGateway,
  documents: HttpDocumentsGateway,
  planManagement: HttpPlanManagementGateway,
  content: HttpContentGateway,
  claims: HttpClaimsGateway,
  authorizations: HttpAuthorizationsGateway,
  costEstimator: HttpCostEstimatorGateway,
  dataSharing: HttpDataSharingGateway,
  healthRecord: HttpHealthRecordGateway,
  messages: HttpMessagesGateway,
  unreadMessages: HttpUnreadMessagesGateway,
  appeals: HttpAppealsGateway,
  security: HttpSecurityGateway,
  passkeys: HttpPasskeysGateway,
};

/**
 * Binds every gateway port to its HTTP implementation, the client, and the client as the READ_CACHE.
 * Expects HTTP_CONFIG, SESSION_TOKENS and TEMPORARY_STATE to be bound; binds FETCH to the platform's
 * fetch unless something (a sandbox assembly, a test) already did.
 */
export function bindHttpGateways(container: Container): void {
  bindHttpClient(container);
  forEachGateway((name, port) => container.bind(port).to(HTTP_GATEWAYS[name]).inSingletonScope());
}
