import { isLeft } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { HistoryEligibility, Member } from '../../domain/model';
import type { CoverageCategory } from '../../domain/rules/benefit-categories';
import { categoryHistory, eligibilityOn, newestFirst } from '../../domain/rules/benefit-history';
import { isSubscriber } from '../../domain/rules/menus-and-permissions';
import type { GatewayError } from '../shared/gateway-error';
import { BENEFITS_GATEWAY, type BenefitsGateway } from '../ports/benefits-gateway';

export interface MemberPlanHistory {
  readonly memberKey: string;
  /** The account's member, when the history names one of them. */
  readonly member: Member | null;
  /** The plan year in force on the day asked for, if any. */
  readonly onDate: HistoryEligibility | null;
  /** Every plan year, newest first. */
  readonly eligibilities: readonly HistoryEligibility[];
}

export type BenefitHistoryOutcome =
  | { readonly kind: 'loaded'; readonly members: readonly MemberPlanHistory[] }
  | { readonly kind: 'error'; readonly error: GatewayError };

/**
 * /history/{effectiveTime}/benefits/{category}: each member's plan years in the category, and the one in
 * force on the day. The subscriber sees the family; a dependant sees only themselves.
 */
@injectable()
export class LoadBenefitHistory {
  constructor(@inject(BENEFITS_GATEWAY) private readonly benefits: BenefitsGateway) {}

  async execute(request: {
    readonly category: CoverageCategory;
    readonly day: string;
    readonly members: readonly Member[];
    readonly viewer: Pick<Member, 'memberKey' | 'memberSuffix'>;
  }): Promise<BenefitHistoryOutcome> {
    const history = await this.benefits.history();
    if (isLeft(history)) return { kind: 'error', error: history.left };
    const entries = categoryHistory(history.right, request.category).filter(
      (entry) => isSubscriber(request.viewer) || entry.memberKey === request.viewer.memberKey,
    );
    return {
      kind: 'loaded',
      members: entries.map((entry) => ({
        memberKey: entry.memberKey,
        member: request.members.find((member) => member.memberKey === entry.memberKey) ?? null,
        onDate: eligibilityOn(entry.eligibilities, request.day),
        eligibilities: newestFirst(entry.eligibilities),
      })),
    };
  }
}
