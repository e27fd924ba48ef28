import { makeAutoObservable } from 'mobx';
import { inject, injectable } from 'inversify';
import { LoadPlanBenefits, type PlanBenefits } from '../../application/account/plan-benefits';
import { loadWithAccountState } from '../stores/account-loads';
import { AccountStore } from '../stores/account-store';
import { SessionStore } from '../stores/session-store';

/** /account/plan-benefits. */
@injectable()
export class PlanBenefitsStore {
  benefits: PlanBenefits | null = null;

  constructor(
    @inject(LoadPlanBenefits) private readonly loadBenefits: LoadPlanBenefits,
    @inject(AccountStore) private readonly account: AccountStore,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    makeAutoObservable<PlanBenefitsStore, 'loadBenefits' | 'account' | 'session'>(this, { loadBenefits: false, account: false, session: false });
  }

  async load(): Promise<void> {
    await loadWithAccountState(
      this.account,
      this.session,
      (state) => this.loadBenefits.execute(state),
      (outcome) => {
        this.benefits = outcome.benefits;
      },
    );
  }
}
