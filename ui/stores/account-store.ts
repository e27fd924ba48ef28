import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import {
  accountMenu,
  benefitsMenu,
  findCareMenu,
  primaryMenu,
  utilityMenu,
  type BenefitsMenuItem,
  type MenuItem,
} from '../../domain/rules/menus-and-permissions';
import { isTermedMember } from '../../domain/rules/eligibility-status';
import { ResolveAccountState, type AccountState } from '../../application/shared/resolve-account-state';
import { SessionStore } from './session-store';

/**
 * The logged-in member's account state, resolved once per session and shared by the shell (menus, group
 * selector, alerts) and the pages. Reset on logout; `reload()` after something that changes it.
 */
@injectable()
export class AccountStore {
  state: AccountState | null = null;
  loading = false;
  private pending: Promise<AccountState | null> | null = null;
  /** Counts resets: an answer for a session that has ended since it was asked for is dropped. */
  private generation = 0;

  constructor(
    @inject(ResolveAccountState) private readonly resolve: ResolveAccountState,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    makeAutoObservable<AccountStore, 'resolve' | 'session' | 'pending' | 'generation'>(this, {
      // Resolved whole and replaced whole, never changed in place: kept as it came.
      state: observableRef,
      resolve: false,
      session: false,
      pending: false,
      generation: false,
    });
    session.onReset(() => this.reset());
  }

  /** Resolves the account state once; concurrent callers share the same request. Failures end on the error page. */
  ensure(): Promise<AccountState | null> {
    if (this.state !== null) return Promise.resolve(this.state);
    this.pending ??= this.load();
    return this.pending;
  }

  reload(): Promise<AccountState | null> {
    this.pending = this.load();
    return this.pending;
  }

  get termed(): boolean {
    return this.state !== null && isTermedMember(this.state.viewer, this.state.today);
  }

  get primaryMenu(): MenuItem[] {
    return this.state === null ? [] : primaryMenu(this.state.menuFacts);
  }

  get accountMenu(): MenuItem[] {
    return this.state === null ? [] : accountMenu(this.state.menuFacts);
  }

  get benefitsMenu(): BenefitsMenuItem[] {
    return this.state === null ? [] : benefitsMenu(this.state.menuFacts);
  }

  get findCareMenu(): MenuItem[] {
    return this.state === null ? [] : findCareMenu(this.state.menuFacts);
  }

  get utilityMenu(): MenuItem[] {
    return utilityMenu(this.session.authorised, this.session.domainId);
  }

  private async load(): Promise<AccountState | null> {
    this.loading = true;
    const generation = this.generation;
    const outcome = await this.resolve.execute();
    return runInAction(() => {
      if (generation !== this.generation) return null;
      this.loading = false;
      this.pending = null;
      if (outcome.kind === 'error') {
        this.session.fail(outcome.error);
        return null;
      }
      this.state = outcome.state;
      return outcome.state;
    });
  }

  private reset(): void {
    this.generation += 1;
    this.state = null;
    this.pending = null;
    this.loading = false;
  }
}
