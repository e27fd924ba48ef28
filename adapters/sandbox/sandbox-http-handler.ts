import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DateTime } from 'luxon';
import { PLAN_TIME_ZONE } from '../../domain/rules/plan-day';
import { isIsoDate } from './sandbox-dates';
import { applyFaults, faultsFor, parseFaultPlan, SANDBOX_FAULTS_HEADER } from './sandbox-faults';
import { SandboxInsurer } from './sandbox-insurer';
import { badRequest, SANDBOX_ROUTES, SANDBOX_TEST_TOOLS, type HttpMethod, type SandboxReply, type SandboxRequest, type SandboxRoute } from './sandbox-routes';
import { bearerToken } from './sandbox-token';
import { initialLanguage, type Language } from '../../domain/copy/language';

/**
 * The sandbox insurer over HTTP: a connect-style handler serving the wire contract under a prefix, for
 * the Vite dev and preview servers, and a standalone loopback server for tests and the cucumber HTTP
 * profile. Tokens are self-contained and signed with a secret made when the handler is created; the
 * insurer holds what members change.
 */

export const DEFAULT_GATEWAY_PREFIX = '/gateway';
/** Sandbox-only request header pinning the insurer's today (yyyy-mm-dd). */
export const SANDBOX_TODAY_HEADER = 'x-sandbox-today';
/** Sandbox-only request header naming the browser tab's sandbox session (its own insurer state). */
export const SANDBOX_SESSION_HEADER = 'x-sandbox-session';
const SESSION_ID = /^[A-Za-z0-9-]{8,64}$/;
/** Sessions kept at once; the least recently used is forgotten beyond this. */
const MAX_SESSIONS = 500;
/** The insurer's own time zone decides what "today" is when nothing pins it. */
const INSURER_ZONE = PLAN_TIME_ZONE;
const MAX_BODY_BYTES = 1_000_000;

export interface RouteCall {
  readonly call: string;
  readonly method: string;
  readonly path: string;
}

/** What an interceptor may answer instead of the route: any reply, or a dropped connection. */
export type SandboxOutcome = SandboxReply | { readonly kind: 'drop' };

/**
 * Hook for fault injection (latency, status, malformed JSON, dropped connections) per call: it gets the
 * call and a function producing the real reply, and answers what to write.
 */
export type SandboxInterceptor = (call: RouteCall, next: () => Promise<SandboxReply>) => Promise<SandboxOutcome>;

export interface SandboxHandlerOptions {
  readonly prefix?: string;
  readonly insurer?: SandboxInsurer;
  readonly interceptor?: SandboxInterceptor;
  /** Today when no X-Sandbox-Today header pins it; defaults to the real date in the insurer's time zone. */
  readonly today?: () => string;
  /**
   * Give every X-Sandbox-Session its own insurer, so that parallel browser tests and several people on one
   * dev server never see each other's changes. Requests without the header share the default insurer.
   */
  readonly isolateSessions?: boolean;
  /**
   * Test mode: serves the sandbox's own tools (reset a session, a hostile holiday calendar) that browser
   * tests and test harnesses use. Off for people trying the app, so that nothing outside the wire contract
   * is reachable from a page.
   */
  readonly testTools?: boolean;
}

export type SandboxHandler = ((req: IncomingMessage, res: ServerResponse, next?: () => void) => void) & {
  readonly insurer: SandboxInsurer;
  readonly prefix: string;
  /** The insurer a request's X-Sandbox-Session names (the default one without it): a companion server checks its tokens there. */
  readonly insurerFor: (req: IncomingMessage) => SandboxInsurer;
};

export function realToday(): string {
  return DateTime.now().setZone(INSURER_ZONE).toFormat('yyyy-MM-dd');
}

class BodyError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

function readBody(req: IncomingMessage, maxBytes: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > maxBytes) {
        // Stop reading and answer 413; the reply closes the connection (writeOutcome), so the rest of the
        // body is never read, and the client hears why instead of a reset.
        req.off('data', onData);
        req.pause();
        reject(new BodyError(413, 'PAYLOAD_TOO_LARGE', 'Request body too large.'));
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function parseBody(raw: string, contentType: string): unknown {
  if (raw.trim() === '') return undefined;
  if (contentType.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(raw));
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new BodyError(400, 'MALFORMED_JSON', 'The request body is not valid JSON.');
  }
}

function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let index = 0; index < want.length; index += 1) {
    const expected = want[index] ?? '';
    const actual = got[index] ?? '';
    if (expected.startsWith(':')) {
      if (actual === '') return null;
      params[expected.slice(1)] = decodeURIComponent(actual);
    } else if (expected !== actual) {
      return null;
    }
  }
  return params;
}

