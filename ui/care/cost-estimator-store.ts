import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { sortEstimates, type EstimateOrder, type EstimatorFormErrors, type ServiceEstimate } from '../../domain/rules/cost-estimate';
import { EstimateCosts, OpenCostEstimator, type EstimateResult, type EstimatorStart } from '../../application/care/estimate-costs';
import type { EstimateLink } from '../../application/care/track-authorizations';
import { LatestRequest } from '../stores/loadable';
import { SessionStore } from '../stores/session-store';
import { withoutError } from '../../application/shared/field-errors';

/**
 * /find-care/cost-estimator: whom the estimate is for, the search and the ZIP, and what the last search
 * found, in the order the member chose. What was typed stays when a search is refused or fails.
 */
@injectable()
export class CostEstimatorStore {
  start: EstimatorStart | null = null;
  notAllowed = false;
  search = '';
  zip = '';
  memberKey = '';
  order: EstimateOrder = 'cost';
  errors: EstimatorFormErrors = {};
  result: EstimateResult | null = null;
  /** What the shown result was searched for. */
  searched = '';
  private readonly searches = new LatestRequest();

  constructor(
    @inject(OpenCostEstimator) private readonly openEstimator: OpenCostEstimator,
    @inject(EstimateCosts) private readonly estimateCosts: EstimateCosts,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    makeAutoObservable<CostEstimatorStore, 'openEstimator' | 'estimateCosts' | 'session' | 'searches'>(this, {
      openEstimator: false,
      estimateCosts: false,
      session: false,
      searches: false,
      // Answers are replaced whole, never changed in place: kept as they came.
      start: observableRef,
      result: observableRef,
    });
  }

  get searching(): boolean {
    return this.searches.pending;
  }

  /** The last search's estimates, those meant for the member's age first, in the chosen order (empty unless something was estimated). */
  get estimates(): ServiceEstimate[] {
    const finding = this.result?.finding;
    return finding?.kind === 'estimates' && this.result !== null ? sortEstimates(finding.estimates, this.order, this.result.member.age) : [];
  }

  /**
   * Whom the estimate can be for and the family's ZIP. Opened with a service and a member (a link from approved
   * care), the page estimates it for that member at once, if the viewer may estimate for them.
   */
  async load(opening: EstimateLink | null = null): Promise<void> {
    // Only the page's first load opens with the link's service: after that the form holds what the member typed.
    const first = this.start === null;
    const outcome = await this.openEstimator.execute();
    const estimateNow = runInAction(() => {
      if (outcome.kind === 'error') this.session.fail(outcome.error);
      else if (outcome.kind === 'not-allowed') this.notAllowed = true;
      else {
        const members = outcome.start.members;
        const chosen = opening === null || !first ? undefined : members.find((member) => member.suffix === opening.memberSuffix);
        this.start = outcome.start;
        if (!first) return false;
        this.zip = outcome.start.zip;
        this.memberKey = (chosen ?? members[0])?.memberKey ?? '';
        if (chosen !== undefined && opening !== null) {
          this.search = opening.search;
          return true;
        }
      }
      return false;
    });
    if (estimateNow) await this.estimate();
  }

  setSearch(value: string): void {
    this.search = value;
    this.errors = withoutError(this.errors, 'search');
  }

  setZip(value: string): void {
    this.zip = value;
    this.errors = withoutError(this.errors, 'zip');
  }

  /** Another member: estimates follow their coverage and accumulators, so a shown result is estimated again. */
  async setMember(memberKey: string): Promise<void> {
    this.memberKey = memberKey;
    if (this.result !== null) await this.estimate();
  }

  setOrder(order: EstimateOrder): void {
    this.order = order;
  }

  estimate(): Promise<void> {
    const search = this.search;
    const query = { search, zip: this.zip, memberKey: this.memberKey };
    return this.searches.run(() => this.estimateCosts.execute(query), (outcome) => {
      if (outcome.kind === 'invalid') this.errors = outcome.errors;
      else if (outcome.kind === 'error') this.session.fail(outcome.error);
      else if (outcome.kind === 'not-allowed') this.notAllowed = true;
      else {
        this.errors = {};
        this.result = outcome.result;
        this.searched = search.trim();
      }
    });
  }
}
