import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import type { SecuritySettings, TotpEnrolment } from '../../domain/model';
import { COPY_TOAST_MS } from '../../domain/rules/constants';
import { ConfirmAuthenticatorApp, LoadSecurity, StartAuthenticatorApp } from '../../application/account/account-security';
import { screenFailure } from '../../application/shared/screen-failure';
import { AccountScreen } from '../stores/account-screen';
import { Said } from '../stores/said';
import { SECURITY_COPY } from './security-copy';

/** /account/security: the authenticator app's state, adding one (QR code and key, then its first code), the recovery codes shown once. */
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

  constructor(
    @inject(LoadSecurity) private readonly loadSecurity: LoadSecurity,
    @inject(StartAuthenticatorApp) private readonly startApp: StartAuthenticatorApp,
    @inject(ConfirmAuthenticatorApp) private readonly confirmApp: ConfirmAuthenticatorApp,
    @inject(AccountScreen) private readonly screen: AccountScreen,
  ) {
    makeAutoObservable<SecurityStore, 'loadSecurity' | 'startApp' | 'confirmApp' | 'screen'>(this, {
      settings: observableRef,
      enrolment: observableRef,
      recoveryCodes: observableRef,
      loadSecurity: false,
      startApp: false,
      confirmApp: false,
      screen: false,
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
    this.said.clear();
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
          this.said.say(() => SECURITY_COPY.empty);
          return;
        case 'wrong-code':
          this.code = '';
          this.said.say(() => SECURITY_COPY.wrongCode(outcome.attemptsLeft));
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

  /** The member saved the codes: they are not shown again. */
  savedRecoveryCodes(): void {
    this.recoveryCodes = null;
  }
}

/** The key written out in groups of four, for typing into an app by hand. */
export const keyInGroups = (secret: string): string => secret.replace(/(.{4})/g, '$1 ').trim();
