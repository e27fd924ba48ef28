import * as t from 'io-ts';
import { AuthorizationStatusCodec, PriorAuthorizationRulesCodec } from '../codecs/authorizations';
import { AuthorizationsPageCodec } from '../codecs/authorizations-page';
import { endpoint, json, QueryDate, QueryInteger, type Summaries } from '../endpoint';

/**
 * Prior authorizations (payloads designed by the dashboard: spec section 7 names the call only): the
 * tracker's pages and the requirements. The list the home page reads is apart (authorization-list.ts).
 */
export const AUTHORIZATIONS_ENDPOINTS = {
  page: endpoint({
    name: 'authorizations.page',
    method: 'GET',
    path: '/api/prior-authorizations/page',
    query: t.partial(
      { memberKey: t.string, status: AuthorizationStatusCodec, fromDate: QueryDate, toDate: QueryDate, page: QueryInteger, pageSize: QueryInteger },
      'AuthorizationsPageQuery',
    ),
    answer: json(AuthorizationsPageCodec),
    audience: 'member',
    writes: false,
  }),
  requirements: endpoint({
    name: 'authorizations.requirements',
    method: 'GET',
    path: '/api/prior-authorizations/requirements',
    answer: json(PriorAuthorizationRulesCodec),
    audience: 'member',
    writes: false,
  }),
};

/** One line per endpoint for the API reference (apart from the table, so that no page downloads them). */
export const AUTHORIZATIONS_SUMMARIES: Summaries<typeof AUTHORIZATIONS_ENDPOINTS> = {
  page: 'One page of those requests for the tracker, newest first by the day received (page from 1, pageSize 20 unless asked, at most 100), filtered by member, status as the member sees it and days received, with how many there are and every approval that ends within 30 days',
  requirements: 'Which services need prior authorization',
};