type Resolved = { readonly route: SandboxRoute; readonly params: Record<string, string> } | { readonly allowed: readonly HttpMethod[] } | null;

/**
 * The route for a request. A path a literal route names goes to it before a route with a parameter there
 * (/api/claims/page is the page of claims, not the claim 'page'), whatever the table's order; of two at one
 * method and path, the one for the media type the request accepts.
 */
export function resolve(routes: readonly SandboxRoute[], method: string, path: string, accept: string): Resolved {
  const matching = routes
    .flatMap((route) => {
      const params = matchPattern(route.pattern, path);
      return params === null ? [] : [{ route, params }];
    })
    .sort((a, b) => Object.keys(a.params).length - Object.keys(b.params).length);
  const sameMethod = matching.filter((candidate) => candidate.route.method === method);
  const exact =
    sameMethod.find((candidate) => candidate.route.accepts !== undefined && accept.includes(candidate.route.accepts)) ??
    sameMethod.find((candidate) => candidate.route.accepts === undefined);
  if (exact !== undefined) return exact;
  return matching.length > 0 ? { allowed: matching.map((candidate) => candidate.route.method) } : null;
}

/**
 * The one place that writes a response. No CORS headers: the app calls the gateway from its own origin (the
 * sandbox is served under /gateway by the app's server) and tests call it from Node, so no other origin's
 * page may read an answer, as with a production gateway that allows only the dashboard's origin.
 */
function writeOutcome(res: ServerResponse, outcome: SandboxOutcome, extraHeaders: Record<string, string> = {}): void {
  if (outcome.kind === 'drop') {
    res.destroy();
    return;
  }
  // A request whose body was refused unread cannot share its connection with another.
  const closing: Record<string, string> = outcome.status === 413 ? { Connection: 'close' } : {};
  const headers: Record<string, string> = { 'Cache-Control': 'no-store', ...closing, ...extraHeaders };
  if (outcome.kind === 'empty') {
    res.writeHead(outcome.status, headers).end();
    return;
  }
  const { contentType, body } = replyOnWire(outcome);
  res.writeHead(outcome.status, { ...headers, 'Content-Type': contentType ?? '', 'Content-Length': String(body.byteLength) }).end(Buffer.from(body));
}

/** A reply as it goes on the wire: its Content-Type (none for an empty reply) and its body's bytes. */
export function replyOnWire(reply: SandboxReply): { readonly contentType: string | null; readonly body: Uint8Array } {
  switch (reply.kind) {
    case 'empty':
      return { contentType: null, body: new Uint8Array() };
    case 'json':
      // JSON.stringify of a top-level undefined yields undefined: answer null instead.
      return { contentType: 'application/json; charset=utf-8', body: new TextEncoder().encode(JSON.stringify(reply.body) ?? 'null') };
    case 'text':
      return { contentType: reply.contentType, body: new TextEncoder().encode(reply.body) };
    case 'bytes':
      return { contentType: reply.contentType, body: reply.body };
  }
}

