import { isLeft } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { Page, Referral, ReferralMetadata, ReferralQuery } from '../../domain/model';
import type { GatewayError } from '../gateway-error';
import { REFERRALS_GATEWAY, type ReferralsGateway } from '../ports/referrals-gateway';

/** Referrals are listed this many to a page unless the caller asks otherwise. */
export const REFERRALS_PAGE_SIZE = 10;

export interface ReferralFilters {
  readonly memberKey?: string;
  readonly statusCode?: string;
  readonly providerId?: string;
  readonly excludeExpired?: boolean;
}

export type ReferralsOutcome =
  | { readonly kind: 'loaded'; readonly page: Page<Referral>; readonly metadata: ReferralMetadata }
  | { readonly kind: 'error'; readonly error: GatewayError };

/**
 * /benefits/referrals: one page of referrals with the filters applied, and what the filters offer
 * (metadata for the chosen member). Empty filter values are left out of the query.
 */
@injectable()
export class SearchReferrals {
  constructor(@inject(REFERRALS_GATEWAY) private readonly referrals: ReferralsGateway) {}

  async execute(filters: ReferralFilters, page = 0, size = REFERRALS_PAGE_SIZE): Promise<ReferralsOutcome> {
    const query: ReferralQuery = {
      page: Math.max(0, Math.floor(page)),
      size,
      ...(nonEmpty(filters.memberKey) ? { memberKey: filters.memberKey } : {}),
      ...(nonEmpty(filters.statusCode) ? { statusCode: filters.statusCode } : {}),
      ...(nonEmpty(filters.providerId) ? { providerId: filters.providerId } : {}),
      ...(filters.excludeExpired === true ? { excludeExpired: true } : {}),
    };
    const [found, metadata] = await Promise.all([this.referrals.referrals(query), this.referrals.metadata(query.memberKey)]);
    if (isLeft(found)) return { kind: 'error', error: found.left };
    if (isLeft(metadata)) return { kind: 'error', error: metadata.left };
    return { kind: 'loaded', page: found.right, metadata: metadata.right };
  }
}

const nonEmpty = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';
