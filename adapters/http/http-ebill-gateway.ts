import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import type { GatewayResult } from '../../application/shared/gateway-error';
import type { EbillGateway } from '../../application/ports';
import { HAS_EBILL_PATH as HAS_EBILL } from './account-state-paths';
import { HttpClient } from './http-client';

const REGISTERED = '/api/ebill/ebillRegistered';
const SHOW_ALERT = '/api/ebill/showEbillAlert';

@injectable()
export class HttpEbillGateway implements EbillGateway {
  constructor(@inject(HttpClient) private readonly client: HttpClient) {}

  hasEbill(): GatewayResult<boolean> {
    return this.client.getJson(HAS_EBILL, t.boolean);
  }

  ebillRegistered(): GatewayResult<boolean> {
    return this.client.getJson(REGISTERED, t.boolean);
  }

  showEbillAlert(): GatewayResult<boolean> {
    return this.client.getJson(SHOW_ALERT, t.boolean);
  }

  /** Empty body (spec section 7); registering changes every eBill answer. */
  registerEbillUser(): GatewayResult<void> {
    return this.client.sendEmpty('PUT', '/api/ebill/registerEbillUser', { invalidates: [HAS_EBILL, REGISTERED, SHOW_ALERT] });
  }
}
