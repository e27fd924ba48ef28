import { inject, injectable } from 'inversify';
import type { GatewayResult } from '../../application/shared/gateway-error';
import type { AuthorizationsGateway } from '../../application/ports';
import type { Authorization, PriorAuthorizationRule } from '../../domain/model';
import { AuthorizationsCodec, PriorAuthorizationRulesCodec } from './codecs/authorizations';
import { HttpClient } from './http-client';

@injectable()
export class HttpAuthorizationsGateway implements AuthorizationsGateway {
  constructor(@inject(HttpClient) private readonly client: HttpClient) {}

  authorizations(): GatewayResult<readonly Authorization[]> {
    return this.client.getJson('/api/prior-authorizations', AuthorizationsCodec);
  }

  requirements(): GatewayResult<readonly PriorAuthorizationRule[]> {
    return this.client.getJson('/api/prior-authorizations/requirements', PriorAuthorizationRulesCodec);
  }
}
