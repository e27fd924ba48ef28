import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { Patient } from '@medplum/fhirtypes';
import type { ClaimsGateway } from '../../application/ports';
import { httpError, type GatewayResult } from '../../application/shared/gateway-error';
import { CLAIM_TYPES, type Claim, type ClaimsMetadata, type ClaimsPage, type Paging, type ClaimsQuery, type ClaimType, type EobDocument, type EobsPage, type NavitusPharmacy } from '../../domain/model';
import { filterClaims, sortClaimsNewestFirst } from '../../domain/rules/claims';
import { pageOfClaims, summarisedPage } from '../../domain/rules/claims-paging';
import { pagingError } from '../../domain/rules/paging';
import { HttpClaimsGateway } from '../http/http-claims-gateway';
import { CLAIM_TYPE_CODES, claimOf, patientName } from './fhir-claims';
import { SYSTEMS } from './fhir-codes';
import { FhirReader } from './fhir-reader';

/**
 * The claims port over a payer's Patient Access API: claims, one claim (with the accumulators it counted
 * against) and the claims filter's choices are CARIN ExplanationOfBenefit resources, searched in the
 * patient compartments the member's token may see. What CARIN does not carry stays with the spec gateway:
 * the EOB documents, their pages and their PDFs (the mailed statement, not the FHIR resource) and the Navitus pharmacy site.
 */
@injectable()
export class FhirClaimsGateway implements ClaimsGateway {
  constructor(
    @inject(FhirReader) private readonly fhir: FhirReader,
    @inject(HttpClaimsGateway) private readonly gateway: HttpClaimsGateway,
  ) {}

  async claims(query: ClaimsQuery): GatewayResult<readonly Claim[]> {
    const search: Record<string, string | string[]> = {};
    if (query.memberKey !== undefined) search.patient = `Patient/${query.memberKey}`;
    if (query.claimType !== undefined) search.type = CLAIM_TYPE_CODES[query.claimType].join(',');
    const dates = [...(query.fromDate === undefined ? [] : [`ge${query.fromDate}`]), ...(query.toDate === undefined ? [] : [`le${query.toDate}`])];
    if (dates.length > 0) search['service-date'] = dates;
    const [eobs, names] = await Promise.all([this.fhir.searchAll('ExplanationOfBenefit', search), this.memberNames()]);
    if (E.isLeft(eobs)) return eobs;
    const claims = eobs.right.filter((eob) => eob.use !== 'preauthorization').map((eob) => claimOf(eob, E.isRight(names) ? names.right : new Map()));
    // The server's date search matches any overlap with the billable period; the dashboard's rule is the date of service.
    return E.right(sortClaimsNewestFirst(filterClaims(claims, query)));
  }

  /**
   * The page is cut from the whole search, with the rule the sandbox pages by: the screen's count and totals
   * are of every claim found, which a FHIR search does not sum, and the overlap of dates of service is the
   * dashboard's rule, not the server's (see `claims`), so a `_count` page of the server would not be the same page.
   */
  async claimsPage(query: ClaimsQuery, paging: Paging): GatewayResult<ClaimsPage> {
    const wrong = pagingError(paging);
    if (wrong !== null) return E.left(httpError(400, { code: wrong === 'page' ? 'INVALID_PAGE' : 'INVALID_SIZE', message: `${wrong} is out of range.` }));
    return E.map((claims: readonly Claim[]) => summarisedPage(pageOfClaims(claims, query, paging)))(await this.claims(query));
  }

  async metadata(): GatewayResult<ClaimsMetadata> {
    const [patients, claims] = await Promise.all([this.fhir.searchAll('Patient', {}), this.claims({})]);
    if (E.isLeft(patients)) return patients;
    if (E.isLeft(claims)) return claims;
    const types = new Set<ClaimType>(claims.right.map((claim) => claim.claimType));
    return E.right({
      members: patients.right.map((patient) => ({ memberKey: patient.id ?? '', name: patientName(patient) })),
      claimTypes: CLAIM_TYPES.filter((type) => types.has(type)),
      earliestServiceDate: claims.right.map((claim) => claim.serviceStartDate).sort()[0] ?? null,
    });
  }

  async claim(claimId: string): GatewayResult<Claim> {
    // The claim number is the EOB's identifier (CARIN's unique claim id), not necessarily its resource id.
    const [found, names] = await Promise.all([this.fhir.searchAll('ExplanationOfBenefit', { identifier: `${SYSTEMS.payerClaimId}|${claimId}` }), this.memberNames()]);
    if (E.isLeft(found)) return found;
    const eob = found.right.find((candidate) => candidate.use !== 'preauthorization');
    if (eob === undefined) return E.left(httpError(404, { code: 'not-found', message: `No claim ${claimId} was found.` }));
    return E.right(claimOf(eob, E.isRight(names) ? names.right : new Map()));
  }

  eobs(): GatewayResult<readonly EobDocument[]> {
    return this.gateway.eobs();
  }

  eobsPage(paging: Paging): GatewayResult<EobsPage> {
    return this.gateway.eobsPage(paging);
  }

  eobPdf(eobId: string): GatewayResult<Blob> {
    return this.gateway.eobPdf(eobId);
  }

  navitus(): GatewayResult<NavitusPharmacy> {
    return this.gateway.navitus();
  }

  /** The members the token may see, by key: names for EOBs whose patient reference carries none. */
  private async memberNames(): GatewayResult<ReadonlyMap<string, string>> {
    const patients = await this.fhir.searchAll('Patient', {});
    return E.map((found: readonly Patient[]) => new Map(found.map((patient) => [patient.id ?? '', patientName(patient)] as const)))(patients);
  }
}
