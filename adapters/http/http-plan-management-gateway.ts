import { inject, injectable } from 'inversify';
import type { GatewayResult } from '../../application/shared/gateway-error';
import type { PlanManagementGateway } from '../../application/ports';
import type { PlanManagementDetails } from '../../domain/model';
import { PlanManagementDetailsCodec } from './codecs/programs';
import { HttpClient } from './http-client';

const DETAILS = '/api/plan-management/details';

@injectable()
export class HttpPlanManagementGateway implements PlanManagementGateway {
  constructor(@inject(HttpClient) private readonly client: HttpClient) {}

  details(): GatewayResult<PlanManagementDetails> {
    return this.client.getJson(DETAILS, PlanManagementDetailsCodec);
  }

  /** Cancelling sets the cancellation status the banner reads (spec section 4). */
  cancel(cancellationStatusId: string): GatewayResult<PlanManagementDetails> {
    return this.client.sendJson('POST', '/api/plan-management/cancellation', PlanManagementDetailsCodec, {
      body: { cancellationStatusId },
      invalidates: [DETAILS],
    });
  }
}
