import { makeAutoObservable } from 'mobx';
import { inject, injectable } from 'inversify';
import type { CoverageCategory } from '../../domain/rules/benefit-categories';
import { LoadBenefitHistory, type MemberPlanHistory } from '../../application/benefits/load-benefit-history';
import type { AccountState } from '../../application/shared/resolve-account-state';
import { SessionStore } from '../stores/session-store';
import { Loadable } from '../stores/loadable';

/** /history/{effectiveTime}/benefits/{category}. */
@injectable()
export class BenefitHistoryStore {
  readonly history: Loadable<readonly MemberPlanHistory[]>;

  constructor(
    @inject(LoadBenefitHistory) private readonly loadHistory: LoadBenefitHistory,
    @inject(SessionStore) session: SessionStore,
  ) {
    this.history = new Loadable(session);
    makeAutoObservable<BenefitHistoryStore, 'loadHistory'>(this, { loadHistory: false, history: false });
  }

  async load(state: AccountState, category: CoverageCategory, day: string): Promise<void> {
    await this.history.run(async () => {
      const outcome = await this.loadHistory.execute({ category, day, members: state.account.members, viewer: state.viewer });
      return outcome.kind === 'error' ? outcome : { kind: 'loaded', value: outcome.members };
    });
  }
}
