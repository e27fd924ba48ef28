import type { ServiceIdentifier } from 'inversify';
import type { Authorization, PriorAuthorizationRule } from '../../domain/model';
import type { GatewayResult } from '../shared/gateway-error';

/** /api/prior-authorizations and /api/prior-authorizations/requirements. */
export interface AuthorizationsGateway {
  /** The prior authorizations and referrals the insurer lets the caller see (the order is not promised). */
  authorizations(): GatewayResult<readonly Authorization[]>;
  /** The plan's list of services and whether each needs prior authorization. */
  requirements(): GatewayResult<readonly PriorAuthorizationRule[]>;
}
export const AUTHORIZATIONS_GATEWAY: ServiceIdentifier<AuthorizationsGateway> = Symbol.for('AuthorizationsGateway');
