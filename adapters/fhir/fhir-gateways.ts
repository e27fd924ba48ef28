import type { Container, Newable } from 'inversify';
import { AUTHORIZATIONS_GATEWAY, CLAIMS_GATEWAY, HEALTH_RECORD_GATEWAY, ID_CARD_GATEWAY, REFERRALS_GATEWAY } from '../../application/ports';
import { HttpAuthorizationsGateway } from '../http/http-authorizations-gateway';
import { HttpClaimsGateway } from '../http/http-claims-gateway';
import { HttpIdCardGateway } from '../http/http-id-card-gateway';
import { HttpReferralsGateway } from '../http/http-referrals-gateway';
import { FhirAuthorizationsGateway } from './fhir-authorizations-gateway';
import { FhirClaimsGateway } from './fhir-claims-gateway';
import { FhirHealthRecordGateway } from './fhir-health-record-gateway';
import { FhirIdCardGateway } from './fhir-id-card-gateway';
import { FhirReferralsGateway } from './fhir-referrals-gateway';
import { FHIR_CONFIG, FhirReader, type FhirConfig } from './fhir-reader';

/**
 * The ports a payer's Patient Access API answers in part (claims with their accumulators, prior authorizations
 * and referrals, the ID card's coverage facts), each with the spec gateway's HTTP adapter it leaves the rest
 * to; and the referrals port (FhirReferralsGateway), whose lists the API answers and whose `hasReferrals`,
 * read with the account state on every page, the spec gateway keeps.
 */
export const FHIR_GATEWAYS = {
  claims: { port: CLAIMS_GATEWAY, fhir: FhirClaimsGateway, http: HttpClaimsGateway },
  authorizations: { port: AUTHORIZATIONS_GATEWAY, fhir: FhirAuthorizationsGateway, http: HttpAuthorizationsGateway },
  idCard: { port: ID_CARD_GATEWAY, fhir: FhirIdCardGateway, http: HttpIdCardGateway },
} as const;

const bindSelf = (container: Container, type: Newable<unknown>): void => {
  if (!container.isBound(type)) container.bind(type).toSelf().inSingletonScope();
};

/**
 * The mixed assembly: the ports above, the referrals port and Download my data read from the FHIR API at `config.baseUrl`, every other port stays on the
 * spec gateway. Expects the HTTP gateways (bindHttpGateways) and their client to be bound already.
 */
export function bindFhirGateways(container: Container, config: FhirConfig): void {
  container.bind(FHIR_CONFIG).toConstantValue(config);
  bindSelf(container, FhirReader);
  const { claims, authorizations, idCard } = FHIR_GATEWAYS;
  for (const gateway of [claims, authorizations, idCard]) {
    bindSelf(container, gateway.http);
    bindSelf(container, gateway.fhir);
  }
  container.rebind(claims.port).toService(claims.fhir);
  container.rebind(authorizations.port).toService(authorizations.fhir);
  container.rebind(idCard.port).toService(idCard.fhir);
  bindSelf(container, HttpReferralsGateway);
  bindSelf(container, FhirReferralsGateway);
  container.rebind(REFERRALS_GATEWAY).toService(FhirReferralsGateway);
  // Download my data: the whole file from the API, nothing from the spec gateway.
  bindSelf(container, FhirHealthRecordGateway);
  if (container.isBound(HEALTH_RECORD_GATEWAY)) container.rebind(HEALTH_RECORD_GATEWAY).toService(FhirHealthRecordGateway);
  else container.bind(HEALTH_RECORD_GATEWAY).toService(FhirHealthRecordGateway);
}
