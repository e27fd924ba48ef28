import type { Server } from 'node:http';
import type { Plugin } from 'vite';
import { createSandboxFhirHandler } from './fhir/sandbox-fhir-server';
import { createSandboxHandler, realToday, type SandboxHandlerOptions } from './sandbox-http-handler';

export interface SandboxGatewayOptions extends SandboxHandlerOptions {
  /**
   * Also serve the sandbox's FHIR Patient Access API under /fhir (VITE_FHIR_BASE_URL=/fhir), on the same
   * insurer, so a member's gateway token reads their claims, authorizations and coverage there too.
   */
  readonly fhir?: boolean;
}

/**
 * Node closes an idle keep-alive connection after 5 s. A browser test's context keeps its connections between
 * tests, and a request sent on one just as the server closes it fails with ECONNRESET ("socket hang up"), a
 * failure of the test machinery rather than of the app. The sandbox's servers keep idle connections for two
 * minutes, longer than any pause between tests, so the client always closes first.
 */
const IDLE_CONNECTION_MS = 120_000;

function keepIdleConnections(httpServer: unknown): void {
  if (httpServer === null || typeof httpServer !== 'object' || !('keepAliveTimeout' in httpServer)) return;
  const server = httpServer as Server;
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
}

/**
 * Serves the sandbox insurer under the gateway prefix ('/gateway' by default) from `vite` and from
 * `vite preview`, so the app's real HTTP adapter talks to it. Each browser tab's sandbox session has its
 * own insurer state, shared by both servers of a process: what a member changes survives a page reload
 * (not a restart) and is never seen by another tab or a parallel browser test. With `fhir`, the FHIR server
 * (adapters/sandbox/fhir/) is there too, loading its resources as the server starts.
 */
export function sandboxGateway(options: SandboxGatewayOptions = {}): Plugin {
  const handler = createSandboxHandler({ isolateSessions: true, ...options });
  const fhir = options.fhir === true ? createSandboxFhirHandler({ insurer: handler.insurer, sessionInsurer: handler.insurerFor, today: options.today ?? realToday }) : null;
  return {
    name: 'member-dashboard:sandbox-gateway',
    configureServer(server) {
      keepIdleConnections(server.httpServer);
      server.middlewares.use(handler);
      if (fhir !== null) server.middlewares.use(fhir);
    },
    configurePreviewServer(server) {
      keepIdleConnections(server.httpServer);
      server.middlewares.use(handler);
      if (fhir !== null) server.middlewares.use(fhir);
    },
  };
}
