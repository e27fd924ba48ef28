import * as t from 'io-ts';
import { HAS_EBILL_PATH } from '../account-state-paths';
import { endpoint, json, NO_CONTENT, type Summaries } from '../endpoint';

const hasEbill = endpoint({
  name: 'ebill.hasEbill',
  method: 'GET',
  path: HAS_EBILL_PATH,
  answer: json(t.boolean),
  audience: 'member',
  writes: false,
});
const ebillRegistered = endpoint({
  name: 'ebill.registered',
  method: 'GET',
  path: '/api/ebill/ebillRegistered',
  answer: json(t.boolean),
  audience: 'member',
  writes: false,
});
const showEbillAlert = endpoint({
  name: 'ebill.showAlert',
  method: 'GET',
  path: '/api/ebill/showEbillAlert',
  answer: json(t.boolean),
  audience: 'member',
  writes: false,
});

export const EBILL_ENDPOINTS = {
  hasEbill,
  ebillRegistered,
  showEbillAlert,
  // Empty body (spec section 7); registering changes every eBill answer.
  registerEbillUser: endpoint({
    name: 'ebill.register',
    method: 'PUT',
    path: '/api/ebill/registerEbillUser',
    answer: NO_CONTENT,
    audience: 'member',
    writes: true,
    invalidates: [hasEbill, ebillRegistered, showEbillAlert],
  }),
};

/** One line per endpoint for the API reference (apart from the table, so that no page downloads them). */
export const EBILL_SUMMARIES: Summaries<typeof EBILL_ENDPOINTS> = {
  hasEbill: "Whether the member's group bills electronically",
  ebillRegistered: 'Whether the member has registered for eBill',
  showEbillAlert: 'Whether to show the eBill alert',
  registerEbillUser: 'Register the member for eBill',
};
