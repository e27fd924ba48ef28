import * as E from 'fp-ts/Either';
import type * as t from 'io-ts';
import { inject, injectable, type Container } from 'inversify';
import {
  httpError,
  networkError,
  timeoutError,
  decodeError,
  type GatewayError,
  type GatewayResult,
} from '../../application/shared/gateway-error';
import {
  READ_CACHE,
  SESSION_TOKENS,
  TEMPORARY_STATE,
  type ReadCache,
  type SessionTokens,
  type TemporaryState,
} from '../../application/ports';
import { ErrorBodyCodec } from './codecs/wire';
import { decodeWith } from './decode';
import { ENDPOINT_CALLER, IDEMPOTENCY_KEY_HEADER, pathOf, type AnyEndpoint, type ArgsOf, type CallOptions, type EndpointCaller, type LooseArgs, type ResultOf } from './endpoint';
import { callHeaders, gatewayUrl } from './gateway-request';
import { FETCH, HTTP_CONFIG, platformFetch, type FetchFunction, type HttpConfig } from './http-config';
import { languageInForce } from '../../domain/copy/localized';

export { FETCH, HTTP_CONFIG, type FetchFunction, type HttpConfig } from './http-config';

/** The only argument types a cached read accepts (spec section 9); anything else is a programming error. */
export type QueryValue = string | number | null | undefined | Date;
export type Query = Readonly<Record<string, QueryValue>>;

export interface ReadOptions {
  /** Query parameters; null and undefined ones are left out of the URL. */
  readonly query?: Query;
  /** false for reads with side effects (asking for a printed card); default true. */
  readonly cache?: boolean;
  readonly headers?: Readonly<Record<string, string>>;
}

export interface WriteOptions {
  readonly query?: Query;
  /** Sent as JSON; undefined sends no body at all. */
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  /** Read paths whose cached answers this call makes stale ('all' when it changes who the member is). */
  readonly invalidates?: readonly string[] | 'all';
}

/** What a download of a member's file accepts: the types a message may carry. */
const FILE_TYPES = 'application/pdf, image/jpeg, image/png';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type BodyKind = 'json' | 'text' | 'blob' | 'none';

const ACCEPT: Readonly<Record<BodyKind, string>> = {
  json: 'application/json',
  text: 'text/plain',
  blob: '*/*',
  none: '*/*',
};

interface Prepared {
  readonly method: Method;
  readonly path: string;
  readonly url: string;
  readonly headers: Headers;
  readonly body: string | undefined;
  readonly kind: BodyKind;
}

type Raw = E.Either<GatewayError, unknown>;

interface CacheEntry {
  readonly path: string;
  readonly raw: Promise<Raw>;
}

/**
 * The one place that talks to the gateway: adds the bearer header, enforces the timeout,
 * turns every failure into a `GatewayError` and decodes every success with a codec. It never throws
 * for anything the network or the server does, and never logs: requests carry tokens and bodies carry
 * member data.
 *
 * GET reads are cached for the session (spec section 7: "Most read calls are cached per session by
 * arguments"): keyed by path, arguments and the credential they were made with, only successes kept,
 * identical reads in flight share one request. Mutations name the reads they make stale.
 */
@injectable()
export class HttpClient implements ReadCache, EndpointCaller {
  private readonly cache = new Map<string, CacheEntry>();

  constructor(
    @inject(HTTP_CONFIG) private readonly config: HttpConfig,
    @inject(FETCH) private readonly fetchFn: FetchFunction,
    @inject(SESSION_TOKENS) private readonly tokens: SessionTokens,
    @inject(TEMPORARY_STATE) private readonly temporary: TemporaryState,
  ) {}

  /** One call of the gateway contract (endpoint.ts): its path, query and body from the arguments, its answer decoded. */
  call<E extends AnyEndpoint>(endpoint: E, args: ArgsOf<E>, options: CallOptions = {}): GatewayResult<ResultOf<E>> {
    const { params, query, body } = args as LooseArgs;
    const path = pathOf(endpoint.path, params);
    const sent = {
      ...(endpoint.query !== undefined && query !== undefined && { query: endpoint.query.encode(query) }),
      ...(endpoint.body !== undefined && body !== undefined && { body: endpoint.body.encode(body) }),
      headers: {
        ...(options.bearer !== undefined && { Authorization: `Bearer ${options.bearer}` }),
        ...(endpoint.idempotent === true && options.idempotencyKey !== undefined && { [IDEMPOTENCY_KEY_HEADER]: options.idempotencyKey }),
      },
      ...(endpoint.invalidates !== undefined && {
        invalidates: endpoint.invalidates === 'all' ? ('all' as const) : endpoint.invalidates.map((stale) => stale.path),
      }),
    };
    const answer = endpoint.answer;
    if (answer.kind === 'pdf') return this.getBlob(path, 'application/pdf', sent) as GatewayResult<ResultOf<E>>;
    if (answer.kind === 'file') return this.getBlob(path, FILE_TYPES, sent) as GatewayResult<ResultOf<E>>;
    if (answer.kind === 'none') {
      if (endpoint.method === 'GET') throw new TypeError(`${endpoint.name}: a read answers something`);
      return this.sendEmpty(endpoint.method, path, sent) as GatewayResult<ResultOf<E>>;
    }
    const codec = answer.codec as t.Decoder<unknown, ResultOf<E>>;
    if (endpoint.method === 'GET') {
      const read = { ...sent, cache: endpoint.cache ?? true };
      return answer.kind === 'json' ? this.getJson(path, codec, read) : this.getText(path, codec, read);
    }
    return answer.kind === 'json' ? this.sendJson(endpoint.method, path, codec, sent) : this.sendText(endpoint.method, path, codec, sent);
  }

