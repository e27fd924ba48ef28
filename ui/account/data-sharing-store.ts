import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import type { ConnectedApp, DataSharingEvent } from '../../domain/model';
import { grantStatus, historyNewestFirst, type GrantStatus } from '../../domain/rules/data-sharing';
import { formatBannerDate } from '../../domain/rules/formats';
import { COPY_TOAST_MS } from '../../domain/rules/constants';
import {
  ChangeDataSharing,
  dataSharingChoice,
  LoadDataSharing,
  type DataSharingChange,
  type DataSharingChoice,
  type MemberDataSharing,
} from '../../application/account/data-sharing';
import type { AccountState } from '../../application/shared/resolve-account-state';
import { screenFailure } from '../../application/shared/screen-failure';
import { AccountScreen } from '../stores/account-screen';
import { FreshCheckPrompt } from '../stores/fresh-check-prompt';
import { Loadable } from '../stores/loadable';
import { Said } from '../stores/said';
import { SessionStore } from '../stores/session-store';
import { DATA_SHARING_COPY, scopeInWords } from './data-sharing-copy';

/** The parts of the page a change is made in: a failure is said in the part the member acted in. */
export type DataSharingPart = 'apps' | 'provider-access' | 'payer-to-payer';

/** A connected app as the page shows it. */
export interface AppRow {
  readonly app: ConnectedApp;
  readonly status: GrantStatus;
  /** What it may read, in plain words; `english` when the words are the authorisation server's own. */
  readonly reads: readonly { readonly words: string; readonly english: boolean }[];
  readonly authorisedOn: string;
  readonly lastRead: string;
  /** 'Access ends on …', 'Ended on …' or 'Revoked on …'. */
  readonly grant: string;
  readonly mayRevoke: boolean;
}

export interface HistoryRow {
  readonly key: string;
  readonly date: string;
  readonly what: string;
  /** Who made the change, when it was not the member whose choices these are. */
  readonly by: string | null;
}

const partOf = (change: DataSharingChange): DataSharingPart => (change.kind === 'revoke' ? 'apps' : change.kind);

const sameChange = (one: DataSharingChange, other: DataSharingChange): boolean => JSON.stringify(one) === JSON.stringify(other);

/** A change the gateway refused for want of a fresh proof: sent again, as the member chose it, once they confirm it is them. */
interface PendingChange {
  readonly change: DataSharingChange;
  readonly confirmation: string;
}

/**
 * /account/data-sharing: the chosen member's choices (the viewer's own, or a minor's the subscriber
 * manages), each change sent at once. A change that fails keeps the choices the gateway last answered, which
 * are still in force, and says so where the member acted.
 */
@injectable()
export class DataSharingStore {
  readonly sharing: Loadable<MemberDataSharing>;
  /** The change under way, if any: its button is busy and the others wait. */
  saving: DataSharingPart | null = null;
  /** The app whose revocation the member is asked to confirm. */
  confirming: ConnectedApp | null = null;
  /** Where the last change failed; its message is `said`. */
  failedIn: DataSharingPart | null = null;
  readonly said = new Said();
  /** The app whose revocation failed: the failure is said beside it. */
  failedAppId: string | null = null;
  /** The app just revoked: the page moves focus to its new status, since its Revoke button is gone. */
  revokedAppId: string | null = null;
  /** The change waiting for the member to confirm it is them (the fresh check, asked where they acted). */
  private pending: PendingChange | null = null;
  private state: AccountState | null = null;

  constructor(
    @inject(LoadDataSharing) private readonly loadSharing: LoadDataSharing,
    @inject(ChangeDataSharing) private readonly changeSharing: ChangeDataSharing,
    @inject(AccountScreen) private readonly screen: AccountScreen,
    @inject(SessionStore) session: SessionStore,
    /** Changing data sharing is a sensitive change: asked where the member acted when the gateway wants a fresh proof. */
    @inject(FreshCheckPrompt) readonly freshCheck: FreshCheckPrompt,
  ) {
    this.sharing = new Loadable(session);
    makeAutoObservable<DataSharingStore, 'loadSharing' | 'changeSharing' | 'screen' | 'state' | 'pending'>(this, {
      loadSharing: false,
      changeSharing: false,
      screen: false,
      sharing: false,
      state: false,
      confirming: observableRef,
      pending: observableRef,
      choiceFor: false,
      freshCheck: false,
    });
  }

  /** The part whose change waits for the fresh check, or null: the prompt shows there. */
  get freshCheckIn(): DataSharingPart | null {
    return this.pending !== null && this.freshCheck.check !== null ? partOf(this.pending.change) : null;
  }

  /** Whose choices the viewer may see and whom the query's suffix picks: worked out at render, from the account state. */
  choiceFor(state: AccountState, suffix: number | null): DataSharingChoice {
    return dataSharingChoice(state, suffix);
  }

  async load(state: AccountState, suffix: number | null): Promise<void> {
    this.state = state;
    this.resetMessages();
    this.confirming = null;
    this.dropPending();
    const member = this.choiceFor(state, suffix).member;
    if (member === null) return this.sharing.clear();
    await this.sharing.run(() => this.loadSharing.execute(state, member).then((outcome) => (outcome.kind === 'error' ? outcome : { kind: 'loaded', value: outcome.sharing })));
  }

  /** The shown choices, once those of the chosen member are in (a newer member's load hides the older's). */
  get current(): MemberDataSharing | null {
    return this.sharing.loading ? null : this.sharing.value;
  }

