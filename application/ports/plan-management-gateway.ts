import type { ServiceIdentifier } from 'inversify';
import type { PlanManagementDetails } from '../../domain/model';
import type { GatewayResult } from '../shared/gateway-error';

/** /api/plan-management/details and /cancellation. */
export interface PlanManagementGateway {
  details(): GatewayResult<PlanManagementDetails>;
  cancel(cancellationStatusId: string): GatewayResult<PlanManagementDetails>;
}
export const PLAN_MANAGEMENT_GATEWAY: ServiceIdentifier<PlanManagementGateway> = Symbol.for('PlanManagementGateway');
