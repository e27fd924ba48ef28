import type { ServiceIdentifier } from 'inversify';
import type { Group, GroupChangeRequest, LoginRequest, NewIdRequest, TokenResponse } from '../../domain/model';
import type { GatewayResult } from '../shared/gateway-error';

/** POST /api/token, /api/new-id, /api/group-selection; GET /api/token/userkey, /api/groups; DELETE /api/token. */
export interface AuthGateway {
  /** Failures carry code LOGIN_ATTEMPTS_REMAINING (errorData.attemptsRemaining) or ACCOUNT_LOCKED. */
  login(request: LoginRequest): GatewayResult<TokenResponse>;
  userKey(): GatewayResult<string>;
  /** 400 and 404 come back as http errors carrying the server's message. */
  newId(request: NewIdRequest): GatewayResult<TokenResponse>;
  selectGroup(request: GroupChangeRequest): GatewayResult<TokenResponse>;
  groups(): GatewayResult<readonly Group[]>;
  /**
   * Logout: the gateway refuses this token from now on, so a copy left anywhere (a cookie another program
   * read, a shared computer's storage) is worthless. Not among the spec's calls; a gateway that lacks it
   * answers 404 or 405, and the logout goes on regardless.
   */
  logout(token: string): GatewayResult<void>;
}
export const AUTH_GATEWAY: ServiceIdentifier<AuthGateway> = Symbol.for('AuthGateway');
