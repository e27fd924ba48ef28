import { AuthorizationsCodec } from '../codecs/authorizations';
import { endpoint, json } from '../endpoint';

/** The member's requests, all of them: apart from the other authorizations endpoints because the home page reads it (approvals about to expire). */
export const AUTHORIZATION_LIST_ENDPOINT = endpoint({
  name: 'authorizations.list',
  method: 'GET',
  path: '/api/prior-authorizations',
  answer: json(AuthorizationsCodec),
  audience: 'member',
  writes: false,
});

export const AUTHORIZATION_LIST_SUMMARY =
  "The member's prior authorizations and referrals (the minors' too, for a subscriber); texts in the language asked for when the insurer has them, each saying which";
