import { makeAutoObservable, observableRef } from 'mobx';
import { inject, injectable } from 'inversify';
import { NO_CLAIMS_FILTER, type ClaimsFilter } from '../../domain/rules/claims';
import { LoadClaims, type ClaimsView } from '../../application/claims/load-claims';
import { ListFilter } from '../stores/list-filter';
import { LatestRequest } from '../stores/loadable';
import { SessionStore } from '../stores/session-store';

/** Claims are shown this many at a time; "Show more" adds as many again. */
export const CLAIMS_PAGE = 25;

/** /claims: the filter as the member fills it in, the claims it found, and how many are shown. */
@injectable()
export class ClaimsStore {
  readonly filters = new ListFilter<ClaimsFilter>(NO_CLAIMS_FILTER);
  view: ClaimsView | null = null;
  /** Whether the shown claims come from a filter (an empty result then reads differently). */
  filtered = false;
  shown = CLAIMS_PAGE;
  notAllowed = false;
  /** The claims service failed: the page says so and offers to try again (spec section 8: handled by screens). */
  unavailable = false;
  private readonly loads = new LatestRequest();

  constructor(
    @inject(LoadClaims) private readonly loadClaims: LoadClaims,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    // The gateway's claims are replaced whole, never changed in place: kept as they came (observableRef),
    // so that a table row reads plain objects and a row whose claim did not change need not render again.
    makeAutoObservable<ClaimsStore, 'loadClaims' | 'session' | 'loads'>(this, {
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

  get visibleClaims() {
    return this.view?.claims.slice(0, this.shown) ?? [];
  }

  load(): Promise<void> {
    return this.run(NO_CLAIMS_FILTER);
  }

  apply(): Promise<void> {
    return this.run(this.filters.value);
  }

  /** After a failure: the filter the member last asked for, again. */
  retry(): Promise<void> {
    return this.run(this.filters.value);
  }

  clear(): Promise<void> {
    this.filters.reset();
    return this.run(NO_CLAIMS_FILTER);
  }

  showMore(): void {
    this.shown += CLAIMS_PAGE;
  }

  private run(filter: ClaimsFilter): Promise<void> {
    return this.loads.run(() => this.loadClaims.execute(filter), (outcome) => {
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
          this.shown = CLAIMS_PAGE;
      }
    });
  }
}
