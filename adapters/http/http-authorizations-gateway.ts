import { inject, injectable } from 'inversify';
import type { GatewayResult } from '../../application/shared/gateway-error';
import type { AuthorizationsGateway } from '../../application/ports';
import type { Authorization, PriorAuthorizationRule } from '../../domain/model';
import { ENDPOINT_CALLER, type EndpointCaller } from './endpoint';
import { AUTHORIZATIONS_ENDPOINTS as AUTHORIZATIONS } from './endpoints/authorizations';

@injectable()
export class HttpAuthorizationsGateway implements AuthorizationsGateway {
  constructor(@inject(ENDPOINT_CALLER) private readonly endpoints: EndpointCaller) {}

  authorizations(): GatewayResult<readonly Authorization[]> {
    return this.endpoints.call(AUTHORIZATIONS.authorizations, {});
  }

  requirements(): GatewayResult<readonly PriorAuthorizationRule[]> {
    return this.endpoints.call(AUTHORIZATIONS.requirements, {});
  }
}
