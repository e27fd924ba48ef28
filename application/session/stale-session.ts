import { idlePhase, normaliseIdleTimeout } from '../../domain/rules/idle-timeout';
import type { Clock } from '../ports/platform';
import type { KeyValueStore, SessionTokens } from '../ports/session';
import type { SessionTimeoutSettings } from '../ports/session-timeout';
import { forgetMemberStorage } from './forget-member-storage';
import { leaveIdleLogoutNotice } from './login-notices';

/**
 * Local storage key of the last activity: shared by every tab of the member, so that a member busy in
 * one tab is not logged out (in every tab, by the logout broadcast) because another tab sat idle.
 */
export const LAST_ACTIVITY_KEY = 'md_last_activity';

export interface StaleSessionPorts {
  readonly tokens: SessionTokens;
  readonly local: KeyValueStore;
  readonly session: KeyValueStore;
  readonly clock: Clock;
  readonly timeout: SessionTimeoutSettings;
}

/**
 * Run when a tab starts, before anything reads or shows member data. The token cookies live 2 hours and a
 * copy sits in local storage (spec section 9), so a browser closed and opened again still holds them; a
 * session whose last activity is older than the idle logout is over all the same, and is cleared here as
 * the logout clears it (./forget-member-storage.ts: the tokens, session storage and local storage but for
 * the passkey hint), leaving the login page the reason. An activity
 * stamp without a session is cleared too, so that the next login does not inherit it. A plain function of
 * the ports, because the logged-out entry runs it without the container. True when a session was ended.
 */
export function endStaleSession({ tokens, local, session, clock, timeout }: StaleSessionPorts): boolean {
  const stamp = local.get(LAST_ACTIVITY_KEY);
  if (tokens.current() === null) {
    if (stamp !== null) local.remove(LAST_ACTIVITY_KEY);
    return false;
  }
  // A session nobody has stamped yet (the login that made it has not been watched) starts counting when
  // the dashboard watches it.
  if (stamp === null) return false;
  // The same configuration the idle watch uses, so that the login page names the timeout that applied.
  const config = normaliseIdleTimeout(timeout.idleTimeout());
  if (idlePhase(Number(stamp), clock.nowMillis(), config).kind !== 'expired') return false;
  forgetMemberStorage({ tokens, local, session });
  leaveIdleLogoutNotice(session, config.logoutAfterMillis);
  return true;
}
