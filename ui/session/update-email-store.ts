import { makeAutoObservable, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { EMAIL_TOAST_MS } from '../../domain/rules/constants';
import { validateEmailAddress } from '../../domain/rules/validators';
import { UpdateEmail } from '../../application/session/update-email';
import { NotificationStore } from '../stores/notification-store';
import { SessionStore } from '../stores/session-store';
import { UPDATE_EMAIL_COPY } from './update-email-copy';
import { afterSignIn } from './sign-in-outcome';
import { Said } from '../stores/said';

/** /update-email (spec sections 2, 5 and 8): one field, then the 3 s success toast and routing continues. */
@injectable()
export class UpdateEmailStore {
  emailAddress = '';
  touched = false;
  submitting = false;
  readonly said = new Said();

  constructor(
    @inject(UpdateEmail) private readonly updateEmail: UpdateEmail,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(NotificationStore) private readonly notifications: NotificationStore,
  ) {
    makeAutoObservable<UpdateEmailStore, 'updateEmail' | 'session' | 'notifications'>(this, { updateEmail: false, session: false, notifications: false });
  }

  get message(): string | null {
    return this.said.text;
  }

  get error(): string | undefined {
    return this.touched ? (validateEmailAddress(this.emailAddress.trim()) ?? undefined) : undefined;
  }

  setEmailAddress(value: string): void {
    this.emailAddress = value;
    this.said.clear();
  }

  async submit(): Promise<void> {
    this.touched = true;
    if (this.submitting || this.error !== undefined) return;
    this.submitting = true;
    const outcome = await this.updateEmail.execute(this.emailAddress);
    runInAction(() => {
      if (outcome.kind === 'invalid') {
        this.submitting = false;
        return;
      }
      if (outcome.kind === 'error') {
        this.submitting = false;
        this.session.fail(outcome.error);
        return;
      }
      this.notifications.notify({ message: UPDATE_EMAIL_COPY.success, status: 'success', dismissAfter: EMAIL_TOAST_MS });
      const next = afterSignIn(outcome.next, this.session);
      this.said.keep(next.message);
      this.submitting = next.stillBusy;
    });
  }
}
