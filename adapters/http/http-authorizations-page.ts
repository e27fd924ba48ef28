import { inject, injectable } from 'inversify';
import type { AuthorizationsGateway } from '../../application/ports';
import type { GatewayResult } from '../../application/shared/gateway-error';
import type { AuthorizationsPage, AuthorizationsQuery, Paging } from '../../domain/model';
import { ENDPOINT_CALLER, type EndpointCaller } from './endpoint';
import { AUTHORIZATIONS_PAGE_ENDPOINT } from './endpoints/authorizations-page';

/**
 * The one authorizations call the home page makes (a page of one, for its approvals about to expire): with the
 * app's core, while the rest of the gateway (http-authorizations-gateway.ts, which inherits this) loads with the
 * tracker.
 */
@injectable()
export class HttpAuthorizationsPage implements Pick<AuthorizationsGateway, 'authorizationsPage'> {
  constructor(@inject(ENDPOINT_CALLER) protected readonly endpoints: EndpointCaller) {}

  authorizationsPage(query: AuthorizationsQuery, paging: Paging): GatewayResult<AuthorizationsPage> {
    return this.endpoints.call(AUTHORIZATIONS_PAGE_ENDPOINT, { query: { ...query, ...paging } });
  }
}
