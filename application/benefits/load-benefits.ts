import { isLeft } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type {
  BenefitHistory,
  CategoryBenefits,
  DentalMaximum,
  HistoryEligibility,
  MedicalServiceDetail,
  MedicalTier,
  TierRef,
} from '../../domain/model';
import type { CoverageCategory } from '../../domain/rules/benefit-categories';
import { categoryHistory, eligibilityOn, pastPlanYears } from '../../domain/rules/benefit-history';
import { limitsBesideMaximums, visibleDentalMaximums, visibleDentalServices, type DentalCategory } from '../../domain/rules/dental-benefits';
import { groupLimits, type LimitTierGroup } from '../../domain/rules/limits';
import { defaultNetworkTier, tierLabel } from '../../domain/rules/network-tiers';
import type { GatewayError } from '../shared/gateway-error';
import { BENEFITS_GATEWAY, type BenefitsGateway } from '../ports/benefits-gateway';
import { CLOCK, type Clock } from '../ports/platform';

/**
 * The benefits pages (spec sections 2, 3 and 9): what each shows for one member on one day (asOfDate,
 * yyyy-mm-dd; today when not given). Tiers come labelled and with the tab to open first; limits come
 * filtered to the page's category and grouped; dental amounts of -1 or 0 are already left out.
 */

export type Outcome<T> = { readonly kind: 'loaded'; readonly value: T } | { readonly kind: 'error'; readonly error: GatewayError };

const loaded = <T>(value: T): Outcome<T> => ({ kind: 'loaded', value });
const failed = <T>(error: GatewayError): Outcome<T> => ({ kind: 'error', error });

/** The plan year a page describes and the earlier ones it links to, from the benefit history. */
export interface PlanYears {
  /** The plan year in force on the page's day, if the history has it. */
  readonly current: HistoryEligibility | null;
  /** Plan years that ended before today, newest first. */
  readonly past: readonly HistoryEligibility[];
}

export function planYearsOf(history: BenefitHistory, category: CoverageCategory, memberKey: string, day: string, today: string): PlanYears {
  const member = categoryHistory(history, category).find((entry) => entry.memberKey === memberKey);
  const eligibilities = member?.eligibilities ?? [];
  return { current: eligibilityOn(eligibilities, day), past: pastPlanYears(eligibilities, today) };
}

export interface BenefitsRequest {
  /** The member's suffix; the viewer when not given. */
  readonly suffix?: number;
  readonly memberKey: string;
  readonly asOfDate?: string;
}

export interface LabelledTier {
  readonly tierId: string;
  readonly name: string;
  readonly label: string;
}

const labelled = (tier: TierRef): LabelledTier => ({ tierId: tier.tierId, name: tier.name, label: tierLabel(tier.tierId) });

export interface CategorySummary {
  readonly category: CoverageCategory;
  readonly limits: readonly LimitTierGroup[];
  readonly plan: PlanYears;
}

export interface BenefitsSummary {
  readonly asOfDate: string;
  readonly categories: readonly CategorySummary[];
}

export interface MedicalTierView extends LabelledTier {
  /** null when the response has no entry for the tier. */
  readonly benefits: MedicalTier | null;
}

export interface MedicalView {
  readonly asOfDate: string;
  readonly tiers: readonly MedicalTierView[];
  readonly defaultTierId: string | null;
  readonly limits: readonly LimitTierGroup[];
  readonly plan: PlanYears;
}

export interface DentalTierView extends LabelledTier {
  readonly categories: readonly DentalCategory[];
  readonly maximums: readonly DentalMaximum[];
}

export interface DentalView {
  readonly asOfDate: string;
  readonly tiers: readonly DentalTierView[];
  readonly defaultTierId: string | null;
  readonly limits: readonly LimitTierGroup[];
  readonly plan: PlanYears;
}

export interface CategoryView {
  readonly benefits: CategoryBenefits;
  readonly limits: readonly LimitTierGroup[];
  readonly plan: PlanYears;
}

