import { makeAutoObservable, observableRef } from 'mobx';
import { inject, injectable } from 'inversify';
import { eligibleCategories } from '../../domain/rules/eligibility-status';
import { LoadBenefits, type BenefitsSummary } from '../../application/benefits/load-benefits';
import type { AccountState } from '../../application/shared/resolve-account-state';
import { SessionStore } from '../stores/session-store';
import type { BenefitsQuery } from './benefits-query';
import { Loadable } from '../stores/loadable';
import { memberChoice, type MemberChoice } from './member-choice';

/** /benefits/summary: the chosen member's categories, plans and limits on the chosen day. */
@injectable()
export class BenefitsSummaryStore {
  readonly summary: Loadable<BenefitsSummary>;
  choice: MemberChoice = { offered: [], member: null };

  constructor(
    @inject(LoadBenefits) private readonly loadBenefits: LoadBenefits,
    @inject(SessionStore) session: SessionStore,
  ) {
    this.summary = new Loadable(session);
    makeAutoObservable<BenefitsSummaryStore, 'loadBenefits'>(this, { loadBenefits: false, summary: false, choice: observableRef });
  }

  async load(state: AccountState, query: BenefitsQuery): Promise<void> {
    this.choice = memberChoice(state, query);
    const member = this.choice.member;
    if (member === null) return this.summary.clear();
    await this.summary.run(() =>
      this.loadBenefits.summary({
        suffix: member.memberSuffix,
        memberKey: member.memberKey,
        ...(query.asOfDate === null ? {} : { asOfDate: query.asOfDate }),
        categories: eligibleCategories(member, state.today),
      }),
    );
  }
}
