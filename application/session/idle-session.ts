import { inject, injectable } from 'inversify';
import { idlePhase, normaliseIdleTimeout, type IdlePhase, type IdleTimeoutConfig } from '../../domain/rules/idle-timeout';
import { CLOCK, NAVIGATOR, type Clock, type Navigator } from '../ports/platform';
import { LOCAL_STORE, SESSION_STORE, type KeyValueStore } from '../ports/session';
import { SESSION_TIMEOUT, type SessionTimeoutSettings } from '../ports/session-timeout';
import { IDLE_LOGOUT_FLAG, leaveIdleLogoutNotice, takeIdleLogout } from './login-notices';

import { LAST_ACTIVITY_KEY } from './stale-session';

export { IDLE_LOGOUT_FLAG, LAST_ACTIVITY_KEY };
/** Activity is written at most this often: a stream of mouse moves need not hit storage each time. */
export const ACTIVITY_WRITE_INTERVAL_MS = 1000;

/**
 * The idle session timeout as the application sees it: activity is stamped with the Clock port, the
 * domain's idlePhase says where the session stands. Timers and the logout itself belong to the caller
 * (the UI's idle timeout store), which asks `phase()` as often as it likes.
 */
@injectable()
export class IdleSession {
  constructor(
    @inject(CLOCK) private readonly clock: Clock,
    @inject(LOCAL_STORE) private readonly local: KeyValueStore,
    @inject(SESSION_STORE) private readonly session: KeyValueStore,
    @inject(SESSION_TIMEOUT) private readonly settings: SessionTimeoutSettings,
    @inject(NAVIGATOR) private readonly navigator: Navigator,
  ) {}

  config(): IdleTimeoutConfig {
    return normaliseIdleTimeout(this.settings.idleTimeout());
  }

  private lastWritten = Number.NEGATIVE_INFINITY;

  /** The member did something (or chose to stay logged in): the count starts again. */
  recordActivity(): void {
    const now = this.clock.nowMillis();
    this.lastWritten = now;
    this.local.set(LAST_ACTIVITY_KEY, String(now));
  }

  /** A stream of activity events: recorded at most once per ACTIVITY_WRITE_INTERVAL_MS. */
  noteActivity(): void {
    if (this.clock.nowMillis() - this.lastWritten >= ACTIVITY_WRITE_INTERVAL_MS) this.recordActivity();
  }

  /** The last activity of any tab; a session with none on record starts counting now. */
  lastActivity(): number {
    const stamp = this.local.get(LAST_ACTIVITY_KEY);
    if (stamp === null) {
      this.recordActivity();
      return this.clock.nowMillis();
    }
    return Number(stamp);
  }

  phase(): IdlePhase {
    return idlePhase(this.lastActivity(), this.clock.nowMillis(), this.config());
  }

  /**
   * After the session was ended for inactivity (by the caller, through the logout that clears everything):
   * leave the reason for the login page and go there, on every brand.
   */
  afterIdleLogout(): void {
    leaveIdleLogoutNotice(this.session, this.config().logoutAfterMillis);
    this.navigator.go('/login', { replace: true });
  }

  /** Reads and consumes the flag: the idle timeout that ended the session, or null. */
  takeIdleLogout(): number | null {
    return takeIdleLogout(this.session);
  }
}
