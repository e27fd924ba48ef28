import type { ServiceIdentifier } from 'inversify';
import type { Page, Referral, ReferralMetadata, ReferralQuery } from '../../domain/model';
import type { GatewayResult } from '../shared/gateway-error';

/** /api/referrals, /api/referrals/metadata, /api/referrals/hasReferrals. */
export interface ReferralsGateway {
  referrals(query: ReferralQuery): GatewayResult<Page<Referral>>;
  metadata(memberKey?: string): GatewayResult<ReferralMetadata>;
  hasReferrals(): GatewayResult<boolean>;
}
export const REFERRALS_GATEWAY: ServiceIdentifier<ReferralsGateway> = Symbol.for('ReferralsGateway');
