import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import type { Claim } from '../../domain/model';
import type { LineQuote } from '../../domain/rules/cost-estimate';
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

  constructor(
    @inject(LoadClaim) private readonly loadClaim: LoadClaim,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(EobDownload) readonly eob: EobDownload,
    @inject(QuoteClaim) private readonly quoteClaim: QuoteClaim,
  ) {
    makeAutoObservable<ClaimStore, 'loadClaim' | 'session' | 'quoteClaim'>(this, {
      loadClaim: false,
      session: false,
      eob: false,
      quoteClaim: false,
      quotes: observableRef,
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
      const quotes = await this.quoteClaim.execute(outcome.claim);
      runInAction(() => {
        this.quotes = quotes;
      });
    }
  }
}
