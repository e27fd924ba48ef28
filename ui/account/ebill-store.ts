import { makeAutoObservable, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { COPY_TOAST_MS } from '../../domain/rules/constants';
import { LoadEbillAccount, OpenEbill, RegisterForEbill } from '../../application/account/ebill-account';
import { screenFailure } from '../../application/shared/screen-failure';
import { AccountScreen } from '../stores/account-screen';
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
    @inject(AccountScreen) private readonly screen: AccountScreen,
  ) {
    makeAutoObservable<EbillStore, 'loadEbill' | 'register' | 'openEbill' | 'screen'>(this, { loadEbill: false, register: false, openEbill: false, screen: false });
  }

  load(): Promise<void> {
    return this.screen.load(
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
        this.screen.confirm(ACCOUNT_COPY.ebillRegisteredToast, COPY_TOAST_MS);
        return;
      }
      this.screen.tell(this.said, screenFailure(outcome.error, { signedIn: true, fallback: () => ACCOUNT_COPY.saveFailed }));
    });
  }

  open(): void {
    if (this.registered === null) return;
    const outcome = this.openEbill.execute(this.registered);
    if (outcome.kind === 'unavailable') this.said.say(() => ACCOUNT_COPY.ebillUnavailable);
  }
}
