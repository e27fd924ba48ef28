import type { ServiceIdentifier } from 'inversify';
import type { Authorization, AuthorizationsPage, AuthorizationsQuery, Paging, PriorAuthorizationRule } from '../../domain/model';
import type { GatewayResult } from '../shared/gateway-error';

/** /api/prior-authorizations, its pages, one request by its reference, and /api/prior-authorizations/requirements. */
export interface AuthorizationsGateway {
  /** The prior authorizations and referrals the insurer lets the caller see (the order is not promised). */
  authorizations(): GatewayResult<readonly Authorization[]>;
  /**
   * The tracker's page: the requests the query finds, newest first by the moment received, a page at a time,
   * with their count and every approval that ends within 30 days (domain/rules/authorizations-paging.ts).
   */
  authorizationsPage(query: AuthorizationsQuery, paging: Paging): GatewayResult<AuthorizationsPage>;
  /** One request by its reference (what the appeal form appeals): 404 when the caller may see none by it. */
  authorization(authorizationId: string): GatewayResult<Authorization>;
  /** The plan's list of services and whether each needs prior authorization. */
  requirements(): GatewayResult<readonly PriorAuthorizationRule[]>;
}
export const AUTHORIZATIONS_GATEWAY: ServiceIdentifier<AuthorizationsGateway> = Symbol.for('AuthorizationsGateway');
