import { inject, injectable } from 'inversify';
import type { AuthGateway } from '../../application/ports';
import type { GatewayResult } from '../../application/shared/gateway-error';
import type { Group, GroupChangeRequest, LoginRequest, NewIdRequest, TokenResponse } from '../../domain/model';
import { ENDPOINT_CALLER, type EndpointCaller } from './endpoint';
import { AUTH_ENDPOINTS as AUTH } from './endpoints/auth';

@injectable()
export class HttpAuthGateway implements AuthGateway {
  constructor(@inject(ENDPOINT_CALLER) private readonly endpoints: EndpointCaller) {}

  login(request: LoginRequest): GatewayResult<TokenResponse> {
    return this.endpoints.call(AUTH.login, { body: request });
  }

  newId(request: NewIdRequest): GatewayResult<TokenResponse> {
    return this.endpoints.call(AUTH.newId, { body: request });
  }

  selectGroup(request: GroupChangeRequest): GatewayResult<TokenResponse> {
    return this.endpoints.call(AUTH.selectGroup, { body: request });
  }

  userKey(): GatewayResult<string> {
    return this.endpoints.call(AUTH.userKey, {});
  }

  groups(): GatewayResult<readonly Group[]> {
    return this.endpoints.call(AUTH.groups, {});
  }

  // The token is named here rather than read from the session, which the logout clears at once.
  logout(token: string): GatewayResult<void> {
    return this.endpoints.call(AUTH.logout, {}, { bearer: token });
  }
}
