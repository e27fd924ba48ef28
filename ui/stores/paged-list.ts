import { makeAutoObservable, observableRef } from 'mobx';
import type { GatewayError } from '../../application/shared/gateway-error';
import type { DateRangeErrors } from './list-filter';
import { LatestRequest } from './loadable';
import type { SessionStore } from './session-store';

/** What every page a list's use case answers says of where it is. */
export interface PageView {
  /** The page shown (from 1) and how many pages there are. */
  readonly page: number;
  readonly pageCount: number;
}

/** What a list's use case answers when asked for a page (claims, EOBs, the tracker's requests each answer some of these). */
export type PageOutcome<V extends PageView> =
  | { readonly kind: 'loaded'; readonly view: V }
  /** The filter broke a rule: its fields say why, and the page on show stays. */
  | { readonly kind: 'invalid'; readonly errors: DateRangeErrors }
  /** The member has no such page. */
  | { readonly kind: 'not-allowed' }
  /** The list's service failed: the screen says so itself and offers to try again (spec section 8). */
  | { readonly kind: 'unavailable'; readonly error: GatewayError }
  /** Anything else failed: the error page (spec section 8). */
  | { readonly kind: 'error'; readonly error: GatewayError };

/** A list's filter fields, told what the rule said of the filter applied (nothing, once a page loads). */
export interface FilterFields<Q> {
  readonly value: Q;
  showErrors(errors: DateRangeErrors): void;
  reset(): void;
}

interface Asked<Q> {
  readonly query: Q;
  readonly page: number;
}

/**
 * A list the gateway answers a page at a time (claims, EOBs, the tracker's requests), found by a query (a filter,
 * or nothing for a list without one):
 * - the page on show and the query that found it: page turns stay within what it found, not within filter
 *   fields changed since or a filter the rule refused;
 * - what was asked for last: Try again, and a change of language (the page renders afresh with its store and
 *   loads again), ask for it once more, in the new language, rather than for the first page;
 * - the latest request wins; while a page loads, the one on show stays, marked busy (`loading`);
 * - a failure the screen explains (`unavailable`) is said until the next answer; a lost session, or any
 *   other failure, ends through the session store.
 */
export class PagedList<Q, V extends PageView> {
  view: V | null = null;
  notAllowed = false;
  unavailable = false;
  private shown: Asked<Q>;
  private asked: Asked<Q>;
  private readonly loads = new LatestRequest();

  constructor(
    /** The query that finds everything: the first page's, and what Clear goes back to. */
    private readonly none: Q,
    private readonly loadPage: (query: Q, page: number) => Promise<PageOutcome<V>>,
    private readonly session: Pick<SessionStore, 'fail'>,
    /** The filter's fields, for a list that has them. */
    private readonly filters: FilterFields<Q> | null = null,
  ) {
    this.shown = this.asked = { query: none, page: 1 };
    // A page is replaced whole, never changed in place: kept as it came (observableRef).
    makeAutoObservable<PagedList<Q, V>, 'none' | 'loadPage' | 'session' | 'filters' | 'shown' | 'asked' | 'loads'>(this, {
      view: observableRef,
      shown: observableRef,
      none: false,
      loadPage: false,
      session: false,
      filters: false,
      asked: false,
      loads: false,
    });
  }

  get loading(): boolean {
    return this.loads.pending;
  }

  /** Whether the page on show comes from a filter (an empty result then reads differently, and Clear is offered). */
  get filtered(): boolean {
    return this.shown.query !== this.none;
  }

  /** The first page, unfiltered; once a page was shown (a change of language), what was asked for last. */
  load(): Promise<void> {
    return this.view === null ? this.ask(this.none) : this.retry();
  }

  /** After a failure: what the member last asked for, again. */
  retry(): Promise<void> {
    return this.ask(this.asked.query, this.asked.page);
  }

  /** The filter as the member filled it in, from its first page. */
  apply(): Promise<void> {
    return this.ask(this.filters?.value ?? this.none);
  }

  /** Back to everything, the fields emptied. */
  clear(): Promise<void> {
    this.filters?.reset();
    return this.ask(this.none);
  }

  /** A page (the pager's next or previous) of what the page on show found; nothing outside its pages. */
  turnTo(page: number): Promise<void> {
    if (this.view === null || page < 1 || page > this.view.pageCount) return Promise.resolve();
    return this.ask(this.shown.query, page);
  }

  private ask(query: Q, page = 1): Promise<void> {
    this.asked = { query, page };
    return this.loads.run(() => this.loadPage(query, page), (outcome) => {
      this.unavailable = outcome.kind === 'unavailable';
      switch (outcome.kind) {
        case 'error':
          this.session.fail(outcome.error);
          return;
        case 'not-allowed':
          this.notAllowed = true;
          return;
        case 'invalid':
          this.filters?.showErrors(outcome.errors);
          return;
        case 'unavailable':
          // A lost session still ends at login; anything else the page explains.
          if (outcome.error.status === 401) this.session.fail(outcome.error);
          return;
        case 'loaded':
          this.filters?.showErrors({});
          this.view = outcome.view;
          this.shown = { query, page: outcome.view.page };
      }
    });
  }
}
