import { makeAutoObservable, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import type { PreferenceFlag, Preferences } from '../../domain/model';
import { EMAIL_TOAST_MS } from '../../domain/rules/constants';
import {
  ChangeAccountEmail,
  LoadAccountSettings,
  SavePreference,
  settingsFrom,
  type AccountSettings,
} from '../../application/account/account-settings';
import type { GatewayError } from '../../application/shared/gateway-error';
import { screenFailure } from '../../application/shared/screen-failure';
import { AccountScreen } from '../stores/account-screen';
import { ACCOUNT_COPY, PREFERENCE_COPY } from './account-copy';
import { Said } from '../stores/said';
import { FreshCheckPrompt } from '../stores/fresh-check-prompt';

/** What is being edited: the e-mail address or one preference (one card at a time). */
export type SettingsCard = 'email' | PreferenceFlag;

/**
 * /account/settings. A save shows success or a clear error; on error the card stays open with what the
 * member chose or typed. A saved change shows at once and refreshes the account state that embeds it.
 */
@injectable()
export class SettingsStore {
  settings: AccountSettings | null = null;
  hidden = false;
  editing: SettingsCard | null = null;
  emailDraft = '';
  preferenceDraft = false;
  saving = false;
  readonly said = new Said();
  /** Field-level message of the e-mail form (validation), worded when read. */
  private readonly emailSaid = new Said();

  constructor(
    @inject(LoadAccountSettings) private readonly loadSettings: LoadAccountSettings,
    @inject(SavePreference) private readonly savePreference: SavePreference,
    @inject(ChangeAccountEmail) private readonly changeEmail: ChangeAccountEmail,
    @inject(AccountScreen) private readonly screen: AccountScreen,
    /** Changing the e-mail address is a sensitive change: asked in its card when the gateway wants a fresh proof. */
    @inject(FreshCheckPrompt) readonly freshCheck: FreshCheckPrompt,
  ) {
    makeAutoObservable<SettingsStore, 'loadSettings' | 'savePreference' | 'changeEmail' | 'screen'>(this, {
      loadSettings: false,
      savePreference: false,
      changeEmail: false,
      screen: false,
      freshCheck: false,
    });
  }

  get emailError(): string | null {
    return this.emailSaid.text;
  }

  load(): Promise<void> {
    return this.screen.load(
      (state) => this.loadSettings.execute(state),
      (outcome) => {
        if (outcome.kind === 'hidden') this.hidden = true;
        else this.settings = outcome.settings;
      },
    );
  }

  edit(card: SettingsCard): void {
    if (this.settings === null || this.saving) return;
    this.editing = card;
    this.said.clear();
    this.emailSaid.clear();
    this.freshCheck.close();
    if (card === 'email') this.emailDraft = this.settings.emailAddress;
    else this.preferenceDraft = this.settings.preferences.find((preference) => preference.flag === card)?.enabled ?? false;
  }

  cancel(): void {
    if (this.saving) return;
    this.editing = null;
    this.said.clear();
    this.emailSaid.clear();
    this.freshCheck.close();
  }

  setEmailDraft(value: string): void {
    this.emailDraft = value;
    this.emailSaid.clear();
    this.said.clear();
  }

  setPreferenceDraft(enabled: boolean): void {
    this.preferenceDraft = enabled;
    this.said.clear();
  }

  async save(): Promise<void> {
    const card = this.editing;
    if (card === null || this.saving) return;
    this.saving = true;
    this.said.clear();
    if (card === 'email') {
      // The member was asked to confirm it is them: the address they typed goes again once they are.
      if (this.freshCheck.check !== null && !(await this.freshCheck.confirm())) {
        runInAction(() => {
          this.saving = false;
        });
        return;
      }
      const outcome = await this.changeEmail.execute(this.emailDraft);
      runInAction(() => {
        this.saving = false;
        if (outcome.kind === 'invalid') this.emailSaid.say(() => outcome.message);
        else if (outcome.kind === 'error' && this.freshCheck.takeRefusal(outcome.error)) return;
        else if (outcome.kind === 'error') this.failed(outcome.error);
        else this.saved(outcome.preferences, ACCOUNT_COPY.emailUpdated);
      });
      return;
    }
    const outcome = await this.savePreference.execute(card, this.preferenceDraft);
    runInAction(() => {
      this.saving = false;
      if (outcome.kind === 'error') this.failed(outcome.error);
      else this.saved(outcome.preferences, ACCOUNT_COPY.preferenceSaved(PREFERENCE_COPY[card].title));
    });
  }

  private saved(preferences: Preferences, message: string): void {
    if (this.settings !== null) {
      this.settings = settingsFrom(
        preferences,
        this.settings.preferences.map((preference) => preference.flag),
        this.settings.authenticatorApp,
      );
    }
    this.editing = null;
    this.screen.confirm(message, EMAIL_TOAST_MS);
    // The account details embed the preferences: every page reading them sees the change.
    void this.screen.account.reload();
  }

  private failed(error: GatewayError): void {
    this.screen.tell(this.said, screenFailure(error, { signedIn: true, fallback: () => ACCOUNT_COPY.saveFailed }));
  }
}
