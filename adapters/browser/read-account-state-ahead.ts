import type { KeyValueStore, SessionTokens } from '../../application/ports';
import type { Language } from '../../domain/copy/language';
import type { DeploymentConfig } from '../config';
import { ACCOUNT_STATE_READS } from '../http/account-state-paths';
import { callHeaders, gatewayUrl } from '../http/gateway-request';
import type { FetchFunction } from '../http/http-config';
import type { ReadsAhead } from '../http/reads-ahead';
import type { SandboxClock } from './clocks';

/** What sending the reads takes of the browser platform. */
export interface ReadAheadParts {
  readonly deployment: DeploymentConfig;
  readonly tokens: SessionTokens;
  readonly readsAhead: ReadsAhead;
  readonly session: KeyValueStore;
  readonly sandboxClock: SandboxClock | null;
}

/**
 * Sends the account state's reads for the signed-in member now, as the HTTP client will ask for them in
 * `language` (see ReadsAhead): the start-up script calls it for a member's page, so that the answers come
 * back while the app's code is still downloading. In a sandbox build the requests carry the tab's sandbox
 * pins, as the client's do: that wiring is the sandbox's own small chunk, loaded first (and never part of
 * a production build).
 */
export function readAccountStateAhead(platform: ReadAheadParts, language: Language): void {
  const token = platform.tokens.current();
  if (token === null) return;
  // The same headers for every read (fetch copies them): what they accept, the language and the credential.
  const headers = callHeaders(undefined, 'application/json', language, () => token);
  const send = (fetchFn: FetchFunction): void => {
    for (const path of ACCOUNT_STATE_READS) void fetchFn(gatewayUrl(platform.deployment.gatewayBaseUrl, path), { method: 'GET', headers });
  };
  const clock = platform.sandboxClock;
  // VITE_GATEWAY is replaced at build time: a production build drops the sandbox branch and its chunk.
  if (import.meta.env.VITE_GATEWAY === 'sandbox' && clock !== null) {
    platform.readsAhead.sendingAfter(
      import('./sandbox-request-fetch').then(
        ({ sandboxRequestFetch }) => send(sandboxRequestFetch(platform.readsAhead.send, platform.session, window.location, clock)),
        // Without the sandbox's wiring nothing is read ahead: the client reads as it always does.
        () => undefined,
      ),
    );
  } else send(platform.readsAhead.send);
}
