import type { Container } from 'inversify';
import type { FhirConfig } from '../fhir/fhir-reader';

/**
 * What a build without VITE_FHIR_BASE_URL takes for bind-fhir-gateways.ts (vite.config.ts `resolve.alias`): nothing,
 * so that not even the FHIR adapters' lazy chunk is in its module graph and the core is laid out as it is
 * without the setting. The composition root never calls it then.
 */
export function bindFhirGatewaysLazily(container: Container, config: FhirConfig): void {
  void container;
  void config;
}
