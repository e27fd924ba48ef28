import { Container } from 'inversify';
import { SESSION_TIMEOUT } from '../application/ports';
import { SandboxFaultPins } from './browser/sandbox-fault-pins';
import { SandboxSession } from './browser/sandbox-session';
import { bindBrowserAdapters } from './browser/bind-browser-adapters';
import type { BrowserPlatform } from './browser/browser-platform';
import { FETCH, HTTP_CONFIG, platformFetch } from './http/http-config';
import { sandboxFetch } from './sandbox/sandbox-fetch';
import { bindBrowserHttpGateways } from './http/browser-http-gateways';

/**
 * Use cases and stores are plain @injectable classes: the container builds them on first request
 * (autobind), a fresh one each time unless bound otherwise, so only ports need a binding here.
 */
export const newContainer = (): Container => new Container({ autobind: true, defaultScope: 'Transient' });

/**
 * The composition root: the only place that chooses implementations. The browser always talks HTTP (to
 * the sandbox served by the dev server, or to the production gateway: one configuration value,
 * VITE_GATEWAY). Outside a browser, node-assembly.ts builds the same application on the in-memory sandbox
 * or on HTTP; it lives apart so that no browser bundle carries the sandbox's persona data.
 */

export function createBrowserContainer(platform: BrowserPlatform): Container {
  const deployment = platform.deployment;
  const container = newContainer();
  bindBrowserAdapters(container, platform);
  container.bind(SESSION_TIMEOUT).toConstantValue(platform.timeout);
  const sandboxClock = platform.sandboxClock;
  if (sandboxClock === null) {
    container.bind(HTTP_CONFIG).toConstantValue({ baseUrl: deployment.gatewayBaseUrl, timeoutMs: deployment.timeoutMs });
  } else {
    // The sandbox: this tab's session, the day and faults it pinned travel as request headers, and a
    // pinned call time limit (`timeout=`) replaces the deployment's. Only a day the member pinned is sent;
    // without the header the sandbox uses the real date.
    container
      .bind(HTTP_CONFIG)
      .toDynamicValue((context) => ({
        baseUrl: deployment.gatewayBaseUrl,
        timeoutMs: context.get(SandboxFaultPins).timeoutMs() ?? deployment.timeoutMs,
      }))
      .inSingletonScope();
    container
      .bind(FETCH)
      .toDynamicValue((context) => {
        const sandboxSession = context.get(SandboxSession);
        const faultPins = context.get(SandboxFaultPins);
        return sandboxFetch(platformFetch, {
          today: () => sandboxClock.pinnedDay(),
          session: () => sandboxSession.current(),
          faults: () => faultPins.faultPlan(),
        });
      })
      .inSingletonScope();
  }
  // The session's gateways come with the core; each page's loads with its first call.
  bindBrowserHttpGateways(container);
  return container;
}
