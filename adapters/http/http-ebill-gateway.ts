import { inject, injectable } from 'inversify';
import type { GatewayResult } from '../../application/shared/gateway-error';
import type { EbillGateway } from '../../application/ports';
import { ENDPOINT_CALLER, type EndpointCaller } from './endpoint';
import { EBILL_ENDPOINTS as EBILL } from './endpoints/ebill';

@injectable()
export class HttpEbillGateway implements EbillGateway {
  constructor(@inject(ENDPOINT_CALLER) private readonly endpoints: EndpointCaller) {}

  hasEbill(): GatewayResult<boolean> {
    return this.endpoints.call(EBILL.hasEbill, {});
  }

  ebillRegistered(): GatewayResult<boolean> {
    return this.endpoints.call(EBILL.ebillRegistered, {});
  }

  showEbillAlert(): GatewayResult<boolean> {
    return this.endpoints.call(EBILL.showEbillAlert, {});
  }

  registerEbillUser(): GatewayResult<void> {
    return this.endpoints.call(EBILL.registerEbillUser, {});
  }
}
