import { inject, injectable } from 'inversify';
import type { GatewayResult } from '../../application/shared/gateway-error';
import type { AuthorizationsGateway } from '../../application/ports';
import type { Authorization, AuthorizationsPage, AuthorizationsQuery, ClaimsPaging, PriorAuthorizationRule } from '../../domain/model';
import { ENDPOINT_CALLER, type EndpointCaller } from './endpoint';
import { AUTHORIZATIONS_ENDPOINTS as AUTHORIZATIONS } from './endpoints/authorizations';

@injectable()
export class HttpAuthorizationsGateway implements AuthorizationsGateway {
  constructor(@inject(ENDPOINT_CALLER) private readonly endpoints: EndpointCaller) {}

  authorizations(): GatewayResult<readonly Authorization[]> {
    return this.endpoints.call(AUTHORIZATIONS.authorizations, {});
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
