import { right } from 'fp-ts/Either';
import type { PlanManagementDetails } from '../../../domain/model';
import { mayCancelPlan } from '../../../domain/rules/home-banners';
import { type Answer, type MemberSession, type Token, fail, type SandboxState } from '../sandbox-state';

/** The sandbox insurer's desk for renewal and cancellation (the plan management port). */
export class PlanManagementDesk {
  constructor(private readonly state: SandboxState) {}

  planManagementDetails(token: Token, today: string): Answer<PlanManagementDetails> {
    return this.state.withMember(token, today, (session) => right(this.planManagementOf(session)));
  }

  cancelPlan(token: Token, request: { readonly cancellationStatusId: string }, today: string): Answer<PlanManagementDetails> {
    return this.state.withMember(token, today, (session) => {
      const details = this.planManagementOf(session);
      if (!details.eligibleAndActive) return fail(403, 'NOT_ELIGIBLE', 'This plan cannot be cancelled online.');
      if (!mayCancelPlan(session.viewer)) return fail(403, 'SUBSCRIBER_ONLY', 'Only the subscriber may cancel the plan.');
      const id = request.cancellationStatusId;
      if (id !== 'M' && id !== 'D') return fail(400, 'INVALID_OPTION', `Unknown cancellation option '${id}'.`);
      this.state.familyState(session.familyKey).cancellation = id;
      return right(this.planManagementOf(session));
    });
  }

  private planManagementOf(session: MemberSession): PlanManagementDetails {
    const details = session.plan.planManagement;
    const cancellation = this.state.families.get(session.familyKey)?.cancellation;
    return cancellation === undefined ? details : { ...details, directPlanCancellationStatus: { id: cancellation } };
  }
}
