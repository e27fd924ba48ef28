import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { CLOCK, type AuthorizationsGateway, type Clock } from '../../application/ports';
import { httpError, type GatewayResult } from '../../application/shared/gateway-error';
import type { Authorization, AuthorizationsPage, AuthorizationsQuery, Paging, PriorAuthorizationRule } from '../../domain/model';
import { pageOfAuthorizations } from '../../domain/rules/authorizations-paging';
import { pagingError } from '../../domain/rules/paging';
import { HttpAuthorizationsGateway } from '../http/http-authorizations-gateway';
import { SYSTEMS } from './fhir-codes';
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
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async authorizations(): GatewayResult<readonly Authorization[]> {
    // R4 has no search parameter for an EOB's `use`: the compartment's EOBs are read and the claims left out.
    const found = await this.fhir.searchAll('ExplanationOfBenefit', {});
    return E.map((eobs: readonly Parameters<typeof authorizationOf>[0][]) => eobs.filter(isPriorAuthorization).map(authorizationOf))(found);
  }

  /**
   * The page is cut from the whole search, with the rule the sandbox pages by: the status the member sees (an
   * approval past its end date has expired) and the approvals about to expire are the dashboard's rules on
   * today's date, which no FHIR search parameter states, so a `_count` page of the server would not be the same.
   */
  async authorizationsPage(query: AuthorizationsQuery, paging: Paging): GatewayResult<AuthorizationsPage> {
    const wrong = pagingError(paging);
    if (wrong !== null) return E.left(httpError(400, { code: wrong === 'page' ? 'INVALID_PAGE' : 'INVALID_SIZE', message: `${wrong} is out of range.` }));
    const today = this.clock.today();
    return E.map((items: readonly Authorization[]) => pageOfAuthorizations(items, query, paging, today))(await this.authorizations());
  }

  /** The request's reference is its EOB's identifier (as a claim's number is), not necessarily its resource id. */
  async authorization(authorizationId: string): GatewayResult<Authorization> {
    const found = await this.fhir.searchAll('ExplanationOfBenefit', { identifier: `${SYSTEMS.payerClaimId}|${authorizationId}` });
    if (E.isLeft(found)) return found;
    const eob = found.right.find(isPriorAuthorization);
    return eob === undefined ? E.left(httpError(404, { code: 'not-found', message: `No request ${authorizationId} was found.` })) : E.right(authorizationOf(eob));
  }

  requirements(): GatewayResult<readonly PriorAuthorizationRule[]> {
    return this.gateway.requirements();
  }
}
