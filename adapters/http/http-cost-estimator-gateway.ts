import { inject, injectable } from 'inversify';
import type { GatewayResult } from '../../application/shared/gateway-error';
import type { CostEstimatorGateway } from '../../application/ports/cost-estimator-gateway';
import type { MemberCostSharing, PriceSearch, ProviderPrice } from '../../domain/model';
import { MemberCostSharingCodec, ProviderPricesCodec } from './codecs/cost-estimator';
import { HttpClient } from './http-client';

@injectable()
export class HttpCostEstimatorGateway implements CostEstimatorGateway {
  constructor(@inject(HttpClient) private readonly client: HttpClient) {}

  prices(search: PriceSearch): GatewayResult<readonly ProviderPrice[]> {
    return this.client.getJson('/api/cost-estimator/prices', ProviderPricesCodec, { query: { search: search.search, zip: search.zip } });
  }

  costSharing(memberKey: string): GatewayResult<MemberCostSharing> {
    return this.client.getJson('/api/cost-estimator/cost-sharing', MemberCostSharingCodec, { query: { memberKey } });
  }
}
