import * as t from 'io-ts';
import { DataSharingCodec, PayerToPayerRequestCodec, ProviderAccessRequestCodec, RevokeAppRequestCodec } from '../codecs/data-sharing';
import { endpoint, json, type Summaries } from '../endpoint';

const choices = endpoint({
  name: 'dataSharing.choices',
  method: 'GET',
  path: '/api/data-sharing',
  query: t.partial({ memberKey: t.string }, 'DataSharingQuery'),
  answer: json(DataSharingCodec),
  audience: 'member',
  writes: false,
});

/** Each change answers the member's choices as they now stand, so the page shows what is in force. */
export const DATA_SHARING_ENDPOINTS = {
  choices,
  revokeApp: endpoint({
    name: 'dataSharing.revokeApp',
    method: 'POST',
    path: '/api/data-sharing/apps/:appId/revoke',
    body: RevokeAppRequestCodec,
    answer: json(DataSharingCodec),
    audience: 'member',
    writes: true,
    invalidates: [choices],
  }),
  providerAccess: endpoint({
    name: 'dataSharing.providerAccess',
    method: 'PUT',
    path: '/api/data-sharing/provider-access',
    body: ProviderAccessRequestCodec,
    answer: json(DataSharingCodec),
    audience: 'member',
    writes: true,
    invalidates: [choices],
  }),
  payerToPayer: endpoint({
    name: 'dataSharing.payerToPayer',
    method: 'PUT',
    path: '/api/data-sharing/payer-to-payer',
    body: PayerToPayerRequestCodec,
    answer: json(DataSharingCodec),
    audience: 'member',
    writes: true,
    invalidates: [choices],
  }),
};

/** One line per endpoint for the API reference (apart from the table, so that no page downloads them). */
export const DATA_SHARING_SUMMARIES: Summaries<typeof DATA_SHARING_ENDPOINTS> = {
  choices: "A member's data-sharing choices: connected apps, Provider Access, payer-to-payer consent and their history (the signed-in member's unless memberKey names a minor they control)",
  revokeApp: "Revoke a connected app's grant; answers the member's choices",
  providerAccess: 'Opt out of Provider Access, or back in; answers the member\'s choices',
  payerToPayer: 'Give or withdraw consent to payer-to-payer exchange; answers the member\'s choices',
};
