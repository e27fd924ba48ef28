import { makeAutoObservable, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { WELCOME_TOAST_MS } from '../../domain/rules/constants';
import { validateRegistrationPolicies, type RegistrationPoliciesForm } from '../../domain/rules/registration-policies';
import { LoadRegistrationPolicies, SubmitRegistrationPolicies } from '../../application/session/registration-policies';
import { NotificationStore } from '../stores/notification-store';
import { SessionStore } from '../stores/session-store';
import { REGISTRATION_POLICIES_COPY } from './registration-copy';
import { afterSignIn } from './sign-in-outcome';
import { Said } from '../stores/said';

/**
 * /registration-policies, the Providence welcome page (spec sections 2, 4, 5 and 8): the digital
 * communications policy, and for subscribers the EOB delivery choice; then the 5 s welcome toast and
 * post-auth routing. Its calls are screen-handled: failures show here and keep the member's choices.
 */
@injectable()
export class RegistrationPoliciesStore {
  form: RegistrationPoliciesForm | null = null;
  subscriber = false;
  touched = false;
  loading = false;
  submitting = false;
  /** Why loading or saving failed, in words for the member. */
  readonly said = new Said();

  constructor(
    @inject(LoadRegistrationPolicies) private readonly loadPolicies: LoadRegistrationPolicies,
    @inject(SubmitRegistrationPolicies) private readonly submitPolicies: SubmitRegistrationPolicies,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(NotificationStore) private readonly notifications: NotificationStore,
  ) {
    makeAutoObservable<RegistrationPoliciesStore, 'loadPolicies' | 'submitPolicies' | 'session' | 'notifications'>(this, {
      loadPolicies: false,
      submitPolicies: false,
      session: false,
      notifications: false,
    });
  }

  get message(): string | null {
    return this.said.text;
  }

  get policyError(): string | undefined {
    if (!this.touched || this.form === null) return undefined;
    return validateRegistrationPolicies({ communicationPolicySigned: this.form.communicationPolicySigned }) ?? undefined;
  }

  async load(): Promise<void> {
    this.loading = true;
    this.said.clear();
    const outcome = await this.loadPolicies.execute();
    runInAction(() => {
      this.loading = false;
      if (outcome.kind === 'loaded') {
        this.form = outcome.form;
        this.subscriber = outcome.subscriber;
      } else if (outcome.kind === 'refused') this.said.say(() => outcome.message);
      else this.session.fail(outcome.error);
    });
  }

  setCommunicationPolicySigned(signed: boolean): void {
    if (this.form === null) return;
    this.form = { ...this.form, communicationPolicySigned: signed };
    this.said.clear();
  }

  setEobConsented(consented: boolean): void {
    if (this.form === null || !this.subscriber) return;
    this.form = { ...this.form, eobConsented: consented };
    this.said.clear();
  }

  async submit(): Promise<void> {
    this.touched = true;
    const form = this.form;
    if (form === null || this.submitting || this.policyError !== undefined) return;
    this.submitting = true;
    this.said.clear();
    const outcome = await this.submitPolicies.execute(form, this.subscriber);
    runInAction(() => {
      switch (outcome.kind) {
        case 'invalid':
          this.submitting = false;
          return;
        case 'refused':
          this.submitting = false;
          this.said.say(() => outcome.message);
          return;
        case 'error':
          this.submitting = false;
          this.session.fail(outcome.error);
          return;
        case 'submitted': {
          this.notifications.notify({ message: REGISTRATION_POLICIES_COPY.success, status: 'success', dismissAfter: WELCOME_TOAST_MS });
          const next = afterSignIn(outcome.next, this.session);
          this.said.keep(next.message);
          this.submitting = next.stillBusy;
        }
      }
    });
  }
}
