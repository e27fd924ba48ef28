import { makeAutoObservable, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import {
  validatePasswordResetForm,
  validateUserDetailsForm,
  validateUsernameForm,
  type FormErrors,
  type PasswordResetForm,
  type UserDetailsForm,
} from '../../domain/rules/account-forms';
import { hasErrors } from '../../domain/rules/validators';
import { CLOCK, type Clock } from '../../application/ports/platform';
import {
  AskSecurityQuestion,
  RecoverUsername,
  ResetForgottenPassword,
  type SecurityChallenge,
} from '../../application/session/recover-account';
import { SessionStore } from '../stores/session-store';
import { Said } from '../stores/said';

const EMPTY_DETAILS: UserDetailsForm = { firstName: '', lastName: '', dateOfBirth: '', subscriberId: '', zipCode: '' };
const EMPTY_RESET: PasswordResetForm = { answer: '', newPassword: '', confirmPassword: '' };

/**
 * Forgot username and forgot password (spec sections 2 and 7), kept for the browser tab so that nothing
 * typed is lost on a refusal or a visit elsewhere; forgotten once done and on logout.
 */
@injectable()
export class RecoveryStore {
  // Forgot username
  userDetails: UserDetailsForm = EMPTY_DETAILS;
  detailsTouched = false;
  usernameSent = false;
  // Forgot password
  username = '';
  usernameTouched = false;
  challenge: SecurityChallenge | null = null;
  reset: PasswordResetForm = EMPTY_RESET;
  resetTouched = false;
  passwordReset = false;

  busy = false;
  readonly said = new Said();

  constructor(
    @inject(RecoverUsername) private readonly recoverUsername: RecoverUsername,
    @inject(AskSecurityQuestion) private readonly askSecurityQuestion: AskSecurityQuestion,
    @inject(ResetForgottenPassword) private readonly resetForgottenPassword: ResetForgottenPassword,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(CLOCK) private readonly clock: Clock,
  ) {
    makeAutoObservable<RecoveryStore, 'recoverUsername' | 'askSecurityQuestion' | 'resetForgottenPassword' | 'session' | 'clock'>(this, {
      recoverUsername: false,
      askSecurityQuestion: false,
      resetForgottenPassword: false,
      session: false,
      clock: false,
    });
    session.onReset(() => this.clearAll());
  }

  get message(): string | null {
    return this.said.text;
  }

  get today(): string {
    return this.clock.today();
  }

  get detailsErrors(): FormErrors<UserDetailsForm> {
    return this.detailsTouched ? validateUserDetailsForm(this.userDetails, this.today, { adultsOnly: false }) : {};
  }

  get usernameError(): string | undefined {
    return this.usernameTouched ? validateUsernameForm({ username: this.username }).username : undefined;
  }

  get resetErrors(): FormErrors<PasswordResetForm> {
    return this.resetTouched ? validatePasswordResetForm(this.reset) : {};
  }

  /** Entering a recovery page after finishing it starts over; a page left half-way keeps what was typed. */
  arrive(flow: 'username' | 'password'): void {
    this.said.clear();
    if (flow === 'username' && this.usernameSent) {
      this.userDetails = EMPTY_DETAILS;
      this.detailsTouched = false;
      this.usernameSent = false;
    }
    if (flow === 'password' && this.passwordReset) this.startOver();
  }

  setDetail(field: keyof UserDetailsForm, value: string): void {
    this.userDetails = { ...this.userDetails, [field]: value };
    this.said.clear();
  }

  setUsername(value: string): void {
    this.username = value;
    this.said.clear();
  }

  setReset(field: keyof PasswordResetForm, value: string): void {
    this.reset = { ...this.reset, [field]: value };
    this.said.clear();
  }

  async sendUsername(): Promise<void> {
    this.detailsTouched = true;
    if (this.busy || hasErrors(this.detailsErrors)) return;
    this.busy = true;
    this.said.clear();
    const outcome = await this.recoverUsername.execute(this.userDetails);
    runInAction(() => {
      this.busy = false;
      if (outcome.kind === 'sent') this.usernameSent = true;
      else if (outcome.kind !== 'invalid') this.said.tell(outcome, (error) => this.session.fail(error));
    });
  }

  async askQuestion(): Promise<void> {
    this.usernameTouched = true;
    if (this.busy || this.usernameError !== undefined) return;
    this.busy = true;
    this.said.clear();
    const outcome = await this.askSecurityQuestion.execute({ username: this.username });
    runInAction(() => {
      this.busy = false;
      if (outcome.kind === 'question') this.challenge = outcome.challenge;
      else if (outcome.kind !== 'invalid') this.said.tell(outcome, (error) => this.session.fail(error));
    });
  }

  async resetPassword(): Promise<void> {
    this.resetTouched = true;
    const challenge = this.challenge;
    if (challenge === null || this.busy || hasErrors(this.resetErrors)) return;
    this.busy = true;
    this.said.clear();
    const outcome = await this.resetForgottenPassword.execute(challenge, this.reset);
    runInAction(() => {
      this.busy = false;
      if (outcome.kind === 'reset') {
        this.passwordReset = true;
        this.reset = EMPTY_RESET;
        this.resetTouched = false;
      } else if (outcome.kind !== 'invalid') this.said.tell(outcome, (error) => this.session.fail(error));
    });
  }

  /** Back to the username step (another username), keeping the username typed. */
  startOver(): void {
    this.challenge = null;
    this.reset = EMPTY_RESET;
    this.resetTouched = false;
    this.passwordReset = false;
    this.said.clear();
  }

  private clearAll(): void {
    this.userDetails = EMPTY_DETAILS;
    this.detailsTouched = false;
    this.usernameSent = false;
    this.username = '';
    this.usernameTouched = false;
    this.startOver();
    this.busy = false;
  }
}
