import { inject, injectable } from 'inversify';
import type { GatewayResult } from '../../application/shared/gateway-error';
import type { PrimaryCareGateway } from '../../application/ports';
import type { PcpSearchRequest, PcpSearchResponse, PcpSelectRequest, PrimaryCareEligibility, PrimaryCareMember, Provider } from '../../domain/model';
import { ENDPOINT_CALLER, type EndpointCaller } from './endpoint';
import { PRIMARY_CARE_ENDPOINTS as PRIMARY_CARE } from './endpoints/primary-care';

@injectable()
export class HttpPrimaryCareGateway implements PrimaryCareGateway {
  constructor(@inject(ENDPOINT_CALLER) private readonly endpoints: EndpointCaller) {}

  members(): GatewayResult<readonly PrimaryCareMember[]> {
    return this.endpoints.call(PRIMARY_CARE.members, {});
  }

  eligibility(): GatewayResult<PrimaryCareEligibility> {
    return this.endpoints.call(PRIMARY_CARE.eligibility, {});
  }

  provider(providerId: string): GatewayResult<Provider> {
    return this.endpoints.call(PRIMARY_CARE.provider, { query: { providerId } });
  }

  cityOfPortland(): GatewayResult<string | null> {
    return this.endpoints.call(PRIMARY_CARE.cityOfPortland, {});
  }

  select(request: PcpSelectRequest): GatewayResult<string> {
    return this.endpoints.call(PRIMARY_CARE.select, { body: request });
  }

  search(request: PcpSearchRequest, page: number, size: number): GatewayResult<PcpSearchResponse> {
    return this.endpoints.call(PRIMARY_CARE.search, { body: request, query: { page, size } });
  }
}