  /** The first name of the member whose choices are shown, when they are not the viewer's own (a minor the subscriber manages); null for the viewer's. */
  get whose(): string | null {
    const current = this.current;
    const viewer = this.state?.viewer;
    return current === null || viewer === undefined || current.member.memberKey === viewer.memberKey ? null : current.member.firstName;
  }

  get apps(): readonly AppRow[] {
    const current = this.current;
    const today = this.state?.today;
    if (current === null || today === undefined) return [];
    return current.choices.apps.map((app) => {
      const status = grantStatus(app, today);
      return {
        app,
        status,
        reads: app.scopes.map((scope) => scopeInWords(scope)),
        authorisedOn: formatBannerDate(app.authorisedOn),
        lastRead: app.lastReadOn === null ? DATA_SHARING_COPY.neverRead : formatBannerDate(app.lastReadOn),
        grant:
          status === 'revoked'
            ? DATA_SHARING_COPY.revokedOn(formatBannerDate(app.revokedOn))
            : status === 'expired'
              ? DATA_SHARING_COPY.endedOn(formatBannerDate(app.grantEndsOn))
              : DATA_SHARING_COPY.endsOn(formatBannerDate(app.grantEndsOn)),
        mayRevoke: status === 'active' && current.mayChange,
      };
    });
  }

  get history(): readonly HistoryRow[] {
    const current = this.current;
    if (current === null) return [];
    return historyNewestFirst(current.choices.history).map((event: DataSharingEvent, index) => ({
      key: `${event.at}-${index}`,
      date: formatBannerDate(event.at.slice(0, 10)),
      what: DATA_SHARING_COPY.historyAction(event.action, event.appName ?? ''),
      by: event.byMemberKey === current.member.memberKey ? null : (current.names[event.byMemberKey] ?? DATA_SHARING_COPY.someoneElse),
    }));
  }

  /** The message of a failed change in `part`, or null. */
  failureIn(part: DataSharingPart): string | null {
    return this.failedIn === part ? this.said.text : null;
  }

  askToRevoke(app: ConnectedApp): void {
    if (this.saving !== null) return;
    this.resetMessages();
    this.dropPending();
    this.confirming = app;
  }

  cancelRevoke(): void {
    if (this.saving !== null) return;
    this.confirming = null;
    this.dropPending();
  }

  /**
   * Revokes the app the member confirmed; the dialog closes either way, and a failure is said beside the app,
   * except when the member is asked to confirm it is them: the dialog then stays open with the prompt.
   */
  async confirmRevoke(): Promise<void> {
    const app = this.confirming;
    if (app === null) return;
    const done = await this.change({ kind: 'revoke', appId: app.appId }, DATA_SHARING_COPY.revokedToast(app.name));
    runInAction(() => {
      if (this.freshCheckIn === 'apps') return;
      this.confirming = null;
      if (done) this.revokedAppId = app.appId;
      else this.failedAppId = app.appId;
    });
  }

  /** Sends again the change waiting for the fresh check, once what the member typed confirms it is them. */
  async confirmPending(): Promise<boolean> {
    const pending = this.pending;
    if (pending === null) return false;
    return this.change(pending.change, pending.confirmation);
  }

  /** The member leaves the fresh check: the change is not made, and the choice in force stays. */
  cancelPending(): void {
    if (this.saving !== null) return;
    this.dropPending();
  }

  setProviderAccess(optedOut: boolean): Promise<boolean> {
    return this.change({ kind: 'provider-access', optedOut }, (optedOut ? DATA_SHARING_COPY.optedOutToast : DATA_SHARING_COPY.optedInToast)(this.whose));
  }

  setPayerToPayer(consented: boolean): Promise<boolean> {
    return this.change({ kind: 'payer-to-payer', consented }, (consented ? DATA_SHARING_COPY.consentedToast : DATA_SHARING_COPY.withdrawnToast)(this.whose));
  }

  /**
   * Sends one change; answers whether it was saved. The page then shows the choices the gateway answered.
   * When the gateway asks for a fresh check, the change waits, as the member chose it, until they confirm it
   * is them (`confirmPending`); a change made elsewhere on the page meanwhile leaves the waiting one.
   */
  private async change(change: DataSharingChange, confirmation: string): Promise<boolean> {
    const current = this.current;
    const state = this.state;
    if (current === null || state === null || !current.mayChange || this.saving !== null) return false;
    this.resetMessages();
    this.saving = partOf(change);
    if (this.pending !== null && !sameChange(this.pending.change, change)) this.dropPending();
    // The member was asked to confirm it is them: the change goes again once they are.
    if (this.pending !== null && this.freshCheck.check !== null && !(await this.freshCheck.confirm())) {
      runInAction(() => {
        this.saving = null;
      });
      return false;
    }
    const outcome = await this.changeSharing.execute(state, current.member, change);
    return runInAction(() => {
      this.saving = null;
      if (outcome.kind === 'error' && this.freshCheck.takeRefusal(outcome.error)) {
        this.pending = { change, confirmation };
        return false;
      }
      this.pending = null;
      if (outcome.kind === 'loaded') {
        this.sharing.value = outcome.sharing;
        this.screen.confirm(confirmation, COPY_TOAST_MS);
        return true;
      }
      this.failedIn = partOf(change);
      this.screen.tell(
        this.said,
        screenFailure(outcome.error, { signedIn: true, fallback: () => DATA_SHARING_COPY.saveFailed, refusals: { NOT_YOURS: () => DATA_SHARING_COPY.notYours } }),
      );
      return false;
    });
  }

  private dropPending(): void {
    this.pending = null;
    this.freshCheck.close();
  }

  private resetMessages(): void {
    this.failedIn = null;
    this.failedAppId = null;
    this.revokedAppId = null;
    this.said.clear();
  }
}
