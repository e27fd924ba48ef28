import { makeAutoObservable, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { COPIED_LABEL_MS, COPY_TOAST_MS } from '../../domain/rules/constants';
import { CopySubscriberId } from '../../application/use-cases/copy-subscriber-id';
import { LoadHome, type HomeView } from '../../application/use-cases/load-home';
import { HOME_COPY } from './home-copy';
import { NotificationStore } from '../stores/notification-store';
import { SessionStore } from '../stores/session-store';

/** What /home shows; a load failure ends on the error page with its status. */
@injectable()
export class HomeStore {
  home: HomeView | null = null;
  loading = false;
  copied = false;
  private copiedTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    @inject(LoadHome) private readonly loadHome: LoadHome,
    @inject(CopySubscriberId) private readonly copySubscriberId: CopySubscriberId,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(NotificationStore) private readonly notifications: NotificationStore,
  ) {
    makeAutoObservable<HomeStore, 'loadHome' | 'copySubscriberId' | 'session' | 'notifications' | 'copiedTimer'>(this, {
      loadHome: false,
      copySubscriberId: false,
      session: false,
      notifications: false,
      copiedTimer: false,
    });
  }

  get greeting(): string | null {
    return this.home === null ? null : HOME_COPY.welcome(this.home.viewer.firstName);
  }

  async load(): Promise<void> {
    this.loading = true;
    const outcome = await this.loadHome.execute();
    runInAction(() => {
      this.loading = false;
      if (outcome.kind === 'error') this.session.fail(outcome.error);
      else this.home = outcome.home;
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

  dispose(): void {
    clearTimeout(this.copiedTimer);
  }
}
