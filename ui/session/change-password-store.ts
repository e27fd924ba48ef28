import { makeAutoObservable, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { validatePasswordChangeForm, type FormErrors, type PasswordChangeForm } from '../../domain/rules/account-forms';
import { EMAIL_TOAST_MS } from '../../domain/rules/constants';
import { hasErrors } from '../../domain/rules/validators';
import { ChangePassword } from '../../application/session/change-password';
import { NotificationStore } from '../stores/notification-store';
import { SessionStore } from '../stores/session-store';
import { CHANGE_PASSWORD_COPY } from './change-password-copy';
import { Said } from '../stores/said';
import { FreshCheckPrompt } from '../stores/fresh-check-prompt';

/** /account/settings/change-password: INI members arrive here after login and continue to /home. */
@injectable()
export class ChangePasswordStore {
  form: PasswordChangeForm = { currentPassword: '', newPassword: '', confirmPassword: '' };
  touched = false;
  submitting = false;
  readonly said = new Said();

  constructor(
    @inject(ChangePassword) private readonly changePassword: ChangePassword,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(NotificationStore) private readonly notifications: NotificationStore,
    /** A password change is a sensitive change: asked on the page when the gateway wants a fresh proof. */
    @inject(FreshCheckPrompt) readonly freshCheck: FreshCheckPrompt,
  ) {
    makeAutoObservable<ChangePasswordStore, 'changePassword' | 'session' | 'notifications'>(this, {
      changePassword: false,
      session: false,
      notifications: false,
      freshCheck: false,
    });
  }

  get serverMessage(): string | null {
    return this.said.text;
  }

  get errors(): FormErrors<PasswordChangeForm> {
    return this.touched ? validatePasswordChangeForm(this.form) : {};
  }

  set(field: keyof PasswordChangeForm, value: string): void {
    this.form = { ...this.form, [field]: value };
    this.said.clear();
  }

  async submit(): Promise<void> {
    this.touched = true;
    if (this.submitting || hasErrors(this.errors)) return;
    this.submitting = true;
    this.said.clear();
    // The member was asked to confirm it is them: the change goes again, with what they typed, once they are.
    if (this.freshCheck.check !== null && !(await this.freshCheck.confirm())) {
      runInAction(() => {
        this.submitting = false;
      });
      return;
    }
    const outcome = await this.changePassword.execute(this.form);
    runInAction(() => {
      this.submitting = false;
      switch (outcome.kind) {
        case 'invalid':
          return;
        case 'refused':
          this.said.say(() => outcome.message);
          return;
        case 'error':
          if (this.freshCheck.takeRefusal(outcome.error)) return;
          this.session.fail(outcome.error);
          return;
        case 'changed':
          this.form = { currentPassword: '', newPassword: '', confirmPassword: '' };
          this.touched = false;
          this.notifications.notify({ message: CHANGE_PASSWORD_COPY.success, status: 'success', dismissAfter: EMAIL_TOAST_MS });
      }
    });
  }
}
