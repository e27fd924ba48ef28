import { inject, injectable } from 'inversify';
import type { GatewayResult } from '../../application/shared/gateway-error';
import type { PlanManagementGateway } from '../../application/ports';
import type { PlanManagementDetails } from '../../domain/model';
import { ENDPOINT_CALLER, type EndpointCaller } from './endpoint';
import { PLAN_MANAGEMENT_ENDPOINTS as PLAN_MANAGEMENT } from './endpoints/plan-management';

@injectable()
export class HttpPlanManagementGateway implements PlanManagementGateway {
  constructor(@inject(ENDPOINT_CALLER) private readonly endpoints: EndpointCaller) {}

  details(): GatewayResult<PlanManagementDetails> {
    return this.endpoints.call(PLAN_MANAGEMENT.details, {});
  }

  cancel(cancellationStatusId: string): GatewayResult<PlanManagementDetails> {
    return this.endpoints.call(PLAN_MANAGEMENT.cancel, { body: { cancellationStatusId } });
  }
}
