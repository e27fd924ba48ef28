import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import type { Claim } from '../../domain/model';
import type { Limit } from '../../domain/model';
import type { LineQuote } from '../../domain/rules/cost-estimate';
import { LoadClaimAccumulators } from '../../application/claims/claim-accumulators';
import { QuoteClaim } from '../../application/care/estimate-costs';
import { LoadClaim } from '../../application/claims/load-claims';
import { SessionStore } from '../stores/session-store';
import { EobDownload } from './eob-download';

/** /claims/{id}: one claim and, for subscribers, its EOB. */
@injectable()
export class ClaimStore {
  claim: Claim | null = null;
  eobId: string | null = null;
  notFound = false;
  unavailable = false;
  /** The cost estimator's quotes for the claim's lines, shown beside what the plan allowed. */
  quotes: readonly LineQuote[] = [];
  /** Where the patient stands today on the deductibles and maximums the claim counted toward. */
  accumulators: readonly Limit[] = [];

  constructor(
    @inject(LoadClaim) private readonly loadClaim: LoadClaim,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(EobDownload) readonly eob: EobDownload,
    @inject(QuoteClaim) private readonly quoteClaim: QuoteClaim,
    @inject(LoadClaimAccumulators) private readonly loadAccumulators: LoadClaimAccumulators,
  ) {
    makeAutoObservable<ClaimStore, 'loadClaim' | 'session' | 'quoteClaim' | 'loadAccumulators'>(this, {
      loadClaim: false,
      session: false,
      eob: false,
      quoteClaim: false,
      loadAccumulators: false,
      quotes: observableRef,
      accumulators: observableRef,
    });
  }

  async load(claimId: string): Promise<void> {
    const outcome = await this.loadClaim.execute(claimId);
    runInAction(() => {
      this.unavailable = outcome.kind === 'unavailable';
      if (outcome.kind === 'error') this.session.fail(outcome.error);
      else if (outcome.kind === 'unavailable') {
        if (outcome.error.status === 401) this.session.fail(outcome.error);
      }
      else if (outcome.kind === 'loaded') {
        this.claim = outcome.claim;
        this.eobId = outcome.eobId;
      } else this.notFound = true;
    });
    if (outcome.kind === 'loaded') {
      const [quotes, accumulators] = await Promise.all([this.quoteClaim.execute(outcome.claim), this.loadAccumulators.execute(outcome.claim)]);
      runInAction(() => {
        this.quotes = quotes;
        this.accumulators = accumulators;
      });
    }
  }
}
