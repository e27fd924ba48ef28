/**
 * Idle session timeout (not in the spec; a security requirement of the product): after a spell without
 * activity the member is warned that the session is about to end, and when it has lasted the full
 * timeout they are logged out. Both durations are configuration; "now" is always a parameter.
 */

export interface IdleTimeoutConfig {
  /** Inactivity after which the warning shows. */
  readonly warnAfterMillis: number;
  /** Inactivity after which the member is logged out; longer than warnAfterMillis. */
  readonly logoutAfterMillis: number;
}

/**
 * The least time the warning leaves to answer it (WCAG 2.2.1, Timing Adjustable: at least 20 seconds to
 * extend the time limit).
 */
export const MIN_ANSWER_MILLIS = 20_000;

/** 13 minutes to the warning, 15 to the logout: two minutes to answer it. */
export const DEFAULT_IDLE_TIMEOUT: IdleTimeoutConfig = { warnAfterMillis: 13 * 60_000, logoutAfterMillis: 15 * 60_000 };

export type IdlePhase =
  | { readonly kind: 'active'; readonly warnInMillis: number }
  | { readonly kind: 'warning'; readonly logoutInMillis: number }
  | { readonly kind: 'expired' };

const positive = (value: number): boolean => Number.isFinite(value) && value > 0;

/**
 * Why a configuration cannot be used: a duration not positive, the warning not before the logout, or a
 * logout so soon (MIN_ANSWER_MILLIS or less) that no warning could leave the member that long to answer.
 */
export type IdleTimeoutRefusal = 'not-positive' | 'warning-not-before-logout' | 'logout-too-soon';

/** Why `config` is refused, or null when it is usable (see normaliseIdleTimeout). */
export function idleTimeoutRefusal(config: IdleTimeoutConfig): IdleTimeoutRefusal | null {
  const { warnAfterMillis, logoutAfterMillis } = config;
  if (!positive(warnAfterMillis) || !positive(logoutAfterMillis)) return 'not-positive';
  if (warnAfterMillis >= logoutAfterMillis) return 'warning-not-before-logout';
  if (logoutAfterMillis <= MIN_ANSWER_MILLIS) return 'logout-too-soon';
  return null;
}

/**
 * A usable configuration: one that idleTimeoutRefusal does not refuse. Anything else (a typo in a
 * deployment setting) falls back to the defaults rather than logging members out at once. A warning set
 * closer to the logout than MIN_ANSWER_MILLIS comes earlier, so that the member always has that long to
 * answer it; the logout time, a security setting, stays as set.
 */
export function normaliseIdleTimeout(config: IdleTimeoutConfig): IdleTimeoutConfig {
  const { warnAfterMillis, logoutAfterMillis } = config;
  if (idleTimeoutRefusal(config) !== null) return DEFAULT_IDLE_TIMEOUT;
  return { warnAfterMillis: Math.min(warnAfterMillis, logoutAfterMillis - MIN_ANSWER_MILLIS), logoutAfterMillis };
}

/**
 * Where the session stands after the last activity: active (and how long until the warning), warning
 * (and how long until the logout) or expired. Activity stamped in the future (another tab's clock a
 * little ahead) counts as just now. An unreadable stamp counts as expired: a session nobody can vouch
 * for is not kept open.
 */
export function idlePhase(lastActivityMillis: number, nowMillis: number, config: IdleTimeoutConfig): IdlePhase {
  const { warnAfterMillis, logoutAfterMillis } = normaliseIdleTimeout(config);
  if (!Number.isFinite(lastActivityMillis) || !Number.isFinite(nowMillis)) return { kind: 'expired' };
  const idle = Math.max(0, nowMillis - lastActivityMillis);
  if (idle >= logoutAfterMillis) return { kind: 'expired' };
  if (idle >= warnAfterMillis) return { kind: 'warning', logoutInMillis: logoutAfterMillis - idle };
  return { kind: 'active', warnInMillis: warnAfterMillis - idle };
}

/** '15 minutes', '2 minutes', '1 minute', '45 seconds': how the warning and the login banner say a duration. */
export function describeDuration(millis: number): string {
  const seconds = Math.max(0, Math.round(millis / 1000));
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.round(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
