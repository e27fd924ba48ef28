import { makeAutoObservable, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { CancelPlan } from '../../application/home/cancel-plan';
import type { PlanManagementView } from '../../application/home/home-plan-management';
import { screenFailure } from '../../application/shared/screen-failure';
import { COPY_TOAST_MS } from '../../domain/rules/constants';
import { FreshCheckPrompt } from '../stores/fresh-check-prompt';
import { NotificationStore } from '../stores/notification-store';
import { Said } from '../stores/said';
import { SessionStore } from '../stores/session-store';
import { HOME_COPY } from './home-copy';

/** What the home page hears back from the dialog: closed as it was, or the plan's notice after cancelling. */
export interface CancelPlanHost {
  closeCancelDialog(): void;
  planCancelled(planManagement: PlanManagementView | null): void;
}

/**
 * The cancel dialog's own state (spec section 4): which coverage not to renew, the call, and the fresh check
 * the gateway asks for before a sensitive change. It comes with the dialog's chunk, when a member opens it.
 * `choice` is null until the member picks one: the dialog shows the first option as chosen until then.
 */
@injectable()
export class CancelPlanStore {
  choice: string | null = null;
  cancelling = false;
  readonly said = new Said();

  constructor(
    @inject(CancelPlan) private readonly cancelPlan: CancelPlan,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(NotificationStore) private readonly notifications: NotificationStore,
    /** Cancelling is a sensitive change: asked inside the dialog when the gateway wants a fresh proof. */
    @inject(FreshCheckPrompt) readonly freshCheck: FreshCheckPrompt,
  ) {
    makeAutoObservable<CancelPlanStore, 'cancelPlan' | 'session' | 'notifications'>(this, {
      cancelPlan: false,
      session: false,
      notifications: false,
      freshCheck: false,
    });
  }

  get error(): string | null {
    return this.said.text;
  }

  choose(id: string): void {
    this.choice = id;
    this.said.clear();
  }

  /** The modal's buttons: confirm cancels (and keeps the dialog open until the answer comes), anything else closes. */
  close(result: 'primary' | 'secondary' | 'cancel' | 'close', chosen: string | null, host: CancelPlanHost): boolean {
    if (result === 'primary') {
      void this.confirm(chosen, host);
      return false;
    }
    if (this.cancelling) return false;
    this.freshCheck.close();
    host.closeCancelDialog();
    return true;
  }

  async confirm(chosen: string | null, host: CancelPlanHost): Promise<void> {
    if (chosen === null || this.cancelling) return;
    this.cancelling = true;
    this.said.clear();
    // The member was asked to confirm it is them: the cancellation goes again once they are.
    if (this.freshCheck.check !== null && !(await this.freshCheck.confirm())) {
      runInAction(() => (this.cancelling = false));
      return;
    }
    const outcome = await this.cancelPlan.execute(chosen);
    runInAction(() => {
      this.cancelling = false;
      if (outcome.kind === 'error' && this.freshCheck.takeRefusal(outcome.error)) return;
      if (outcome.kind === 'error') {
        this.said.tell(screenFailure(outcome.error, { signedIn: true }), (error) => {
          host.closeCancelDialog();
          this.session.fail(error);
        });
        return;
      }
      host.planCancelled(outcome.planManagement);
      this.notifications.notify({ message: HOME_COPY.cancelledToast, status: 'success', dismissAfter: COPY_TOAST_MS });
    });
  }
}
