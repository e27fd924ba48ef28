import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import type { SecuritySettings, TotpEnrolment } from '../../domain/model';
import { COPY_TOAST_MS } from '../../domain/rules/constants';
import {
  ConfirmAuthenticatorApp,
  LoadSecurity,
  MakeNewRecoveryCodes,
  StartAuthenticatorApp,
  TurnOffAuthenticatorApp,
} from '../../application/account/account-security';
import { screenFailure } from '../../application/shared/screen-failure';
import { AccountScreen } from '../stores/account-screen';
import { FreshCheckPrompt } from '../stores/fresh-check-prompt';
import { Said } from '../stores/said';
import { SECURITY_COPY } from './security-copy';

/** A change of the second factor the member confirms in a dialog: turning the app off, or new recovery codes. */
export type SecurityChange = 'turn-off' | 'new-codes';

/**
 * /account/security: the authenticator app's state, adding one (QR code and key, then its first code), the
 * recovery codes shown once; turning the app off and making new recovery codes, each confirmed in a dialog
 * and, being sensitive changes, after a fresh check when the gateway asks for one.
 */
@injectable()
export class SecurityStore {
  settings: SecuritySettings | null = null;
  enrolment: TotpEnrolment | null = null;
  /** The QR code of the enrolment's otpauth:// address, as a data: URL (made in the browser, its library loaded only then). */
  qrCode: string | null = null;
  code = '';
  busy = false;
  /** The recovery codes, from confirming the app until the member says they saved them; never read again. */
  recoveryCodes: readonly string[] | null = null;
  readonly said = new Said();
  /** What is wrong with the code typed (none, not 6 digits, not right), said at its field. */
  readonly codeError = new Said();
  /** The change whose dialog is open, if any. */
  asking: SecurityChange | null = null;

  constructor(
    @inject(LoadSecurity) private readonly loadSecurity: LoadSecurity,
    @inject(StartAuthenticatorApp) private readonly startApp: StartAuthenticatorApp,
    @inject(ConfirmAuthenticatorApp) private readonly confirmApp: ConfirmAuthenticatorApp,
    @inject(AccountScreen) private readonly screen: AccountScreen,
    @inject(TurnOffAuthenticatorApp) private readonly turnOffApp: TurnOffAuthenticatorApp,
    @inject(MakeNewRecoveryCodes) private readonly makeNewCodes: MakeNewRecoveryCodes,
    /** Turning the app off and new recovery codes are sensitive changes: asked in their dialog when the gateway wants a fresh proof. */
    @inject(FreshCheckPrompt) readonly freshCheck: FreshCheckPrompt,
  ) {
    makeAutoObservable<SecurityStore, 'loadSecurity' | 'startApp' | 'confirmApp' | 'screen' | 'turnOffApp' | 'makeNewCodes'>(this, {
      settings: observableRef,
      enrolment: observableRef,
      recoveryCodes: observableRef,
      loadSecurity: false,
      startApp: false,
      confirmApp: false,
      screen: false,
      turnOffApp: false,
      makeNewCodes: false,
      freshCheck: false,
    });
  }

  load(): Promise<void> {
    return this.screen.load(
      () => this.loadSecurity.execute(),
      (outcome) => {
        this.settings = outcome.settings;
      },
    );
  }

  setCode(value: string): void {
    this.code = value;
    this.codeError.clear();
  }

  async addApp(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.said.clear();
    const outcome = await this.startApp.execute();
    if (outcome.kind === 'error') {
      runInAction(() => {
        this.busy = false;
        this.screen.tell(this.said, screenFailure(outcome.error, { signedIn: true, fallback: () => SECURITY_COPY.failed }));
      });
      return;
    }
    const { toDataURL } = await import('qrcode');
    const qrCode = await toDataURL(outcome.enrolment.uri, { errorCorrectionLevel: 'M', margin: 2, width: 208 }).catch(() => null);
    runInAction(() => {
      this.busy = false;
      this.enrolment = outcome.enrolment;
      this.qrCode = qrCode;
      this.code = '';
    });
  }

