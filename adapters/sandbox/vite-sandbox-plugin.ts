import type { Plugin } from 'vite';
import { createSandboxHandler, type SandboxHandlerOptions } from './sandbox-http-handler';

/**
 * Serves the sandbox insurer under the gateway prefix ('/gateway' by default) from `vite` and from
 * `vite preview`, so the app's real HTTP adapter talks to it. One insurer is shared by both servers of a
 * process, so what members change survives a page reload (not a restart).
 */
export function sandboxGateway(options: SandboxHandlerOptions = {}): Plugin {
  const handler = createSandboxHandler(options);
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
