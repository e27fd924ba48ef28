import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import type { GatewayResult } from '../../application/shared/gateway-error';
import type { ReferralsGateway } from '../../application/ports';
import type { Page, Referral, ReferralMetadata, ReferralQuery } from '../../domain/model';
import { ReferralMetadataCodec, ReferralPageCodec } from './codecs/care';
import { HAS_REFERRALS_PATH } from './account-state-paths';
import { HttpClient } from './http-client';

@injectable()
export class HttpReferralsGateway implements ReferralsGateway {
  constructor(@inject(HttpClient) private readonly client: HttpClient) {}

  /** Filters the caller left out are left out of the URL (undefined parameters are omitted). */
  referrals(query: ReferralQuery): GatewayResult<Page<Referral>> {
    return this.client.getJson('/api/referrals', ReferralPageCodec, {
      query: {
        page: query.page,
        size: query.size,
        memberKey: query.memberKey,
        statusCode: query.statusCode,
        providerId: query.providerId,
        // The read cache takes no booleans (spec section 9); the URL carries it as text anyway.
        excludeExpired: query.excludeExpired === undefined ? undefined : String(query.excludeExpired),
      },
    });
  }

  metadata(memberKey?: string): GatewayResult<ReferralMetadata> {
    return this.client.getJson('/api/referrals/metadata', ReferralMetadataCodec, { query: { memberKey } });
  }

  hasReferrals(): GatewayResult<boolean> {
    return this.client.getJson(HAS_REFERRALS_PATH, t.boolean);
  }
}
