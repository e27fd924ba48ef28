import type { Container, ServiceIdentifier } from 'inversify';
import { AUTHORIZATIONS_GATEWAY, CLAIMS_GATEWAY, HEALTH_RECORD_GATEWAY, ID_CARD_GATEWAY, REFERRALS_GATEWAY } from '../../application/ports';
import type { FhirConfig } from '../fhir/fhir-reader';
import { deferredGateway } from '../http/browser-http-gateways';

/**
 * The mixed assembly in the browser (VITE_FHIR_BASE_URL set): the claims, authorizations, referrals, ID card and Download my data ports read
 * from the payer's FHIR API. The FHIR adapters and their library are one lazy chunk, downloaded with the first
 * call of one of these ports, so that the pages that never call them (and a build without the setting, which
 * drops this module) carry none of it.
 */
export function bindFhirGatewaysLazily(container: Container, config: FhirConfig): void {
  let bound: Promise<void> | undefined;
  const bind = (): Promise<void> => (bound ??= import('../fhir/fhir-gateways').then((module) => module.bindFhirGateways(container, config)));
  // Whether the member has referrals is read with the account state on every page (and ahead of the app, by
  // the start-up script): it stays the spec gateway's, answered at once, so no page waits for the FHIR chunk.
  const specReferrals = container.get(REFERRALS_GATEWAY);
  const eager = new Map<ServiceIdentifier<object>, () => object>([[REFERRALS_GATEWAY, () => ({ hasReferrals: () => specReferrals.hasReferrals() })]]);
  const ports: readonly ServiceIdentifier<object>[] = [CLAIMS_GATEWAY, AUTHORIZATIONS_GATEWAY, ID_CARD_GATEWAY, REFERRALS_GATEWAY, HEALTH_RECORD_GATEWAY];
  for (const port of ports) {
    // Once bound, the port is the FHIR adapter itself; the stand-in forwards to it.
    container.rebind(port).toConstantValue(
      deferredGateway(async () => {
        await bind();
        return container.get(port);
      }, eager.get(port)),
    );
  }
}
