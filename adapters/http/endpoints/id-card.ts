import * as t from 'io-ts';
import { IdCardEmailRequestCodec, IdCardViewsCodec } from '../codecs/id-card';
import { endpoint, json, NO_CONTENT, PDF, type Summaries, text } from '../endpoint';

const VIEW = '/api/idCard/view';
const MemberKeyQuery = t.partial({ memberKey: t.string }, 'MemberKeyQuery');

export const ID_CARD_ENDPOINTS = {
  eligible: endpoint({
    name: 'idCard.eligible',
    method: 'GET',
    path: '/api/idCard/eligible',
    answer: json(t.boolean),
    audience: 'member',
    writes: false,
  }),
  view: endpoint({
    name: 'idCard.view',
    method: 'GET',
    path: VIEW,
    query: MemberKeyQuery,
    answer: json(IdCardViewsCodec),
    audience: 'member',
    writes: false,
  }),
  // Same resource as `view`; the Accept header asks for the printable card (spec section 7).
  pdf: endpoint({
    name: 'idCard.pdf',
    method: 'GET',
    path: VIEW,
    query: MemberKeyQuery,
    answer: PDF,
    audience: 'member',
    writes: false,
  }),
  email: endpoint({
    name: 'idCard.email',
    method: 'POST',
    path: '/api/idCard/email',
    body: IdCardEmailRequestCodec,
    answer: NO_CONTENT,
    audience: 'member',
    writes: true,
  }),
  // A GET that orders a printed card: never answered from the cache, or a second request would not be sent.
  request: endpoint({
    name: 'idCard.request',
    method: 'GET',
    path: '/api/idCard/request',
    query: t.partial({ category: t.string }, 'IdCardRequestQuery'),
    answer: text(t.string),
    audience: 'member',
    writes: true,
    cache: false,
  }),
};

/** One line per endpoint for the API reference (apart from the table, so that no page downloads them). */
export const ID_CARD_SUMMARIES: Summaries<typeof ID_CARD_ENDPOINTS> = {
  eligible: 'Whether the member has an ID card',
  view: "The member's ID cards (Accept: application/json)",
  pdf: "The member's ID card, printable (Accept: application/pdf)",
  email: 'Email the ID card to an address',
  request: 'Order a printed ID card by mail (text/plain confirmation)',
};
