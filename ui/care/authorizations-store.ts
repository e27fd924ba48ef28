import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import {
  NO_AUTHORIZATIONS_FILTER,
  type AuthorizationsFilter,
  type PriorAuthorizationAnswer,
} from '../../domain/rules/authorizations';
import { LoadAuthorizations, LookUpPriorAuthorization, type AuthorizationsView } from '../../application/care/track-authorizations';
import { ListFilter } from '../stores/list-filter';
import { PagedList } from '../stores/paged-list';
import { Said } from '../stores/said';
import { SessionStore } from '../stores/session-store';

/**
 * The tracker: the filter as the member fills it in, the requests it found a page at a time, and the prior
 * authorization look-up (the query as typed and its answer). A bad date or query keeps what was typed and says what to
 * change; a failed call ends on the error page.
 */
@injectable()
export class AuthorizationsStore {
  readonly filters = new ListFilter<AuthorizationsFilter>(NO_AUTHORIZATIONS_FILTER);
  /** The requests the filter found, a page at a time. */
  readonly list: PagedList<AuthorizationsFilter, AuthorizationsView>;

  query = '';
  /** The look-up query's message, worded when read. */
  private readonly querySaid = new Said();
  answer: PriorAuthorizationAnswer | null = null;
  lookingUp = false;

  constructor(
    @inject(LoadAuthorizations) loadAuthorizations: LoadAuthorizations,
    @inject(LookUpPriorAuthorization) private readonly lookUpService: LookUpPriorAuthorization,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    this.list = new PagedList(NO_AUTHORIZATIONS_FILTER, (filter, page) => loadAuthorizations.execute(filter, page), session, this.filters);
    makeAutoObservable<AuthorizationsStore, 'lookUpService' | 'session'>(this, {
      answer: observableRef,
      lookUpService: false,
      session: false,
      filters: false,
      list: false,
    });
  }

  get queryError(): string | undefined {
    return this.querySaid.text ?? undefined;
  }

  setQuery(query: string): void {
    this.query = query;
    this.querySaid.clear();
  }

  async lookUp(): Promise<void> {
    if (this.lookingUp) return;
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
}
