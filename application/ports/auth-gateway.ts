import type { ServiceIdentifier } from 'inversify';
import type { Group, GroupChangeRequest, LoginRequest, NewIdRequest, TokenResponse } from '../../domain/model';
import type { GatewayResult } from '../gateway-error';

/** POST /api/token, /api/new-id, /api/group-selection; GET /api/token/userkey, /api/groups. */
export interface AuthGateway {
  /** Failures carry code LOGIN_ATTEMPTS_REMAINING (errorData.attemptsRemaining) or ACCOUNT_LOCKED. */
  login(request: LoginRequest): GatewayResult<TokenResponse>;
  userKey(): GatewayResult<string>;
  /** 400 and 404 come back as http errors carrying the server's message. */
  newId(request: NewIdRequest): GatewayResult<TokenResponse>;
  selectGroup(request: GroupChangeRequest): GatewayResult<TokenResponse>;
  groups(): GatewayResult<readonly Group[]>;
}
export const AUTH_GATEWAY: ServiceIdentifier<AuthGateway> = Symbol.for('AuthGateway');
