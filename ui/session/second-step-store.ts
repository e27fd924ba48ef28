import { networkError } from '../../application/shared/gateway-error';
import type { SecondStepOutcome } from '../../application/session/second-step';
import { PlainStore } from '../app/plain-store';
import type { LoginStore } from './login-store';
import { SECOND_STEP_COPY } from './second-step-copy';
import { afterSignIn } from './sign-in-outcome';

/**
 * The second step of signing in, on the login page after the password: an authenticator app's code or a
 * recovery code, each refusal said in its own words (worded when shown, so a change of language words it
 * again). A plain store, as the login page's is: the page loads no MobX.
 */
export class SecondStepStore extends PlainStore {
  useRecoveryCode = false;
  code = '';
  submitting = false;
  private refusal: (() => string) | null = null;

  constructor(private readonly login: LoginStore) {
    super();
  }

  get username(): string {
    return this.login.username;
  }

  get message(): string | null {
    return this.refusal?.() ?? null;
  }

  setCode(value: string): void {
    this.code = value;
    this.refusal = null;
    this.changed();
  }

  switchKind(): void {
    this.useRecoveryCode = !this.useRecoveryCode;
    this.code = '';
    this.refusal = null;
    this.changed();
  }

  startAgain(): void {
    this.login.leaveSecondStep();
  }

  async submit(): Promise<void> {
    const ticket = this.login.secondStepTicket;
    if (ticket === null || this.submitting) return;
    this.submitting = true;
    this.refusal = null;
    this.changed();
    const outcome: SecondStepOutcome = await this.login.services
      .completeSecondStep(ticket, { kind: this.useRecoveryCode ? 'recovery-code' : 'code', value: this.code })
      .catch((): SecondStepOutcome => ({ kind: 'unavailable', error: networkError }));
    this.submitting = false;
    switch (outcome.kind) {
      case 'empty':
        this.refusal = () => SECOND_STEP_COPY.empty;
        break;
      case 'not-a-code':
        this.refusal = () => SECOND_STEP_COPY.notACode;
        break;
      case 'wrong-code':
        this.code = '';
        this.refusal = () => SECOND_STEP_COPY.wrongCode(outcome.attemptsLeft);
        break;
      case 'locked':
        this.code = '';
        this.refusal = () => SECOND_STEP_COPY.locked;
        break;
      case 'expired':
        this.refusal = () => SECOND_STEP_COPY.expired;
        break;
      case 'unavailable':
        this.refusal = () => SECOND_STEP_COPY.unavailable;
        break;
      case 'signed-in': {
        const after = afterSignIn(outcome.next, this.login.services);
        const message = after.message;
        if (message !== null) this.refusal = () => message;
        this.submitting = after.stillBusy;
      }
    }
    this.changed();
  }
}
