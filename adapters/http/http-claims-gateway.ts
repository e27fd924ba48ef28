import { inject, injectable } from 'inversify';
import type { GatewayResult } from '../../application/shared/gateway-error';
import type { ClaimsGateway } from '../../application/ports';
import type { Claim, ClaimsMetadata, ClaimsPage, Paging, ClaimsQuery, EobDocument, EobsPage, NavitusPharmacy } from '../../domain/model';
import { ENDPOINT_CALLER, type EndpointCaller } from './endpoint';
import { CLAIMS_ENDPOINTS as CLAIMS } from './endpoints/claims';

@injectable()
export class HttpClaimsGateway implements ClaimsGateway {
  constructor(@inject(ENDPOINT_CALLER) private readonly endpoints: EndpointCaller) {}

  claims(query: ClaimsQuery): GatewayResult<readonly Claim[]> {
    return this.endpoints.call(CLAIMS.claims, {
      query: { memberKey: query.memberKey, claimType: query.claimType, fromDate: query.fromDate, toDate: query.toDate },
    });
  }

  claimsPage(query: ClaimsQuery, paging: Paging): GatewayResult<ClaimsPage> {
    return this.endpoints.call(CLAIMS.page, {
      query: { memberKey: query.memberKey, claimType: query.claimType, fromDate: query.fromDate, toDate: query.toDate, page: paging.page, pageSize: paging.pageSize },
    });
  }

  metadata(): GatewayResult<ClaimsMetadata> {
    return this.endpoints.call(CLAIMS.metadata, {});
  }

  claim(claimId: string): GatewayResult<Claim> {
    return this.endpoints.call(CLAIMS.claim, { params: { claimId } });
  }

  eobs(): GatewayResult<readonly EobDocument[]> {
    return this.endpoints.call(CLAIMS.eobs, {});
  }

  eobsPage(paging: Paging): GatewayResult<EobsPage> {
    return this.endpoints.call(CLAIMS.eobsPage, { query: { page: paging.page, pageSize: paging.pageSize } });
  }

  eobPdf(eobId: string): GatewayResult<Blob> {
    return this.endpoints.call(CLAIMS.eobPdf, { params: { eobId } });
  }

  navitus(): GatewayResult<NavitusPharmacy> {
    return this.endpoints.call(CLAIMS.navitus, {});
  }
}
