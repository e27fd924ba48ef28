import { makeAutoObservable, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { LoadEobs, type EobListItem } from '../../application/claims/eobs';
import { SessionStore } from '../stores/session-store';
import { EobDownload } from './eob-download';

export const EOBS_PAGE = 25;

/** /eobs: the subscriber's EOB documents, newest first, each downloadable as a PDF. */
@injectable()
export class EobsStore {
  eobs: readonly EobListItem[] | null = null;
  notAllowed = false;
  unavailable = false;
  shown = EOBS_PAGE;

  constructor(
    @inject(LoadEobs) private readonly loadEobs: LoadEobs,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(EobDownload) readonly download: EobDownload,
  ) {
    makeAutoObservable<EobsStore, 'loadEobs' | 'session'>(this, { loadEobs: false, session: false, download: false });
  }

  get visible(): readonly EobListItem[] {
    return this.eobs?.slice(0, this.shown) ?? [];
  }

  showMore(): void {
    this.shown += EOBS_PAGE;
  }

  async load(): Promise<void> {
    const outcome = await this.loadEobs.execute();
    runInAction(() => {
      this.unavailable = outcome.kind === 'unavailable';
      if (outcome.kind === 'error') this.session.fail(outcome.error);
      else if (outcome.kind === 'unavailable') {
        if (outcome.error.status === 401) this.session.fail(outcome.error);
      }
      else if (outcome.kind === 'not-allowed') this.notAllowed = true;
      else this.eobs = outcome.eobs;
    });
  }
}
