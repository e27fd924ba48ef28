import type { ServiceIdentifier } from 'inversify';
import type { IdleTimeoutConfig, IdleTimeoutRefusal } from '../../domain/rules/idle-timeout';

/** A sandbox `idle=` setting the app could not use, and why ('unreadable': not 'warnMs,logoutMs'). */
export interface RefusedIdleSetting {
  readonly setting: string;
  readonly reason: IdleTimeoutRefusal | 'unreadable';
}

/**
 * How long a member may stay idle: deployment configuration (and, in the sandbox only, a query parameter
 * so that browser tests can use seconds instead of minutes). Asked each time, so a value chosen after
 * start-up holds.
 */
export interface SessionTimeoutSettings {
  idleTimeout(): IdleTimeoutConfig;
  /** The sandbox's `idle=` setting of this page when it was refused (never outside the sandbox). */
  refusedSetting(): RefusedIdleSetting | null;
}
export const SESSION_TIMEOUT: ServiceIdentifier<SessionTimeoutSettings> = Symbol.for('SessionTimeoutSettings');
