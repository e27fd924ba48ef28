import type { FetchFunction } from '../http/http-config';

/**
 * What a session pinned for the sandbox insurer, each read at every request (null or '' when nothing is
 * pinned). Only a sandbox assembly has any: the production HTTP client knows nothing of them.
 */
export interface SandboxPins {
  /** The day the insurer should take as today (yyyy-mm-dd), sent as X-Sandbox-Today. */
  readonly today?: () => string | null;
  /**
   * This browser tab's sandbox session, sent as X-Sandbox-Session so that what one tab (or one browser
   * test) changes in the sandbox insurer never shows in another.
   */
  readonly session?: () => string | null;
  /** The fault plan (`fault=` in the URL), sent as X-Sandbox-Faults (sandbox-faults.ts). */
  readonly faults?: () => string | null;
}

const HEADERS: readonly (readonly [keyof SandboxPins, string])[] = [
  ['today', 'X-Sandbox-Today'],
  ['session', 'X-Sandbox-Session'],
  ['faults', 'X-Sandbox-Faults'],
];

/**
 * The fetch of a sandbox assembly: the platform's, with the session's pins as request headers. The HTTP
 * client's read cache lives in one container, whose pinned day does not change, so the day need not key it.
 */
export function sandboxFetch(fetchFn: FetchFunction, pins: SandboxPins): FetchFunction {
  return (url, init) => {
    const headers = new Headers(init.headers);
    for (const [pin, header] of HEADERS) {
      const value = pins[pin]?.() ?? null;
      if (value !== null && value !== '') headers.set(header, value);
    }
    return fetchFn(url, { ...init, headers });
  };
}
