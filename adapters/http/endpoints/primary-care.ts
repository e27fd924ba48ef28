import * as t from 'io-ts';
import { PcpSearchRequestCodec, PcpSearchResponseCodec, PcpSelectRequestCodec, PrimaryCareEligibilityCodec, PrimaryCareMembersCodec, ProviderCodec } from '../codecs/care';
import { PCP_ELIGIBILITY_PATH, PCP_MEMBERS_PATH } from '../account-state-paths';
import { endpoint, json, QueryInteger, type Summaries, text } from '../endpoint';

/** text/plain due date; an empty body means there is none. */
const DueDateOrNone = new t.Type<string | null, string, unknown>(
  'DueDateOrNone',
  (u): u is string | null => u === null || typeof u === 'string',
  (u, c) => (typeof u === 'string' ? t.success(u.trim() === '' ? null : u.trim()) : t.failure(u, c)),
  (value) => value ?? '',
);

const members = endpoint({
  name: 'pcp.members',
  method: 'GET',
  path: PCP_MEMBERS_PATH,
  answer: json(PrimaryCareMembersCodec),
  audience: 'member',
  writes: false,
});
const eligibility = endpoint({
  name: 'pcp.eligibility',
  method: 'GET',
  path: PCP_ELIGIBILITY_PATH,
  answer: json(PrimaryCareEligibilityCodec),
  audience: 'member',
  writes: false,
});

export const PRIMARY_CARE_ENDPOINTS = {
  members,
  eligibility,
  provider: endpoint({
    name: 'pcp.provider',
    method: 'GET',
    path: '/api/pcp/provider',
    query: t.type({ providerId: t.string }, 'ProviderQuery'),
    answer: json(ProviderCodec),
    audience: 'member',
    writes: false,
  }),
  cityOfPortland: endpoint({
    name: 'pcp.cityOfPortland',
    method: 'GET',
    path: '/api/pcp/city-of-portland',
    answer: text(DueDateOrNone),
    audience: 'member',
    writes: false,
  }),
  // Selecting a provider changes each member's primary care history and may change eligibility.
  select: endpoint({
    name: 'pcp.select',
    method: 'POST',
    path: '/api/pcp/select',
    body: PcpSelectRequestCodec,
    answer: text(t.string),
    audience: 'member',
    writes: true,
    invalidates: [members, eligibility],
  }),
  // A POST because the criteria are a body; it changes nothing, so it invalidates nothing.
  search: endpoint({
    name: 'pcp.search',
    method: 'POST',
    path: '/api/pcp/search',
    query: t.partial({ page: QueryInteger, size: QueryInteger }, 'PageQuery'),
    body: PcpSearchRequestCodec,
    answer: json(PcpSearchResponseCodec),
    audience: 'member',
    writes: false,
  }),
};

/** One line per endpoint for the API reference (apart from the table, so that no page downloads them). */
export const PRIMARY_CARE_SUMMARIES: Summaries<typeof PRIMARY_CARE_ENDPOINTS> = {
  members: "Each member of the family's primary care provider and history",
  eligibility: 'Whether the member chooses a primary care provider, and whom for',
  provider: 'One provider',
  cityOfPortland: 'The City of Portland primary care due date (text/plain; empty when there is none)',
  select: 'Choose a primary care provider (text/plain confirmation)',
  search: 'Search primary care providers who see every member listed, at their age (page from 0, size default 10)',
};
