import { makeAutoObservable } from 'mobx';
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

  constructor(
    @inject(LoadBenefits) private readonly loadBenefits: LoadBenefits,
    @inject(SessionStore) session: SessionStore,
  ) {
    this.summary = new Loadable(session);
    makeAutoObservable<BenefitsSummaryStore, 'loadBenefits'>(this, { loadBenefits: false, summary: false, choiceFor: false });
  }

  /**
   * Who the viewer may look at here and whom the query picks: worked out from what the page already holds,
   * so that the member picker is there in the page's first paint rather than pushing it aside a frame later.
   */
  choiceFor(state: AccountState, query: BenefitsQuery): MemberChoice {
    return memberChoice(state, query);
  }

  async load(state: AccountState, query: BenefitsQuery): Promise<void> {
    const member = this.choiceFor(state, query).member;
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
