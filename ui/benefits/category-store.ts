import { makeAutoObservable } from 'mobx';
import { inject, injectable } from 'inversify';
import { LoadBenefits, type CategoryView } from '../../application/benefits/load-benefits';
import type { AccountState } from '../../application/shared/resolve-account-state';
import { SessionStore } from '../stores/session-store';
import type { BenefitsQuery } from './benefits-query';
import { Loadable } from '../stores/loadable';
import { memberChoice, type MemberChoice } from './member-choice';

/** /benefits/vision and /benefits/pharmacy for the chosen member. */
@injectable()
export class CategoryBenefitsStore {
  readonly view: Loadable<CategoryView>;

  constructor(
    @inject(LoadBenefits) private readonly loadBenefits: LoadBenefits,
    @inject(SessionStore) session: SessionStore,
  ) {
    this.view = new Loadable(session);
    makeAutoObservable<CategoryBenefitsStore, 'loadBenefits'>(this, { loadBenefits: false, view: false, choiceFor: false });
  }

  /**
   * Who the viewer may look at here and whom the query picks: worked out from what the page already holds,
   * so that the member picker is there in the page's first paint rather than pushing it aside a frame later.
   */
  choiceFor(category: 'vision' | 'pharmacy', state: AccountState, query: BenefitsQuery): MemberChoice {
    return memberChoice(state, query, category === 'vision' ? 'Vision' : 'Pharmacy');
  }

  async load(category: 'vision' | 'pharmacy', state: AccountState, query: BenefitsQuery): Promise<void> {
    const member = this.choiceFor(category, state, query).member;
    if (member === null) return this.view.clear();
    await this.view.run(() =>
      this.loadBenefits.category(category, {
        suffix: member.memberSuffix,
        memberKey: member.memberKey,
        ...(query.asOfDate === null ? {} : { asOfDate: query.asOfDate }),
      }),
    );
  }
}
