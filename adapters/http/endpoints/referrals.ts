import * as t from 'io-ts';
import { ReferralMetadataCodec, ReferralPageCodec } from '../codecs/care';
import { HAS_REFERRALS_PATH } from '../account-state-paths';
import { endpoint, json, QueryBoolean, QueryInteger, type Summaries } from '../endpoint';

export const REFERRALS_ENDPOINTS = {
  referrals: endpoint({
    name: 'referrals.page',
    method: 'GET',
    path: '/api/referrals',
    query: t.partial(
      { page: QueryInteger, size: QueryInteger, memberKey: t.string, statusCode: t.string, providerId: t.string, excludeExpired: QueryBoolean },
      'ReferralsQuery',
    ),
    answer: json(ReferralPageCodec),
    audience: 'member',
    writes: false,
  }),
  metadata: endpoint({
    name: 'referrals.metadata',
    method: 'GET',
    path: '/api/referrals/metadata',
    query: t.partial({ memberKey: t.string }, 'MemberKeyQuery'),
    answer: json(ReferralMetadataCodec),
    audience: 'member',
    writes: false,
  }),
  hasReferrals: endpoint({
    name: 'referrals.hasReferrals',
    method: 'GET',
    path: HAS_REFERRALS_PATH,
    answer: json(t.boolean),
    audience: 'member',
    writes: false,
  }),
};

/** One line per endpoint for the API reference (apart from the table, so that no page downloads them). */
export const REFERRALS_SUMMARIES: Summaries<typeof REFERRALS_ENDPOINTS> = {
  referrals: "One page of the member's referrals (page from 0, size default 10), filtered",
  metadata: 'The filters the referrals can be listed by',
  hasReferrals: 'Whether the member has referrals',
};
