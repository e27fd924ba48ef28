import { makeAutoObservable, observable, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import type { Alert } from '../../domain/model';
import { footerCopy, type FooterCopy } from '../../domain/copy/footer-copy';
import { globalAlerts, visibleAlerts } from '../../domain/rules/global-alerts';
import type { MenuFacts } from '../../domain/rules/menus-and-permissions';
import { groupSwitcher, menuSections, shellMenus, siteMap, type GroupSwitcher, type MenuSection, type ShellMenus } from '../../domain/rules/shell-menus';
import { CLOCK, type Clock } from '../../application/ports/platform';
import { LoadAccreditation, ResolveChat, type AccreditationSeal, type ChatAvailability } from '../../application/shell/load-shell-content';
import { afterPaintOf, IDLE_WAIT_LIMIT_MS, whenIdle } from '../components/after-next-paint';
import { PAGE_HEADING_PAINT } from '../components/PageHeading';
import { AccountStore } from '../stores/account-store';
import { NotificationStore } from '../stores/notification-store';
import { SessionStore } from '../stores/session-store';

const noop = (): void => undefined;

/**
 * The app shell's state, once per tab: the menus, the group selector, the global alerts, the footer's seal
 * and chat. Menus and alerts are derived from the session and the account state by the domain's rules;
 * nothing here decides who may see what.
 */
@injectable()
export class ShellStore {
  accreditation: AccreditationSeal | null = null;
  chat: ChatAvailability = { kind: 'unavailable' };
  /**
   * Whether this member's chat answer is in. The phone's bottom navigation waits for it: a launcher that
   * arrived after the navigation would take a slot in it and move every link (a layout shift).
   */
  chatSettled = false;
  chatOpen = false;
  switchingGroup = false;
  private readonly dismissed = observable.set<string>();
  private readonly pushed = observable.array<Alert>([], { deep: false });
  private accreditationRequested = false;
  private chatRequested = false;

  constructor(
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(AccountStore) private readonly account: AccountStore,
    @inject(NotificationStore) private readonly notifications: NotificationStore,
    @inject(LoadAccreditation) private readonly loadAccreditation: LoadAccreditation,
    @inject(ResolveChat) private readonly resolveChat: ResolveChat,
    @inject(CLOCK) private readonly clock: Clock,
  ) {
    makeAutoObservable<
      ShellStore,
      'session' | 'account' | 'notifications' | 'loadAccreditation' | 'resolveChat' | 'clock' | 'accreditationRequested' | 'chatRequested'
    >(this, {
      session: false,
      account: false,
      notifications: false,
      loadAccreditation: false,
      resolveChat: false,
      clock: false,
      accreditationRequested: false,
      chatRequested: false,
    });
    session.onReset(() => this.reset());
  }

  get brandName(): string {
    return this.session.brand.name;
  }

  get loggedIn(): boolean {
    return this.session.authorised;
  }

  get menus(): ShellMenus {
    return shellMenus(this.session.domainId, this.session.authorised, this.facts);
  }

  /** A member's menus wait for the account state; a visitor's are known at once. */
  get menusSettled(): boolean {
    return !this.session.authorised || this.facts !== null;
  }

  get sections(): MenuSection[] {
    return menuSections(this.menus, this.facts);
  }

  get siteMap(): MenuSection[] {
    return siteMap(this.menus, this.facts);
  }

  /**
   * Whether a member's page keeps room for the chat launcher on tablets and desktops: whenever the
   * deployment offers chat, from the first render. The member's own chat answer comes only after the page's
   * first view, and making room for the launcher then would move the whole page (a layout shift).
   */
  get chatGutter(): boolean {
    return this.session.authorised && this.resolveChat.offered;
  }

  /** The member's first name, once the account state is known. */
  get firstName(): string | null {
    return this.session.authorised ? (this.account.state?.viewer.firstName ?? null) : null;
  }

  get groups(): GroupSwitcher | null {
    const state = this.account.state;
    if (!this.session.authorised || state === null) return null;
    return groupSwitcher(state.groups, state.account.groupId, state.today);
  }

  get alerts(): Alert[] {
    const derived = globalAlerts({ loggedIn: this.session.authorised, termed: this.session.authorised && this.account.termed });
    return visibleAlerts([...derived, ...this.pushed.filter((alert) => !derived.some((d) => d.id === alert.id))], this.dismissed);
  }

  /** Loading something every page needs: the account state, or a plan switch. */
  get busy(): boolean {
    return this.switchingGroup || (this.session.authorised && this.account.loading && this.account.state === null);
  }

  get footer(): FooterCopy {
    return footerCopy(this.session.domainId);
  }

  get year(): number {
    return Number(this.clock.today().slice(0, 4));
  }

  /** Other areas may raise a global alert (info, success, warning or error) until it is dismissed or removed. */
  showAlert(alert: Alert): void {
    const index = this.pushed.findIndex((candidate) => candidate.id === alert.id);
    if (index >= 0) this.pushed.splice(index, 1, alert);
    else this.pushed.push(alert);
    this.dismissed.delete(alert.id);
  }

  removeAlert(id: string): void {
    const index = this.pushed.findIndex((candidate) => candidate.id === id);
    if (index >= 0) this.pushed.splice(index, 1);
  }

  dismissAlert(alert: Alert): void {
    if (alert.canDismiss) this.dismissed.add(alert.id);
  }

  /**
   * Run when the session may have changed (every navigation end, a new session): a logged-in member's
   * account state is resolved for the header (a session of another member has reset it), and chat is asked
   * about once per session. The footer's seal is fetched once per tab. Neither the seal nor chat is part of
   * what a page first shows: both are asked for once that first view is up (`afterFirstView`), so that their
   * calls never share a slow network with it; the seal, at the foot of the page, waits for an idle moment as
   * well, and chat, which the phone's bottom navigation waits for, does not.
   */
  sync(): void {
    if (!this.accreditationRequested) {
      this.accreditationRequested = true;
      void this.afterFirstView()
        .then(whenIdle)
        .then(() => this.loadAccreditation.execute())
        .then((seal) => runInAction(() => (this.accreditation = seal)));
    }
    if (this.session.authorised) {
      void this.account.ensure();
      if (!this.chatRequested) {
        this.chatRequested = true;
        void this.afterFirstView()
          .then(() => this.resolveChat.execute())
          .then((chat) =>
            runInAction(() => {
              this.chat = chat;
              this.chatSettled = true;
            }),
          );
      }
    }
  }

  /**
   * Resolves once the page's first view is up: a member's pages start from the account state; then the
   * page's heading reaches the screen (or `IDLE_WAIT_LIMIT_MS` passes, for a page that has none). A failed
   * account state ends on the error page, whose footer still gets its seal.
   */
  private afterFirstView(): Promise<void> {
    const accountState = this.session.authorised ? this.account.ensure().then(noop, noop) : Promise.resolve();
    return accountState.then(() => afterPaintOf(PAGE_HEADING_PAINT, IDLE_WAIT_LIMIT_MS));
  }

  openChat(): void {
    if (this.chat.kind === 'available') this.chatOpen = true;
  }

  closeChat(): void {
    this.chatOpen = false;
  }

  /** Whether a group switch (./group-switch.ts) is under way: the whole shell shows it. */
  markSwitchingGroup(switching: boolean): void {
    this.switchingGroup = switching;
  }

  private get facts(): MenuFacts | null {
    return this.session.authorised ? (this.account.state?.menuFacts ?? null) : null;
  }

  private reset(): void {
    this.dismissed.clear();
    this.pushed.clear();
    this.chat = { kind: 'unavailable' };
    this.chatSettled = false;
    this.chatOpen = false;
    this.chatRequested = false;
    this.switchingGroup = false;
  }
}
