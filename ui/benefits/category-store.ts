import { makeAutoObservable, observableRef } from 'mobx';
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
  choice: MemberChoice = { offered: [], member: null };

  constructor(
    @inject(LoadBenefits) private readonly loadBenefits: LoadBenefits,
    @inject(SessionStore) session: SessionStore,
  ) {
    this.view = new Loadable(session);
    makeAutoObservable<CategoryBenefitsStore, 'loadBenefits'>(this, { loadBenefits: false, view: false, choice: observableRef });
  }

  async load(category: 'vision' | 'pharmacy', state: AccountState, query: BenefitsQuery): Promise<void> {
    this.choice = memberChoice(state, query, category === 'vision' ? 'Vision' : 'Pharmacy');
    const member = this.choice.member;
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
