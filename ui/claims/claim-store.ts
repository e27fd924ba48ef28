import { makeAutoObservable, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import type { Claim } from '../../domain/model';
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

  constructor(
    @inject(LoadClaim) private readonly loadClaim: LoadClaim,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(EobDownload) readonly eob: EobDownload,
  ) {
    makeAutoObservable<ClaimStore, 'loadClaim' | 'session'>(this, { loadClaim: false, session: false, eob: false });
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
  }
}
