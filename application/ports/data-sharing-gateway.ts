import type { ServiceIdentifier } from 'inversify';
import type { DataSharing } from '../../domain/model';
import type { GatewayResult } from '../shared/gateway-error';

/** /api/data-sharing: a member's data-sharing choices and the changes to them; each change answers the choices now in force. */
export interface DataSharingGateway {
  choices(memberKey: string): GatewayResult<DataSharing>;
  revokeApp(memberKey: string, appId: string): GatewayResult<DataSharing>;
  setProviderAccess(memberKey: string, optedOut: boolean): GatewayResult<DataSharing>;
  setPayerToPayer(memberKey: string, consented: boolean): GatewayResult<DataSharing>;
}
export const DATA_SHARING_GATEWAY: ServiceIdentifier<DataSharingGateway> = Symbol.for('DataSharingGateway');
