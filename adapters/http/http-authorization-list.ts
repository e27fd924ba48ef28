import { inject, injectable } from 'inversify';
import type { AuthorizationsGateway } from '../../application/ports';
import type { GatewayResult } from '../../application/shared/gateway-error';
import type { Authorization } from '../../domain/model';
import { ENDPOINT_CALLER, type EndpointCaller } from './endpoint';
import { AUTHORIZATION_LIST_ENDPOINT } from './endpoints/authorization-list';

/**
 * The one authorizations call the home page makes (its approvals about to expire): with the app's core,
 * while the rest of the gateway (http-authorizations-gateway.ts, which inherits this) loads with the tracker.
 */
@injectable()
export class HttpAuthorizationList implements Pick<AuthorizationsGateway, 'authorizations'> {
  constructor(@inject(ENDPOINT_CALLER) protected readonly endpoints: EndpointCaller) {}

  authorizations(): GatewayResult<readonly Authorization[]> {
    return this.endpoints.call(AUTHORIZATION_LIST_ENDPOINT, {});
  }
}
