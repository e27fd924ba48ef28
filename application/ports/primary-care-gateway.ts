import type { ServiceIdentifier } from 'inversify';
import type {
  PcpSearchRequest,
  PcpSearchResponse,
  PcpSelectRequest,
  PrimaryCareEligibility,
  PrimaryCareMember,
  Provider,
} from '../../domain/model';
import type { GatewayResult } from '../shared/gateway-error';

/** /api/pcp/*. */
export interface PrimaryCareGateway {
  members(): GatewayResult<readonly PrimaryCareMember[]>;
  eligibility(): GatewayResult<PrimaryCareEligibility>;
  /** 404 is answered as an http error; the lookup rule of spec section 8 lives in the use case. */
  provider(providerId: string): GatewayResult<Provider>;
  /** The City of Portland due date (yyyy-mm-dd), or null when there is none. */
  cityOfPortland(): GatewayResult<string | null>;
  select(request: PcpSelectRequest): GatewayResult<string>;
  search(request: PcpSearchRequest, page: number, size: number): GatewayResult<PcpSearchResponse>;
}
export const PRIMARY_CARE_GATEWAY: ServiceIdentifier<PrimaryCareGateway> = Symbol.for('PrimaryCareGateway');
