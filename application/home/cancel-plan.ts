import { isLeft } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { GatewayError } from '../shared/gateway-error';
import { PLAN_MANAGEMENT_GATEWAY, type PlanManagementGateway } from '../ports/plan-management-gateway';
import { APP_CONFIG, type AppConfig } from '../ports/platform';
import { planManagementView, type PlanManagementView } from './home-plan-management';

export type CancelPlanOutcome =
  | { readonly kind: 'cancelled'; readonly planManagement: PlanManagementView | null }
  | { readonly kind: 'error'; readonly error: GatewayError };

/**
 * Cancelling the plan sends the chosen cancellationStatusId (M: medical, D: medical and dental) and
 * answers the banner the member sees next, from the service's own answer (spec section 4).
 */
@injectable()
export class CancelPlan {
  constructor(
    @inject(PLAN_MANAGEMENT_GATEWAY) private readonly planManagement: PlanManagementGateway,
    @inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute(cancellationStatusId: string): Promise<CancelPlanOutcome> {
    const answer = await this.planManagement.cancel(cancellationStatusId);
    if (isLeft(answer)) return { kind: 'error', error: answer.left };
    // Only whoever may cancel got here, and a cancelled plan's notice offers no way to cancel again.
    return { kind: 'cancelled', planManagement: planManagementView(answer.right, this.config.redirectAllowList, true) };
  }
}
