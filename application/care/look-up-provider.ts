import { isLeft } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { Provider } from '../../domain/model';
import type { GatewayError } from '../shared/gateway-error';
import { PRIMARY_CARE_GATEWAY, type PrimaryCareGateway } from '../ports/primary-care-gateway';

export type ProviderLookup =
  | { readonly kind: 'found'; readonly provider: Provider | null }
  | { readonly kind: 'error'; readonly error: GatewayError };

/** A provider of whom only the name is known (the directory no longer lists them). */
export function providerWithNameOnly(providerName: string): Provider {
  return {
    providerName,
    providerId: null,
    providerGroupName: null,
    title: null,
    acceptingNewPatients: null,
    distance: null,
    specialty: null,
    languages: [],
    locations: [],
  };
}

const isNotFound = (error: GatewayError): boolean => error.kind === 'http' && error.status === 404;

/**
 * Provider lookup (spec section 8): "404 returns a provider with only the name (null when looked up by
 * id); others are rethrown". Looked up for a known name (a primary care history entry), a provider the
 * directory no longer has keeps that name; looked up by id alone there is nothing to show. Any other
 * failure is the caller's to report.
 */
@injectable()
export class LookUpProvider {
  constructor(@inject(PRIMARY_CARE_GATEWAY) private readonly primaryCare: PrimaryCareGateway) {}

  async byId(providerId: string): Promise<ProviderLookup> {
    const found = await this.primaryCare.provider(providerId);
    if (isLeft(found)) return isNotFound(found.left) ? { kind: 'found', provider: null } : { kind: 'error', error: found.left };
    return { kind: 'found', provider: found.right };
  }

  async byName(providerId: string, providerName: string): Promise<ProviderLookup> {
    const found = await this.primaryCare.provider(providerId);
    if (isLeft(found)) {
      return isNotFound(found.left) ? { kind: 'found', provider: providerWithNameOnly(providerName) } : { kind: 'error', error: found.left };
    }
    return { kind: 'found', provider: found.right };
  }
}
