import type { Container } from 'inversify';
import {
  ACCOUNT_GATEWAY,
  AUTH_GATEWAY,
  BENEFITS_GATEWAY,
  CLAIMS_GATEWAY,
  CONTENT_GATEWAY,
  COST_ESTIMATOR_GATEWAY,
  DOCUMENTS_GATEWAY,
  EBILL_GATEWAY,
  ID_CARD_GATEWAY,
  PLAN_MANAGEMENT_GATEWAY,
  PRIMARY_CARE_GATEWAY,
  PROGRAMS_GATEWAY,
  REFERRALS_GATEWAY,
  REGISTRATION_GATEWAY,
} from '../../application/ports';
import { HttpAccountGateway } from './http-account-gateway';
import { HttpAuthGateway } from './http-auth-gateway';
import { HttpBenefitsGateway } from './http-benefits-gateway';
import { HttpClaimsGateway } from './http-claims-gateway';
import { bindHttpClient } from './http-client';
import { HttpContentGateway } from './http-content-gateway';
import { HttpCostEstimatorGateway } from './http-cost-estimator-gateway';
import { HttpDocumentsGateway } from './http-documents-gateway';
import { HttpEbillGateway } from './http-ebill-gateway';
import { HttpIdCardGateway } from './http-id-card-gateway';
import { HttpPlanManagementGateway } from './http-plan-management-gateway';
import { HttpPrimaryCareGateway } from './http-primary-care-gateway';
import { HttpProgramsGateway } from './http-programs-gateway';
import { HttpReferralsGateway } from './http-referrals-gateway';
import { HttpRegistrationGateway } from './http-registration-gateway';

/**
 * Binds every gateway port to its HTTP implementation, the client, and the client as the READ_CACHE.
 * Expects HTTP_CONFIG, SESSION_TOKENS and TEMPORARY_STATE to be bound; binds FETCH to the platform's
 * fetch unless something (a test) already did.
 */
export function bindHttpGateways(container: Container): void {
  bindHttpClient(container);
  container.bind(AUTH_GATEWAY).to(HttpAuthGateway).inSingletonScope();
  container.bind(ACCOUNT_GATEWAY).to(HttpAccountGateway).inSingletonScope();
  container.bind(REGISTRATION_GATEWAY).to(HttpRegistrationGateway).inSingletonScope();
  container.bind(BENEFITS_GATEWAY).to(HttpBenefitsGateway).inSingletonScope();
  container.bind(EBILL_GATEWAY).to(HttpEbillGateway).inSingletonScope();
  container.bind(ID_CARD_GATEWAY).to(HttpIdCardGateway).inSingletonScope();
  container.bind(PRIMARY_CARE_GATEWAY).to(HttpPrimaryCareGateway).inSingletonScope();
  container.bind(PROGRAMS_GATEWAY).to(HttpProgramsGateway).inSingletonScope();
  container.bind(REFERRALS_GATEWAY).to(HttpReferralsGateway).inSingletonScope();
  container.bind(DOCUMENTS_GATEWAY).to(HttpDocumentsGateway).inSingletonScope();
  container.bind(PLAN_MANAGEMENT_GATEWAY).to(HttpPlanManagementGateway).inSingletonScope();
  container.bind(CONTENT_GATEWAY).to(HttpContentGateway).inSingletonScope();
  container.bind(CLAIMS_GATEWAY).to(HttpClaimsGateway).inSingletonScope();
  container.bind(COST_ESTIMATOR_GATEWAY).to(HttpCostEstimatorGateway).inSingletonScope();
}