  /** GET a JSON payload. Throws a TypeError at once for a query argument of a type the cache refuses. */
  getJson<A>(path: string, codec: t.Decoder<unknown, A>, options: ReadOptions = {}): GatewayResult<A> {
    return this.read(this.prepare('GET', path, 'json', options), options.cache ?? true, codec);
  }

  /** GET a text/plain payload, decoded (t.string, or a codec of the allowed values). */
  getText<A>(path: string, codec: t.Decoder<unknown, A>, options: ReadOptions = {}): GatewayResult<A> {
    return this.read(this.prepare('GET', path, 'text', options), options.cache ?? true, codec);
  }

  /** GET a binary document (never cached: each download is asked for afresh). */
  getBlob(path: string, accept: string, options: ReadOptions = {}): GatewayResult<Blob> {
    const prepared = this.prepare('GET', path, 'blob', { ...options, headers: { Accept: accept, ...options.headers } });
    return this.exchange(prepared).then((raw) => E.chain((value: unknown) => asBlob(value))(raw));
  }

  sendJson<A>(method: Exclude<Method, 'GET'>, path: string, codec: t.Decoder<unknown, A>, options: WriteOptions = {}): GatewayResult<A> {
    return this.write(this.prepare(method, path, 'json', options), options.invalidates, (value) => decodeWith(codec, value));
  }

  sendText<A>(method: Exclude<Method, 'GET'>, path: string, codec: t.Decoder<unknown, A>, options: WriteOptions = {}): GatewayResult<A> {
    return this.write(this.prepare(method, path, 'text', options), options.invalidates, (value) => decodeWith(codec, value));
  }

  /** A call whose answer carries nothing the application needs; any 2xx is success. */
  sendEmpty(method: Exclude<Method, 'GET'>, path: string, options: WriteOptions = {}): GatewayResult<void> {
    return this.write(this.prepare(method, path, 'none', options), options.invalidates, () => E.right(undefined));
  }

  /** Forgets every cached read (logout, spec section 4). */
  clear(): void {
    this.cache.clear();
  }

  /** How many reads are cached or in flight: lets checks see that logout left nothing behind. */
  cachedReads(): number {
    return this.cache.size;
  }

  private prepare(method: Method, path: string, kind: BodyKind, options: WriteOptions): Prepared {
    const headers = callHeaders(options.headers, ACCEPT[kind], languageInForce(), () => this.tokens.current() ?? this.temporary.tempToken());
    let body: string | undefined;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers.set('Content-Type', 'application/json');
    }
    const url = `${gatewayUrl(this.config.baseUrl, path)}${queryString(path, options.query)}`;
    return { method, path, url, headers, body, kind };
  }

  private read<A>(prepared: Prepared, cacheable: boolean, codec: t.Decoder<unknown, A>): GatewayResult<A> {
    if (!cacheable) return this.exchange(prepared).then(E.chain((value) => decodeWith(codec, value)));
    const key = cacheKey(prepared);
    let entry = this.cache.get(key);
    if (entry === undefined) {
      const created: CacheEntry = { path: prepared.path, raw: this.exchange(prepared) };
      entry = created;
      this.cache.set(key, created);
      // Only successes stay cached: a failure is forgotten so that the next read tries again.
      void created.raw.then((raw) => {
        if (E.isLeft(raw)) this.evict(key, created);
      });
    }
    const shared = entry;
    return shared.raw.then((raw) => {
      const decoded = E.chain((value: unknown) => decodeWith(codec, value))(raw);
      // A payload that does not decode is not a success either.
      if (E.isRight(raw) && E.isLeft(decoded)) this.evict(key, shared);
      return decoded;
    });
  }

  private async write<A>(
    prepared: Prepared,
    invalidates: readonly string[] | 'all' | undefined,
    decode: (value: unknown) => E.Either<GatewayError, A>,
  ): GatewayResult<A> {
    const raw = await this.exchange(prepared);
    // Invalidated whatever the outcome: a call that failed or timed out may still have changed the server.
    this.invalidate(invalidates);
    return E.chain(decode)(raw);
  }

  private invalidate(paths: readonly string[] | 'all' | undefined): void {
    if (paths === undefined) return;
    if (paths === 'all') {
      this.cache.clear();
      return;
    }
    for (const [key, entry] of this.cache) {
      if (paths.includes(entry.path)) this.cache.delete(key);
    }
  }

  private evict(key: string, entry: CacheEntry): void {
    // Only if it is still this entry: clear() or a newer read may have replaced it meanwhile.
    if (this.cache.get(key) === entry) this.cache.delete(key);
  }

  /** One request and its body, with every failure mapped to a GatewayError. */
  private async exchange(prepared: Prepared): Promise<Raw> {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Raced rather than trusted to the abort signal alone, so a fetch that ignores it still times out.
    const deadline = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => {
        controller.abort();
        resolve('timeout');
      }, this.config.timeoutMs);
    });
    try {
      const init: RequestInit = { method: prepared.method, headers: prepared.headers, signal: controller.signal };
      if (prepared.body !== undefined) init.body = prepared.body;
      // Called inside a promise so that a fetch throwing synchronously is a network failure too.
      const sent = Promise.resolve()
        .then(() => this.fetchFn(prepared.url, init))
        .then(
          (response) => ({ response }),
          () => 'network' as const,
        );
      const outcome = await Promise.race([sent, deadline]);
      if (outcome === 'timeout') return E.left(timeoutError);
      if (outcome === 'network') return E.left(networkError);
      const { response } = outcome;
      const body = await Promise.race([readBody(response, response.ok ? prepared.kind : 'text'), deadline]);
      if (body === 'timeout') return E.left(timeoutError);
      if (!response.ok) return E.left(failure(response.status, E.isRight(body) ? body.right : undefined));
      return body;
    } finally {
      clearTimeout(timer);
    }
  }
}

