import * as t from 'io-ts';
import type {
  EligibleDates,
  Page,
  PageInfo,
  PcpHistoryEntry,
  PcpSearchRequest,
  PcpSearchResponse,
  PcpSelectRequest,
  PrimaryCareEligibility,
  PrimaryCareMember,
  Provider,
  ProviderLocation,
  Referral,
  ReferralMetadata,
} from '../../../domain/model';
import { nullable, type Same } from './common';

/** Payloads of /api/pcp/* and /api/referrals/* (spec section 3). */

export const ProviderLocationCodec = t.type(
  { addressLine1: t.string, city: t.string, state: t.string, zipCode: t.string, phoneNumber: nullable(t.string) },
  'ProviderLocation',
);
const _location: Same<t.TypeOf<typeof ProviderLocationCodec>, ProviderLocation> = true;

export const PcpHistoryEntryCodec = t.type(
  {
    providerId: t.string,
    providerName: t.string,
    providerTitle: nullable(t.string),
    beginDate: t.string,
    endDate: nullable(t.string),
    pcpSelected: t.boolean,
    pcpTerminationReason: nullable(t.string),
    locations: t.readonlyArray(ProviderLocationCodec),
  },
  'PcpHistoryEntry',
);
const _history: Same<t.TypeOf<typeof PcpHistoryEntryCodec>, PcpHistoryEntry> = true;

export const EligibleDatesCodec = t.type({ effectiveDate: t.string, terminationDate: nullable(t.string) }, 'EligibleDates');
const _eligibleDates: Same<t.TypeOf<typeof EligibleDatesCodec>, EligibleDates> = true;

export const PrimaryCareMemberCodec = t.type(
  {
    memberKey: t.string,
    eligibleDates: t.readonlyArray(EligibleDatesCodec),
    pcp360History: t.readonlyArray(PcpHistoryEntryCodec),
  },
  'PrimaryCareMember',
);
const _pcpMember: Same<t.TypeOf<typeof PrimaryCareMemberCodec>, PrimaryCareMember> = true;
export const PrimaryCareMembersCodec = t.readonlyArray(PrimaryCareMemberCodec, 'PrimaryCareMembers');

export const PrimaryCareEligibilityCodec = t.type(
  { eligible: t.boolean, members: t.readonlyArray(t.string) },
  'PrimaryCareEligibility',
);
const _pcpEligibility: Same<t.TypeOf<typeof PrimaryCareEligibilityCodec>, PrimaryCareEligibility> = true;

export const ProviderCodec = t.type(
  {
    providerName: t.string,
    providerId: nullable(t.string),
    providerGroupName: nullable(t.string),
    title: nullable(t.string),
    acceptingNewPatients: nullable(t.boolean),
    distance: nullable(t.number),
    specialty: nullable(t.string),
    languages: t.readonlyArray(t.string),
    locations: t.readonlyArray(ProviderLocationCodec),
  },
  'Provider',
);
const _provider: Same<t.TypeOf<typeof ProviderCodec>, Provider> = true;

const MemberEffectiveDateCodec = t.type({ memberKey: t.string, effectiveDate: t.string });

export const PcpSearchRequestCodec = t.type(
  { members: t.readonlyArray(MemberEffectiveDateCodec), radius: t.number, zip: t.string, searchString: t.string },
  'PcpSearchRequest',
);
const _searchRequest: Same<t.TypeOf<typeof PcpSearchRequestCodec>, PcpSearchRequest> = true;

export const PageInfoCodec = t.type(
  { number: t.number, size: t.number, totalElements: t.number, totalPages: t.number },
  'PageInfo',
);
const _pageInfo: Same<t.TypeOf<typeof PageInfoCodec>, PageInfo> = true;

export const PcpSearchResponseCodec = t.type(
  { data: t.readonlyArray(ProviderCodec), page: PageInfoCodec },
  'PcpSearchResponse',
);
const _searchResponse: Same<t.TypeOf<typeof PcpSearchResponseCodec>, PcpSearchResponse> = true;

export const PcpSelectRequestCodec = t.type(
  { pcpSelectList: t.readonlyArray(MemberEffectiveDateCodec), providerId: t.string, email: nullable(t.string) },
  'PcpSelectRequest',
);
const _selectRequest: Same<t.TypeOf<typeof PcpSelectRequestCodec>, PcpSelectRequest> = true;

export const ReferralCodec = t.type(
  {
    referralId: t.string,
    memberKey: t.string,
    memberName: t.string,
    providerId: t.string,
    providerName: t.string,
    specialty: t.string,
    statusCode: t.string,
    statusDescription: t.string,
    startDate: t.string,
    endDate: t.string,
    visitsAuthorized: t.number,
    visitsUsed: t.number,
  },
  'Referral',
);
const _referral: Same<t.TypeOf<typeof ReferralCodec>, Referral> = true;

/** A Spring-style page of items (referrals today). */
export const pageCodec = <C extends t.Mixed>(item: C) =>
  t.type(
    {
      content: t.readonlyArray(item),
      last: t.boolean,
      first: t.boolean,
      empty: t.boolean,
      number: t.number,
      numberOfElements: t.number,
      size: t.number,
      totalElements: t.number,
      totalPages: t.number,
    },
    `Page<${item.name}>`,
  );

export const ReferralPageCodec = pageCodec(ReferralCodec);
const _referralPage: Same<t.TypeOf<typeof ReferralPageCodec>, Page<Referral>> = true;

export const ReferralMetadataCodec = t.type(
  {
    members: t.readonlyArray(t.type({ memberKey: t.string, name: t.string })),
    statuses: t.readonlyArray(t.type({ code: t.string, description: t.string })),
    providers: t.readonlyArray(t.type({ providerId: t.string, name: t.string })),
  },
  'ReferralMetadata',
);
const _referralMetadata: Same<t.TypeOf<typeof ReferralMetadataCodec>, ReferralMetadata> = true;
