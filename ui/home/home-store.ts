import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import type { Alert } from '../../domain/model';
import { COPIED_LABEL_MS, COPY_TOAST_MS } from '../../domain/rules/constants';
import { CopySubscriberId } from '../../application/home/copy-subscriber-id';
import { LoadHome, type HomeView } from '../../application/home/load-home';
import { LoadHomeDashboard, type HomeDashboard } from '../../application/home/load-home-dashboard';
import type { PlanManagementView } from '../../application/home/home-plan-management';
import { AccountStore } from '../stores/account-store';
import { NotificationStore } from '../stores/notification-store';
import { SessionStore } from '../stores/session-store';
import { IdCardDownload } from '../stores/id-card-download';
import { HOME_COPY } from './home-copy';

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
  private copiedTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    @inject(LoadHome) private readonly loadHome: LoadHome,
    @inject(LoadHomeDashboard) private readonly loadDashboard: LoadHomeDashboard,
    @inject(CopySubscriberId) private readonly copySubscriberId: CopySubscriberId,
    @inject(IdCardDownload) readonly idCard: IdCardDownload,
    @inject(AccountStore) private readonly account: AccountStore,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(NotificationStore) private readonly notifications: NotificationStore,
  ) {
    makeAutoObservable<
      HomeStore,
      'loadHome' | 'loadDashboard' | 'copySubscriberId' | 'account' | 'session' | 'notifications' | 'copiedTimer'
    >(this, {
      // The gateway's answers are replaced whole, never changed in place: kept as they came.
      home: observableRef,
      dashboard: observableRef,
      loadHome: false,
      loadDashboard: false,
      copySubscriberId: false,
      idCard: false,
      account: false,
      session: false,
      notifications: false,
      copiedTimer: false,
    });
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

  /** The cancel dialog (its own store, ui/home/cancel-plan-store.ts, comes with it). */
  openCancelDialog(): void {
    this.cancelDialogOpen = true;
  }

  closeCancelDialog(): void {
    this.cancelDialogOpen = false;
  }

  /** The plan's notice as the cancellation left it; the dialog closes. */
  planCancelled(planManagement: PlanManagementView | null): void {
    if (this.dashboard !== null) this.dashboard = { ...this.dashboard, planManagement };
    this.cancelDialogOpen = false;
  }

  dispose(): void {
    clearTimeout(this.copiedTimer);
  }
}
