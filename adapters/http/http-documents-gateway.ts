import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import type { GatewayResult } from '../../application/shared/gateway-error';
import type { DocumentsGateway } from '../../application/ports';
import type { MedicareMaterial } from '../../domain/model';
import { MedicareMaterialsCodec } from './codecs/programs';
import { MEDICARE_ELIGIBILITY_PATH } from './account-state-paths';
import { HttpClient } from './http-client';

@injectable()
export class HttpDocumentsGateway implements DocumentsGateway {
  constructor(@inject(HttpClient) private readonly client: HttpClient) {}

  /** A 403 stays an http error here; the use case turns it into an empty list (spec section 8). */
  medicareMaterials(): GatewayResult<readonly MedicareMaterial[]> {
    return this.client.getJson('/api/medicare-materials', MedicareMaterialsCodec);
  }

  /** The gateway answers 403 when the member has no Medicare materials; passed on as such. */
  medicareEligibility(): GatewayResult<boolean> {
    return this.client.getJson(MEDICARE_ELIGIBILITY_PATH, t.boolean);
  }

  /** text/plain: the outline of coverage URL, empty when there is none. */
  outlineOfCoverage(): GatewayResult<string> {
    return this.client.getText('/api/handbook/ooc', t.string);
  }
}
