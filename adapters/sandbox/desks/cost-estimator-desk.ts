import type { Language } from '../../../domain/copy/language';
import type { MemberCostSharing, PriceSearch, ProviderPrice } from '../../../domain/model';
import { costSharingOf, priceSearch } from '../sandbox-cost-estimator';
import type { Answer, Token, SandboxState } from '../sandbox-state';

/** The sandbox insurer's desk for the cost estimator's prices and cost sharing, from sandbox-cost-estimator.ts (the cost estimator port). */
export class CostEstimatorDesk {
  constructor(private readonly state: SandboxState) {}

  /** The price list names its services in the member's language. */
  costEstimatorPrices(token: Token, request: PriceSearch, today: string, language: Language = 'en'): Answer<readonly ProviderPrice[]> {
    return this.state.withMember(token, today, () => priceSearch(request, language));
  }

  costSharing(token: Token, request: { readonly memberKey: string }, today: string): Answer<MemberCostSharing> {
    return this.state.withMember(token, today, (session) => costSharingOf({ plan: session.plan, viewer: session.viewer, today }, request.memberKey));
  }
}
