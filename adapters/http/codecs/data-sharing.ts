import * as t from 'io-ts';
import type { DataSharing } from '../../../domain/model';
import { nullable, type Same } from './common';

/** The data-sharing centre's payloads: the member's choices, and the changes members send. */

const ConnectedAppCodec = t.type(
  {
    appId: t.string,
    name: t.string,
    scopes: t.readonlyArray(t.string),
    authorisedOn: t.string,
    lastReadOn: nullable(t.string),
    grantEndsOn: t.string,
    revokedOn: nullable(t.string),
  },
  'ConnectedApp',
);

const DataSharingEventCodec = t.type(
  {
    at: t.string,
    action: t.keyof({
      'app-revoked': null,
      'provider-access-opted-out': null,
      'provider-access-opted-in': null,
      'payer-to-payer-consented': null,
      'payer-to-payer-withdrawn': null,
    }),
    appName: nullable(t.string),
    byMemberKey: t.string,
  },
  'DataSharingEvent',
);

export const DataSharingCodec = t.type(
  {
    memberKey: t.string,
    providerAccess: t.type({ optedOut: t.boolean, changedOn: nullable(t.string) }),
    payerToPayer: t.type({ consented: t.boolean, changedOn: nullable(t.string) }),
    apps: t.readonlyArray(ConnectedAppCodec),
    history: t.readonlyArray(DataSharingEventCodec),
  },
  'DataSharing',
);
const _dataSharing: Same<t.TypeOf<typeof DataSharingCodec>, DataSharing> = true;

export const RevokeAppRequestCodec = t.type({ memberKey: t.string }, 'RevokeAppRequest');
export const ProviderAccessRequestCodec = t.type({ memberKey: t.string, optedOut: t.boolean }, 'ProviderAccessRequest');
export const PayerToPayerRequestCodec = t.type({ memberKey: t.string, consented: t.boolean }, 'PayerToPayerRequest');