/** Reads the body the way the call expects it; a body cut off mid-way is a network failure. */
async function readBody(response: Response, kind: BodyKind): Promise<Raw> {
  try {
    switch (kind) {
      case 'none':
        // Read anyway so that the connection is released and a body cut off mid-way still fails.
        await response.text();
        return E.right(undefined);
      case 'blob':
        return E.right(await response.blob());
      case 'text':
        return E.right(await response.text());
      case 'json': {
        const text = await response.text();
        // An empty body is "nothing" (decoded by the codec, which usually refuses it), not a syntax error.
        if (text.trim() === '') return E.right(undefined);
        try {
          return E.right(JSON.parse(text));
        } catch {
          return E.left(decodeError('response body is not JSON'));
        }
      }
    }
  } catch {
    return E.left(networkError);
  }
}

/** The HTTP error, with the server's `{ code, message, errorData }` when its body has that shape. */
function failure(status: number, bodyText: unknown): GatewayError {
  if (typeof bodyText !== 'string' || bodyText.trim() === '') return httpError(status);
  let parsed: unknown;
  try {
    parsed = JSON.parse(bodyText);
  } catch {
    return httpError(status);
  }
  const decoded = ErrorBodyCodec.decode(parsed);
  if (E.isLeft(decoded)) return httpError(status);
  const { code, message, errorData } = decoded.right;
  return httpError(status, {
    ...(code !== undefined && { code }),
    ...(message !== undefined && { message }),
    ...(errorData !== undefined && { errorData }),
  });
}

function asBlob(value: unknown): E.Either<GatewayError, Blob> {
  return value instanceof Blob ? E.right(value) : E.left(decodeError('expected a binary document'));
}

/**
 * Checks every argument at call time: the read cache keys by value, which only works for these types
 * (spec section 9), and a wrong type is a bug to surface in tests, not a request to send.
 */
function checkArgument(path: string, name: string, value: unknown): QueryValue {
  if (value === null || value === undefined || typeof value === 'string' || value instanceof Date) return value;
  if (typeof value === 'number') return value;
  throw new TypeError(
    `${path}: argument '${name}' is a ${typeof value}; gateway arguments must be a string, number, null, undefined or Date`,
  );
}

function serialise(value: string | number | Date): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

function queryString(path: string, query: Query | undefined): string {
  if (query === undefined) return '';
  const params = new URLSearchParams();
  for (const [name, raw] of Object.entries(query)) {
    const value = checkArgument(path, name, raw);
    if (value !== null && value !== undefined) params.append(name, serialise(value));
  }
  // Sorted so that the same arguments always make the same URL, whatever order the caller listed them in.
  params.sort();
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * Same URL, same body kind, same credential: the same answer. The credential is part of the key so that
 * a read made under one token (a temporary one, another group's) never answers for another. Dates key
 * by their value through the URL, as the spec asks.
 */
function cacheKey(prepared: Prepared): string {
  const { headers } = prepared;
  return [prepared.kind, prepared.url, ...KEYED_HEADERS.map((name) => headers.get(name) ?? '')].join('\n');
}

/** The request headers that change the answer: its format, its language and who asks. */
const KEYED_HEADERS = ['Accept', 'Accept-Language', 'Authorization'] as const;

/**
 * Binds the one HTTP client of a container (it is the session's read cache, so READ_CACHE too), and FETCH
 * to the platform's fetch unless something (a test) already did. Both assemblies of the gateways use it.
 */
export function bindHttpClient(container: Container): void {
  if (!container.isBound(FETCH)) container.bind(FETCH).toConstantValue(platformFetch);
  container.bind(HttpClient).toSelf().inSingletonScope();
  container.bind(READ_CACHE).toService(HttpClient);
  container.bind(ENDPOINT_CALLER).toService(HttpClient);
}
