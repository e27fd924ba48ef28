import * as t from 'io-ts';
import type { TokenClaims } from '../../../domain/model';
import type { Same } from './common';

/**
 * The claims the application relies on; a token carries more (sub, domainId, groupId), which pass through.
 * The app reads them with domain/rules/token-claims.ts and never decodes them with this codec: it describes
 * the token for the API reference and docs/gateway.md, and lives apart so that no page downloads it.
 */
export const TokenClaimsCodec = t.type({ memberKey: t.string, role: t.string, issuedByNewId: t.boolean }, 'TokenClaims');
const _tokenClaims: Same<t.TypeOf<typeof TokenClaimsCodec>, TokenClaims> = true;
