import { inject, injectable } from 'inversify';
import type { GatewayResult } from '../../application/shared/gateway-error';
import type { DataSharingGateway } from '../../application/ports';
import type { DataSharing } from '../../domain/model';
import { ENDPOINT_CALLER, type EndpointCaller } from './endpoint';
import { DATA_SHARING_ENDPOINTS as DATA_SHARING } from './endpoints/data-sharing';

@injectable()
export class HttpDataSharingGateway implements DataSharingGateway {
  constructor(@inject(ENDPOINT_CALLER) private readonly endpoints: EndpointCaller) {}

  choices(memberKey: string): GatewayResult<DataSharing> {
    return this.endpoints.call(DATA_SHARING.choices, { query: { memberKey } });
  }

  revokeApp(memberKey: string, appId: string): GatewayResult<DataSharing> {
    return this.endpoints.call(DATA_SHARING.revokeApp, { params: { appId }, body: { memberKey } });
  }

  setProviderAccess(memberKey: string, optedOut: boolean): GatewayResult<DataSharing> {
    return this.endpoints.call(DATA_SHARING.providerAccess, { body: { memberKey, optedOut } });
  }

  setPayerToPayer(memberKey: string, consented: boolean): GatewayResult<DataSharing> {
    return this.endpoints.call(DATA_SHARING.payerToPayer, { body: { memberKey, consented } });
  }
}
