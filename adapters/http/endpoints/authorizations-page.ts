import * as t from 'io-ts';
import { AuthorizationStatusCodec } from '../codecs/authorizations';
import { AuthorizationsPageCodec } from '../codecs/authorizations-page';
import { endpoint, json, QueryDate, QueryInteger } from '../endpoint';

/**
 * One page of the member's requests: apart from the other authorizations endpoints because the home page reads
 * it too (a page of one, for the approvals about to expire, which the answer gives whatever the page).
 */
export const AUTHORIZATIONS_PAGE_ENDPOINT = endpoint({
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
});

export const AUTHORIZATIONS_PAGE_SUMMARY =
  'One page of those requests for the tracker, newest first by the day received (page from 1, pageSize 20 unless asked, at most 100), filtered by member, status as the member sees it and days received, with how many there are and every approval that ends within 30 days';
