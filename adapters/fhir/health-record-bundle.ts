import type { Bundle, Resource } from '@medplum/fhirtypes';
import { HEALTH_RECORD_RESOURCE_TYPES } from '../../domain/rules/health-record';

/**
 * Download my data as a FHIR R4 Bundle of type `collection`: the member's resources of the types the file
 * holds (HEALTH_RECORD_RESOURCE_TYPES), in one order whoever answers (by type, then id), each under its
 * `fullUrl` at the payer's FHIR base. The sandbox gateway's answer and the FHIR adapter's are made here, so a
 * member's file is the same either way.
 */
const ORDER: readonly string[] = HEALTH_RECORD_RESOURCE_TYPES;

export function healthRecordBundle(resources: readonly Resource[], fhirBase: string, timestamp: string): Bundle {
  const kept = resources
    .filter((resource) => ORDER.includes(resource.resourceType))
    .sort((a, b) => ORDER.indexOf(a.resourceType) - ORDER.indexOf(b.resourceType) || (a.id ?? '').localeCompare(b.id ?? ''));
  return {
    resourceType: 'Bundle',
    type: 'collection',
    timestamp,
    entry: kept.map((resource) => ({ fullUrl: `${fhirBase}/${resource.resourceType}/${resource.id ?? ''}`, resource })),
  };
}

/** Whether a claim's or authorization's EOB changed on or after `since` (yyyy-mm-dd), as `_lastUpdated=ge` matches. */
export function changedSince(resource: Resource, since: string): boolean {
  if (resource.resourceType !== 'ExplanationOfBenefit') return true;
  const updated = resource.meta?.lastUpdated;
  return updated === undefined || updated >= `${since}T00:00:00.000Z`;
}
