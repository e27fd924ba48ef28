import { makeAutoObservable, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { LoadPlanBenefits, type PlanBenefits } from '../../application/use-cases/plan-benefits';
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
    const state = await this.account.ensure();
    if (state === null) return;
    const outcome = await this.loadBenefits.execute(state);
    runInAction(() => {
      if (outcome.kind === 'error') this.session.fail(outcome.error);
      else this.benefits = outcome.benefits;
    });
  }
}
