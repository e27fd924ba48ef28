import type { ServiceIdentifier } from 'inversify';
import type { Claim, ClaimsMetadata, ClaimsPage, Paging, ClaimsQuery, EobDocument, EobsPage, NavitusPharmacy } from '../../domain/model';
import type { GatewayResult } from '../shared/gateway-error';

/** /api/claims, /api/claims/page, /api/claims/metadata, /api/claims/{id}, /api/eobs, /api/eobs/page, /api/eobs/{id}/pdf and /api/navitus. */
export interface ClaimsGateway {
  /** The claims the insurer lets the caller see that meet the query (the order is not promised). */
  claims(query: ClaimsQuery): GatewayResult<readonly Claim[]>;
  /**
   * One page of the claims the caller may see that meet the query, newest first, with how many there are
   * and their totals: the claims screen's list, which must not bring a family's whole history over the wire.
   */
  claimsPage(query: ClaimsQuery, paging: Paging): GatewayResult<ClaimsPage>;
  metadata(): GatewayResult<ClaimsMetadata>;
  /** One claim; 404 when there is none the caller may see. */
  claim(claimId: string): GatewayResult<Claim>;
  /** EOB documents; 403 for a caller who does not receive EOBs (dependants). */
  eobs(): GatewayResult<readonly EobDocument[]>;
  /**
   * One page of the EOB documents, newest first, with how many there are: the EOBs page's list, which must
   * not bring a family's whole history over the wire; 403 as for `eobs`.
   */
  eobsPage(paging: Paging): GatewayResult<EobsPage>;
  /** The EOB as a PDF document. */
  eobPdf(eobId: string): GatewayResult<Blob>;
  /** Pharmacy claims and the Navitus site; 404 for members whose pharmacy benefit is not with Navitus. */
  navitus(): GatewayResult<NavitusPharmacy>;
}
export const CLAIMS_GATEWAY: ServiceIdentifier<ClaimsGateway> = Symbol.for('ClaimsGateway');
