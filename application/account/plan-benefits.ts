import { isLeft, right } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { PlanManagementDetails } from '../../domain/model';
import { COVERAGE_CATEGORIES, type CoverageCategory } from '../../domain/rules/benefit-categories';
import { categoryEligibility, eligibilityStatus, type EligibilityStatus } from '../../domain/rules/eligibility-status';
import { visibleFamilyMembers, type Relationship } from '../../domain/rules/member-account';
import type { GatewayError } from '../shared/gateway-error';
import { PLAN_MANAGEMENT_GATEWAY, type PlanManagementGateway } from '../ports/plan-management-gateway';
import type { AccountState } from '../shared/resolve-account-state';

export interface CoverageLine {
  readonly category: CoverageCategory;
  readonly status: EligibilityStatus;
  readonly planId: string | null;
  readonly insuranceType: string | null;
  readonly effectiveDate: string | null;
  readonly terminationDate: string | null;
}

export interface MemberPlanBenefits {
  readonly memberKey: string;
  readonly name: string;
  /** Named on the page with relationshipOf, in the language in force. */
  readonly relationship: Relationship;
  /** Only categories the member is or was eligible for. */
  readonly coverage: readonly CoverageLine[];
}

/** /account/plan-benefits: each visible member's coverage by category, and the plan years when managed online. */
export interface PlanBenefits {
  readonly groupId: string;
  readonly groupName: string;
  readonly members: readonly MemberPlanBenefits[];
  readonly planYears: Pick<
    PlanManagementDetails,
    'currentPlanYear' | 'upcomingPlanYear' | 'openEnrollmentStart' | 'openEnrollmentEnd' | 'coverageStartDateUponRenewal'
  > | null;
}

export type PlanBenefitsOutcome = { readonly kind: 'loaded'; readonly benefits: PlanBenefits } | { readonly kind: 'error'; readonly error: GatewayError };

@injectable()
export class LoadPlanBenefits {
  constructor(@inject(PLAN_MANAGEMENT_GATEWAY) private readonly planManagement: PlanManagementGateway) {}

  async execute(state: AccountState): Promise<PlanBenefitsOutcome> {
    const { viewer, account, today } = state;
    const answer = await this.planManagement.details();
    const details =
      isLeft(answer) && answer.left.kind === 'http' && (answer.left.status === 403 || answer.left.status === 404) ? right(null) : answer;
    if (isLeft(details)) return { kind: 'error', error: details.left };
    const members = visibleFamilyMembers(viewer, account.members).map((member) => ({
      memberKey: member.memberKey,
      name: `${member.firstName} ${member.lastName}`,
      relationship: member,
      coverage: COVERAGE_CATEGORIES.flatMap((category): CoverageLine[] => {
        const eligibility = categoryEligibility(member, category);
        const status = eligibilityStatus(eligibility, today);
        if (eligibility === null || status === 'Ineligible') return [];
        return [
          {
            category,
            status,
            planId: eligibility.classPlanId,
            insuranceType: eligibility.insuranceType ?? null,
            effectiveDate: eligibility.effectiveDate,
            terminationDate: eligibility.terminationDate,
          },
        ];
      }),
    }));
    const managed = details.right?.eligibleAndActive === true ? details.right : null;
    return {
      kind: 'loaded',
      benefits: {
        groupId: account.groupId,
        groupName: account.groupName,
        members,
        planYears:
          managed === null
            ? null
            : {
                currentPlanYear: managed.currentPlanYear,
                upcomingPlanYear: managed.upcomingPlanYear,
                openEnrollmentStart: managed.openEnrollmentStart,
                openEnrollmentEnd: managed.openEnrollmentEnd,
                coverageStartDateUponRenewal: managed.coverageStartDateUponRenewal,
              },
      },
    };
  }
}
