import { Container } from 'inversify';
import { SESSION_TIMEOUT } from '../application/ports';
import { bindBrowserAdapters } from './browser/bind-browser-adapters';
import { bindSandboxRequests } from './browser/bind-sandbox-requests';
import type { BrowserPlatform } from './browser/browser-platform';
import { FETCH, HTTP_CONFIG } from './http/http-config';
import { bindBrowserHttpGateways } from './http/browser-http-gateways';
// Last, so that the modules the core runs keep their order when the FHIR branch is left out.
import { bindFhirGatewaysLazily } from './browser/bind-fhir-gateways';

/**
 * Use cases and stores are plain @injectable classes: the container builds them on first request
 * (autobind), a fresh one each time unless bound otherwise, so only ports need a binding here.
 */
export const newContainer = (): Container => new Container({ autobind: true, defaultScope: 'Transient' });

/**
 * The composition root: the only place that chooses implementations. The browser always talks HTTP (to
 * the sandbox served by the dev server, or to the production gateway: one configuration value,
 * VITE_GATEWAY), and with VITE_FHIR_BASE_URL set reads claims, authorizations, referrals and the ID card's coverage from
 * a payer's FHIR Patient Access API (the mixed assembly, docs/fhir.md). Outside a browser, node-assembly.ts builds the same application on the in-memory sandbox
 * or on HTTP; it lives apart so that no browser bundle carries the sandbox's persona data.
 */

export function createBrowserContainer(platform: BrowserPlatform): Container {
  const deployment = platform.deployment;
  const container = newContainer();
  bindBrowserAdapters(container, platform);
  container.bind(SESSION_TIMEOUT).toConstantValue(platform.timeout);
  const sandboxClock = platform.sandboxClock;
  // Requests go out through the reads ahead, which answer those the start-up script already sent.
  const network = platform.readsAhead.fetch;
  // VITE_GATEWAY is replaced at build time: a production build drops the sandbox branch and its modules.
  if (import.meta.env.VITE_GATEWAY === 'sandbox' && sandboxClock !== null) {
    bindSandboxRequests(container, deployment, sandboxClock, { session: platform.session, location: window.location, network });
  } else {
    container.bind(HTTP_CONFIG).toConstantValue({ baseUrl: deployment.gatewayBaseUrl, timeoutMs: deployment.timeoutMs });
    container.bind(FETCH).toConstantValue(network);
  }
  // The session's gateways come with the core; each page's loads with its first call.
  bindBrowserHttpGateways(container);
  // VITE_FHIR_BASE_URL is replaced at build time ('' when unset): a build without it drops this branch, and
  // with it the FHIR adapters, so that the JS to reach /home is the spec gateway's alone.
  const fhirBaseUrl = typeof __MD_FHIR_BASE_URL__ === 'string' ? __MD_FHIR_BASE_URL__ : '';
  if (fhirBaseUrl !== '') bindFhirGatewaysLazily(container, { baseUrl: new URL(fhirBaseUrl, window.location.origin).href, timeoutMs: deployment.timeoutMs });
  return container;
}
