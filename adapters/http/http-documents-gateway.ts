import { inject, injectable } from 'inversify';
import type { GatewayResult } from '../../application/shared/gateway-error';
import type { DocumentsGateway } from '../../application/ports';
import type { MedicareMaterial } from '../../domain/model';
import { ENDPOINT_CALLER, type EndpointCaller } from './endpoint';
import { DOCUMENTS_ENDPOINTS as DOCUMENTS } from './endpoints/documents';

@injectable()
export class HttpDocumentsGateway implements DocumentsGateway {
  constructor(@inject(ENDPOINT_CALLER) private readonly endpoints: EndpointCaller) {}

  /** A 403 stays an http error here; the use case turns it into an empty list (spec section 8). */
  medicareMaterials(): GatewayResult<readonly MedicareMaterial[]> {
    return this.endpoints.call(DOCUMENTS.medicareMaterials, {});
  }

  /** The gateway answers 403 when the member has no Medicare materials; passed on as such. */
  medicareEligibility(): GatewayResult<boolean> {
    return this.endpoints.call(DOCUMENTS.medicareEligibility, {});
  }

  outlineOfCoverage(): GatewayResult<string> {
    return this.endpoints.call(DOCUMENTS.outlineOfCoverage, {});
  }
}
