import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { AuthorizationsGateway } from '../../application/ports';
import type { GatewayResult } from '../../application/shared/gateway-error';
import type { Authorization, PriorAuthorizationRule } from '../../domain/model';
import { HttpAuthorizationsGateway } from '../http/http-authorizations-gateway';
import { authorizationOf, isPriorAuthorization } from './fhir-authorizations';
import { FhirReader } from './fhir-reader';

/**
 * The authorizations port over a payer's Patient Access API: the prior authorizations and referrals are PDex
 * Prior Authorization resources (ExplanationOfBenefit, `use` = `preauthorization`) in the compartments the
 * member's token may see. The plan's list of services that need approval is no member's resource and stays
 * with the spec gateway.
 */
@injectable()
export class FhirAuthorizationsGateway implements AuthorizationsGateway {
  constructor(
    @inject(FhirReader) private readonly fhir: FhirReader,
    @inject(HttpAuthorizationsGateway) private readonly gateway: HttpAuthorizationsGateway,
  ) {}

  async authorizations(): GatewayResult<readonly Authorization[]> {
    // R4 has no search parameter for an EOB's `use`: the compartment's EOBs are read and the claims left out.
    const found = await this.fhir.searchAll('ExplanationOfBenefit', {});
    return E.map((eobs: readonly Parameters<typeof authorizationOf>[0][]) => eobs.filter(isPriorAuthorization).map(authorizationOf))(found);
  }

  requirements(): GatewayResult<readonly PriorAuthorizationRule[]> {
    return this.gateway.requirements();
  }
}
