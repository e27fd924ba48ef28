import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import type { AuthGateway } from '../../application/ports';
import type { GatewayResult } from '../../application/shared/gateway-error';
import type { Group, GroupChangeRequest, LoginRequest, NewIdRequest, TokenResponse } from '../../domain/model';
import { GroupsCodec } from './codecs/account';
import { TokenResponseCodec } from './codecs/auth';
import { GROUPS_PATH } from './account-state-paths';
import { HttpClient } from './http-client';

@injectable()
export class HttpAuthGateway implements AuthGateway {
  constructor(@inject(HttpClient) private readonly client: HttpClient) {}

  // Each of these hands out a token for a (possibly) different member or group: nothing read before holds.
  login(request: LoginRequest): GatewayResult<TokenResponse> {
    return this.client.sendJson('POST', '/api/token', TokenResponseCodec, { body: request, invalidates: 'all' });
  }

  newId(request: NewIdRequest): GatewayResult<TokenResponse> {
    return this.client.sendJson('POST', '/api/new-id', TokenResponseCodec, { body: request, invalidates: 'all' });
  }

  selectGroup(request: GroupChangeRequest): GatewayResult<TokenResponse> {
    return this.client.sendJson('POST', '/api/group-selection', TokenResponseCodec, { body: request, invalidates: 'all' });
  }

  userKey(): GatewayResult<string> {
    return this.client.getText('/api/token/userkey', t.string);
  }

  groups(): GatewayResult<readonly Group[]> {
    return this.client.getJson(GROUPS_PATH, GroupsCodec);
  }

  // The token is named here rather than read from the session, which the logout clears at once.
  logout(token: string): GatewayResult<void> {
    return this.client.sendEmpty('DELETE', '/api/token', { headers: { Authorization: `Bearer ${token}` }, invalidates: 'all' });
  }
}
