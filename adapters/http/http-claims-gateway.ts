import { inject, injectable } from 'inversify';
import type { GatewayResult } from '../../application/shared/gateway-error';
import type { ClaimsGateway } from '../../application/ports';
import type { Claim, ClaimsMetadata, ClaimsQuery, EobDocument, NavitusPharmacy } from '../../domain/model';
import { ClaimCodec, ClaimsCodec, ClaimsMetadataCodec, EobDocumentsCodec, NavitusPharmacyCodec } from './codecs/claims';
import { HttpClient } from './http-client';

/** Path segments from ids are encoded: an id is data, never a path. */
const segment = (value: string): string => encodeURIComponent(value);

@injectable()
export class HttpClaimsGateway implements ClaimsGateway {
  constructor(@inject(HttpClient) private readonly client: HttpClient) {}

  claims(query: ClaimsQuery): GatewayResult<readonly Claim[]> {
    return this.client.getJson('/api/claims', ClaimsCodec, {
      query: { memberKey: query.memberKey, claimType: query.claimType, fromDate: query.fromDate, toDate: query.toDate },
    });
  }

  metadata(): GatewayResult<ClaimsMetadata> {
    return this.client.getJson('/api/claims/metadata', ClaimsMetadataCodec);
  }

  claim(claimId: string): GatewayResult<Claim> {
    return this.client.getJson(`/api/claims/${segment(claimId)}`, ClaimCodec);
  }

  eobs(): GatewayResult<readonly EobDocument[]> {
    return this.client.getJson('/api/eobs', EobDocumentsCodec);
  }

  eobPdf(eobId: string): GatewayResult<Blob> {
    return this.client.getBlob(`/api/eobs/${segment(eobId)}/pdf`, 'application/pdf');
  }

  navitus(): GatewayResult<NavitusPharmacy> {
    return this.client.getJson('/api/navitus', NavitusPharmacyCodec);
  }
}
