import { HealthRecordBundleCodec, HealthRecordQueryCodec } from '../codecs/health-record';
import { endpoint, json, type Summaries } from '../endpoint';

export const HEALTH_RECORD_ENDPOINTS = {
  bundle: endpoint({
    name: 'healthRecord.bundle',
    method: 'GET',
    path: '/api/health-record',
    query: HealthRecordQueryCodec,
    answer: json(HealthRecordBundleCodec),
    audience: 'member',
    writes: false,
    // A download is the member's data as it stands: never an earlier answer.
    cache: false,
  }),
};

/** One line per endpoint for the API reference (apart from the table, so that no page downloads them). */
export const HEALTH_RECORD_SUMMARIES: Summaries<typeof HEALTH_RECORD_ENDPOINTS> = {
  bundle:
    "Download my data: the signed-in member's claims (CARIN Blue Button ExplanationOfBenefit), coverage, members, prior authorizations (PDex) and referrals (ServiceRequest) as a FHIR R4 Bundle of type collection, scoped as the claims screens are (the subscriber the family's, a dependant their own); since (yyyy-mm-dd) keeps only the claims and authorizations changed on or after that day",
};
