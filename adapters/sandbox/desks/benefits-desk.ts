import { right } from 'fp-ts/Either';
import type { BenefitHistory, CategoryBenefits, DentalBenefits, FamilyEligibilityRow, Limit, MedicalBenefits, MedicalServiceDetail } from '../../../domain/model';
import { closedPlanYear, closedPlanYearLimits } from '../personas/benefits-builder';
import { isIsoDate } from '../sandbox-dates';
import { type Answer, type Token, fail, type SandboxState } from '../sandbox-state';

/** The sandbox insurer's desk for medical, dental, vision and pharmacy benefits, limits and history (the benefits port). */
export class BenefitsDesk {
  constructor(private readonly state: SandboxState) {}

  medical(token: Token, request: { readonly asOfDate?: string }, today: string): Answer<MedicalBenefits> {
    return this.state.withMember(token, today, (session) => {
      const asOfDate = request.asOfDate ?? today;
      if (!isIsoDate(asOfDate)) return fail(400, 'INVALID_DATE', 'asOfDate must be yyyy-mm-dd.');
      const medical = session.plan.benefits.medical;
      if (medical === null || session.viewer.medicalEligibility?.eligible !== true) {
        return fail(404, 'NO_COVERAGE', 'No medical coverage was found for this member.');
      }
      const closed = asOfDate < session.plan.benefits.currentPlanYearStart;
      const byTier = closed ? Object.fromEntries(Object.entries(medical.byTier).map(([name, tier]) => [name, closedPlanYear(tier)])) : medical.byTier;
      return right({ asOfDate, tiers: medical.tiers, byTier });
    });
  }

  medicalService(token: Token, request: { readonly serviceId: string; readonly asOfDate?: string }, today: string): Answer<MedicalServiceDetail> {
    return this.state.withMember(token, today, (session) => {
      const detail = session.plan.benefits.medical?.serviceDetails.find((candidate) => candidate.id === request.serviceId);
      return detail === undefined ? fail(404, 'NOT_FOUND', `No medical service '${request.serviceId}'.`) : right(detail);
    });
  }

  category(
    token: Token,
    request: { readonly category: 'vision' | 'pharmacy'; readonly suffix: number; readonly asOfDate?: string },
    today: string,
  ): Answer<CategoryBenefits> {
    return this.state.withMember(token, today, (session) => {
      const asOfDate = request.asOfDate ?? today;
      if (!isIsoDate(asOfDate)) return fail(400, 'INVALID_DATE', 'asOfDate must be yyyy-mm-dd.');
      const member = session.plan.account.members.find((candidate) => candidate.memberSuffix === request.suffix);
      if (member === undefined) return fail(404, 'MEMBER_NOT_FOUND', `No member with suffix ${request.suffix}.`);
      const plan = session.plan.benefits[request.category];
      const eligibility = request.category === 'vision' ? member.visionEligibility : member.pharmacyEligibility;
      if (plan === null || eligibility?.eligible !== true) return fail(404, 'NO_COVERAGE', `No ${request.category} coverage was found for this member.`);
      return right({ ...plan, asOfDate });
    });
  }

  dental(token: Token, request: { readonly suffix: number; readonly asOfDate?: string }, today: string): Answer<DentalBenefits> {
    return this.state.withMember(token, today, (session) => {
      const asOfDate = request.asOfDate ?? today;
      if (!isIsoDate(asOfDate)) return fail(400, 'INVALID_DATE', 'asOfDate must be yyyy-mm-dd.');
      const member = session.plan.account.members.find((candidate) => candidate.memberSuffix === request.suffix);
      if (member === undefined) return fail(404, 'MEMBER_NOT_FOUND', `No member with suffix ${request.suffix}.`);
      const tiers = session.plan.benefits.dental?.bySuffix.find((entry) => entry.suffix === request.suffix)?.tiers;
      if (tiers === undefined || member.dentalEligibility?.eligible !== true) return fail(404, 'NO_COVERAGE', 'No dental coverage was found for this member.');
      return right({ asOfDate, tiers });
    });
  }

  limits(token: Token, request: { readonly suffix?: number; readonly asOfDate?: string }, today: string): Answer<readonly Limit[]> {
    return this.state.withMember(token, today, (session) => {
      if (request.asOfDate !== undefined && !isIsoDate(request.asOfDate)) return fail(400, 'INVALID_DATE', 'asOfDate must be yyyy-mm-dd.');
      const suffix = request.suffix ?? session.viewer.memberSuffix;
      const entry = session.plan.benefits.limits.find((candidate) => candidate.suffix === suffix);
      if (entry === undefined) return fail(404, 'MEMBER_NOT_FOUND', `No member with suffix ${suffix}.`);
      // An asOfDate in an earlier plan year reads that closed year, as the medical benefits do.
      const closed = request.asOfDate !== undefined && request.asOfDate < session.plan.benefits.currentPlanYearStart;
      return right(closed ? closedPlanYearLimits(entry.limits) : entry.limits);
    });
  }

  history(token: Token, today: string): Answer<BenefitHistory> {
    return this.state.withMember(token, today, (session) => right(session.plan.history));
  }

  familyEligibility(token: Token, today: string): Answer<readonly FamilyEligibilityRow[]> {
    return this.state.withMember(token, today, (session) => right(session.plan.familyEligibility));
  }
}
