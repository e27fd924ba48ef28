import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import type { Alert } from '../../domain/model';
import { COPIED_LABEL_MS, COPY_TOAST_MS } from '../../domain/rules/constants';
import { CancelPlan } from '../../application/home/cancel-plan';
import { CopySubscriberId } from '../../application/home/copy-subscriber-id';
import { LoadHome, type HomeView } from '../../application/home/load-home';
import { LoadHomeDashboard, type HomeDashboard } from '../../application/home/load-home-dashboard';
import { screenFailure } from '../../application/shared/screen-failure';
import { AccountStore } from '../stores/account-store';
import { NotificationStore } from '../stores/notification-store';
import { SessionStore } from '../stores/session-store';
import { IdCardDownload } from '../stores/id-card-download';
import { HOME_COPY } from './home-copy';
import { Said } from '../stores/said';
import { FreshCheckPrompt } from '../stores/fresh-check-prompt';

/** The eBill invitation, worded when shown (in the language in force). */
const ebillAlert = (): Alert => ({
  id: 'ebill',
  type: 'info',
  title: HOME_COPY.ebillAlertTitle,
  content: HOME_COPY.ebillAlertText,
  canDismiss: true,
  links: [{ label: HOME_COPY.ebillAlertLink, href: '/account/ebill' }],
  buttons: [],
});

/** What /home shows; a load failure ends on the error page with its status. */
@injectable()
export class HomeStore {
  home: HomeView | null = null;
  dashboard: HomeDashboard | null = null;
  copied = false;
  ebillAlertDismissed = false;
  cancelDialogOpen = false;
  cancellationChoice: string | null = null;
  cancelling = false;
  readonly cancelSaid = new Said();
  private copiedTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    @inject(LoadHome) private readonly loadHome: LoadHome,
    @inject(LoadHomeDashboard) private readonly loadDashboard: LoadHomeDashboard,
    @inject(CancelPlan) private readonly cancelPlan: CancelPlan,
    @inject(CopySubscriberId) private readonly copySubscriberId: CopySubscriberId,
    @inject(IdCardDownload) readonly idCard: IdCardDownload,
    @inject(AccountStore) private readonly account: AccountStore,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(NotificationStore) private readonly notifications: NotificationStore,
    /** Cancelling is a sensitive change: asked inside the cancel dialog when the gateway wants a fresh proof. */
    @inject(FreshCheckPrompt) readonly freshCheck: FreshCheckPrompt,
  ) {
    makeAutoObservable<
      HomeStore,
      'loadHome' | 'loadDashboard' | 'cancelPlan' | 'copySubscriberId' | 'account' | 'session' | 'notifications' | 'copiedTimer'
    >(this, {
      // The gateway's answers are replaced whole, never changed in place: kept as they came.
      home: observableRef,
      dashboard: observableRef,
      loadHome: false,
      loadDashboard: false,
      cancelPlan: false,
      copySubscriberId: false,
      idCard: false,
      account: false,
      session: false,
      notifications: false,
      copiedTimer: false,
      freshCheck: false,
    });
  }

  get cancelError(): string | null {
    return this.cancelSaid.text;
  }

  get greeting(): string | null {
    return this.home === null ? null : HOME_COPY.welcome(this.home.viewer.firstName);
  }

  get ebillAlert(): Alert | null {
    return this.dashboard?.ebillAlert === true && !this.ebillAlertDismissed ? ebillAlert() : null;
  }

  /** The welcome banner: the account read. The account state (behind the menus and the dashboard) goes out alongside. */
  async load(): Promise<void> {
    void this.account.ensure();
    const outcome = await this.loadHome.execute();
    if (outcome.kind === 'error') {
      this.session.fail(outcome.error);
      return;
    }
    runInAction(() => (this.home = outcome.home));
  }

  /** What lies below the banner, from the account state: the page asks for it once the banner is on screen. */
  async loadBelowBanner(): Promise<void> {
    const state = await this.account.ensure();
    // The account store has already sent a failure to the error page.
    if (state === null) return;
    const dashboard = await this.loadDashboard.execute(state);
    runInAction(() => {
      if (dashboard.kind === 'error') this.session.fail(dashboard.error);
      else this.dashboard = dashboard.dashboard;
    });
  }

  async copy(): Promise<void> {
    if (this.home === null) return;
    const ok = await this.copySubscriberId.execute(this.home.account.subscriberId);
    runInAction(() => {
      if (!ok) {
        this.notifications.notify({ message: HOME_COPY.copyFailed, status: 'error', dismissAfter: COPY_TOAST_MS });
        return;
      }
      this.copied = true;
      clearTimeout(this.copiedTimer);
      this.copiedTimer = setTimeout(() => runInAction(() => (this.copied = false)), COPIED_LABEL_MS);
      this.notifications.notify({ message: HOME_COPY.copiedToast, status: 'success', dismissAfter: COPY_TOAST_MS });
    });
  }

  dismissEbillAlert(): void {
    this.ebillAlertDismissed = true;
  }

  openCancelDialog(): void {
    const options = this.dashboard?.planManagement?.cancellationOptions ?? [];
    this.cancellationChoice = options[0]?.id ?? null;
    this.cancelSaid.clear();
    this.cancelDialogOpen = true;
  }

  chooseCancellation(id: string): void {
    this.cancellationChoice = id;
    this.cancelSaid.clear();
  }

  /** The modal's buttons: confirm cancels (and keeps the dialog open until the answer comes), anything else closes. */
  closeCancelDialog(result: 'primary' | 'secondary' | 'cancel' | 'close'): boolean {
    if (result === 'primary') {
      void this.confirmCancellation();
      return false;
    }
    if (this.cancelling) return false;
    this.cancelDialogOpen = false;
    this.freshCheck.close();
    return true;
  }

  async confirmCancellation(): Promise<void> {
    const choice = this.cancellationChoice;
    if (choice === null || this.cancelling) return;
    this.cancelling = true;
    this.cancelSaid.clear();
    // The member was asked to confirm it is them: the cancellation goes again once they are.
    if (this.freshCheck.check !== null && !(await this.freshCheck.confirm())) {
      runInAction(() => {
        this.cancelling = false;
      });
      return;
    }
    const outcome = await this.cancelPlan.execute(choice);
    runInAction(() => {
      this.cancelling = false;
      if (outcome.kind === 'error' && this.freshCheck.takeRefusal(outcome.error)) return;
      if (outcome.kind === 'error') {
        this.cancelSaid.tell(screenFailure(outcome.error, { signedIn: true }), (error) => {
          this.cancelDialogOpen = false;
          this.session.fail(error);
        });
        return;
      }
      if (this.dashboard !== null) this.dashboard = { ...this.dashboard, planManagement: outcome.planManagement };
      this.cancelDialogOpen = false;
      this.notifications.notify({ message: HOME_COPY.cancelledToast, status: 'success', dismissAfter: COPY_TOAST_MS });
    });
  }

  dispose(): void {
    clearTimeout(this.copiedTimer);
  }
}
