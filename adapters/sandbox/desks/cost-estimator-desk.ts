import type { MemberCostSharing, PriceSearch, ProviderPrice } from '../../../domain/model';
import { costSharingOf, priceSearch } from '../sandbox-cost-estimator';
import type { Answer, Token, SandboxState } from '../sandbox-state';

/** The sandbox insurer's desk for the cost estimator's prices and cost sharing, from sandbox-cost-estimator.ts (the cost estimator port). */
export class CostEstimatorDesk {
  constructor(private readonly state: SandboxState) {}

  costEstimatorPrices(token: Token, request: PriceSearch, today: string): Answer<readonly ProviderPrice[]> {
    return this.state.withMember(token, today, () => priceSearch(request));
  }

  costSharing(token: Token, request: { readonly memberKey: string }, today: string): Answer<MemberCostSharing> {
    return this.state.withMember(token, today, (session) => costSharingOf({ plan: session.plan, viewer: session.viewer, today }, request.memberKey));
  }
}
