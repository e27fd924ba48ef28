import type { Container } from 'inversify';
import type { KeyValueStore } from '../../application/ports';
import { FETCH, HTTP_CONFIG, type FetchFunction } from '../http/http-config';
import type { PageLocation } from './browser-tokens';
import type { DeploymentConfig } from '../config';
import type { SandboxClock } from './clocks';
import { SandboxFaultPins } from './sandbox-fault-pins';
import { sandboxRequestFetch } from './sandbox-request-fetch';

/**
 * The sandbox's requests: this tab's session, the day and the faults it pinned travel as request headers
 * (sandbox-request-fetch.ts) over `network`, and a pinned call time limit (`timeout=`) replaces the
 * deployment's. Bound only by a sandbox build, so that a production bundle carries none of it. It takes
 * the tab's session storage and location rather than reading them from the container, so that its chunk
 * needs nothing of the core: the start-up script loads it too, before the core has arrived.
 */
export function bindSandboxRequests(
  container: Container,
  deployment: DeploymentConfig,
  clock: SandboxClock,
  page: { readonly session: KeyValueStore; readonly location: PageLocation; readonly network: FetchFunction },
): void {
  container
    .bind(HTTP_CONFIG)
    .toDynamicValue(() => ({
      baseUrl: deployment.gatewayBaseUrl,
      timeoutMs: new SandboxFaultPins(page.session, page.location).timeoutMs() ?? deployment.timeoutMs,
    }))
    .inSingletonScope();
  container
    .bind(FETCH)
    .toDynamicValue(() => sandboxRequestFetch(page.network, page.session, page.location, clock))
    .inSingletonScope();
}
