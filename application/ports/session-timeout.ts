import type { ServiceIdentifier } from 'inversify';
import type { IdleTimeoutConfig } from '../../domain/rules/idle-timeout';

/**
 * How long a member may stay idle: deployment configuration (and, in the sandbox only, a query parameter
 * so that browser tests can use seconds instead of minutes). Asked each time, so a value chosen after
 * start-up holds.
 */
export interface SessionTimeoutSettings {
  idleTimeout(): IdleTimeoutConfig;
}
export const SESSION_TIMEOUT: ServiceIdentifier<SessionTimeoutSettings> = Symbol.for('SessionTimeoutSettings');
