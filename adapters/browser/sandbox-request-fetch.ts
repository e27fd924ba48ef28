import type { KeyValueStore } from '../../application/ports';
import type { FetchFunction } from '../http/http-config';
import { sandboxFetch } from '../sandbox/sandbox-fetch';
import type { PageLocation } from './browser-tokens';
import type { SandboxClock } from './clocks';
import { SandboxFaultPins } from './sandbox-fault-pins';
import { SandboxSession } from './sandbox-session';

/**
 * Sandbox only: `fetchFn` with what this tab pinned for the sandbox insurer as request headers (its session,
 * the day and the faults it pinned; only a day the member pinned is sent, without it the sandbox uses the
 * real date). The HTTP client sends through it, and so do the start-up script's reads ahead, so that both
 * send the very same request.
 */
export function sandboxRequestFetch(fetchFn: FetchFunction, session: KeyValueStore, location: PageLocation, clock: SandboxClock): FetchFunction {
  const tab = new SandboxSession(session);
  const pins = new SandboxFaultPins(session, location);
  return sandboxFetch(fetchFn, { today: () => clock.pinnedDay(), session: () => tab.current(), faults: () => pins.faultPlan() });
}
