import { makeAutoObservable } from 'mobx';
import { inject, injectable } from 'inversify';
import { LoadPlanBenefits, type PlanBenefits } from '../../application/account/plan-benefits';
import { AccountScreen } from '../stores/account-screen';

/** /account/plan-benefits. */
@injectable()
export class PlanBenefitsStore {
  benefits: PlanBenefits | null = null;

  constructor(
    @inject(LoadPlanBenefits) private readonly loadBenefits: LoadPlanBenefits,
    @inject(AccountScreen) private readonly screen: AccountScreen,
  ) {
    makeAutoObservable<PlanBenefitsStore, 'loadBenefits' | 'screen'>(this, { loadBenefits: false, screen: false });
  }

  load(): Promise<void> {
    return this.screen.load(
      (state) => this.loadBenefits.execute(state),
      (outcome) => {
        this.benefits = outcome.benefits;
      },
    );
  }
}
