import type { ServiceIdentifier } from 'inversify';

/**
 * The HTTP client's configuration and fetch, as tokens the composition root binds. Apart from the client
 * (http-client.ts re-exports them) so that binding them does not load the client, its codecs and io-ts.
 */

/** Where the gateway lives and how long a call may take. */
export interface HttpConfig {
  /** Gateway prefix, absolute ('https://gw.example/api-gw') or relative to the page ('/gateway'). */
  readonly baseUrl: string;
  readonly timeoutMs: number;
  /** Sandbox only: the pinned day to send as X-Sandbox-Today, or null for the real date. */
  readonly sandboxToday?: () => string | null;
  /**
   * Sandbox only: this browser tab's sandbox session, sent as X-Sandbox-Session so that what one tab (or
   * one browser test) changes in the sandbox insurer never shows in another.
   */
  readonly sandboxSession?: () => string | null;
  /**
   * Sandbox only: the fault plan pinned for this browser session (`fault=` in the URL), sent as
   * X-Sandbox-Faults so that the sandbox misbehaves on the calls it names (adapters/sandbox/sandbox-faults.ts).
   */
  readonly sandboxFaults?: () => string | null;
  /** Sandbox only: a shorter call time limit pinned for this browser session (`timeout=` in the URL). */
  readonly sandboxTimeoutMs?: () => number | null;
}
export const HTTP_CONFIG: ServiceIdentifier<HttpConfig> = Symbol.for('HttpConfig');

/** `fetch`, injectable so that tests can answer requests without a network. */
export type FetchFunction = (url: string, init: RequestInit) => Promise<Response>;
export const FETCH: ServiceIdentifier<FetchFunction> = Symbol.for('Fetch');

/** The platform's fetch, called through a wrapper: `window.fetch` throws "Illegal invocation" when detached. */
export const platformFetch: FetchFunction = (url, init) => fetch(url, init);
