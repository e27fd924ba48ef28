import { inject, injectable } from 'inversify';
import type { GatewayResult } from '../../application/shared/gateway-error';
import type { CostEstimatorGateway } from '../../application/ports/cost-estimator-gateway';
import type { MemberCostSharing, PriceSearch, ProviderPrice } from '../../domain/model';
import { ENDPOINT_CALLER, type EndpointCaller } from './endpoint';
import { COST_ESTIMATOR_ENDPOINTS as COST_ESTIMATOR } from './endpoints/cost-estimator';

@injectable()
export class HttpCostEstimatorGateway implements CostEstimatorGateway {
  constructor(@inject(ENDPOINT_CALLER) private readonly endpoints: EndpointCaller) {}

  prices(search: PriceSearch): GatewayResult<readonly ProviderPrice[]> {
    return this.endpoints.call(COST_ESTIMATOR.prices, { query: { search: search.search, zip: search.zip } });
  }

  costSharing(memberKey: string): GatewayResult<MemberCostSharing> {
    return this.endpoints.call(COST_ESTIMATOR.costSharing, { query: { memberKey } });
  }
}
