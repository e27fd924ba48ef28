import { inject, injectable } from 'inversify';
import type { GatewayResult } from '../../application/shared/gateway-error';
import type { AuthorizationsGateway } from '../../application/ports';
import type { Authorization, PriorAuthorizationRule } from '../../domain/model';
import { ENDPOINT_CALLER, type EndpointCaller } from './endpoint';
import { AUTHORIZATIONS_ENDPOINTS as AUTHORIZATIONS } from './endpoints/authorizations';
import { HttpAuthorizationsPage } from './http-authorizations-page';

/** The appeal form's request, the whole list and the tracker's look-up of what needs approval, loaded with them; the page comes with the core (HttpAuthorizationsPage). */
@injectable()
export class HttpAuthorizationsGateway extends HttpAuthorizationsPage implements AuthorizationsGateway {
  constructor(@inject(ENDPOINT_CALLER) endpoints: EndpointCaller) {
    super(endpoints);
  }

  authorizations(): GatewayResult<readonly Authorization[]> {
    return this.endpoints.call(AUTHORIZATIONS.authorizations, {});
  }

  authorization(authorizationId: string): GatewayResult<Authorization> {
    return this.endpoints.call(AUTHORIZATIONS.authorization, { params: { authorizationId } });
  }

  requirements(): GatewayResult<readonly PriorAuthorizationRule[]> {
    return this.endpoints.call(AUTHORIZATIONS.requirements, {});
  }
}
