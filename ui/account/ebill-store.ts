import { makeAutoObservable, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { COPY_TOAST_MS } from '../../domain/rules/constants';
import { LoadEbillAccount, OpenEbill, RegisterForEbill } from '../../application/account/ebill-account';
import { screenFailure } from '../../application/shared/screen-failure';
import { loadWithAccountState } from '../stores/account-loads';
import { AccountStore } from '../stores/account-store';
import { NotificationStore } from '../stores/notification-store';
import { SessionStore } from '../stores/session-store';
import { ACCOUNT_COPY } from './account-copy';
import { Said } from '../stores/said';

/** /account/ebill: registration status, registering, and the link to the eBill page. */
@injectable()
export class EbillStore {
  registered: boolean | null = null;
  hidden = false;
  registering = false;
  readonly said = new Said();

  constructor(
    @inject(LoadEbillAccount) private readonly loadEbill: LoadEbillAccount,
    @inject(RegisterForEbill) private readonly register: RegisterForEbill,
    @inject(OpenEbill) private readonly openEbill: OpenEbill,
    @inject(AccountStore) private readonly account: AccountStore,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(NotificationStore) private readonly notifications: NotificationStore,
  ) {
    makeAutoObservable<EbillStore, 'loadEbill' | 'register' | 'openEbill' | 'account' | 'session' | 'notifications'>(this, {
      loadEbill: false,
      register: false,
      openEbill: false,
      account: false,
      session: false,
      notifications: false,
    });
  }

  get error(): string | null {
    return this.said.text;
  }

  async load(): Promise<void> {
    await loadWithAccountState(
      this.account,
      this.session,
      (state) => this.loadEbill.execute(state),
      (outcome) => {
        if (outcome.kind === 'hidden') this.hidden = true;
        else this.registered = outcome.registered;
      },
    );
  }

  async registerForEbill(): Promise<void> {
    if (this.registering) return;
    this.registering = true;
    this.said.clear();
    const outcome = await this.register.execute();
    runInAction(() => {
      this.registering = false;
      if (outcome.kind === 'registered') {
        this.registered = true;
        this.notifications.notify({ message: ACCOUNT_COPY.ebillRegisteredToast, status: 'success', dismissAfter: COPY_TOAST_MS });
        return;
      }
      this.said.tell(screenFailure(outcome.error, { signedIn: true, fallback: () => ACCOUNT_COPY.saveFailed }), (error) => this.session.fail(error));
    });
  }

  open(): void {
    if (this.registered === null) return;
    const outcome = this.openEbill.execute(this.registered);
    if (outcome.kind === 'unavailable') this.said.say(() => ACCOUNT_COPY.ebillUnavailable);
  }
}
