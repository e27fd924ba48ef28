import { isLeft } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { CareCategory, Claim, Member } from '../../domain/model';
import { familyMembersVisibleTo } from '../../domain/rules/claims';
import {
  ageOn,
  classifyServiceSearch,
  estimatePrices,
  estimatorFinding,
  estimatorFormErrors,
  hasCoverageFor,
  quotesForClaim,
  remainingAccumulators,
  SERVICE_SEARCH_MAX_LENGTH,
  type EstimatorFinding,
  type EstimatorForm,
  type EstimatorFormErrors,
  type LineQuote,
  type RemainingAccumulators,
} from '../../domain/rules/cost-estimate';
import { costEstimatorAllowed } from '../../domain/rules/menus-and-permissions';
import type { GatewayError } from '../shared/gateway-error';
import { BENEFITS_GATEWAY, type BenefitsGateway } from '../ports/benefits-gateway';
import { COST_ESTIMATOR_GATEWAY, type CostEstimatorGateway } from '../ports/cost-estimator-gateway';
import { memberName, ReadViewer } from '../shared/viewer-context';
import { fieldErrors } from '../shared/field-errors';

/** A member the estimate can be for, with the categories they are covered in today. */
export interface EstimatorMember {
  readonly memberKey: string;
  readonly suffix: number;
  readonly name: string;
  readonly covered: readonly CareCategory[];
  /** Whole years today (null: unreadable date of birth): services meant for this age come first. */
  readonly age: number | null;
}

export interface EstimatorStart {
  /** The viewer first: a dependant only themselves, the subscriber the family (as for claims). */
  readonly members: readonly EstimatorMember[];
  /** The family's ZIP, where distances are measured from unless the member types another. */
  readonly zip: string;
}

export type EstimatorStartOutcome =
  | { readonly kind: 'loaded'; readonly start: EstimatorStart }
  /** No medical or dental coverage today: there is no estimator for the member. */
  | { readonly kind: 'not-allowed' }
  | { readonly kind: 'error'; readonly error: GatewayError };

const CATEGORIES: readonly CareCategory[] = ['medical', 'dental'];

function estimatorMember(member: Member, today: string): EstimatorMember {
  return {
    memberKey: member.memberKey,
    suffix: member.memberSuffix,
    name: memberName(member),
    covered: CATEGORIES.filter((category) => hasCoverageFor(member, category, today)),
    age: ageOn(member.dateOfBirth, today),
  };
}

/** /find-care/cost-estimator: whom the estimate can be for, and the ZIP distances start from. */
@injectable()
export class OpenCostEstimator {
  constructor(@inject(ReadViewer) private readonly readViewer: ReadViewer) {}

  async execute(): Promise<EstimatorStartOutcome> {
    const context = await this.readViewer.execute();
    if (isLeft(context)) return { kind: 'error', error: context.left };
    const { account, viewer, today } = context.right;
    if (!costEstimatorAllowed(viewer, today)) return { kind: 'not-allowed' };
    const family = familyMembersVisibleTo(viewer, account.members);
    const ordered = [viewer, ...family.filter((member) => member.memberKey !== viewer.memberKey)];
    return { kind: 'loaded', start: { members: ordered.map((member) => estimatorMember(member, today)), zip: account.address.zipCode.trim().slice(0, 5) } };
  }
}

export interface EstimateRequest extends EstimatorForm {
  readonly memberKey: string;
}

export interface EstimateResult {
  readonly finding: EstimatorFinding;
  readonly member: EstimatorMember;
  /** The plans the estimate follows, by category (null: no such coverage). */
  readonly planNames: Readonly<Record<CareCategory, string | null>>;
  /** The ZIP distances are measured from. */
  readonly zip: string;
}

export type EstimateOutcome =
  | { readonly kind: 'invalid'; readonly errors: EstimatorFormErrors }
  | { readonly kind: 'found'; readonly result: EstimateResult }
  /** The member is not one the viewer may estimate for. */
  | { readonly kind: 'not-allowed' }
  | { readonly kind: 'error'; readonly error: GatewayError };

/**
 * Searches the price list and estimates what the chosen member would pay at each in-network provider:
 * the plan's cost sharing for the service, applied to what is left of the member's deductible and
 * out-of-pocket maximum (and, for dental, of the annual maximum) as their limits read today. Nothing is
 * asked of the gateway while the form breaks its rules.
 */
@injectable()
export class EstimateCosts {
  constructor(
    @inject(ReadViewer) private readonly readViewer: ReadViewer,
    @inject(COST_ESTIMATOR_GATEWAY) private readonly estimator: CostEstimatorGateway,
    @inject(BENEFITS_GATEWAY) private readonly benefits: BenefitsGateway,
  ) {}

  async execute(request: EstimateRequest): Promise<EstimateOutcome> {
    const errors = fieldErrors(() => estimatorFormErrors(request));
    if (errors !== null) return { kind: 'invalid', errors };
    const context = await this.readViewer.execute();
    if (isLeft(context)) return { kind: 'error', error: context.left };
    const { account, viewer, today } = context.right;
    const member = familyMembersVisibleTo(viewer, account.members).find((candidate) => candidate.memberKey === request.memberKey);
    if (member === undefined || !costEstimatorAllowed(viewer, today)) return { kind: 'not-allowed' };

    const search = classifyServiceSearch(request.search);
    const zip = request.zip.trim();
    const [prices, sharing, limits] = await Promise.all([
      this.estimator.prices({ search: request.search.trim(), zip }),
      this.estimator.costSharing(member.memberKey),
      this.benefits.limits(member.memberSuffix),
    ]);
    if (isLeft(prices)) return { kind: 'error', error: prices.left };
    if (isLeft(sharing)) return { kind: 'error', error: sharing.left };
    if (isLeft(limits)) return { kind: 'error', error: limits.left };

    const remaining: Partial<Record<CareCategory, RemainingAccumulators>> = {};
    for (const category of CATEGORIES) {
      if (sharing.right[category] !== null) remaining[category] = remainingAccumulators(limits.right, category);
    }
    const estimates = estimatePrices(prices.right, sharing.right, remaining);
    return {
      kind: 'found',
      result: {
        finding: estimatorFinding(search, prices.right, estimates),
        member: estimatorMember(member, today),
        planNames: { medical: sharing.right.medical?.planName ?? null, dental: sharing.right.dental?.planName ?? null },
        zip,
      },
    };
  }
}

/**
 * The estimator's quotes for a claim's lines (quotesForClaim), so the claim page can show the estimate beside
 * the final amount. The quotes are extra information: when the price list cannot be read, the page simply
 * shows none (the claim itself is on screen already).
 */
@injectable()
export class QuoteClaim {
  constructor(
    @inject(ReadViewer) private readonly readViewer: ReadViewer,
    @inject(COST_ESTIMATOR_GATEWAY) private readonly estimator: CostEstimatorGateway,
  ) {}

  async execute(claim: Claim): Promise<readonly LineQuote[]> {
    if (claim.status === 'pending' || claim.provider.networkStatus !== 'in-network') return [];
    const context = await this.readViewer.execute();
    if (isLeft(context)) return [];
    const zip = context.right.account.address.zipCode.trim().slice(0, 5);
    const search = claim.provider.name.slice(0, SERVICE_SEARCH_MAX_LENGTH);
    const prices = await this.estimator.prices({ search, zip });
    return isLeft(prices) ? [] : quotesForClaim(claim, prices.right);
  }
}