@injectable()
export class LoadBenefits {
  constructor(
    @inject(BENEFITS_GATEWAY) private readonly benefits: BenefitsGateway,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The summary: each category's limits for the member, on the day asked for. */
  async summary(request: BenefitsRequest & { readonly categories: readonly CoverageCategory[] }): Promise<Outcome<BenefitsSummary>> {
    const today = this.clock.today();
    const day = request.asOfDate ?? today;
    const [limits, history] = await Promise.all([this.benefits.limits(request.suffix, request.asOfDate), this.benefits.history()]);
    if (isLeft(limits)) return failed(limits.left);
    if (isLeft(history)) return failed(history.left);
    return loaded({
      asOfDate: day,
      categories: request.categories.map((category) => ({
        category,
        limits: groupLimits(limits.right, category),
        plan: planYearsOf(history.right, category, request.memberKey, day, today),
      })),
    });
  }

  /** Medical tiers with their services and out-of-pocket and deductibles; the medical limits of the member. */
  async medical(request: BenefitsRequest): Promise<Outcome<MedicalView>> {
    const today = this.clock.today();
    const [medical, limits, history] = await Promise.all([
      this.benefits.medical(request.asOfDate),
      this.benefits.limits(request.suffix, request.asOfDate),
      this.benefits.history(),
    ]);
    if (isLeft(medical)) return failed(medical.left);
    if (isLeft(limits)) return failed(limits.left);
    if (isLeft(history)) return failed(history.left);
    const tiers = medical.right.tiers.map((tier) => ({ ...labelled(tier), benefits: medical.right.byTier[tier.name] ?? null }));
    return loaded({
      asOfDate: medical.right.asOfDate,
      tiers,
      defaultTierId: defaultNetworkTier(medical.right.tiers)?.tierId ?? null,
      limits: groupLimits(limits.right, 'Medical'),
      plan: planYearsOf(history.right, 'Medical', request.memberKey, request.asOfDate ?? today, today),
    });
  }

  async medicalService(serviceId: string, asOfDate?: string): Promise<Outcome<MedicalServiceDetail>> {
    const detail = await this.benefits.medicalService(serviceId, asOfDate);
    return isLeft(detail) ? failed(detail.left) : loaded(detail.right);
  }

  /** Dental tiers: services by category and maximums, without the amounts that are skipped. */
  async dental(request: BenefitsRequest & { readonly suffix: number }): Promise<Outcome<DentalView>> {
    const today = this.clock.today();
    const [dental, limits, history] = await Promise.all([
      this.benefits.dental(request.suffix, request.asOfDate),
      this.benefits.limits(request.suffix, request.asOfDate),
      this.benefits.history(),
    ]);
    if (isLeft(dental)) return failed(dental.left);
    if (isLeft(limits)) return failed(limits.left);
    if (isLeft(history)) return failed(history.left);
    return loaded({
      asOfDate: dental.right.asOfDate,
      tiers: dental.right.tiers.map((tier) => ({
        ...labelled(tier),
        categories: visibleDentalServices(tier.servicesByCategory),
        maximums: visibleDentalMaximums(tier.maximums),
      })),
      defaultTierId: defaultNetworkTier(dental.right.tiers)?.tierId ?? null,
      // Amounts the tiers' maximums already show are not repeated among the limits.
      limits: groupLimits(limitsBesideMaximums(limits.right, dental.right.tiers), 'Dental'),
      plan: planYearsOf(history.right, 'Dental', request.memberKey, request.asOfDate ?? today, today),
    });
  }

  /** Vision or pharmacy: the plan summary and the category's limits. */
  async category(category: 'vision' | 'pharmacy', request: BenefitsRequest & { readonly suffix: number }): Promise<Outcome<CategoryView>> {
    const today = this.clock.today();
    const name: CoverageCategory = category === 'vision' ? 'Vision' : 'Pharmacy';
    const [benefits, limits, history] = await Promise.all([
      this.benefits.category(category, request.suffix, request.asOfDate),
      this.benefits.limits(request.suffix, request.asOfDate),
      this.benefits.history(),
    ]);
    if (isLeft(benefits)) return failed(benefits.left);
    if (isLeft(limits)) return failed(limits.left);
    if (isLeft(history)) return failed(history.left);
    return loaded({
      benefits: benefits.right,
      limits: groupLimits(limits.right, name),
      plan: planYearsOf(history.right, name, request.memberKey, request.asOfDate ?? today, today),
    });
  }
}

export interface DentalServiceInTier {
  readonly tier: LabelledTier;
  readonly category: string;
  readonly service: DentalCategory['services'][number];
}

export interface DentalServiceView {
  readonly code: string;
  /** The tiers in which the service is shown (its amount is not skipped), in the response's order. */
  readonly tiers: readonly DentalServiceInTier[];
}

/** One dental service, in one tier (/details/{tier}/dental/{code}) or in every tier (/services/dental/{code}). */
@injectable()
export class LoadDentalService {
  constructor(@inject(BENEFITS_GATEWAY) private readonly benefits: BenefitsGateway) {}

  async execute(request: { readonly suffix: number; readonly code: string; readonly tierId?: string; readonly asOfDate?: string }): Promise<Outcome<DentalServiceView>> {
    const dental = await this.benefits.dental(request.suffix, request.asOfDate);
    if (isLeft(dental)) return failed(dental.left);
    const wanted = request.code.trim().toUpperCase();
    const tierWanted = request.tierId?.trim().toLowerCase();
    const tiers = dental.right.tiers
      .filter((tier) => tierWanted === undefined || tier.tierId.toLowerCase() === tierWanted)
      .flatMap((tier) =>
        visibleDentalServices(tier.servicesByCategory).flatMap((group) =>
          group.services.filter((service) => service.code.toUpperCase() === wanted).map((service) => ({ tier: labelled(tier), category: group.category, service })),
        ),
      );
    return loaded({ code: wanted, tiers });
  }
}
