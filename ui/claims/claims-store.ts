import { makeAutoObservable, observableRef } from 'mobx';
import { inject, injectable } from 'inversify';
import type { ClaimType } from '../../domain/model';
import { NO_CLAIMS_FILTER, type ClaimsFilter, type ClaimsFilterErrors } from '../../domain/rules/claims';
import { LoadClaims, type ClaimsView } from '../../application/claims/load-claims';
import { LatestRequest } from '../stores/loadable';
import { SessionStore } from '../stores/session-store';

/** Claims are shown this many at a time; "Show more" adds as many again. */
export const CLAIMS_PAGE = 25;

/** /claims: the filter as the member fills it in, the claims it found, and how many are shown. */
@injectable()
export class ClaimsStore {
  filter: ClaimsFilter = NO_CLAIMS_FILTER;
  errors: ClaimsFilterErrors = {};
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
    });
  }

  get loading(): boolean {
    return this.loads.pending;
  }

  get visibleClaims() {
    return this.view?.claims.slice(0, this.shown) ?? [];
  }

  setMember(memberKey: string): void {
    this.filter = { ...this.filter, memberKey: memberKey === '' ? null : memberKey };
  }

  setClaimType(claimType: ClaimType | null): void {
    this.filter = { ...this.filter, claimType };
  }

  setFromDate(fromDate: string): void {
    this.filter = { ...this.filter, fromDate };
    this.errors = {};
  }

  setToDate(toDate: string): void {
    this.filter = { ...this.filter, toDate };
    this.errors = {};
  }

  load(): Promise<void> {
    return this.run(NO_CLAIMS_FILTER);
  }

  apply(): Promise<void> {
    return this.run(this.filter);
  }

  /** After a failure: the filter the member last asked for, again. */
  retry(): Promise<void> {
    return this.run(this.filter);
  }

  clear(): Promise<void> {
    this.filter = NO_CLAIMS_FILTER;
    this.errors = {};
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
          this.errors = outcome.errors;
          return;
        case 'unavailable':
          // A lost session still ends at login; anything else the page explains.
          if (outcome.error.status === 401) this.session.fail(outcome.error);
          return;
        case 'loaded':
          this.errors = {};
          this.view = outcome.view;
          this.filtered = filter !== NO_CLAIMS_FILTER;
          this.shown = CLAIMS_PAGE;
      }
    });
  }
}
