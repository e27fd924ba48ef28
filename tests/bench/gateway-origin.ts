/**
 * The sandbox gateway on an origin of its own, as a production deployment has its gateway: the app built
 * with `VITE_GATEWAY=<this server's URL>` (a production build, without the sandbox's wiring) calls it across
 * origins, over HTTPS and HTTP/2 as a production gateway is served. It is the sandbox insurer's own HTTP
 * handler (adapters/sandbox/sandbox-http-handler.ts, which the HTTP features and the contract tests serve on
 * loopback too), with the CORS a gateway must answer for the dashboard's origin (docs/gateway.md): that
 * origin only, never `*`, and the preflight allowing the methods and request headers the dashboard sends.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createSecureServer } from 'node:http2';
import type { TLSSocket } from 'node:tls';
import { createSandboxHandler } from '../../adapters/sandbox/sandbox-http-handler';

/** The methods the dashboard calls the gateway with (the endpoint table has no others). */
export const CORS_ALLOWED_METHODS = 'GET, POST, PUT, DELETE';
/** The request headers the dashboard sends that are not CORS-safelisted: each needs the preflight's leave. */
export const CORS_ALLOWED_HEADERS = 'Authorization, Content-Type, Accept-Language, Idempotency-Key';

/**
 * The CORS response headers for a request from `requestOrigin` (its Origin header), when the gateway
 * answers `dashboardOrigin` only: nothing lets another origin's page read an answer, and caches keep the
 * answers apart by Origin.
 */
export function corsHeaders(requestOrigin: string | undefined, dashboardOrigin: string, preflight: boolean): Record<string, string> {
  if (requestOrigin !== dashboardOrigin) return { Vary: 'Origin' };
  return {
    Vary: 'Origin',
    'Access-Control-Allow-Origin': dashboardOrigin,
    ...(preflight ? { 'Access-Control-Allow-Methods': CORS_ALLOWED_METHODS, 'Access-Control-Allow-Headers': CORS_ALLOWED_HEADERS } : {}),
  };
}

export interface GatewayOrigin {
  readonly close: () => Promise<void>;
}

/**
 * Serves the sandbox gateway on https://127.0.0.1:`port` (HTTP/2, and HTTP/1.1 to a client that asks for
 * it) under its usual prefix, answering CORS for `dashboardOrigin`.
 */
export function serveGatewayOrigin(port: number, dashboardOrigin: string, pem: string): Promise<GatewayOrigin> {
  const handler = createSandboxHandler();
  const sockets = new Set<TLSSocket>();
  // Node's HTTP/2 compatibility API gives the handler the request and response it reads and writes.
  const server = createSecureServer({ key: pem, cert: pem, allowHTTP1: true }, (req, res) => {
    const origin = typeof req.headers.origin === 'string' ? req.headers.origin : undefined;
    for (const [name, value] of Object.entries(corsHeaders(origin, dashboardOrigin, req.method === 'OPTIONS'))) res.setHeader(name, value);
    handler(req as unknown as IncomingMessage, res as unknown as ServerResponse);
  });
  // Kept to be closed with the server: a browser keeps its connections open.
  server.on('secureConnection', (socket: TLSSocket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      resolve({
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}
