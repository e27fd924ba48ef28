import { makeAutoObservable, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import type { IdCardView } from '../../domain/model';
import { EMAIL_TOAST_MS } from '../../domain/rules/constants';
import { IdCards } from '../../application/account/id-card';
import { LoadMemberInformation, type MemberInformation } from '../../application/account/member-information';
import { RequestPrintedIdCard } from '../../application/account/request-printed-id-card';
import { screenFailure } from '../../application/shared/screen-failure';
import { AccountScreen } from '../stores/account-screen';
import { ACCOUNT_COPY } from './account-copy';
import { IdCardDownload } from '../stores/id-card-download';
import { Said } from '../stores/said';

/** The e-mail form of one member's ID card. */
interface EmailForm {
  readonly memberKey: string;
  readonly name: string;
  address: string;
  /** The address's message, worded when read. */
  readonly error: Said;
  sending: boolean;
}

/** /account/member-information: family members, their ID cards on screen, by PDF, by e-mail, printed. */
@injectable()
export class MemberInformationStore {
  information: MemberInformation | null = null;
  /** Cards shown on screen, by member key. */
  shownCards = new Map<string, readonly IdCardView[]>();
  loadingCards: string | null = null;
  emailForm: EmailForm | null = null;
  requesting: string | null = null;
  /** The insurer's confirmation per category, shown where the member asked. */
  confirmations = new Map<string, string>();
  /** Why a printed card could not be asked for, by category, worded when read. */
  requestErrors = new Map<string, Said>();

  constructor(
    @inject(LoadMemberInformation) private readonly loadInformation: LoadMemberInformation,
    @inject(IdCards) private readonly idCards: IdCards,
    @inject(RequestPrintedIdCard) private readonly requestPrinted: RequestPrintedIdCard,
    @inject(IdCardDownload) readonly idCard: IdCardDownload,
    @inject(AccountScreen) private readonly screen: AccountScreen,
  ) {
    makeAutoObservable<MemberInformationStore, 'loadInformation' | 'idCards' | 'requestPrinted' | 'screen'>(this, {
      loadInformation: false,
      idCards: false,
      requestPrinted: false,
      idCard: false,
      screen: false,
    });
  }

  get viewerIsSubscriber(): boolean {
    return this.screen.account.state?.viewer.memberSuffix === 0;
  }

  load(): Promise<void> {
    return this.screen.load(
      (state) => this.loadInformation.execute(state),
      (outcome) => {
        this.information = outcome.information;
      },
    );
  }

  async toggleCards(memberKey: string): Promise<void> {
    if (this.shownCards.has(memberKey)) {
      this.shownCards.delete(memberKey);
      return;
    }
    this.loadingCards = memberKey;
    const outcome = await this.idCards.view(memberKey);
    runInAction(() => {
      this.loadingCards = null;
      if (outcome.kind === 'error') this.screen.fail(outcome.error);
      else this.shownCards.set(memberKey, outcome.cards);
    });
  }

  openEmailForm(memberKey: string, name: string): void {
    this.emailForm = { memberKey, name, address: this.information?.emailAddress ?? '', error: new Said(), sending: false };
  }

  setEmailAddress(address: string): void {
    if (this.emailForm === null) return;
    this.emailForm.address = address;
    this.emailForm.error.clear();
  }

  closeEmailForm(): boolean {
    if (this.emailForm?.sending === true) return false;
    this.emailForm = null;
    return true;
  }

  async sendEmail(): Promise<void> {
    const form = this.emailForm;
    if (form === null || form.sending) return;
    form.sending = true;
    form.error.clear();
    const outcome = await this.idCards.email(form.memberKey, form.address);
    runInAction(() => {
      form.sending = false;
      if (outcome.kind === 'invalid') {
        form.error.say(() => outcome.message);
        return;
      }
      if (outcome.kind === 'error') {
        form.error.tell(screenFailure(outcome.error, { signedIn: true }), (error) => {
          this.emailForm = null;
          this.screen.fail(error);
        });
        return;
      }
      this.screen.confirm(ACCOUNT_COPY.emailIdCardSent(form.address.trim()), EMAIL_TOAST_MS);
      this.emailForm = null;
    });
  }

  async requestPrintedCard(category: string): Promise<void> {
    if (this.requesting !== null) return;
    this.requesting = category;
    this.requestErrors.delete(category);
    const outcome = await this.requestPrinted.execute(category);
    runInAction(() => {
      this.requesting = null;
      if (outcome.kind === 'requested') {
        this.confirmations.set(category, outcome.confirmation);
        this.screen.confirm(outcome.confirmation, EMAIL_TOAST_MS);
        return;
      }
      const failure = screenFailure(outcome.error, { signedIn: true });
      if (failure.kind === 'error') this.screen.fail(failure.error);
      else {
        const said = new Said();
        said.say(() => failure.message);
        this.requestErrors.set(category, said);
      }
    });
  }
}
