import { makeAutoObservable, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { validateLoginForm } from '../../domain/rules/validators';
import { SESSION_STORE, type KeyValueStore } from '../../application/ports/session';
import { LOGGED_OUT_FLAG } from '../../application/use-cases/log-out';
import { IdleSession } from '../../application/use-cases/idle-session';
import { LogIn } from '../../application/use-cases/log-in';
import type { SignInOutcome } from '../../application/use-cases/finish-sign-in';
import { SessionStore } from '../stores/session-store';

export interface ServerMessage {
  readonly message: string;
  readonly links: readonly { readonly label: string; readonly href: string }[];
}

/** The login form of spec sections 2, 5 and 8. */
@injectable()
export class LoginStore {
  username = '';
  password = '';
  touched = false;
  submitting = false;
  serverMessage: ServerMessage | null = null;
  loggedOut = false;
  /** The idle timeout that ended the last session, when that is why the member is here. */
  idleLogoutMillis: number | null = null;

  constructor(
    @inject(LogIn) private readonly logIn: LogIn,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(SESSION_STORE) private readonly sessionStore: KeyValueStore,
    @inject(IdleSession) private readonly idleSession: IdleSession,
  ) {
    makeAutoObservable<LoginStore, 'logIn' | 'session' | 'sessionStore' | 'idleSession'>(this, {
      logIn: false,
      session: false,
      sessionStore: false,
      idleSession: false,
    });
  }

  /** Reads (and consumes) the "you have logged out" flag left by logout, and the idle timeout's reason. */
  arrive(): void {
    // Only ever turns the banners on: arriving twice (React's strict mode does) must not hide them again.
    const idle = this.idleSession.takeIdleLogout();
    if (idle !== null) this.idleLogoutMillis = idle;
    if (this.sessionStore.get(LOGGED_OUT_FLAG) === null) return;
    this.loggedOut = true;
    this.sessionStore.remove(LOGGED_OUT_FLAG);
  }

  get errors(): { readonly username?: string; readonly password?: string } {
    return validateLoginForm({ username: this.username, password: this.password });
  }

  get visibleErrors(): { readonly username?: string; readonly password?: string } {
    return this.touched ? this.errors : {};
  }

  get invalid(): boolean {
    return this.errors.username !== undefined || this.errors.password !== undefined;
  }

  /** Disabled while touched and invalid, as the spec says. */
  get submitDisabled(): boolean {
    return this.submitting || (this.touched && this.invalid);
  }

  setUsername(value: string): void {
    this.username = value;
    this.serverMessage = null;
  }

  setPassword(value: string): void {
    this.password = value;
    this.serverMessage = null;
  }

  async submit(): Promise<void> {
    this.touched = true;
    if (this.invalid || this.submitting) return;
    this.submitting = true;
    this.loggedOut = false;
    this.idleLogoutMillis = null;
    const outcome = await this.logIn.execute({ username: this.username, password: this.password });
    runInAction(() => {
      this.session.refresh();
      switch (outcome.kind) {
        case 'invalid':
          this.submitting = false;
          return;
        case 'refused':
          this.submitting = false;
          this.serverMessage = { message: outcome.message, links: outcome.links };
          return;
        case 'unavailable':
          this.submitting = false;
          this.session.fail(outcome.error);
          return;
        case 'signed-in':
          this.afterSignIn(outcome.next);
      }
    });
  }

  private afterSignIn(next: SignInOutcome): void {
    if (next.kind === 'error') this.session.fail(next.error);
    if (next.kind === 'failed') this.serverMessage = { message: next.message, links: [] };
    // Routed, redirected or posted to single sign-on: the page changes; keep the spinner until it does.
    this.submitting = next.kind === 'single-sign-on' || next.kind === 'redirected';
    this.password = '';
    this.touched = false;
  }
}
