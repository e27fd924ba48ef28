import type { KeyValueStore, SessionTimeoutSettings } from '../../application/ports';
import type { IdleTimeoutConfig } from '../../domain/rules/idle-timeout';
import type { PageLocation } from './browser-tokens';
import { SessionPin } from './session-pin';

/** 'warnMs,logoutMs' with whole positive milliseconds and the warning first, e.g. '3000,6000'. */
export function parseIdleTimeout(raw: string): IdleTimeoutConfig | null {
  const match = /^\s*(\d{1,9})\s*,\s*(\d{1,9})\s*$/.exec(raw);
  if (match === null) return null;
  const warnAfterMillis = Number(match[1]);
  const logoutAfterMillis = Number(match[2]);
  return warnAfterMillis > 0 && warnAfterMillis < logoutAfterMillis ? { warnAfterMillis, logoutAfterMillis } : null;
}

/**
 * The idle timeout of this deployment (VITE_IDLE_WARNING_MS, VITE_IDLE_LOGOUT_MS; 13 and 15 minutes by
 * default). In the sandbox only, `idle=warnMs,logoutMs` on any URL shortens it for the browser session,
 * so that browser tests need not wait 15 minutes; production ignores the parameter.
 */
export class ConfiguredSessionTimeout implements SessionTimeoutSettings {
  private readonly pin: SessionPin<IdleTimeoutConfig> | null;

  constructor(
    private readonly configured: IdleTimeoutConfig,
    sandbox: boolean,
    store: KeyValueStore,
    location: PageLocation,
  ) {
    this.pin = sandbox ? new SessionPin(store, location, 'idle', 'md_sandbox_idle', parseIdleTimeout) : null;
    // Read on arrival: the parameter is on the page the member opened, not on the ones routing leads to.
    this.pin?.value();
  }

  idleTimeout(): IdleTimeoutConfig {
    return this.pin?.value() ?? this.configured;
  }
}
