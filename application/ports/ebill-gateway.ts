import type { ServiceIdentifier } from 'inversify';
import type { GatewayResult } from '../shared/gateway-error';

/** /api/ebill/*. On Providence hasEbill is always false. */
export interface EbillGateway {
  hasEbill(): GatewayResult<boolean>;
  ebillRegistered(): GatewayResult<boolean>;
  showEbillAlert(): GatewayResult<boolean>;
  registerEbillUser(): GatewayResult<void>;
}
export const EBILL_GATEWAY: ServiceIdentifier<EbillGateway> = Symbol.for('EbillGateway');
