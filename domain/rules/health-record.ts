import type { HealthRecordBundle, HealthRecordContents } from '../model/health-record';

/**
 * Download my data: what the file holds and what it is called. Whose records are in it is the claims
 * rule's (`familyMembersVisibleTo`: the subscriber the family's, a dependant their own) and, among the prior
 * authorizations, the authorizations rule's (`authorizationsVisibleTo`), applied by whoever answers the file
 * (the gateway, or the FHIR API's guard), exactly as for the screens.
 */

/** The resource types a member's file holds: the patient compartment of a payer's Patient Access API. */
export const HEALTH_RECORD_RESOURCE_TYPES = ['Patient', 'Coverage', 'ExplanationOfBenefit', 'ServiceRequest'] as const;

/** Counts the file's resources by what the member knows them as: members, coverages, claims, authorizations, referrals. */
export function healthRecordContents(bundle: HealthRecordBundle): HealthRecordContents {
  const resources = bundle.entry.map((entry) => entry.resource);
  const count = (test: (resource: (typeof resources)[number]) => boolean): number => resources.filter(test).length;
  return {
    members: count((resource) => resource.resourceType === 'Patient'),
    coverages: count((resource) => resource.resourceType === 'Coverage'),
    claims: count((resource) => resource.resourceType === 'ExplanationOfBenefit' && resource.use === 'claim'),
    authorizations: count((resource) => resource.resourceType === 'ExplanationOfBenefit' && resource.use === 'preauthorization'),
    referrals: count((resource) => resource.resourceType === 'ServiceRequest'),
  };
}

/** The saved file's name: the plan's day it was downloaded on, e.g. my-health-data-2025-11-20.json. */
export function healthRecordFileName(today: string): string {
  return `my-health-data-${today}.json`;
}

/** The saved file's media type (FHIR's JSON format). */
export const HEALTH_RECORD_MEDIA_TYPE = 'application/fhir+json';
