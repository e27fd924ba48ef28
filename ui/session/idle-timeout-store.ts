import { makeAutoObservable } from 'mobx';
import { inject, injectable } from 'inversify';
import { describeDuration } from '../../domain/rules/idle-timeout';
import { IdleSession } from '../../application/session/idle-session';
import { SessionStore } from '../stores/session-store';

/** How often the session's standing is looked at. */
export const IDLE_CHECK_INTERVAL_MS = 1000;

/**
 * Drives the idle timeout (domain/rules/idle-timeout.ts) for a logged-in member: looks at the phase every
 * second with the Clock port, shows the warning, logs out at the end. Activity of any tab counts (it is
 * shared through local storage), so a member busy in one tab is not logged out by another.
 */
@injectable()
export class IdleTimeoutStore {
  warning = false;
  logoutInMillis = 0;
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    @inject(IdleSession) private readonly idle: IdleSession,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    makeAutoObservable<IdleTimeoutStore, 'idle' | 'session' | 'timer'>(this, { idle: false, session: false, timer: false });
  }

  /** How long is left, in words, for the warning. */
  get remaining(): string {
    return describeDuration(this.logoutInMillis);
  }

  start(): void {
    if (this.timer !== undefined) return;
    this.check();
    this.timer = setInterval(() => this.check(), IDLE_CHECK_INTERVAL_MS);
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Something the member did. While the warning shows, only its buttons count: a stray mouse move does not. */
  activity(): void {
    if (!this.session.authorised || this.warning) return;
    this.idle.noteActivity();
  }

  stayLoggedIn(): void {
    this.idle.recordActivity();
    this.warning = false;
  }

  logOut(): void {
    this.warning = false;
    this.session.logout();
  }

  check(): void {
    if (!this.session.authorised) {
      this.warning = false;
      return;
    }
    // Opening a tab on a session is not activity: the count goes on from the last thing the member did in
    // any tab (a session with none on record starts counting now).
    const phase = this.idle.phase();
    switch (phase.kind) {
      case 'active':
        this.warning = false;
        return;
      case 'warning':
        this.warning = true;
        this.logoutInMillis = phase.logoutInMillis;
        return;
      case 'expired':
        this.logOut();
        this.idle.afterIdleLogout();
    }
  }
}