  async confirm(): Promise<void> {
    if (this.busy || this.enrolment === null) return;
    this.busy = true;
    this.said.clear();
    this.codeError.clear();
    const outcome = await this.confirmApp.execute(this.code);
    runInAction(() => {
      this.busy = false;
      switch (outcome.kind) {
        case 'confirmed':
          this.enrolment = null;
          this.qrCode = null;
          this.code = '';
          this.recoveryCodes = outcome.recovery.codes;
          this.settings = { ...(this.settings ?? { passkeys: [] }), totpEnabled: true, recoveryCodesLeft: outcome.recovery.codes.length };
          this.screen.confirm(SECURITY_COPY.turnedOn, COPY_TOAST_MS);
          return;
        case 'empty':
          this.codeError.say(() => SECURITY_COPY.empty);
          return;
        case 'not-a-code':
          this.codeError.say(() => SECURITY_COPY.notACode);
          return;
        case 'wrong-code':
          this.code = '';
          this.codeError.say(() => SECURITY_COPY.wrongCode(outcome.attemptsLeft));
          return;
        case 'locked':
          this.code = '';
          this.said.say(() => SECURITY_COPY.locked);
          return;
        case 'error':
          this.screen.tell(this.said, screenFailure(outcome.error, { signedIn: true, fallback: () => SECURITY_COPY.failed }));
      }
    });
  }

  /** Opens the dialog that confirms `change`. */
  ask(change: SecurityChange): void {
    if (this.busy) return;
    this.said.clear();
    this.freshCheck.close();
    this.asking = change;
  }

  /** The dialog's buttons: its primary button makes the change (the dialog stays open until the answer), anything else closes it. */
  closeDialog(result: 'primary' | 'secondary' | 'cancel' | 'close'): boolean {
    if (result === 'primary') {
      void this.makeChange();
      return false;
    }
    if (this.busy) return false;
    this.asking = null;
    this.freshCheck.close();
    return true;
  }

  /**
   * Makes the change the dialog asks about. When the gateway wants a fresh proof the dialog asks for it, and
   * the change goes again once the member is confirmed.
   */
  async makeChange(): Promise<void> {
    const change = this.asking;
    if (change === null || this.busy) return;
    this.busy = true;
    this.said.clear();
    if (this.freshCheck.check !== null && !(await this.freshCheck.confirm())) {
      runInAction(() => {
        this.busy = false;
      });
      return;
    }
    const outcome = change === 'turn-off' ? await this.turnOffApp.execute() : await this.makeNewCodes.execute();
    runInAction(() => {
      this.busy = false;
      if (outcome.kind === 'error') {
        if (this.freshCheck.takeRefusal(outcome.error)) return;
        this.asking = null;
        this.screen.tell(this.said, screenFailure(outcome.error, { signedIn: true, fallback: () => SECURITY_COPY.failed }));
        return;
      }
      this.asking = null;
      if (outcome.kind === 'turned-off') {
        this.settings = outcome.settings;
        this.recoveryCodes = null;
        this.screen.confirm(SECURITY_COPY.turnedOff, COPY_TOAST_MS);
        return;
      }
      this.recoveryCodes = outcome.recovery.codes;
      this.settings = { ...(this.settings ?? { totpEnabled: true, passkeys: [] }), recoveryCodesLeft: outcome.recovery.codes.length };
      this.screen.confirm(SECURITY_COPY.newCodesMade, COPY_TOAST_MS);
    });
  }

  /** The member saved the codes: they are not shown again. */
  savedRecoveryCodes(): void {
    this.recoveryCodes = null;
  }
}

/** The key written out in groups of four, for typing into an app by hand. */
export const keyInGroups = (secret: string): string => secret.replace(/(.{4})/g, '$1 ').trim();
