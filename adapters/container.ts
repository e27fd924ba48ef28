import { Container } from 'inversify';
import { APP_CONFIG, SESSION_STORE, SESSION_TIMEOUT, type AppConfig } from '../application/ports';
import { SandboxClock } from './browser/clocks';
import { SandboxFaultPins } from './browser/sandbox-fault-pins';
import { SandboxSession } from './browser/sandbox-session';
import { bindBrowserAdapters } from './browser/bind-browser-adapters';
import { BROWSER_CONFIG, PAGE_LOCATION } from './browser/browser-tokens';
import { ConfiguredSessionTimeout } from './browser/session-timeout-settings';
import { readDeploymentConfig, type DeploymentEnv } from './config';
import { HTTP_CONFIG } from './http/http-config';
import { bindLazyHttpGateways } from './http/lazy-http-gateways';

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

export function createBrowserContainer(env: DeploymentEnv): Container {
  const deployment = readDeploymentConfig(env, window.location.origin);
  const container = newContainer();
  const appConfig: AppConfig = {
    sandbox: deployment.sandbox,
    singleSignOnUrl: deployment.singleSignOnUrl,
    redirectAllowList: deployment.redirectAllowList,
    chatHost: deployment.chatHost,
    ...(deployment.ebillPageUrl === null
      ? {}
      : {
          ebill: {
            pageUrl: deployment.ebillPageUrl,
            dashboardLink: new URL(`${deployment.basePath.replace(/\/?$/, '/')}account/ebill`, window.location.origin).href,
          },
        }),
  };
  container.bind(APP_CONFIG).toConstantValue(appConfig);
  container.bind(BROWSER_CONFIG).toConstantValue({ basePath: deployment.basePath, hostDomains: deployment.hostDomains });
  bindBrowserAdapters(container, { sandbox: deployment.sandbox });
  container
    .bind(SESSION_TIMEOUT)
    .toDynamicValue(
      (context) => new ConfiguredSessionTimeout(deployment.idleTimeout, deployment.sandbox, context.get(SESSION_STORE), context.get(PAGE_LOCATION)),
    )
    .inSingletonScope();
  container
    .bind(HTTP_CONFIG)
    .toDynamicValue((context) => {
      // Only a day the member pinned is sent; without the header the sandbox uses the real date.
      if (!deployment.sandbox) return { baseUrl: deployment.gatewayBaseUrl, timeoutMs: deployment.timeoutMs };
      const sandboxClock = context.get(SandboxClock);
      const sandboxSession = context.get(SandboxSession);
      const faultPins = context.get(SandboxFaultPins);
      return {
        baseUrl: deployment.gatewayBaseUrl,
        timeoutMs: deployment.timeoutMs,
        sandboxToday: () => sandboxClock.pinnedDay(),
        sandboxSession: () => sandboxSession.current(),
        sandboxFaults: () => faultPins.faultPlan(),
        sandboxTimeoutMs: () => faultPins.timeoutMs(),
      };
    })
    .inSingletonScope();
  // Each gateway (with the HTTP client, io-ts and its codecs) loads with its first call, so that the login
  // page downloads none of them; the client starts loading as soon as the visitor touches the page.
  const gateways = bindLazyHttpGateways(container);
  warmOnFirstInteraction(() => void gateways.warm());
  return container;
}

/** Runs `warm` once, on the first key, pointer or focus inside the page: a sign the visitor is about to act. */
function warmOnFirstInteraction(warm: () => void): void {
  const events = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;
  const once = (): void => {
    for (const type of events) window.removeEventListener(type, once, true);
    warm();
  };
  for (const type of events) window.addEventListener(type, once, { capture: true, passive: true });
}
