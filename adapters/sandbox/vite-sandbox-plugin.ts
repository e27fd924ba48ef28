import type { Plugin } from 'vite';
import { createSandboxHandler, type SandboxHandlerOptions } from './sandbox-http-handler';

/**
 * Serves the sandbox insurer under the gateway prefix ('/gateway' by default) from `vite` and from
 * `vite preview`, so the app's real HTTP adapter talks to it. Each browser tab's sandbox session has its
 * own insurer state, shared by both servers of a process: what a member changes survives a page reload
 * (not a restart) and is never seen by another tab or a parallel browser test.
 */
export function sandboxGateway(options: SandboxHandlerOptions = {}): Plugin {
  const handler = createSandboxHandler({ isolateSessions: true, ...options });
  return {
    name: 'member-dashboard:sandbox-gateway',
    configureServer(server) {
      server.middlewares.use(handler);
    },
    configurePreviewServer(server) {
      server.middlewares.use(handler);
    },
  };
}
