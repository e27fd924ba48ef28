import type { ServiceIdentifier } from 'inversify';
import type { MemberCostSharing, PriceSearch, ProviderPrice } from '../../domain/model';
import type { GatewayResult } from '../shared/gateway-error';

/** /api/cost-estimator/prices and /api/cost-estimator/cost-sharing (payloads in domain/model/cost-estimator.ts). */
export interface CostEstimatorGateway {
  /** In-network providers' negotiated rates for the services or providers the search names, nearest first. */
  prices(search: PriceSearch): GatewayResult<readonly ProviderPrice[]>;
  /** How the member's plans share costs; 403 for a member the caller may not see. */
  costSharing(memberKey: string): GatewayResult<MemberCostSharing>;
}
export const COST_ESTIMATOR_GATEWAY: ServiceIdentifier<CostEstimatorGateway> = Symbol.for('CostEstimatorGateway');