export function createSandboxHandler(options: SandboxHandlerOptions = {}): SandboxHandler {
  const prefix = (options.prefix ?? DEFAULT_GATEWAY_PREFIX).replace(/\/+$/, '');
  const insurer = options.insurer ?? new SandboxInsurer({ gatewayBaseUrl: prefix });
  const tokens = insurer.tokenIssuer;
  const interceptor: SandboxInterceptor = options.interceptor ?? ((_call, next) => next());
  const fallbackToday = options.today ?? realToday;
  const routes = options.testTools === true ? SANDBOX_ROUTES : SANDBOX_ROUTES.filter((route) => !SANDBOX_TEST_TOOLS.has(route.call));
  const sessions = new Map<string, SandboxInsurer>();

  function insurerFor(req: IncomingMessage): SandboxInsurer {
    const id = req.headers[SANDBOX_SESSION_HEADER];
    if (options.isolateSessions !== true || typeof id !== 'string' || !SESSION_ID.test(id)) return insurer;
    const existing = sessions.get(id);
    if (existing !== undefined) {
      // Re-inserting keeps the map in least-recently-used order.
      sessions.delete(id);
      sessions.set(id, existing);
      return existing;
    }
    const created = new SandboxInsurer({ gatewayBaseUrl: prefix, tokens });
    sessions.set(id, created);
    if (sessions.size > MAX_SESSIONS) {
      const oldest = sessions.keys().next().value;
      if (oldest !== undefined) sessions.delete(oldest);
    }
    return created;
  }

  async function serve(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    const path = url.pathname.slice(prefix.length) || '/';
    if (method === 'OPTIONS') {
      writeOutcome(res, { kind: 'empty', status: 204 });
      return;
    }
    const resolved = resolve(routes, method, path, req.headers.accept ?? '');
    if (resolved === null) {
      writeOutcome(res, { kind: 'json', status: 404, body: { code: 'NOT_FOUND', message: `No sandbox route for ${method} ${path}.` } });
      return;
    }
    if (!('route' in resolved)) {
      writeOutcome(res, { kind: 'json', status: 405, body: { code: 'METHOD_NOT_ALLOWED', message: `${method} is not allowed on ${path}.` } }, { Allow: resolved.allowed.join(', ') });
      return;
    }
    const pinned = req.headers[SANDBOX_TODAY_HEADER];
    const today = typeof pinned === 'string' && pinned !== '' ? pinned : fallbackToday();
    if (!isIsoDate(today)) {
      writeOutcome(res, badRequest('INVALID_SANDBOX_TODAY', 'X-Sandbox-Today must be a yyyy-mm-dd date.'));
      return;
    }
    // Faults the request asks for (sandbox-faults.ts): a malformed plan is refused rather than ignored.
    const faultHeader = req.headers[SANDBOX_FAULTS_HEADER];
    const faultPlan = typeof faultHeader === 'string' ? parseFaultPlan(faultHeader) : [];
    if (faultPlan === null) {
      writeOutcome(res, badRequest('INVALID_SANDBOX_FAULTS', 'X-Sandbox-Faults must read like account:503,benefits.medical:latency-3000.'));
      return;
    }
    const { route, params } = resolved;
    const produce = async (): Promise<SandboxReply> => {
      let body: unknown;
      try {
        body = parseBody(await readBody(req, route.maxBodyBytes ?? MAX_BODY_BYTES), req.headers['content-type'] ?? '');
      } catch (error) {
        if (error instanceof BodyError) return { kind: 'json', status: error.status, body: { code: error.code, message: error.message } };
        throw error;
      }
      const request: SandboxRequest = {
        method,
        path,
        params,
        query: url.searchParams,
        body,
        token: bearerToken(req.headers.authorization),
        today,
        accept: req.headers.accept ?? '',
        language: requestLanguage(req.headers['accept-language']),
        idempotencyKey: typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null,
        // The sandbox is served on the app's origin: where the browser reached it is the passkeys' relying party.
        ...(req.headers.host !== undefined && { origin: `http://${req.headers.host}` }),
      };
      return route.handle(request, insurerFor(req));
    };
    const call: RouteCall = { call: route.call, method, path };
    writeOutcome(res, await applyFaults(faultsFor(faultPlan, call), call, () => interceptor(call, produce)));
  }

  const handler = (req: IncomingMessage, res: ServerResponse, next?: () => void): void => {
    const url = new URL(req.url ?? '/', 'http://sandbox.local');
    const inside = url.pathname === prefix || url.pathname.startsWith(`${prefix}/`);
    if (!inside) {
      if (next !== undefined) next();
      else writeOutcome(res, { kind: 'json', status: 404, body: { code: 'NOT_FOUND', message: `Sandbox routes live under ${prefix}.` } });
      return;
    }
    serve(req, res, url).catch((error: unknown) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      writeOutcome(res, { kind: 'json', status: 500, body: { code: 'SANDBOX_ERROR', message: error instanceof Error ? error.message : 'Sandbox failure.' } });
    });
  };
  return Object.assign(handler, { insurer, prefix, insurerFor });
}

export interface SandboxServer {
  /** The server's origin, e.g. http://127.0.0.1:49152. */
  readonly url: string;
  /** Origin plus the gateway prefix: the base URL an HTTP gateway adapter should use. */
  readonly gatewayUrl: string;
  readonly insurer: SandboxInsurer;
  close(): Promise<void>;
}

/** Starts the sandbox on 127.0.0.1 (port 0: any free port). */
export function startSandboxServer(port = 0, options: SandboxHandlerOptions = {}): Promise<SandboxServer> {
  const handler = createSandboxHandler(options);
  const server = createServer((req, res) => handler(req, res));
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address: AddressInfo | string | null = server.address();
      if (address === null || typeof address === 'string') {
        reject(new Error('The sandbox server has no TCP address.'));
        return;
      }
      const url = `http://127.0.0.1:${address.port}`;
      resolvePromise({
        url,
        gatewayUrl: `${url}${handler.prefix}`,
        insurer: handler.insurer,
        close: () =>
          new Promise<void>((done, failed) => {
            server.closeAllConnections();
            server.close((error) => (error === undefined ? done() : failed(error)));
          }),
      });
    });
  });
}

/** The member's language from Accept-Language ('es-US,es;q=0.9'): the first one the insurer has content in, else English. */
export function requestLanguage(header: string | undefined): Language {
  return initialLanguage(null, (header ?? '').split(',').map((part) => part.split(';')[0] ?? ''));
}
