import * as A from 'fp-ts/Array';
import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { Resource } from '@medplum/fhirtypes';
import { CLOCK, type Clock, type HealthRecordGateway } from '../../application/ports';
import type { GatewayResult } from '../../application/shared/gateway-error';
import type { HealthRecordBundle } from '../../domain/model';
import { FHIR_CONFIG, FhirReader, type FhirConfig } from './fhir-reader';
import { healthRecordBundle } from './health-record-bundle';

/**
 * Download my data over a payer's Patient Access API: the member's Patients, Coverages, ExplanationOfBenefits
 * (claims and prior authorizations) and ServiceRequests (referrals), each a search followed page by page,
 * as the API's guard scopes them to the token (the subscriber the family's, a dependant their own). With
 * `since`, the EOB search asks `_lastUpdated=ge<since>`: only the claims and authorizations that changed
 * on or after that day.
 */
@injectable()
export class FhirHealthRecordGateway implements HealthRecordGateway {
  constructor(
    @inject(FhirReader) private readonly fhir: FhirReader,
    @inject(FHIR_CONFIG) private readonly config: FhirConfig,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async bundle(since?: string): GatewayResult<HealthRecordBundle> {
    const searches: readonly GatewayResult<readonly Resource[]>[] = [
      this.fhir.searchAll('Patient', {}),
      this.fhir.searchAll('Coverage', {}),
      this.fhir.searchAll('ExplanationOfBenefit', since === undefined ? {} : { _lastUpdated: `ge${since}` }),
      this.fhir.searchAll('ServiceRequest', {}),
    ];
    const found = A.sequence(E.Applicative)(await Promise.all(searches));
    const timestamp = new Date(this.clock.nowMillis()).toISOString();
    return E.map((lists: readonly (readonly Resource[])[]) => healthRecordBundle(lists.flat(), this.config.baseUrl, timestamp) as unknown as HealthRecordBundle)(found);
  }
}
