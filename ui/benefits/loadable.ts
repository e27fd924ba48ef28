import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Member } from '../../domain/model';
import type { CoverageCategory } from '../../domain/rules/benefit-categories';
import { benefitsMembers, chosenBenefitsMember } from '../../domain/rules/benefit-members';
import type { GatewayError } from '../../application/shared/gateway-error';
import type { AccountState } from '../../application/shared/resolve-account-state';
import type { SessionStore } from '../stores/session-store';
import type { BenefitsQuery } from './benefits-query';

type Outcome<T> = { readonly kind: 'loaded'; readonly value: T } | { readonly kind: 'error'; readonly error: GatewayError };

/**
 * One thing a screen loads: the latest answer wins (a slower earlier request never overwrites a later
 * one), and a failure ends on the error page through the session store (spec section 8).
 */
export class Loadable<T> {
  value: T | null = null;
  loading = false;
  private sequence = 0;

  constructor(private readonly session: SessionStore) {
    makeAutoObservable<Loadable<T>, 'session' | 'sequence'>(this, { session: false, sequence: false, value: observableRef });
  }

  async run(task: () => Promise<Outcome<T>>): Promise<void> {
    const request = ++this.sequence;
    this.loading = true;
    const outcome = await task();
    runInAction(() => {
      if (request !== this.sequence) return;
      this.loading = false;
      if (outcome.kind === 'error') this.session.fail(outcome.error);
      else this.value = outcome.value;
    });
  }

  /** Forget the value (nothing to show, e.g. no member to show it for). */
  clear(): void {
    this.sequence += 1;
    this.value = null;
    this.loading = false;
  }
}

export interface MemberChoice {
  readonly offered: readonly Member[];
  readonly member: Member | null;
}

/** Who the viewer may look at (in the category, when one is given) and whom the query picks. */
export function memberChoice(state: AccountState, query: BenefitsQuery, category?: CoverageCategory): MemberChoice {
  const offered = benefitsMembers(state.account.members, state.viewer, state.today, category);
  return { offered, member: chosenBenefitsMember(offered, query.suffix) };
}
