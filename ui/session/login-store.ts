import { loginOutageMessage } from '../../domain/rules/error-catalogue';
import { validateLoginForm } from '../../domain/rules/validators';
import { networkError } from '../../application/shared/gateway-error';
import type { LoginForm, LoginOutcome } from '../../application/session/log-in';
import type { SecondStepEntry, SecondStepOutcome } from '../../application/session/second-step';
import type { PasskeySignInOutcome } from '../../application/session/passkey-sign-in';
import type { LoginNotices } from '../../application/session/login-notices';
import type { RefusedIdleSetting } from '../../application/ports/session-timeout';
import { PlainStore } from '../app/plain-store';
import { afterSignIn, type SignInSession } from './sign-in-outcome';

export interface ServerMessage {
  readonly message: string;
  readonly links: readonly { readonly label: string; readonly href: string }[];
}

/**
 * What the login form needs from the rest of the app. The entry (ui/app/entry.tsx) answers it without
 * the container, loading the app's core only to log in; the login itself is the LogIn use case. As a
 * SignInSession it re-reads the session once tokens change, and shows a failure of the sign-in after the
 * token, which only the error page can explain (spec section 8).
 */
export interface LoginServices extends SignInSession {
  /** Runs the LogIn use case. */
  logIn(form: LoginForm): Promise<LoginOutcome>;
  /** Runs the second step of signing in (a member with a second factor), after the password. */
  completeSecondStep(ticket: string, entry: SecondStepEntry): Promise<SecondStepOutcome>;
  /** Signs in with a passkey: at once (the button), or when the member picks one in the username's autofill. */
  signInWithPasskey(autofill: boolean): Promise<PasskeySignInOutcome>;
  /** Ends a passkey sign-in waiting in the autofill (the member signs in another way). */
  cancelPasskey(): void;
  /** Reads and consumes the logout and idle-logout flags (application/session/login-notices.ts). */
  takeNotices(): LoginNotices;
  /** The sandbox's `idle=` setting of this page, when it was refused; never outside the sandbox. */
  refusedIdleSetting(): RefusedIdleSetting | null;
}

/** The login form of spec sections 2, 5 and 8. */
export class LoginStore extends PlainStore {
  username = '';
  password = '';
  touched = false;
  submitting = false;
  /** What the server's answer says, worded when shown: a change of language words it again. */
  private wording: (() => ServerMessage) | null = null;
  loggedOut = false;
  /** The idle timeout that ended the last session, when that is why the member is here. */
  idleLogoutMillis: number | null = null;
  /** A sandbox `idle=` setting the page could not use, said above the form. */
  refusedIdleSetting: RefusedIdleSetting | null = null;
  /**
   * The password was right and the member has a second factor: the ticket the second step takes. The page
   * then shows the second step (ui/session/SecondStepForm.tsx, its own chunk), the username kept.
   */
  secondStepTicket: string | null = null;
  /** A passkey sign-in from the button is under way. */
  passkeyBusy = false;
  /** What went wrong signing in with a passkey, said beside its button (worded when shown). */
  private passkeyWording: (() => string) | null = null;
  private autofillOffered = false;

  constructor(readonly services: LoginServices) {
    super();
  }

  get passkeyMessage(): string | null {
    return this.passkeyWording?.() ?? null;
  }

  /**
   * Offers the member's passkeys among the username field's autofill suggestions, where the browser can
   * (conditional mediation): one picked there signs in. Once per visit; nothing is said if it cannot.
   */
  offerPasskeyAutofill(): void {
    if (this.autofillOffered || this.secondStepTicket !== null) return;
    this.autofillOffered = true;
    void this.passkeySignIn(true);
  }

  /** The "Log in with a passkey" button. */
  signInWithPasskey(): Promise<void> {
    if (this.passkeyBusy || this.submitting) return Promise.resolve();
    return this.passkeySignIn(false);
  }

  private async passkeySignIn(autofill: boolean): Promise<void> {
    if (!autofill) {
      this.passkeyBusy = true;
      this.passkeyWording = null;
      this.changed();
    }
    const outcome = await this.services.signInWithPasskey(autofill).catch((): PasskeySignInOutcome => ({ kind: 'unavailable', error: networkError }));
    if (outcome.kind === 'signed-in') {
      this.wording = null;
      const after = afterSignIn(outcome.next, this.services);
      const message = after.message;
      if (message !== null) this.passkeyWording = () => message;
      this.submitting = after.stillBusy;
      this.password = '';
      this.touched = false;
    } else if (!autofill || outcome.kind === 'refused' || outcome.kind === 'locked') {
      // The autofill's own endings (the browser cannot, the page ended it, the member went on typing) say nothing.
      // Its wording comes in a chunk of its own; if that cannot be fetched, the network is what failed.
      this.passkeyWording = await import('./passkey-outcome-copy').then(
        ({ passkeyOutcomeWording }) => passkeyOutcomeWording(outcome.kind),
        () => () => loginOutageMessage('network').message,
      );
    }
    if (!autofill) this.passkeyBusy = false;
    this.changed();
  }

  /** Back from the second step to the password, the username kept. */
  leaveSecondStep(): void {
    this.secondStepTicket = null;
    this.changed();
  }

  /** Reads (and consumes) the "you have logged out" flag left by logout, and the idle timeout's reason. */
  arrive(): void {
    // Only ever turns the banners on: arriving twice (React's strict mode does) must not hide them again.
    const notices = this.services.takeNotices();
    if (notices.idleLogoutMillis !== null) this.idleLogoutMillis = notices.idleLogoutMillis;
    if (notices.loggedOut) this.loggedOut = true;
    this.refusedIdleSetting = this.services.refusedIdleSetting();
    this.changed();
  }

  get serverMessage(): ServerMessage | null {
    return this.wording?.() ?? null;
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
    this.wording = null;
    this.changed();
  }

  setPassword(value: string): void {
    this.password = value;
    this.wording = null;
    this.changed();
  }

  async submit(): Promise<void> {
    this.touched = true;
    if (this.invalid || this.submitting) {
      this.changed();
      return;
    }
    this.submitting = true;
    this.passkeyWording = null;
    this.loggedOut = false;
    this.idleLogoutMillis = null;
    this.changed();
    const outcome = await this.services.logIn({ username: this.username, password: this.password }).catch(
      // The app's core could not be downloaded (offline): a network failure, as a failed call would be.
      (): LoginOutcome => ({ kind: 'unavailable', error: networkError }),
    );
    switch (outcome.kind) {
      case 'invalid':
        this.submitting = false;
        break;
      case 'second-step':
        this.services.cancelPasskey();
        this.submitting = false;
        this.secondStepTicket = outcome.ticket;
        this.password = '';
        this.touched = false;
        break;
      case 'refused':
        this.submitting = false;
        this.wording = () => ({ message: outcome.message, links: outcome.links });
        break;
      case 'unavailable':
        // The token call failed (or the app could not be downloaded): said on the form, which keeps both
        // fields, so that trying again is one click. Later failures of the sign-in go to the error page.
        this.submitting = false;
        this.wording = () => loginOutageMessage(outcome.error.kind);
        break;
      case 'signed-in': {
        this.services.cancelPasskey();
        const after = afterSignIn(outcome.next, this.services);
        const message = after.message;
        if (message !== null) this.wording = () => ({ message, links: [] });
        // Redirected or posted to single sign-on: the page changes; the spinner stays until it does.
        this.submitting = after.stillBusy;
        this.password = '';
        this.touched = false;
      }
    }
    this.changed();
  }
}
