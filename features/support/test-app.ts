import type { ServiceIdentifier } from 'inversify';
import type { DomainId } from '../../domain/model';
import { createNodeContainer, type NodeApp } from '../../adapters/node-assembly';
import { HttpClient } from '../../adapters/http/http-client';
import { startSandboxFhirServer, type SandboxFhirServer } from '../../adapters/sandbox/fhir/sandbox-fhir-server';
import { startSandboxServer } from '../../adapters/sandbox/sandbox-http-handler';
import type { SandboxInsurer } from '../../adapters/sandbox/sandbox-insurer';
import { watchAnswers, type AnswerWatch } from '../../tests/contract/answer-watch';
import { LoadHome, type HomeOutcome } from '../../application/home/load-home';
import { LogIn, type LoginOutcome } from '../../application/session/log-in';
import { LogOut } from '../../application/session/log-out';

/**
 * Which assembly the features run on: the profile sets MD_ASSEMBLY (see cucumber.cjs). `fhir` is the http
 * assembly with claims, authorizations and the ID card's coverage read from the sandbox's FHIR server.
 */
export type AssemblyKind = 'memory' | 'http' | 'fhir';
export const assemblyKind = (): AssemblyKind => {
  const kind = process.env['MD_ASSEMBLY'];
  return kind === 'http' || kind === 'fhir' ? kind : 'memory';
};
const overHttp = (): boolean => assemblyKind() !== 'memory';

let server: { gatewayUrl: string; close(): Promise<void>; insurer: SandboxInsurer } | null = null;
let fhirServer: SandboxFhirServer | null = null;
let watch: AnswerWatch | null = null;

/** The features' default day, on which the FHIR server loads its resources ahead (a scenario's own day loads on its first call). */
const FEATURES_DAY = '2025-06-15';

/**
 * The http profile serves the sandbox on loopback once per run, judging every answer it gives against
 * docs/openapi.json (tests/contract/answer-watch.ts).
 */
export async function startSharedSandboxServer(): Promise<void> {
  if (overHttp() && server === null) {
    watch = watchAnswers();
    server = await startSandboxServer(0, { interceptor: watch.interceptor });
    if (assemblyKind() === 'fhir') fhirServer = await startSandboxFhirServer({ insurer: server.insurer, today: FEATURES_DAY });
  }
}

/** How the sandbox's answers since the last call differed from the OpenAPI document (none in memory). */
export function answersOffContract(): readonly string[] {
  return watch?.drain() ?? [];
}

export async function stopSharedSandboxServer(): Promise<void> {
  await fhirServer?.close();
  fhirServer = null;
  await server?.close();
  server = null;
}

/**
 * The application as a member would drive it, without a browser: the same use cases the screens run, on
 * the chosen assembly. Every scenario gets its own, with a fresh sandbox insurer.
 */
export class TestApp {
  private constructor(private readonly node: NodeApp) {}

  static create(start: { readonly today: string; readonly domainId: DomainId }): TestApp {
    if (overHttp()) {
      if (server === null) throw new Error('the http and fhir profiles need the sandbox server (BeforeAll)');
      server.insurer.reset();
      return new TestApp(createNodeContainer({ kind: 'http', baseUrl: server.gatewayUrl, ...(fhirServer !== null && { fhirBaseUrl: fhirServer.baseUrl }) }, start));
    }
    return new TestApp(createNodeContainer({ kind: 'memory' }, start));
  }

  /** Resolves a use case, store-free service or port of this scenario's app (features of every area use it). */
  get<T>(id: ServiceIdentifier<T>): T {
    return this.node.container.get(id);
  }

  get brand() {
    return this.node.brand;
  }
  get clock() {
    return this.node.clock;
  }
  get navigator() {
    return this.node.navigator;
  }
  get tokens() {
    return this.node.tokens;
  }
  get temporary() {
    return this.node.temporary;
  }
  get local() {
    return this.node.local;
  }
  get session() {
    return this.node.session;
  }
  get config() {
    return this.node.config;
  }
  get analytics() {
    return this.node.analytics;
  }

  logIn(username: string, password: string): Promise<LoginOutcome> {
    return this.node.container.get(LogIn).execute({ username, password });
  }

  loadHome(): Promise<HomeOutcome> {
    return this.node.container.get(LoadHome).execute();
  }

  logOut(): string {
    return this.node.container.get(LogOut).execute();
  }

  /** Reads the HTTP client keeps for the session (none in memory, where nothing is cached). */
  cacheSize(): number {
    return overHttp() ? this.node.container.get(HttpClient).cachedReads() : 0;
  }
}
