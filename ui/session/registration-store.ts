import { makeAutoObservable, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import {
  validateCredentialsForm,
  validateSecurityAnswersForm,
  validateUserDetailsForm,
  type CredentialsForm,
  type FormErrors,
  type SecurityAnswersForm,
  type UserDetailsForm,
} from '../../domain/rules/account-forms';
import { validateRegistrationPolicies } from '../../domain/rules/registration-policies';
import { hasErrors } from '../../domain/rules/validators';
import { CLOCK, type Clock } from '../../application/ports/platform';
import {
  CheckCredentials,
  CheckUserDetails,
  LoadRegistrationDetails,
  RegisterAccount,
  type RegistrationDetails,
  type RegistrationStep,
} from '../../application/session/register-account';
import type { ScreenFailure } from '../../application/shared/screen-failure';
import { SessionStore } from '../stores/session-store';
import { Said } from '../stores/said';

export const REGISTRATION_STEPS: readonly RegistrationStep[] = ['details', 'credentials', 'security', 'policy'];

const EMPTY_DETAILS: UserDetailsForm = { firstName: '', lastName: '', dateOfBirth: '', subscriberId: '', zipCode: '' };
const EMPTY_CREDENTIALS: CredentialsForm = { username: '', emailAddress: '', password: '', confirmPassword: '' };
const EMPTY_ANSWERS: SecurityAnswersForm = { firstQuestionId: '', firstAnswer: '', secondQuestionId: '', secondAnswer: '' };
const UNTOUCHED: Readonly<Record<RegistrationStep, boolean>> = { details: false, credentials: false, security: false, policy: false };

/**
 * The registration state of spec section 3 (policies, credentials, security questions, user details),
 * kept for the browser tab across steps, refusals and visits to other pages, so nothing typed is lost;
 * forgotten once the account exists, and on logout (spec section 4).
 */
@injectable()
export class RegistrationStore {
  step: RegistrationStep = 'details';
  userDetails: UserDetailsForm = EMPTY_DETAILS;
  credentials: CredentialsForm = EMPTY_CREDENTIALS;
  securityAnswers: SecurityAnswersForm = EMPTY_ANSWERS;
  communicationPolicySigned = false;
  touched: Record<RegistrationStep, boolean> = { ...UNTOUCHED };
  details: RegistrationDetails | null = null;
  readonly detailsSaid = new Said();
  busy = false;
  /** What the server said about the current step. */
  readonly said = new Said();
  /** The username of the account just created. */
  registered: string | null = null;

  constructor(
    @inject(LoadRegistrationDetails) private readonly loadDetails: LoadRegistrationDetails,
    @inject(CheckUserDetails) private readonly checkUserDetails: CheckUserDetails,
    @inject(CheckCredentials) private readonly checkCredentials: CheckCredentials,
    @inject(RegisterAccount) private readonly registerAccount: RegisterAccount,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(CLOCK) private readonly clock: Clock,
  ) {
    makeAutoObservable<RegistrationStore, 'loadDetails' | 'checkUserDetails' | 'checkCredentials' | 'registerAccount' | 'session' | 'clock'>(this, {
      loadDetails: false,
      checkUserDetails: false,
      checkCredentials: false,
      registerAccount: false,
      session: false,
      clock: false,
    });
    session.onReset(() => this.reset());
  }

  get message(): string | null {
    return this.said.text;
  }

  get detailsMessage(): string | null {
    return this.detailsSaid.text;
  }

  get today(): string {
    return this.clock.today();
  }

  get stepNumber(): number {
    return REGISTRATION_STEPS.indexOf(this.step) + 1;
  }

  get detailsErrors(): FormErrors<UserDetailsForm> {
    return this.touched.details ? validateUserDetailsForm(this.userDetails, this.today, { adultsOnly: true }) : {};
  }

  get credentialsErrors(): FormErrors<CredentialsForm> {
    return this.touched.credentials ? validateCredentialsForm(this.credentials) : {};
  }

  get securityErrors(): FormErrors<SecurityAnswersForm> {
    return this.touched.security ? validateSecurityAnswersForm(this.securityAnswers) : {};
  }

  get policyError(): string | undefined {
    return this.touched.policy ? (validateRegistrationPolicies({ communicationPolicySigned: this.communicationPolicySigned }) ?? undefined) : undefined;
  }

  /** A new visit after an account was created starts a fresh registration. */
  arrive(): void {
    if (this.registered !== null) this.reset();
    if (this.details === null) void this.fetchDetails();
  }

  async fetchDetails(): Promise<void> {
    this.detailsSaid.clear();
    const outcome = await this.loadDetails.execute();
    runInAction(() => {
      if (outcome.kind === 'loaded') this.details = outcome.details;
      else this.detailsSaid.tell(outcome, (error) => this.session.fail(error));
    });
  }

  setDetail(field: keyof UserDetailsForm, value: string): void {
    this.userDetails = { ...this.userDetails, [field]: value };
    this.said.clear();
  }

  setCredential(field: keyof CredentialsForm, value: string): void {
    this.credentials = { ...this.credentials, [field]: value };
    this.said.clear();
  }

  setAnswer(field: keyof SecurityAnswersForm, value: string): void {
    this.securityAnswers = { ...this.securityAnswers, [field]: value };
    this.said.clear();
  }

  setCommunicationPolicySigned(signed: boolean): void {
    this.communicationPolicySigned = signed;
    this.said.clear();
  }

  back(): void {
    const index = REGISTRATION_STEPS.indexOf(this.step);
    const previous = REGISTRATION_STEPS[index - 1];
    if (previous !== undefined && !this.busy) {
      this.step = previous;
      this.said.clear();
    }
  }

  /** Checks the current step (locally, then with the gateway where the spec names a call) and moves on. */
  async next(): Promise<void> {
    if (this.busy) return;
    this.touched = { ...this.touched, [this.step]: true };
    this.said.clear();
    switch (this.step) {
      case 'details':
        if (hasErrors(this.detailsErrors)) return;
        return this.check(() => this.checkUserDetails.execute(this.userDetails), 'credentials');
      case 'credentials':
        if (hasErrors(this.credentialsErrors)) return;
        return this.check(() => this.checkCredentials.execute(this.credentials), 'security');
      case 'security':
        if (!hasErrors(this.securityErrors)) this.step = 'policy';
        return;
      case 'policy':
        if (this.policyError !== undefined) return;
        return this.register();
    }
  }

  private async check(run: () => Promise<{ readonly kind: 'valid' } | { readonly kind: 'invalid' } | ScreenFailure>, nextStep: RegistrationStep): Promise<void> {
    this.busy = true;
    const outcome = await run();
    runInAction(() => {
      this.busy = false;
      if (outcome.kind === 'valid') this.step = nextStep;
      else if (outcome.kind !== 'invalid') this.said.tell(outcome, (error) => this.session.fail(error));
    });
  }

  private async register(): Promise<void> {
    this.busy = true;
    const outcome = await this.registerAccount.execute({
      userDetails: this.userDetails,
      credentials: this.credentials,
      securityAnswers: this.securityAnswers,
      communicationPolicySigned: this.communicationPolicySigned,
    });
    runInAction(() => {
      this.busy = false;
      switch (outcome.kind) {
        case 'registered':
          this.reset();
          this.registered = outcome.username;
          return;
        case 'invalid':
          this.step = outcome.step;
          this.touched = { ...this.touched, [outcome.step]: true };
          return;
        case 'refused':
          if (outcome.step !== null) this.step = outcome.step;
          this.said.say(() => outcome.message);
          return;
        case 'error':
          this.session.fail(outcome.error);
      }
    });
  }

  private reset(): void {
    this.step = 'details';
    this.userDetails = EMPTY_DETAILS;
    this.credentials = EMPTY_CREDENTIALS;
    this.securityAnswers = EMPTY_ANSWERS;
    this.communicationPolicySigned = false;
    this.touched = { ...UNTOUCHED };
    this.said.clear();
    this.busy = false;
    this.registered = null;
  }
}
