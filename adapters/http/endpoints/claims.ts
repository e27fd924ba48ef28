import * as t from 'io-ts';
import { ClaimCodec, ClaimsCodec, ClaimsMetadataCodec, ClaimsPageCodec, ClaimTypeCodec, EobDocumentsCodec, EobsPageCodec, NavitusPharmacyCodec } from '../codecs/claims';
import { endpoint, json, PDF, QueryDate, QueryInteger, type Summaries } from '../endpoint';

const filters = { memberKey: t.string, claimType: ClaimTypeCodec, fromDate: QueryDate, toDate: QueryDate };

/** Claims, EOBs and Navitus (payloads designed by the dashboard: spec section 7 names the calls only). */
export const CLAIMS_ENDPOINTS = {
  claims: endpoint({
    name: 'claims.list',
    method: 'GET',
    path: '/api/claims',
    query: t.partial(filters, 'ClaimsQuery'),
    answer: json(ClaimsCodec),
    audience: 'member',
    writes: false,
  }),
  metadata: endpoint({
    name: 'claims.metadata',
    method: 'GET',
    path: '/api/claims/metadata',
    answer: json(ClaimsMetadataCodec),
    audience: 'member',
    writes: false,
  }),
  page: endpoint({
    name: 'claims.page',
    method: 'GET',
    path: '/api/claims/page',
    query: t.partial({ ...filters, page: QueryInteger, pageSize: QueryInteger }, 'ClaimsPageQuery'),
    answer: json(ClaimsPageCodec),
    audience: 'member',
    writes: false,
  }),
  claim: endpoint({
    name: 'claims.claim',
    method: 'GET',
    path: '/api/claims/:claimId',
    answer: json(ClaimCodec),
    audience: 'member',
    writes: false,
  }),
  eobs: endpoint({
    name: 'eobs.list',
    method: 'GET',
    path: '/api/eobs',
    answer: json(EobDocumentsCodec),
    audience: 'member',
    writes: false,
  }),
  eobsPage: endpoint({
    name: 'eobs.page',
    method: 'GET',
    path: '/api/eobs/page',
    query: t.partial({ page: QueryInteger, pageSize: QueryInteger }, 'EobsPageQuery'),
    answer: json(EobsPageCodec),
    audience: 'member',
    writes: false,
  }),
  eobPdf: endpoint({
    name: 'eobs.pdf',
    method: 'GET',
    path: '/api/eobs/:eobId/pdf',
    answer: PDF,
    audience: 'member',
    writes: false,
  }),
  navitus: endpoint({
    name: 'navitus.pharmacy',
    method: 'GET',
    path: '/api/navitus',
    answer: json(NavitusPharmacyCodec),
    audience: 'member',
    writes: false,
  }),
};

/** One line per endpoint for the API reference (apart from the table, so that no page downloads them). */
export const CLAIMS_SUMMARIES: Summaries<typeof CLAIMS_ENDPOINTS> = {
  claims: "The member's claims (the family's for a subscriber), filtered; texts in the language asked for when the insurer has them, each claim saying which",
  page: 'One page of those claims, newest first (page from 1, pageSize 25 unless asked, at most 100), with how many there are and their totals',
  metadata: 'The filters the claims can be listed by',
  claim: 'One claim in detail, with its accumulators; texts in the language asked for when the insurer has them, saying which',
  eobs: "The member's explanations of benefits",
  eobsPage: 'One page of those explanations of benefits, newest first by the day issued (page from 1, pageSize 25 unless asked, at most 100), with how many there are',
  eobPdf: 'One explanation of benefits (application/pdf)',
  navitus: "The member's pharmacy benefit manager (Navitus) link",
};
