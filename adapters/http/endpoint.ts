import * as t from 'io-ts';
import type { ServiceIdentifier } from 'inversify';
import type { GatewayResult } from '../../application/shared/gateway-error';

/*
 * The gateway contract as data. Every call the dashboard makes is one `Endpoint`: its name, method, path
 * with parameters, query and body codecs, the answer's content type and codec, whether it needs the
 * member's token and whether it writes. The gateways call endpoints by name through an `EndpointCaller`
 * (over HTTP: HttpClient; in memory: the sandbox's desks); the sandbox binds one desk handler per endpoint
 * (adapters/sandbox/sandbox-routes.ts) and the OpenAPI document is generated from the same table
 * (tests/tooling/openapi). Each area's endpoints sit in their own file under endpoints/, so that a page's
 * gateway pulls in its own codecs and no others; endpoints/index.ts gathers them for the tools.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The answer of a successful call: its content type and the codec of its body. */
export type Answer<R> =
  | { readonly kind: 'json'; readonly codec: t.Type<R, unknown, unknown> }
  | { readonly kind: 'text'; readonly codec: t.Type<R, string, unknown> }
  | { readonly kind: 'pdf' }
  | { readonly kind: 'file' }
  | { readonly kind: 'none' };

export const json = <R>(codec: t.Type<R, unknown, unknown>): Answer<R> => ({ kind: 'json', codec });
export const text = <R>(codec: t.Type<R, string, unknown>): Answer<R> => ({ kind: 'text', codec });
/** application/pdf, handed to the application as a Blob. */
export const PDF: Answer<Blob> = { kind: 'pdf' };
/** A file a member sent (a PDF, JPEG or PNG), handed to the application as a Blob of the type its content shows. */
export const FILE: Answer<Blob> = { kind: 'file' };
/** 204 No Content (any 2xx is success; a body, if any, is ignored). */
export const NO_CONTENT: Answer<void> = { kind: 'none' };

/**
 * Who may call: `member` needs the member's bearer token (the session's, or the temporary one between
 * login and the dashboard); `public` needs none (sign-in, registration, recovery, content).
 */
export type Audience = 'member' | 'public';

/** A query's codec: decodes the URL's text parameters, encodes the call's arguments back to text. */
export type QueryCodec<Q> = t.Type<Q, Readonly<Record<string, string | undefined>>, unknown>;

export interface Endpoint<P extends string = string, Q = unknown, B = unknown, R = unknown> {
  /** Stable and unique (e.g. 'claims.list'): the operation id, and the name fault injection uses. */
  readonly name: string;
  readonly method: HttpMethod;
  /** Below the gateway's base URL; `:name` segments are path parameters. */
  readonly path: P;
  readonly query?: QueryCodec<Q>;
  readonly body?: t.Type<B, unknown, unknown>;
  readonly answer: Answer<R>;
  readonly audience: Audience;
  /** Whether the call changes anything at the insurer (the conformance check sends none unless allowed). */
  readonly writes: boolean;
  /** false for a read that must reach the gateway every time (it orders something). Default: GETs are cached. */
  readonly cache?: boolean;
  /** The reads this call makes stale, or 'all' when it changes who the member is. */
  readonly invalidates?: readonly { readonly path: string }[] | 'all';
  /**
   * The call carries an Idempotency-Key header: the gateway does what a key asks once, and answers a
   * repeat of the key (a second click, a retry after a lost answer) with the first call's answer.
   */
  readonly idempotent?: true;
  /** The largest body the gateway reads (bytes), where a call sends more than the usual megabyte (a file). */
  readonly maxBodyBytes?: number;
}

/** One line per endpoint of an area for the API reference, kept apart from the endpoints so that no page downloads them. */
export type Summaries<T> = { readonly [K in keyof T]: string };

/** Any endpoint, whatever its types (for tables and tools). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table holds endpoints of every type
export type AnyEndpoint = Endpoint<string, any, any, any>;

/** Declares an endpoint; the types of its query, body and answer are inferred from the codecs. */
export function endpoint<const P extends string, Q = undefined, B = undefined, R = void>(spec: Endpoint<P, Q, B, R>): Endpoint<P, Q, B, R> {
  return spec;
}

/** The names of a path's `:name` segments. */
export type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamsOf<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** What a call of an endpoint takes: its path parameters, query and body, each only when it has them. */
export type ArgsOf<E> =
  E extends Endpoint<infer P, infer Q, infer B, infer _R>
    ? ([ParamsOf<P>] extends [never] ? unknown : { readonly params: { readonly [K in ParamsOf<P>]: string } }) &
        ([Q] extends [undefined] ? unknown : { readonly query: Q }) &
        ([B] extends [undefined] ? unknown : { readonly body: B })
    : never;

export type ResultOf<E> = E extends Endpoint<infer _P, infer _Q, infer _B, infer R> ? R : never;

export interface CallOptions {
  /** The token to send instead of the session's (logout names the token it ends). */
  readonly bearer?: string;
  /** For an idempotent endpoint: the key naming this change, the same for every try of it. */
  readonly idempotencyKey?: string;
}

/** The request header an idempotent call's key travels in. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Makes a call of the gateway contract: over HTTP (HttpClient), or in memory (the sandbox's desks). */
export interface EndpointCaller {
  call<E extends AnyEndpoint>(endpoint: E, args: ArgsOf<E>, options?: CallOptions): GatewayResult<ResultOf<E>>;
}
export const ENDPOINT_CALLER: ServiceIdentifier<EndpointCaller> = Symbol.for('EndpointCaller');

/** The endpoint's path with its parameters filled in, each encoded: an id is data, never a path. */
export function pathOf(path: string, params: Readonly<Record<string, string>> | undefined): string {
  return path.replace(/:([A-Za-z]+)/g, (_match, name: string) => encodeURIComponent(params?.[name] ?? ''));
}

/** The pieces of a call's arguments, whatever the endpoint (ArgsOf's intersection, read untyped). */
export interface LooseArgs {
  readonly params?: Readonly<Record<string, string>>;
  readonly query?: unknown;
  readonly body?: unknown;
}

// ------------------------------------------------------------------ query parameter codecs

/** A whole number in the URL (`suffix=0`). */
export const QueryInteger = new t.Type<number, string, unknown>(
  'integer',
  (u): u is number => typeof u === 'number' && Number.isInteger(u),
  (u, c) => (typeof u === 'number' && Number.isInteger(u) ? t.success(u) : typeof u === 'string' && /^-?\d+$/.test(u) ? t.success(Number(u)) : t.failure(u, c)),
  (n) => String(n),
);

/** true or false in the URL. */
export const QueryBoolean = new t.Type<boolean, string, unknown>(
  'boolean',
  (u): u is boolean => typeof u === 'boolean',
  (u, c) => (typeof u === 'boolean' ? t.success(u) : u === 'true' || u === 'false' ? t.success(u === 'true') : t.failure(u, c)),
  (b) => String(b),
);

/** A calendar day, yyyy-mm-dd (spec section 9). */
export const QueryDate = new t.Type<string, string, unknown>(
  'date',
  (u): u is string => typeof u === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(u),
  (u, c) => (typeof u === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(u) ? t.success(u) : t.failure(u, c)),
  t.identity,
);

