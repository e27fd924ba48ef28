import * as t from 'io-ts';
import type {
  Claim,
  ClaimAccumulator,
  ClaimProvider,
  ClaimsMetadata,
  ClaimsPage,
  ClaimSummary,
  ClaimsQuery,
  ClaimServiceLine,
  EobDocument,
  EobsPage,
  MemberShare,
  NavitusPharmacy,
} from '../../../domain/model';
import { nullable, TextLanguageCodec, type Same } from './common';

/** Payloads of /api/claims, /api/eobs and /api/navitus (designed by us: the spec does not show them). */

export const ClaimTypeCodec = t.keyof({ medical: null, dental: null, vision: null, pharmacy: null }, 'ClaimType');
export const ClaimStatusCodec = t.keyof({ processed: null, pending: null, denied: null, adjusted: null }, 'ClaimStatus');
const NetworkStatusCodec = t.keyof({ 'in-network': null, 'out-of-network': null }, 'NetworkStatus');
const ServiceCodeSystemCodec = t.keyof({ CPT: null, HCPCS: null, CDT: null, NDC: null }, 'ServiceCodeSystem');

export const MemberShareCodec = t.type(
  { deductible: t.number, copay: t.number, coinsurance: t.number, notCovered: t.number, total: t.number },
  'MemberShare',
);
const _share: Same<t.TypeOf<typeof MemberShareCodec>, MemberShare> = true;

export const ClaimProviderCodec = t.type(
  { providerId: nullable(t.string), name: t.string, networkStatus: NetworkStatusCodec },
  'ClaimProvider',
);
const _provider: Same<t.TypeOf<typeof ClaimProviderCodec>, ClaimProvider> = true;

export const ClaimServiceLineCodec = t.type(
  {
    lineNumber: t.number,
    serviceDate: t.string,
    code: t.string,
    codeSystem: ServiceCodeSystemCodec,
    description: t.string,
    quantity: t.number,
    daysSupply: nullable(t.number),
    toothNumber: nullable(t.string),
    billed: t.number,
    allowed: nullable(t.number),
    planPaid: nullable(t.number),
    memberShare: nullable(MemberShareCodec),
    remark: nullable(t.string),
  },
  'ClaimServiceLine',
);
const _line: Same<t.TypeOf<typeof ClaimServiceLineCodec>, ClaimServiceLine> = true;

export const ClaimAccumulatorCodec = t.type(
  {
    kind: t.keyof({ deductible: null, 'out-of-pocket': null, 'annual-maximum': null }),
    coverage: t.keyof({ individual: null, family: null }),
    network: t.keyof({ 'in-network': null, 'out-of-network': null, combined: null }),
    limit: t.number,
    metBefore: t.number,
    metAfter: t.number,
  },
  'ClaimAccumulator',
);
const _accumulator: Same<t.TypeOf<typeof ClaimAccumulatorCodec>, ClaimAccumulator> = true;

export const ClaimCodec = t.type(
  {
    claimId: t.string,
    memberKey: t.string,
    memberName: t.string,
    claimType: ClaimTypeCodec,
    serviceStartDate: t.string,
    serviceEndDate: t.string,
    receivedDate: t.string,
    processedDate: nullable(t.string),
    provider: ClaimProviderCodec,
    status: ClaimStatusCodec,
    statusReason: nullable(t.string),
    billed: t.number,
    allowed: nullable(t.number),
    planPaid: nullable(t.number),
    memberShare: nullable(MemberShareCodec),
    serviceLines: t.readonlyArray(ClaimServiceLineCodec),
    eobId: nullable(t.string),
    accumulators: t.readonlyArray(ClaimAccumulatorCodec),
    language: TextLanguageCodec,
  },
  'Claim',
);
const _claim: Same<t.TypeOf<typeof ClaimCodec>, Claim> = true;
export const ClaimsCodec = t.readonlyArray(ClaimCodec, 'Claims');

const { serviceLines: _lines, accumulators: _accumulators, ...summaryProps } = ClaimCodec.props;
/** A claim in a list: without its service lines and accumulators. */
export const ClaimSummaryCodec = t.type(summaryProps, 'ClaimSummary');
const _summary: Same<t.TypeOf<typeof ClaimSummaryCodec>, ClaimSummary> = true;

/** One page of the filtered claims, with their count and totals (GET /api/claims/page). */
export const ClaimsPageCodec = t.type(
  {
    items: t.readonlyArray(ClaimSummaryCodec, 'ClaimSummaries'),
    page: t.number,
    pageSize: t.number,
    total: t.number,
    totals: t.type({ billed: t.number, planPaid: t.number, memberShare: t.number }, 'ClaimsTotals'),
  },
  'ClaimsPage',
);
const _page: Same<t.TypeOf<typeof ClaimsPageCodec>, ClaimsPage> = true;

export const ClaimsMetadataCodec = t.type(
  {
    members: t.readonlyArray(t.type({ memberKey: t.string, name: t.string })),
    claimTypes: t.readonlyArray(ClaimTypeCodec),
    earliestServiceDate: nullable(t.string),
  },
  'ClaimsMetadata',
);
const _metadata: Same<t.TypeOf<typeof ClaimsMetadataCodec>, ClaimsMetadata> = true;

/** The claims query as the in-memory side sees it (the HTTP side sends it as query parameters). */
export const ClaimsQueryCodec = t.partial(
  { memberKey: t.string, claimType: ClaimTypeCodec, fromDate: t.string, toDate: t.string },
  'ClaimsQuery',
);
const _query: Same<t.TypeOf<typeof ClaimsQueryCodec>, ClaimsQuery> = true;

export const EobDocumentCodec = t.type(
  { eobId: t.string, claimId: t.string, date: t.string, title: t.string, memberKey: t.string },
  'EobDocument',
);
const _eob: Same<t.TypeOf<typeof EobDocumentCodec>, EobDocument> = true;
export const EobDocumentsCodec = t.readonlyArray(EobDocumentCodec, 'EobDocuments');

/** One page of the EOB documents, newest first, with how many there are (GET /api/eobs/page). */
export const EobsPageCodec = t.type({ items: EobDocumentsCodec, page: t.number, pageSize: t.number, total: t.number }, 'EobsPage');
const _eobsPage: Same<t.TypeOf<typeof EobsPageCodec>, EobsPage> = true;

export const NavitusPharmacyCodec = t.type(
  { portalUrl: t.string, customerServicePhone: nullable(t.string), claims: ClaimsCodec },
  'NavitusPharmacy',
);
const _navitus: Same<t.TypeOf<typeof NavitusPharmacyCodec>, NavitusPharmacy> = true;
