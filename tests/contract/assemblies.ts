import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { Container } from 'inversify';
import {
  CLOCK,
  resolveGateways,
  SESSION_TOKENS,
  TEMPORARY_STATE,
  type Gateways,
  type SessionTokens,
} from '../../application/ports';
import { FETCH, HTTP_CONFIG, platformFetch } from '../../adapters/http/http-config';
import { sandboxFetch } from '../../adapters/sandbox/sandbox-fetch';
import { bindHttpGateways } from '../../adapters/http/http-gateways';
import { MemorySessionTokens, MemoryTemporaryState, PinnedClock } from '../../adapters/memory/memory-platform';
import { bindSandboxGateways } from '../../adapters/sandbox/in-memory-gateways';
import { startSandboxServer } from '../../adapters/sandbox/sandbox-http-handler';
import { SANDBOX_ORIGIN } from '../../adapters/sandbox/sandbox-routes';
import { watchAnswers } from './answer-watch';

/** Both assemblies run on this day, so that persona dates agree whatever day the suite runs. */
export const CONTRACT_TODAY = '2025-11-20';

/** Every gateway port from one assembly, plus the session the app would keep. */
export type ContractAssembly = Gateways & {
  readonly tokens: SessionTokens;
  /**
   * Each way the sandbox's answers since the last call differed from docs/openapi.json (answer-watch.ts):
   * over HTTP every answer is judged on the wire; in memory there is no wire, so nothing.
   */
  offContract(): readonly string[];
  /** The origin the gateway is reached at: the passkeys' relying party (SANDBOX_ORIGIN in memory). */
  readonly origin: string;
  close(): Promise<void>;
};

function portsOf(container: Container, origin: string, close: () => Promise<void>, offContract: () => readonly string[] = () => []): ContractAssembly {
  return { ...resolveGateways((port) => container.get(port)), tokens: container.get(SESSION_TOKENS), offContract, origin, close };
}

/** The session the application keeps, in memory: the same for both assemblies. */
function sessionContainer(): Container {
  const container = new Container();
  container.bind(SESSION_TOKENS).toConstantValue(new MemorySessionTokens());
  container.bind(TEMPORARY_STATE).toConstantValue(new MemoryTemporaryState());
  return container;
}

function inMemorySandbox(): Promise<ContractAssembly> {
  const container = sessionContainer();
  container.bind(CLOCK).toConstantValue(new PinnedClock(CONTRACT_TODAY));
  bindSandboxGateways(container);
  return Promise.resolve(portsOf(container, SANDBOX_ORIGIN, () => Promise.resolve()));
}

/**
 * How long a call may take: long enough for the largest one, a 10 MB attachment sent as 13 MB of JSON and
 * checked by its content, which takes seconds on a machine Vitest shares with the features; short of the
 * test's own 30 s, so that a call too slow fails as the gateway's timeout, not as the test's.
 */
const CALL_TIME_LIMIT_MS = 20_000;

/**
 * The production HTTP gateways, with the platform's real fetch, against the sandbox served on a free
 * port: the day is pinned the way the browser's sandbox clock pins it, with X-Sandbox-Today. Every answer
 * is judged against the OpenAPI document on its way out.
 */
async function httpOverSandboxServer(): Promise<ContractAssembly> {
  const watch = watchAnswers();
  const server = await startSandboxServer(0, { interceptor: watch.interceptor });
  const container = sessionContainer();
  container.bind(HTTP_CONFIG).toConstantValue({ baseUrl: server.gatewayUrl, timeoutMs: CALL_TIME_LIMIT_MS });
  container.bind(FETCH).toConstantValue(sandboxFetch(platformFetch, { today: () => CONTRACT_TODAY }));
  bindHttpGateways(container);
  return portsOf(container, server.url, () => server.close(), () => watch.drain());
}

export const CONTRACT_ASSEMBLIES: readonly { readonly name: string; readonly assemble: () => Promise<ContractAssembly> }[] = [
  { name: 'the in-memory sandbox', assemble: inMemorySandbox },
  { name: 'HTTP to the sandbox server', assemble: httpOverSandboxServer },
];

/**
 * A suite's assembly, made before its tests and closed after them; after each test, no answer may differ from
 * docs/openapi.json. Call it inside the suite's describe; the returned function gives the assembly.
 */
export function useContractAssembly(assemble: () => Promise<ContractAssembly>): () => ContractAssembly {
  let assembly: ContractAssembly | null = null;
  beforeAll(async () => {
    assembly = await assemble();
  });
  afterEach(() => {
    expect(assembly?.offContract(), 'answers that differ from docs/openapi.json').toEqual([]);
  });
  afterAll(async () => {
    await assembly?.close();
  });
  return () => {
    if (assembly === null) throw new Error('the contract assembly is made before the suite runs');
    return assembly;
  };
}
