import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import type { GatewayResult } from '../../application/shared/gateway-error';
import type { IdCardGateway } from '../../application/ports';
import type { IdCardView } from '../../domain/model';
import { IdCardViewsCodec } from './codecs/programs';
import { HttpClient } from './http-client';

const VIEW = '/api/idCard/view';

@injectable()
export class HttpIdCardGateway implements IdCardGateway {
  constructor(@inject(HttpClient) private readonly client: HttpClient) {}

  eligible(): GatewayResult<boolean> {
    return this.client.getJson('/api/idCard/eligible', t.boolean);
  }

  view(memberKey?: string): GatewayResult<readonly IdCardView[]> {
    return this.client.getJson(VIEW, IdCardViewsCodec, { query: { memberKey } });
  }

  /** Same resource as `view`; the Accept header asks for the printable card (spec section 7). */
  pdf(memberKey?: string): GatewayResult<Blob> {
    return this.client.getBlob(VIEW, 'application/pdf', { query: { memberKey } });
  }

  email(request: { readonly memberKey: string; readonly emailAddress: string }): GatewayResult<void> {
    return this.client.sendEmpty('POST', '/api/idCard/email', { body: request });
  }

  /** A GET that orders a printed card: never answered from the cache, or a second request would not be sent. */
  request(category: string): GatewayResult<string> {
    return this.client.getText('/api/idCard/request', t.string, { query: { category }, cache: false });
  }
}
