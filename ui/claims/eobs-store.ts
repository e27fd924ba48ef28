import { makeAutoObservable, observableRef } from 'mobx';
import { inject, injectable } from 'inversify';
import { LoadEobs, type EobsView } from '../../application/claims/eobs';
import { LatestRequest } from '../stores/loadable';
import { SessionStore } from '../stores/session-store';
import { EobDownload } from './eob-download';

/**
 * /eobs: the page of the subscriber's EOB documents last asked for, newest first, each downloadable as a PDF.
 * The gateway answers a page at a time (a family's history runs to hundreds of EOBs); while the next page
 * loads, the page the member was reading stays on screen, marked busy.
 */
@injectable()
export class EobsStore {
  view: EobsView | null = null;
  notAllowed = false;
  /** The EOB service failed: the page says so and offers to try again (spec section 8: handled by screens). */
  unavailable = false;
  private readonly loads = new LatestRequest();
  /** The page last asked for: what Try again asks for once more. */
  private asked = 1;

  constructor(
    @inject(LoadEobs) private readonly loadEobs: LoadEobs,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(EobDownload) readonly download: EobDownload,
  ) {
    // A page is replaced whole, never changed in place: kept as it came (observableRef).
    makeAutoObservable<EobsStore, 'loadEobs' | 'session' | 'loads' | 'asked'>(this, {
      view: observableRef,
      asked: false,
      loadEobs: false,
      session: false,
      loads: false,
      download: false,
    });
  }

  get loading(): boolean {
    return this.loads.pending;
  }

  /**
   * The first page. A change of language hands the page its store back and loads it again: then the page
   * last asked for is asked for again, in the new language, as the claims and the tracker do.
   */
  load(): Promise<void> {
    return this.view === null ? this.run(1) : this.retry();
  }

  /** After a failure: the page the member last asked for, again. */
  retry(): Promise<void> {
    return this.run(this.asked);
  }

  /** The next or previous page; nothing past the first or last page. */
  nextPage(): Promise<void> {
    return this.turnTo((this.view?.page ?? 1) + 1);
  }

  previousPage(): Promise<void> {
    return this.turnTo((this.view?.page ?? 1) - 1);
  }

  private turnTo(page: number): Promise<void> {
    const view = this.view;
    if (view === null || page < 1 || page > view.pageCount) return Promise.resolve();
    return this.run(page);
  }

  private run(page: number): Promise<void> {
    this.asked = page;
    return this.loads.run(() => this.loadEobs.execute(page), (outcome) => {
      this.unavailable = outcome.kind === 'unavailable';
      switch (outcome.kind) {
        case 'error':
          this.session.fail(outcome.error);
          return;
        case 'not-allowed':
          this.notAllowed = true;
          return;
        case 'unavailable':
          // A lost session still ends at login; anything else the page explains.
          if (outcome.error.status === 401) this.session.fail(outcome.error);
          return;
        case 'loaded':
          this.view = outcome.view;
      }
    });
  }
}
