import * as t from 'io-ts';
import type { AuthorizationsPage } from '../../../domain/model';
import { AuthorizationsCodec } from './authorizations';
import type { Same } from './common';

/** One page of the tracker's requests, with their count and the approvals about to expire (GET /api/prior-authorizations/page). */
export const AuthorizationsPageCodec = t.type(
  { items: AuthorizationsCodec, page: t.number, pageSize: t.number, total: t.number, expiringSoon: AuthorizationsCodec },
  'AuthorizationsPage',
);
const _page: Same<t.TypeOf<typeof AuthorizationsPageCodec>, AuthorizationsPage> = true;
