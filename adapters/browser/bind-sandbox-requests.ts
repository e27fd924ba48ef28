import type { Container } from 'inversify';
import { SESSION_STORE } from '../../application/ports';
import { FETCH, HTTP_CONFIG, platformFetch } from '../http/http-config';
import { sandboxFetch } from '../sandbox/sandbox-fetch';
import { PAGE_LOCATION } from './browser-tokens';
import type { DeploymentConfig } from '../config';
import type { SandboxClock } from './clocks';
import { SandboxFaultPins } from './sandbox-fault-pins';
import { SandboxSession } from './sandbox-session';

/**
 * The sandbox's requests: this tab's session, the day and the faults it pinned travel as request headers,
 * and a pinned call time limit (`timeout=`) replaces the deployment's. Only a day the member pinned is
 * sent; without the header the sandbox uses the real date. Bound only by a sandbox build, so that a
 * production bundle carries none of it.
 */
export function bindSandboxRequests(container: Container, deployment: DeploymentConfig, clock: SandboxClock): void {
  const session = (): SandboxSession => new SandboxSession(container.get(SESSION_STORE));
  const faultPins = (): SandboxFaultPins => new SandboxFaultPins(container.get(SESSION_STORE), container.get(PAGE_LOCATION));
  container
    .bind(HTTP_CONFIG)
    .toDynamicValue(() => ({ baseUrl: deployment.gatewayBaseUrl, timeoutMs: faultPins().timeoutMs() ?? deployment.timeoutMs }))
    .inSingletonScope();
  container
    .bind(FETCH)
    .toDynamicValue(() => {
      const tab = session();
      const pins = faultPins();
      return sandboxFetch(platformFetch, { today: () => clock.pinnedDay(), session: () => tab.current(), faults: () => pins.faultPlan() });
    })
    .inSingletonScope();
}
