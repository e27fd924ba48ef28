// @vitest-environment jsdom
import { isRight } from 'fp-ts/Either';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_GATEWAY } from '../../application/ports';
import { ResolveAccountState } from '../../application/shared/resolve-account-state';
import { createBrowserContainer } from '../container';
import { ACCOUNT_STATE_READS } from '../http/account-state-paths';
import { startSandboxServer, type SandboxServer } from '../sandbox/sandbox-http-handler';
import { createBrowserPlatform, readAccountStateAhead, type BrowserPlatform } from './browser-platform';

/*
 * The reads the start-up script sends for a member's page, end to end in one process: the real platform,
 * container and HTTP gateways of a sandbox build, against the sandbox insurer on a free port, with every
 * request that reaches the network counted.
 */
let server: SandboxServer;
const sent: string[] = [];
const network = globalThis.fetch;

beforeAll(async () => {
  server = await startSandboxServer(0);
});
afterAll(() => server.close());

const platformOf = (): BrowserPlatform => createBrowserPlatform({ VITE_GATEWAY: 'sandbox', VITE_GATEWAY_BASE_URL: server.gatewayUrl });
const accountStateUrls = (): string[] => ACCOUNT_STATE_READS.map((path) => `${server.gatewayUrl}${path}`).sort();

/** The platform of a page opened after `username` signed in (in an earlier page of the tab). */
async function signedIn(username: string): Promise<BrowserPlatform> {
  const login = await createBrowserContainer(platformOf()).get(AUTH_GATEWAY).login({ username, password: 'Sandbox1', domainId: 1 });
  if (!isRight(login)) throw new Error(`${username} could not sign in`);
  const platform = platformOf();
  platform.tokens.store(login.right.token);
  sent.length = 0;
  return platform;
}

describe('reading the account state ahead', () => {
  beforeEach(() => {
    // Test files share the document's storage: a session, an activity stamp or a pinned fault another file
    // left there would decide these tests' outcome.
    window.localStorage.clear();
    window.sessionStorage.clear();
    sent.length = 0;
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      // Only this file's platforms call its server; a read another file's page left pending (test files share
      // the worker's globals) goes to the page's own origin and is not one of these.
      if (url.startsWith(server.gatewayUrl)) sent.push(url);
      return network(url, init);
    });
  });
  afterEach(() => {
    platformOf().tokens.clear();
    // The sandbox's pins (a fault pinned from the address) live in the session storage.
    window.sessionStorage.clear();
    window.localStorage.clear();
    window.history.replaceState(null, '', '/');
    vi.unstubAllGlobals();
  });

  it('sends every read the account state needs, and resolving it sends none of them again', async () => {
    const platform = await signedIn('subscriber');
    readAccountStateAhead(platform, 'en');
    await vi.waitFor(() => expect(sent).toHaveLength(ACCOUNT_STATE_READS.length), { timeout: 10_000 });

    const outcome = await createBrowserContainer(platform).get(ResolveAccountState).execute();

    expect(outcome.kind === 'resolved' && outcome.state.viewer.memberSuffix).toBe(0);
    expect([...sent].sort()).toEqual(accountStateUrls());
  });

  it('reads just what resolving the account state asks for', async () => {
    const platform = await signedIn('subscriber');
    await createBrowserContainer(platform).get(ResolveAccountState).execute();
    expect([...sent].sort()).toEqual(accountStateUrls());
  });

  it('leaves unused what was read ahead in another language: the app asks again in its own', async () => {
    const platform = await signedIn('subscriber');
    readAccountStateAhead(platform, 'es');
    await vi.waitFor(() => expect(sent).toHaveLength(ACCOUNT_STATE_READS.length), { timeout: 10_000 });

    await createBrowserContainer(platform).get(ResolveAccountState).execute();

    expect(sent).toHaveLength(2 * ACCOUNT_STATE_READS.length);
  });

  it("carries the sandbox's pins: a fault pinned in the address fails the read ahead as it would the app's", async () => {
    const platform = await signedIn('subscriber');
    window.history.replaceState(null, '', '/home?fault=account:503');
    readAccountStateAhead(platform, 'en');
    await vi.waitFor(() => expect(sent).toHaveLength(ACCOUNT_STATE_READS.length), { timeout: 10_000 });

    const outcome = await createBrowserContainer(platform).get(ResolveAccountState).execute();

    expect(outcome.kind === 'error' && outcome.error).toMatchObject({ kind: 'http', status: 503 });
    expect([...sent].sort()).toEqual(accountStateUrls());
  });

  it('sends nothing for a visitor', async () => {
    readAccountStateAhead(platformOf(), 'en');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);
  });
});
