import { makeAutoObservable, observableRef } from 'mobx';
import { inject, injectable } from 'inversify';
import { NO_CLAIMS_FILTER, type ClaimsFilter } from '../../domain/rules/claims';
import { LoadClaims, type ClaimsView } from '../../application/claims/load-claims';
import { ListFilter } from '../stores/list-filter';
import { LatestRequest } from '../stores/loadable';
import { SessionStore } from '../stores/session-store';

/**
 * /claims: the filter as the member fills it in, and the page of claims the filter last applied found. The
 * gateway answers a page at a time (a family's history runs to thousands of claims); while the next page
 * loads, the page the member was reading stays on screen, marked busy.
 */
@injectable()
export class ClaimsStore {
  readonly filters = new ListFilter<ClaimsFilter>(NO_CLAIMS_FILTER);
  view: ClaimsView | null = null;
  /** Whether the shown claims come from a filter (an empty result then reads differently). */
  filtered = false;
  notAllowed = false;
  /** The claims service failed: the page says so and offers to try again (spec section 8: handled by screens). */
  unavailable = false;
  private readonly loads = new LatestRequest();
  /** The filter and page last asked for: what a page turn keeps and Try again asks for once more. */
  private asked: { readonly filter: ClaimsFilter; readonly page: number } = { filter: NO_CLAIMS_FILTER, page: 1 };

  constructor(
    @inject(LoadClaims) private readonly loadClaims: LoadClaims,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    // The gateway's claims are replaced whole, never changed in place: kept as they came (observableRef),
    // so that a table row reads plain objects and a row whose claim did not change need not render again.
    makeAutoObservable<ClaimsStore, 'loadClaims' | 'session' | 'loads' | 'asked'>(this, {
      asked: false,
      view: observableRef,
      loadClaims: false,
      session: false,
      loads: false,
      filters: false,
    });
  }

  get loading(): boolean {
    return this.loads.pending;
  }

  /**
   * The first page, unfiltered. A change of language hands the page its store back and loads it again: then the
   * filter and page last asked for are asked for again, their texts in the new language, rather than the first.
   */
  load(): Promise<void> {
    return this.view === null ? this.run(NO_CLAIMS_FILTER, 1) : this.retry();
  }

  apply(): Promise<void> {
    return this.run(this.filters.value, 1);
  }

  /** After a failure: the filter and page the member last asked for, again. */
  retry(): Promise<void> {
    return this.run(this.asked.filter, this.asked.page);
  }

  clear(): Promise<void> {
    this.filters.reset();
    return this.run(NO_CLAIMS_FILTER, 1);
  }

  /** The next or previous page of what the filter last applied found (not of fields changed since). */
  nextPage(): Promise<void> {
    return this.turnTo((this.view?.page ?? 1) + 1);
  }

  previousPage(): Promise<void> {
    return this.turnTo((this.view?.page ?? 1) - 1);
  }

  private turnTo(page: number): Promise<void> {
    const view = this.view;
    if (view === null || page < 1 || page > view.pageCount) return Promise.resolve();
    return this.run(this.asked.filter, page);
  }

  private run(filter: ClaimsFilter, page: number): Promise<void> {
    this.asked = { filter, page };
    return this.loads.run(() => this.loadClaims.execute(filter, page), (outcome) => {
      this.unavailable = outcome.kind === 'unavailable';
      switch (outcome.kind) {
        case 'error':
          this.session.fail(outcome.error);
          return;
        case 'not-allowed':
          this.notAllowed = true;
          return;
        case 'invalid':
          this.filters.showErrors(outcome.errors);
          return;
        case 'unavailable':
          // A lost session still ends at login; anything else the page explains.
          if (outcome.error.status === 401) this.session.fail(outcome.error);
          return;
        case 'loaded':
          this.filters.showErrors({});
          this.view = outcome.view;
          this.filtered = filter !== NO_CLAIMS_FILTER;
      }
    });
  }
}
