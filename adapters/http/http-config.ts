import type { ServiceIdentifier } from 'inversify';

/**
 * The HTTP client's configuration and fetch, as tokens the composition root binds. Apart from the client
 * (http-client.ts re-exports them) so that binding them does not load the client, its codecs and io-ts.
 */

/**
 * Where the gateway lives and how long a call may take. A sandbox assembly adds its own request headers
 * through the fetch it binds (adapters/sandbox/sandbox-fetch.ts), not here.
 */
export interface HttpConfig {
  /** Gateway prefix, absolute ('https://gw.example/api-gw') or relative to the page ('/gateway'). */
  readonly baseUrl: string;
  readonly timeoutMs: number;
}
export const HTTP_CONFIG: ServiceIdentifier<HttpConfig> = Symbol.for('HttpConfig');

/** `fetch`, injectable so that tests can answer requests without a network. */
export type FetchFunction = (url: string, init: RequestInit) => Promise<Response>;
export const FETCH: ServiceIdentifier<FetchFunction> = Symbol.for('Fetch');

/** The platform's fetch, called through a wrapper: `window.fetch` throws "Illegal invocation" when detached. */
export const platformFetch: FetchFunction = (url, init) => fetch(url, init);
