import { inject, injectable } from 'inversify';
import type { GatewayResult } from '../../application/shared/gateway-error';
import type { AuthorizationsGateway } from '../../application/ports';
import type { AuthorizationsPage, AuthorizationsQuery, ClaimsPaging, PriorAuthorizationRule } from '../../domain/model';
import { ENDPOINT_CALLER, type EndpointCaller } from './endpoint';
import { AUTHORIZATIONS_ENDPOINTS as AUTHORIZATIONS } from './endpoints/authorizations';
import { HttpAuthorizationList } from './http-authorization-list';

/** The tracker's and the cost estimator's calls, loaded with them; the list comes with the core (HttpAuthorizationList). */
@injectable()
export class HttpAuthorizationsGateway extends HttpAuthorizationList implements AuthorizationsGateway {
  constructor(@inject(ENDPOINT_CALLER) endpoints: EndpointCaller) {
    super(endpoints);
  }

  authorizationsPage(query: AuthorizationsQuery, paging: ClaimsPaging): GatewayResult<AuthorizationsPage> {
    return this.endpoints.call(AUTHORIZATIONS.page, {
      query: { memberKey: query.memberKey, status: query.status, fromDate: query.fromDate, toDate: query.toDate, page: paging.page, pageSize: paging.pageSize },
    });
  }

  requirements(): GatewayResult<readonly PriorAuthorizationRule[]> {
    return this.endpoints.call(AUTHORIZATIONS.requirements, {});
  }
}
