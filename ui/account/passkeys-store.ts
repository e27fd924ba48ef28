import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import type { Passkey } from '../../domain/model';
import { COPY_TOAST_MS } from '../../domain/rules/constants';
import type { PasskeyNameProblem } from '../../domain/rules/passkeys';
import { AddPasskey, RemovePasskey, RenamePasskey } from '../../application/account/passkeys';
import { screenFailure } from '../../application/shared/screen-failure';
import { AccountScreen } from '../stores/account-screen';
import { FreshCheckPrompt } from '../stores/fresh-check-prompt';
import { Said } from '../stores/said';
import { PASSKEYS_COPY } from './passkeys-copy';

const nameMessage = (problem: Exclude<PasskeyNameProblem, null>): (() => string) =>
  problem === 'empty' ? () => PASSKEYS_COPY.emptyName : () => PASSKEYS_COPY.longName;

/**
 * The passkeys section of /account/security: the list (name, added, last used), adding one under a name,
 * renaming one in place, and removing one in a dialog that asks the fresh check when the gateway wants a
 * recent proof. Each message is said where the member acted, and nothing typed is lost with it.
 */
@injectable()
export class PasskeysStore {
  /** The passkeys as the member changed them here; null until the security settings' list is handed over. */
  passkeys: readonly Passkey[] | null = null;
  name = '';
  readonly nameSaid = new Said();
  readonly addSaid = new Said();
  adding = false;
  /** The passkey being renamed, and its name as typed. */
  renamingId: string | null = null;
  newName = '';
  readonly renameSaid = new Said();
  renaming = false;
  /** The passkey the removal dialog asks about. */
  removing: Passkey | null = null;
  removeBusy = false;
  readonly removeSaid = new Said();

  constructor(
    @inject(AddPasskey) private readonly addPasskey: AddPasskey,
    @inject(RenamePasskey) private readonly renamePasskey: RenamePasskey,
    @inject(RemovePasskey) private readonly removePasskey: RemovePasskey,
    @inject(AccountScreen) private readonly screen: AccountScreen,
    /** Removing is a sensitive change: asked inside the removal dialog when the gateway wants a fresh proof. */
    @inject(FreshCheckPrompt) readonly freshCheck: FreshCheckPrompt,
  ) {
    makeAutoObservable<PasskeysStore, 'addPasskey' | 'renamePasskey' | 'removePasskey' | 'screen'>(this, {
      passkeys: observableRef,
      removing: observableRef,
      addPasskey: false,
      renamePasskey: false,
      removePasskey: false,
      screen: false,
      freshCheck: false,
    });
  }

  /** The passkeys the security settings listed, once: from then on the store's list has the member's changes. */
  show(passkeys: readonly Passkey[]): void {
    this.passkeys ??= passkeys;
  }

  setName(value: string): void {
    this.name = value;
    this.nameSaid.clear();
    this.addSaid.clear();
  }

  async add(): Promise<void> {
    if (this.adding) return;
    this.adding = true;
    this.nameSaid.clear();
    this.addSaid.clear();
    const outcome = await this.addPasskey.execute(this.name);
    runInAction(() => {
      this.adding = false;
      switch (outcome.kind) {
        case 'added':
          this.passkeys = [...(this.passkeys ?? []), outcome.passkey];
          this.name = '';
          this.screen.confirm(PASSKEYS_COPY.addedToast, COPY_TOAST_MS);
          return;
        case 'invalid-name':
          this.nameSaid.say(nameMessage(outcome.problem));
          return;
        case 'cancelled':
          this.addSaid.say(() => PASSKEYS_COPY.cancelled);
          return;
        case 'unsupported':
          this.addSaid.say(() => PASSKEYS_COPY.unsupported);
          return;
        case 'already-added':
          this.addSaid.say(() => PASSKEYS_COPY.alreadyAdded);
          return;
        case 'not-verified':
          this.addSaid.say(() => PASSKEYS_COPY.notVerified);
          return;
        case 'error':
          this.screen.tell(this.addSaid, screenFailure(outcome.error, { signedIn: true, fallback: () => PASSKEYS_COPY.failed }));
      }
    });
  }

  startRename(passkey: Passkey): void {
    this.renamingId = passkey.id;
    this.newName = passkey.name;
    this.renameSaid.clear();
  }

  setNewName(value: string): void {
    this.newName = value;
    this.renameSaid.clear();
  }

  cancelRename(): void {
    this.renamingId = null;
    this.renameSaid.clear();
  }

  async saveRename(): Promise<void> {
    const id = this.renamingId;
    if (id === null || this.renaming) return;
    this.renaming = true;
    this.renameSaid.clear();
    const outcome = await this.renamePasskey.execute(id, this.newName);
    runInAction(() => {
      this.renaming = false;
      switch (outcome.kind) {
        case 'renamed':
          this.passkeys = (this.passkeys ?? []).map((passkey) => (passkey.id === id ? outcome.passkey : passkey));
          this.renamingId = null;
          this.screen.confirm(PASSKEYS_COPY.renamedToast, COPY_TOAST_MS);
          return;
        case 'invalid-name':
          this.renameSaid.say(nameMessage(outcome.problem));
          return;
        case 'error':
          this.screen.tell(this.renameSaid, screenFailure(outcome.error, { signedIn: true, fallback: () => PASSKEYS_COPY.failed }));
      }
    });
  }

  askRemove(passkey: Passkey): void {
    this.removing = passkey;
    this.removeSaid.clear();
    this.freshCheck.close();
  }

  /** The removal dialog's buttons: confirm removes (the dialog stays open until the answer), anything else closes. */
  closeRemoveDialog(result: 'primary' | 'secondary' | 'cancel' | 'close'): boolean {
    if (result === 'primary') {
      void this.confirmRemove();
      return false;
    }
    if (this.removeBusy) return false;
    this.removing = null;
    this.freshCheck.close();
    return true;
  }

  async confirmRemove(): Promise<void> {
    const passkey = this.removing;
    if (passkey === null || this.removeBusy) return;
    this.removeBusy = true;
    this.removeSaid.clear();
    // The member was asked to confirm it is them: the removal goes again once they are.
    if (this.freshCheck.check !== null && !(await this.freshCheck.confirm())) {
      runInAction(() => {
        this.removeBusy = false;
      });
      return;
    }
    const outcome = await this.removePasskey.execute(passkey.id);
    runInAction(() => {
      this.removeBusy = false;
      if (outcome.kind === 'error' && this.freshCheck.takeRefusal(outcome.error)) return;
      if (outcome.kind === 'error') {
        this.screen.tell(this.removeSaid, screenFailure(outcome.error, { signedIn: true, fallback: () => PASSKEYS_COPY.failed }));
        return;
      }
      this.passkeys = (this.passkeys ?? []).filter((kept) => kept.id !== passkey.id);
      this.removing = null;
      this.screen.confirm(PASSKEYS_COPY.removedToast, COPY_TOAST_MS);
    });
  }
}
