import { right } from 'fp-ts/Either';
import type { Member, MemberCostSharing, PriceSearch, ProviderPrice } from '../../domain/model';
import { familyMembersVisibleTo } from '../../domain/rules/claims';
import { hasCoverageFor } from '../../domain/rules/cost-estimate';
import { DENTAL_PLANS, MEDICAL_PLANS, type DentalPreset, type MedicalPreset } from './personas/plan-catalogue';
import type { PlanData } from './personas/persona-types';
import type { Language } from '../../domain/copy/language';
import { memberCostSharing, searchPrices } from './personas/price-list';
import { fail, type Answer } from './sandbox-state';

/**
 * The sandbox insurer's cost estimator desk: GET /api/cost-estimator/prices (the price list searched by
 * code, service or provider, nearest first from a ZIP) and GET /api/cost-estimator/cost-sharing (how a
 * member's plans share the cost of each class of service). Pure functions of the member's plan and the day.
 */

export interface CostEstimatorDesk {
  readonly plan: PlanData;
  readonly viewer: Member;
  readonly today: string;
}

/** Searches shorter than this are refused: one letter matches half the list. */
const MIN_SEARCH_LENGTH = 2;

export function priceSearch(request: PriceSearch, language: Language = 'en'): Answer<readonly ProviderPrice[]> {
  const search = request.search.trim();
  if (search.length < MIN_SEARCH_LENGTH) return fail(400, 'INVALID_SEARCH', `search must have at least ${MIN_SEARCH_LENGTH} characters.`);
  if (search.length > 100) return fail(400, 'INVALID_SEARCH', 'search must have at most 100 characters.');
  if (!/^\d{5}$/.test(request.zip.trim())) return fail(400, 'INVALID_ZIP', 'zip must be five digits.');
  return right(searchPrices(search, request.zip, language));
}

const presetOf = <P extends { readonly classPlanId: string }>(plans: Readonly<Record<string, P>>, classPlanId: string | null | undefined): P | null =>
  Object.values(plans).find((plan) => plan.classPlanId === classPlanId) ?? null;

/**
 * The member's in-network cost sharing for the categories they are covered in today. A dependant may ask
 * only about themselves, the subscriber about anyone in the family (as with claims).
 */
export function costSharingOf(desk: CostEstimatorDesk, memberKey: string): Answer<MemberCostSharing> {
  const member = familyMembersVisibleTo(desk.viewer, desk.plan.account.members).find((candidate) => candidate.memberKey === memberKey);
  if (member === undefined) return fail(403, 'FORBIDDEN', 'You may not see this member’s cost sharing.');
  const medical: MedicalPreset | null = hasCoverageFor(member, 'medical', desk.today) ? presetOf<MedicalPreset>(MEDICAL_PLANS, member.medicalEligibility?.classPlanId) : null;
  const dental: DentalPreset | null = hasCoverageFor(member, 'dental', desk.today) ? presetOf<DentalPreset>(DENTAL_PLANS, member.dentalEligibility?.classPlanId) : null;
  return right(memberCostSharing(member.memberKey, { medical, dental }));
}
