import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import type { AuthorizationStatus } from '../../domain/model';
import {
  NO_AUTHORIZATIONS_FILTER,
  type AuthorizationsFilter,
  type AuthorizationsFilterErrors,
  type PriorAuthorizationAnswer,
} from '../../domain/rules/authorizations';
import { LoadAuthorizations, LookUpPriorAuthorization, type AuthorizationsView } from '../../application/care/track-authorizations';
import { LatestRequest } from '../stores/loadable';
import { SessionStore } from '../stores/session-store';

/**
 * The tracker: the filter as the member fills it in, the requests it found, and the prior authorization
 * look-up (the query as typed and its answer). A bad date or query keeps what was typed and says what to
 * change; a failed call ends on the error page.
 */
@injectable()
export class AuthorizationsStore {
  filter: AuthorizationsFilter = NO_AUTHORIZATIONS_FILTER;
  errors: AuthorizationsFilterErrors = {};
  view: AuthorizationsView | null = null;
  /** Whether the shown requests come from a filter (an empty result then reads differently). */
  filtered = false;

  query = '';
  queryError: string | undefined = undefined;
  answer: PriorAuthorizationAnswer | null = null;
  lookingUp = false;
  private readonly loads = new LatestRequest();

  constructor(
    @inject(LoadAuthorizations) private readonly loadAuthorizations: LoadAuthorizations,
    @inject(LookUpPriorAuthorization) private readonly lookUpService: LookUpPriorAuthorization,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    makeAutoObservable<AuthorizationsStore, 'loadAuthorizations' | 'lookUpService' | 'session' | 'loads'>(this, {
      view: observableRef,
      answer: observableRef,
      loadAuthorizations: false,
      lookUpService: false,
      session: false,
      loads: false,
    });
  }

  get loading(): boolean {
    return this.loads.pending;
  }

  setMember(memberKey: string): void {
    this.filter = { ...this.filter, memberKey: memberKey === '' ? null : memberKey };
  }

  setStatus(status: AuthorizationStatus | null): void {
    this.filter = { ...this.filter, status };
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
    return this.run(NO_AUTHORIZATIONS_FILTER);
  }

  apply(): Promise<void> {
    return this.run(this.filter);
  }

  clear(): Promise<void> {
    this.filter = NO_AUTHORIZATIONS_FILTER;
    this.errors = {};
    return this.run(NO_AUTHORIZATIONS_FILTER);
  }

  setQuery(query: string): void {
    this.query = query;
    this.queryError = undefined;
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
        this.queryError = outcome.answer.message;
        this.answer = null;
        return;
      }
      this.queryError = undefined;
      this.answer = outcome.answer;
    });
  }

  private run(filter: AuthorizationsFilter): Promise<void> {
    return this.loads.run(() => this.loadAuthorizations.execute(filter), (outcome) => {
      switch (outcome.kind) {
        case 'error':
          this.session.fail(outcome.error);
          return;
        case 'invalid':
          this.errors = outcome.errors;
          return;
        case 'loaded':
          this.errors = {};
          this.view = outcome.view;
          this.filtered = filter !== NO_AUTHORIZATIONS_FILTER;
      }
    });
  }
}
