import { Container } from 'inversify';
import { afterAll, beforeAll } from 'vitest';
import { AUTHORIZATIONS_GATEWAY, CLAIMS_GATEWAY, CLOCK, HEALTH_RECORD_GATEWAY, ID_CARD_GATEWAY, REFERRALS_GATEWAY, SESSION_TOKENS, TEMPORARY_STATE, type SessionTokens } from '../../application/ports';
import { resolveGateways, type Gateways } from '../../application/ports/gateway-registry';
import { bindFhirGateways } from '../../adapters/fhir/fhir-gateways';
import { FETCH, HTTP_CONFIG, platformFetch } from '../../adapters/http/http-config';
import { bindHttpGateways } from '../../adapters/http/http-gateways';
import { MemorySessionTokens, MemoryTemporaryState, PinnedClock } from '../../adapters/memory/memory-platform';
import { startSandboxFhirServer, type SandboxFhirServer } from '../../adapters/sandbox/fhir/sandbox-fhir-server';
import { sandboxFetch } from '../../adapters/sandbox/sandbox-fetch';
import { SANDBOX_TODAY_HEADER, startSandboxServer, type SandboxServer } from '../../adapters/sandbox/sandbox-http-handler';
import type { DomainId } from '../../domain/model';
import { CONTRACT_TODAY } from './assemblies';

/**
 * The sandbox gateway and the sandbox's FHIR server side by side on loopback, one insurer behind both (the
 * FHIR server accepts the tokens the gateway signs members in with), both on the contract's day.
 */
export interface FhirFixture {
  readonly gateway: SandboxServer;
  readonly fhir: SandboxFhirServer;
  /** A persona's gateway token, from the sandbox's sign-in call. */
  tokenFor(username: string, domainId?: DomainId): Promise<string>;
  /** GET a FHIR path (`/Patient?...`) with a token (or none); the status and the parsed body. */
  get(path: string, token: string | null): Promise<{ readonly status: number; readonly body: Record<string, unknown> }>;
  close(): Promise<void>;
}

export async function startFhirFixture(): Promise<FhirFixture> {
  const gateway = await startSandboxServer(0, { today: () => CONTRACT_TODAY });
  const fhir = await startSandboxFhirServer({ insurer: gateway.insurer, today: CONTRACT_TODAY });
  return {
    gateway,
    fhir,
    async tokenFor(username, domainId = 1) {
      const response = await fetch(`${gateway.gatewayUrl}/api/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [SANDBOX_TODAY_HEADER]: CONTRACT_TODAY },
        body: JSON.stringify({ username, password: 'Sandbox1', domainId }),
      });
      const body = (await response.json()) as { readonly token?: string };
      if (body.token === undefined) throw new Error(`${username} could not sign in`);
      return body.token;
    },
    async get(path, token) {
      const response = await fetch(`${fhir.baseUrl}${path}`, { headers: token === null ? {} : { Authorization: `Bearer ${token}` } });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    async close() {
      await fhir.close();
      await gateway.close();
    },
  };
}

/** The ports read over FHIR (with the spec gateway for what FHIR lacks), the spec gateway's own to compare with, and the session the app would keep. */
export interface FhirAssembly {
  readonly fhir: Pick<Gateways, 'claims' | 'authorizations' | 'idCard' | 'referrals' | 'healthRecord'>;
  readonly gateway: Gateways;
  readonly tokens: SessionTokens;
}

export function fhirAssembly(fixture: FhirFixture, pageSize: number): FhirAssembly {
  const tokens = new MemorySessionTokens();
  const mixed = httpContainer(fixture, tokens);
  bindFhirGateways(mixed, { baseUrl: fixture.fhir.baseUrl, timeoutMs: 30_000, pageSize });
  const spec = httpContainer(fixture, tokens);
  return {
    fhir: { claims: mixed.get(CLAIMS_GATEWAY), authorizations: mixed.get(AUTHORIZATIONS_GATEWAY), idCard: mixed.get(ID_CARD_GATEWAY), referrals: mixed.get(REFERRALS_GATEWAY), healthRecord: mixed.get(HEALTH_RECORD_GATEWAY) },
    gateway: resolveGateways((port) => spec.get(port)),
    tokens,
  };
}

/** A suite's FHIR fixture and assembly, started before its tests and closed after them. */
export interface FhirSuite {
  readonly fixture: FhirFixture;
  readonly app: FhirAssembly;
  /** Signs a persona in: the assembly's session holds their gateway token. */
  readonly signIn: (username: string, domainId?: DomainId) => Promise<void>;
}

/** Starts the fixture and an assembly reading FHIR `pageSize` resources a page for the suite it is called in. */
export function useFhirSuite(pageSize: number): FhirSuite {
  let started: { readonly fixture: FhirFixture; readonly app: FhirAssembly } | null = null;
  beforeAll(async () => {
    const fixture = await startFhirFixture();
    started = { fixture, app: fhirAssembly(fixture, pageSize) };
  }, 120_000);
  afterAll(async () => {
    await started?.fixture.close();
  });
  const suite = (): { readonly fixture: FhirFixture; readonly app: FhirAssembly } => {
    if (started === null) throw new Error('the FHIR fixture starts before the suite runs');
    return started;
  };
  return {
    get fixture() {
      return suite().fixture;
    },
    get app() {
      return suite().app;
    },
    signIn: async (username, domainId = 1) => {
      suite().app.tokens.store(await suite().fixture.tokenFor(username, domainId));
    },
  };
}

/** The spec gateway's HTTP adapters, with the session's tokens and the sandbox's day. */
function httpContainer(fixture: FhirFixture, tokens: SessionTokens): Container {
  const container = new Container();
  container.bind(SESSION_TOKENS).toConstantValue(tokens);
  container.bind(TEMPORARY_STATE).toConstantValue(new MemoryTemporaryState());
  container.bind(CLOCK).toConstantValue(new PinnedClock(CONTRACT_TODAY));
  container.bind(HTTP_CONFIG).toConstantValue({ baseUrl: fixture.gateway.gatewayUrl, timeoutMs: 10_000 });
  container.bind(FETCH).toConstantValue(sandboxFetch(platformFetch, { today: () => CONTRACT_TODAY }));
  bindHttpGateways(container);
  return container;
}

/** The members each FHIR suite compares with the spec gateway: a subscriber, an adult and a minor dependant, and a member of each other brand. */
export const FHIR_MEMBERS = [
  { username: 'subscriber', domainId: 1 as const },
  { username: 'spouse', domainId: 1 as const },
  { username: 'minor', domainId: 1 as const },
  { username: 'summit', domainId: 2 as const },
  { username: 'providence', domainId: 5 as const },
];
