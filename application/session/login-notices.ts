import type { KeyValueStore } from '../ports/session';

/** Set after logout so the login page can say so; the only thing that survives a logout. */
export const LOGGED_OUT_FLAG = 'md-logged-out';
/** Session storage flag left by an idle logout, so the login page can say why the member is there. */
export const IDLE_LOGOUT_FLAG = 'md-idle-logout';

/** Why the visitor is on the login page, as the banners above the form say it (spec sections 2 and 4). */
export interface LoginNotices {
  /** They logged out ('You have successfully logged out'). */
  readonly loggedOut: boolean;
  /** The idle timeout that ended their last session, in milliseconds; null when that is not why. */
  readonly idleLogoutMillis: number | null;
}

/** Leaves the login page the reason the session ended: the idle timeout that ended it. */
export function leaveIdleLogoutNotice(session: KeyValueStore, logoutAfterMillis: number): void {
  session.set(IDLE_LOGOUT_FLAG, String(logoutAfterMillis));
}

/** Reads and consumes the idle logout's flag: the idle timeout that ended the session, or null. */
export function takeIdleLogout(session: KeyValueStore): number | null {
  const flag = session.get(IDLE_LOGOUT_FLAG);
  session.remove(IDLE_LOGOUT_FLAG);
  const millis = flag === null ? Number.NaN : Number(flag);
  return Number.isFinite(millis) && millis > 0 ? millis : null;
}

/**
 * Reads and consumes both flags: each banner shows once, on the first arrival after the logout. A plain
 * function of the session store (no container), because the login page is served by the logged-out entry.
 */
export function takeLoginNotices(session: KeyValueStore): LoginNotices {
  const idleLogoutMillis = takeIdleLogout(session);
  const loggedOut = session.get(LOGGED_OUT_FLAG) !== null;
  session.remove(LOGGED_OUT_FLAG);
  return { loggedOut, idleLogoutMillis };
}
