import { makeAutoObservable, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { ListPlanChoices, SelectGroup, type PlanChoice } from '../../application/session/select-group';
import { SessionStore } from '../stores/session-store';
import { afterSignIn } from './sign-in-outcome';
import { Said } from '../stores/said';

/** /group-selection (spec sections 2 and 4): the member's plans, each with its 'Log in to account' button. */
@injectable()
export class GroupSelectionStore {
  plans: readonly PlanChoice[] | null = null;
  /** The plan being entered; every button waits meanwhile. */
  choosing: string | null = null;
  readonly said = new Said();

  constructor(
    @inject(ListPlanChoices) private readonly listPlans: ListPlanChoices,
    @inject(SelectGroup) private readonly selectGroup: SelectGroup,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    makeAutoObservable<GroupSelectionStore, 'listPlans' | 'selectGroup' | 'session'>(this, { listPlans: false, selectGroup: false, session: false });
  }

  get message(): string | null {
    return this.said.text;
  }

  async load(): Promise<void> {
    const outcome = await this.listPlans.execute();
    runInAction(() => {
      if (outcome.kind === 'error') this.session.fail(outcome.error);
      else this.plans = outcome.plans;
    });
  }

  async choose(groupId: string): Promise<void> {
    if (this.choosing !== null) return;
    this.choosing = groupId;
    this.said.clear();
    const outcome = await this.selectGroup.execute(groupId);
    runInAction(() => {
      if (outcome.kind === 'unchanged') {
        this.choosing = null;
        return;
      }
      const next = afterSignIn(outcome, this.session);
      this.said.keep(next.message);
      if (!next.stillBusy) this.choosing = null;
    });
  }
}
