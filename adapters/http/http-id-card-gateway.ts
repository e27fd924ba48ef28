import { inject, injectable } from 'inversify';
import type { GatewayResult } from '../../application/shared/gateway-error';
import type { IdCardGateway } from '../../application/ports';
import type { IdCardView } from '../../domain/model';
import { ENDPOINT_CALLER, type EndpointCaller } from './endpoint';
import { ID_CARD_ENDPOINTS as ID_CARD } from './endpoints/id-card';

@injectable()
export class HttpIdCardGateway implements IdCardGateway {
  constructor(@inject(ENDPOINT_CALLER) private readonly endpoints: EndpointCaller) {}

  eligible(): GatewayResult<boolean> {
    return this.endpoints.call(ID_CARD.eligible, {});
  }

  view(memberKey?: string): GatewayResult<readonly IdCardView[]> {
    return this.endpoints.call(ID_CARD.view, { query: { memberKey } });
  }

  pdf(memberKey?: string): GatewayResult<Blob> {
    return this.endpoints.call(ID_CARD.pdf, { query: { memberKey } });
  }

  email(request: { readonly memberKey: string; readonly emailAddress: string }): GatewayResult<void> {
    return this.endpoints.call(ID_CARD.email, { body: request });
  }

  request(category: string): GatewayResult<string> {
    return this.endpoints.call(ID_CARD.request, { query: { category } });
  }
}
