import { AuthorizationCodec, AuthorizationsCodec } from '../codecs/authorizations';
import { PriorAuthorizationRulesCodec } from '../codecs/prior-authorization-rules';
import { endpoint, json, type Summaries } from '../endpoint';

/**
 * Prior authorizations (payloads designed by the dashboard: spec section 7 names the call only): the whole
 * list, the requirements and one request by its reference. The page the tracker and the home page read is apart (authorizations-page.ts).
 */
export const AUTHORIZATIONS_ENDPOINTS = {
  authorizations: endpoint({
    name: 'authorizations.list',
    method: 'GET',
    path: '/api/prior-authorizations',
    answer: json(AuthorizationsCodec),
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
  // After `requirements` (and the page's path), which this path would take for a reference.
  authorization: endpoint({
    name: 'authorizations.authorization',
    method: 'GET',
    path: '/api/prior-authorizations/:authorizationId',
    answer: json(AuthorizationCodec),
    audience: 'member',
    writes: false,
  }),
};

/** One line per endpoint for the API reference (apart from the table, so that no page downloads them). */
export const AUTHORIZATIONS_SUMMARIES: Summaries<typeof AUTHORIZATIONS_ENDPOINTS> = {
  authorizations:
    "The member's prior authorizations and referrals (the minors' too, for a subscriber); texts in the language asked for when the insurer has them, each saying which",
  requirements: 'Which services need prior authorization',
  authorization:
    'One prior authorization or referral by its reference, as the list gives it (the appeal form reads it); 404 when the member may see none by that reference',
};
