import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import {
  NO_AUTHORIZATIONS_FILTER,
  type AuthorizationsFilter,
  type PriorAuthorizationAnswer,
} from '../../domain/rules/authorizations';
import { LoadAuthorizations, LookUpPriorAuthorization, type AuthorizationsView } from '../../application/care/track-authorizations';
import { ListFilter } from '../stores/list-filter';
import { LatestRequest } from '../stores/loadable';
import { Said } from '../stores/said';
import { SessionStore } from '../stores/session-store';

/**
 * The tracker: the filter as the member fills it in, the page of requests it found, and the prior authorization
 * look-up (the query as typed and its answer). A bad date or query keeps what was typed and says what to
 * change; a failed call ends on the error page.
 */
@injectable()
export class AuthorizationsStore {
  readonly filters = new ListFilter<AuthorizationsFilter>(NO_AUTHORIZATIONS_FILTER);
  view: AuthorizationsView | null = null;
  /** Whether the shown requests come from a filter (an empty result then reads differently). */
  filtered = false;

  query = '';
  /** The look-up query's message, worded when read. */
  private readonly querySaid = new Said();
  answer: PriorAuthorizationAnswer | null = null;
  lookingUp = false;
  private readonly loads = new LatestRequest();
  /** The filter last applied and the page it showed: what a page turn and a change of language keep (not fields changed since). */
  private applied: { readonly filter: AuthorizationsFilter; readonly page: number } = { filter: NO_AUTHORIZATIONS_FILTER, page: 1 };

  constructor(
    @inject(LoadAuthorizations) private readonly loadAuthorizations: LoadAuthorizations,
    @inject(LookUpPriorAuthorization) private readonly lookUpService: LookUpPriorAuthorization,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    makeAutoObservable<AuthorizationsStore, 'loadAuthorizations' | 'lookUpService' | 'session' | 'loads' | 'applied'>(this, {
      applied: false,
      view: observableRef,
      answer: observableRef,
      loadAuthorizations: false,
      lookUpService: false,
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
   * page on show is asked for again, its texts in the new language, rather than the first.
   */
  load(): Promise<void> {
    return this.view === null ? this.run(NO_AUTHORIZATIONS_FILTER) : this.run(this.applied.filter, this.applied.page);
  }

  apply(): Promise<void> {
    return this.run(this.filters.value);
  }

  clear(): Promise<void> {
    this.filters.reset();
    return this.run(NO_AUTHORIZATIONS_FILTER);
  }

  /** The next or previous page of what the filter last applied found; nothing past the first or last page. */
  nextPage(): Promise<void> {
    return this.turnTo((this.view?.page ?? 1) + 1);
  }

  previousPage(): Promise<void> {
    return this.turnTo((this.view?.page ?? 1) - 1);
  }

  private turnTo(page: number): Promise<void> {
    const view = this.view;
    if (view === null || page < 1 || page > view.pageCount) return Promise.resolve();
    return this.run(this.applied.filter, page);
  }

  get queryError(): string | undefined {
    return this.querySaid.text ?? undefined;
  }

  setQuery(query: string): void {
    this.query = query;
    this.querySaid.clear();
  }

  async lookUp(): Promise<void> {
    this.lookingUp = true;
    const outcome = await this.lookUpService.execute(this.query);
    runInAction(() => {
      this.lookingUp = false;
      if (outcome.kind === 'error') {
        this.session.fail(outcome.error);
        return;
      }
      if (outcome.answer.kind === 'invalid') {
        const invalid = outcome.answer;
        this.querySaid.say(() => invalid.message);
        this.answer = null;
        return;
      }
      this.querySaid.clear();
      this.answer = outcome.answer;
    });
  }

  private run(filter: AuthorizationsFilter, page = 1): Promise<void> {
    return this.loads.run(() => this.loadAuthorizations.execute(filter, page), (outcome) => {
      switch (outcome.kind) {
        case 'error':
          this.session.fail(outcome.error);
          return;
        case 'invalid':
          this.filters.showErrors(outcome.errors);
          return;
        case 'loaded':
          this.filters.showErrors({});
          this.view = outcome.view;
          this.applied = { filter, page: outcome.view.page };
          this.filtered = filter !== NO_AUTHORIZATIONS_FILTER;
      }
    });
  }
}
