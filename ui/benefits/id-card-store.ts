import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import type { IdCardView, Member } from '../../domain/model';
import { benefitsMembers, chosenBenefitsMember } from '../../domain/rules/benefit-members';
import { EMAIL_TOAST_MS } from '../../domain/rules/constants';
import { DownloadIdCard } from '../../application/account/download-id-card';
import { IdCards } from '../../application/account/id-card';
import type { AccountState } from '../../application/shared/resolve-account-state';
import { NotificationStore } from '../stores/notification-store';
import { SessionStore } from '../stores/session-store';
import { BENEFITS_COPY } from './benefits-copy';
import { Loadable } from '../stores/loadable';
import { Said } from '../stores/said';
import type { MemberChoice } from './member-choice';

/** /id-card: the chosen member's cards, with download (PDF in a new window), e-mail and print. */
@injectable()
export class IdCardStore {
  readonly cards: Loadable<readonly IdCardView[]>;
  /** Whose cards are shown, once they are asked for (download and e-mail act on them). */
  member: Member | null = null;
  emailOpen = false;
  emailAddress = '';
  /** Worded when read: a message shown stays in the language in force. */
  private readonly emailSaid = new Said();
  sending = false;
  downloading = false;

  constructor(
    @inject(IdCards) private readonly idCards: IdCards,
    @inject(DownloadIdCard) private readonly downloadCard: DownloadIdCard,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(NotificationStore) private readonly notifications: NotificationStore,
  ) {
    this.cards = new Loadable(session);
    makeAutoObservable<IdCardStore, 'idCards' | 'downloadCard' | 'session' | 'notifications'>(this, {
      idCards: false,
      downloadCard: false,
      session: false,
      notifications: false,
      cards: false,
      member: observableRef,
      choiceFor: false,
    });
  }

  /**
   * Whose cards the viewer may see (cards exist for medical and dental coverage), the viewer first, and whom
   * the query picks: worked out from what the page already holds, so that the member picker is there in the
   * page's first paint rather than pushing the actions aside a frame later.
   */
  choiceFor(state: AccountState, suffix: number | null): MemberChoice {
    const covered = [...benefitsMembers(state.account.members, state.viewer, state.today, 'Medical'), ...benefitsMembers(state.account.members, state.viewer, state.today, 'Dental')];
    const offered = covered.filter((member, index) => covered.findIndex((other) => other.memberKey === member.memberKey) === index).sort((a, b) => (a.memberKey === state.viewer.memberKey ? -1 : b.memberKey === state.viewer.memberKey ? 1 : a.memberSuffix - b.memberSuffix));
    return { offered, member: chosenBenefitsMember(offered, suffix) };
  }

  async load(state: AccountState, suffix: number | null): Promise<void> {
    this.member = this.choiceFor(state, suffix).member;
    this.emailAddress = state.account.preferences.emailAddress ?? '';
    const member = this.member;
    if (member === null) return this.cards.clear();
    await this.cards.run(() => this.idCards.view(member.memberKey).then((outcome) => (outcome.kind === 'error' ? outcome : { kind: 'loaded', value: outcome.cards })));
  }

  /** Must be called inside the click: the window opens before the PDF arrives. */
  async download(): Promise<void> {
    if (this.member === null) return;
    this.downloading = true;
    const outcome = await this.downloadCard.execute(this.member.memberKey);
    runInAction(() => {
      this.downloading = false;
      if (outcome.kind === 'error') this.session.fail(outcome.error);
      else if (outcome.kind === 'blocked') this.notifications.notify({ message: BENEFITS_COPY.idCardBlocked, status: 'error' });
    });
  }

  openEmail(): void {
    this.emailOpen = true;
    this.emailSaid.clear();
  }

  closeEmail(): void {
    this.emailOpen = false;
    this.emailSaid.clear();
  }

  setEmailAddress(value: string): void {
    this.emailAddress = value;
    this.emailSaid.clear();
  }

  get emailError(): string | null {
    return this.emailSaid.text;
  }

  /** Answers whether the dialog may close. */
  async sendEmail(): Promise<boolean> {
    if (this.member === null) return true;
    this.sending = true;
    const outcome = await this.idCards.email(this.member.memberKey, this.emailAddress);
    return runInAction(() => {
      this.sending = false;
      if (outcome.kind === 'invalid') {
        this.emailSaid.say(() => outcome.message);
        return false;
      }
      this.emailOpen = false;
      if (outcome.kind === 'error') this.session.fail(outcome.error);
      else this.notifications.notify({ message: BENEFITS_COPY.idCardEmailSent, status: 'success', dismissAfter: EMAIL_TOAST_MS });
      return true;
    });
  }
}
