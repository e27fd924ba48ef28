import { inject, injectable } from 'inversify';
import type { GatewayResult } from '../../application/shared/gateway-error';
import type { ReferralsGateway } from '../../application/ports';
import type { Page, Referral, ReferralMetadata, ReferralQuery } from '../../domain/model';
import { ENDPOINT_CALLER, type EndpointCaller } from './endpoint';
import { REFERRALS_ENDPOINTS as REFERRALS } from './endpoints/referrals';

@injectable()
export class HttpReferralsGateway implements ReferralsGateway {
  constructor(@inject(ENDPOINT_CALLER) private readonly endpoints: EndpointCaller) {}

  /** Filters the caller left out are left out of the URL. */
  referrals(query: ReferralQuery): GatewayResult<Page<Referral>> {
    const { page, size, memberKey, statusCode, providerId, excludeExpired } = query;
    return this.endpoints.call(REFERRALS.referrals, { query: { page, size, memberKey, statusCode, providerId, excludeExpired } });
  }

  metadata(memberKey?: string): GatewayResult<ReferralMetadata> {
    return this.endpoints.call(REFERRALS.metadata, { query: { memberKey } });
  }

  hasReferrals(): GatewayResult<boolean> {
    return this.endpoints.call(REFERRALS.hasReferrals, {});
  }
}
