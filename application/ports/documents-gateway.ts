import type { ServiceIdentifier } from 'inversify';
import type { MedicareMaterial } from '../../domain/model';
import type { GatewayResult } from '../shared/gateway-error';

/** /api/medicare-materials, /api/medicare-materials/eligibility, /api/handbook/ooc. */
export interface DocumentsGateway {
  /** A 403 is answered as an http error; the empty-list rule lives in the use case. */
  medicareMaterials(): GatewayResult<readonly MedicareMaterial[]>;
  medicareEligibility(): GatewayResult<boolean>;
  /** The outline of coverage URL, or an empty string when there is none. */
  outlineOfCoverage(): GatewayResult<string>;
}
export const DOCUMENTS_GATEWAY: ServiceIdentifier<DocumentsGateway> = Symbol.for('DocumentsGateway');
