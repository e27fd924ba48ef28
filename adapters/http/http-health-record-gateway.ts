import { inject, injectable } from 'inversify';
import type { HealthRecordGateway } from '../../application/ports';
import type { GatewayResult } from '../../application/shared/gateway-error';
import type { HealthRecordBundle } from '../../domain/model';
import { ENDPOINT_CALLER, type EndpointCaller } from './endpoint';
import { HEALTH_RECORD_ENDPOINTS as HEALTH_RECORD } from './endpoints/health-record';

@injectable()
export class HttpHealthRecordGateway implements HealthRecordGateway {
  constructor(@inject(ENDPOINT_CALLER) private readonly endpoints: EndpointCaller) {}

  bundle(since?: string): GatewayResult<HealthRecordBundle> {
    return this.endpoints.call(HEALTH_RECORD.bundle, { query: since === undefined ? {} : { since } });
  }
}
