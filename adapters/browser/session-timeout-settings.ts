import type { KeyValueStore, RefusedIdleSetting, SessionTimeoutSettings } from '../../application/ports';
import { idleTimeoutRefusal, type IdleTimeoutConfig } from '../../domain/rules/idle-timeout';
import type { PageLocation } from './browser-tokens';
import { SessionPin } from './session-pin';

const IDLE_PARAMETER = 'idle';

/** 'warnMs,logoutMs' in whole milliseconds, e.g. '5000,30000'; null when it is not written so. */
function readIdleTimeout(raw: string): IdleTimeoutConfig | null {
  const match = /^\s*(\d{1,9})\s*,\s*(\d{1,9})\s*$/.exec(raw);
  return match === null ? null : { warnAfterMillis: Number(match[1]), logoutAfterMillis: Number(match[2]) };
}

/** 'warnMs,logoutMs' as the app can use it (idleTimeoutRefusal refuses none of it), e.g. '5000,30000'. */
export function parseIdleTimeout(raw: string): IdleTimeoutConfig | null {
  const config = readIdleTimeout(raw);
  return config !== null && idleTimeoutRefusal(config) === null ? config : null;
}

/** Why an `idle=` setting is refused, or null when the app can use it. */
function refusalOf(raw: string): RefusedIdleSetting['reason'] | null {
  const config = readIdleTimeout(raw);
  return config === null ? 'unreadable' : idleTimeoutRefusal(config);
}

/**
 * The idle timeout of this deployment (VITE_IDLE_WARNING_MS, VITE_IDLE_LOGOUT_MS; 13 and 15 minutes by
 * default), or the one the sandbox's `idle=` pinned (SandboxIdleSetting). Production has no such setting,
 * and its build leaves the sandbox's out (browser-platform.ts).
 */
export class ConfiguredSessionTimeout implements SessionTimeoutSettings {
  constructor(
    private readonly configured: IdleTimeoutConfig,
    private readonly sandbox: SandboxIdleSetting | null,
  ) {}

  idleTimeout(): IdleTimeoutConfig {
    return this.sandbox?.pinned() ?? this.configured;
  }

  refusedSetting(): RefusedIdleSetting | null {
    return this.sandbox?.refused ?? null;
  }
}

/**
 * Sandbox only: `idle=warnMs,logoutMs` on any URL shortens the idle timeout for the browser session, so
 * that browser tests need not wait 15 minutes. A setting the app cannot use changes nothing, and is said:
 * a console line, and `refusedSetting()` for the login page.
 */
export class SandboxIdleSetting {
  private readonly pin: SessionPin<IdleTimeoutConfig>;
  readonly refused: RefusedIdleSetting | null = null;

  constructor(configured: IdleTimeoutConfig, store: KeyValueStore, location: PageLocation) {
    this.pin = new SessionPin(store, location, IDLE_PARAMETER, 'md_sandbox_idle', parseIdleTimeout);
    // Read on arrival: the parameter is on the page the member opened, not on the ones routing leads to.
    this.pin.value();
    const setting = new URLSearchParams(location.search).get(IDLE_PARAMETER);
    const reason = setting === null ? null : refusalOf(setting);
    if (setting !== null && reason !== null) {
      this.refused = { setting, reason };
      const inForce = this.pinned() ?? configured;
      // eslint-disable-next-line no-console -- the sandbox's own setting, said to whoever typed it; carries no member data
      console.warn(
        `Sandbox: idle=${setting} is refused (${reason}): write idle=WARN_MS,LOGOUT_MS with the logout over 20000 ms ` +
          `and the warning before it, e.g. idle=5000,30000. The warning stays at ${inForce.warnAfterMillis} ms, the logout at ${inForce.logoutAfterMillis} ms.`,
      );
    }
  }

  /** The timeout `idle=` pinned for this browser session, or null. */
  pinned(): IdleTimeoutConfig | null {
    return this.pin.value();
  }
}
