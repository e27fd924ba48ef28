import { isLeft } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { Page, Referral, ReferralMetadata, ReferralQuery } from '../../domain/model';
import { familyMembersVisibleTo, referralsVisibleTo } from '../../domain/rules/claims';
import { isSubscriber } from '../../domain/rules/menus-and-permissions';
import type { GatewayError } from '../shared/gateway-error';
import { REFERRALS_GATEWAY, type ReferralsGateway } from '../ports/referrals-gateway';
import { ReadViewer } from '../shared/viewer-context';

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
 * (metadata for the chosen member). Empty filter values are left out of the query. Referrals follow the
 * claims rule (domain/rules/claims.ts): a dependant's are asked for by their own member key, whatever the
 * filters say, and anything the gateway answers beyond what the viewer may see is left out.
 */
@injectable()
export class SearchReferrals {
  constructor(
    @inject(REFERRALS_GATEWAY) private readonly referrals: ReferralsGateway,
    @inject(ReadViewer) private readonly readViewer: ReadViewer,
  ) {}

  async execute(filters: ReferralFilters, page = 0, size = REFERRALS_PAGE_SIZE): Promise<ReferralsOutcome> {
    const context = await this.readViewer.execute();
    if (isLeft(context)) return { kind: 'error', error: context.left };
    const { viewer, account } = context.right;
    const memberKey = isSubscriber(viewer) ? filters.memberKey : viewer.memberKey;
    const query: ReferralQuery = {
      page: Math.max(0, Math.floor(page)),
      size,
      ...(nonEmpty(memberKey) ? { memberKey } : {}),
      ...(nonEmpty(filters.statusCode) ? { statusCode: filters.statusCode } : {}),
      ...(nonEmpty(filters.providerId) ? { providerId: filters.providerId } : {}),
      ...(filters.excludeExpired === true ? { excludeExpired: true } : {}),
    };
    const [found, metadata] = await Promise.all([this.referrals.referrals(query), this.referrals.metadata(query.memberKey)]);
    if (isLeft(found)) return { kind: 'error', error: found.left };
    if (isLeft(metadata)) return { kind: 'error', error: metadata.left };
    const visible = new Set(familyMembersVisibleTo(viewer, account.members).map((member) => member.memberKey));
    return {
      kind: 'loaded',
      page: { ...found.right, content: referralsVisibleTo(found.right.content, viewer, account.members) },
      metadata: { ...metadata.right, members: metadata.right.members.filter((member) => visible.has(member.memberKey)) },
    };
  }
}

const nonEmpty = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';
