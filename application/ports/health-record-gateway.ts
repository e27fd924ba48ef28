import type { ServiceIdentifier } from 'inversify';
import type { HealthRecordBundle } from '../../domain/model';
import type { GatewayResult } from '../shared/gateway-error';

/**
 * Download my data: the signed-in member's claims, EOBs, coverage, prior authorizations and referrals as one
 * FHIR R4 Bundle, scoped as the screens are. `since` (yyyy-mm-dd) keeps only the claims and authorizations
 * that changed on or after that day; the members and their coverage are always there.
 */
export interface HealthRecordGateway {
  bundle(since?: string): GatewayResult<HealthRecordBundle>;
}
export const HEALTH_RECORD_GATEWAY: ServiceIdentifier<HealthRecordGateway> = Symbol.for('HealthRecordGateway');
