import type { Container } from 'inversify';
import type { DomainId } from '../domain/model';
import { READ_CACHE } from '../application/ports';
import { newContainer } from './container';
import { bindFhirGateways } from './fhir/fhir-gateways';
import { FETCH, HTTP_CONFIG, platformFetch } from './http/http-config';
import { sandboxFetch } from './sandbox/sandbox-fetch';
import { bindHttpGateways } from './http/http-gateways';
import { bindMemoryPlatform, type MemoryPlatform } from './memory/bind-memory-platform';
import { bindSandboxGateways } from './sandbox/in-memory-gateways';
import type { SandboxInsurer } from './sandbox/sandbox-insurer';

export type NodeAssembly =
  | { readonly kind: 'memory'; readonly insurer?: SandboxInsurer }
  | {
      readonly kind: 'http';
      readonly baseUrl: string;
      readonly timeoutMs?: number;
      /** A payer's FHIR Patient Access API: claims, authorizations, referrals and the ID card's coverage read from it (the mixed assembly). */
      readonly fhirBaseUrl?: string;
    };

export interface NodeApp extends MemoryPlatform {
  readonly container: Container;
}

/** The same application over the in-memory sandbox or the HTTP adapter (with, when given, the FHIR adapters), with in-memory platform adapters. */
export function createNodeContainer(assembly: NodeAssembly, start: { readonly today: string; readonly domainId: DomainId }): NodeApp {
  const container = newContainer();
  const platform = bindMemoryPlatform(container, start);
  if (assembly.kind === 'memory') {
    bindSandboxGateways(container, assembly.insurer);
    // The in-memory sandbox answers at once: there is nothing to cache, so nothing to clear.
    container.bind(READ_CACHE).toConstantValue({ clear: () => undefined });
  } else {
    container.bind(HTTP_CONFIG).toConstantValue({ baseUrl: assembly.baseUrl, timeoutMs: assembly.timeoutMs ?? 10_000 });
    container.bind(FETCH).toConstantValue(sandboxFetch(platformFetch, { today: () => platform.clock.today() }));
    bindHttpGateways(container);
    if (assembly.fhirBaseUrl !== undefined) bindFhirGateways(container, { baseUrl: assembly.fhirBaseUrl, timeoutMs: assembly.timeoutMs ?? 10_000 });
  }
  return { container, ...platform };
}
