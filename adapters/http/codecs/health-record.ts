import * as t from 'io-ts';

/**
 * Download my data: a FHIR R4 Bundle of type `collection`. Only what the dashboard reads is named (each
 * entry's resource type, id and an EOB's `use`); every other element of a resource is FHIR's and passes
 * through as sent, so the objects are open.
 */
const FhirResourceCodec = t.intersection([t.UnknownRecord, t.type({ resourceType: t.string }), t.partial({ id: t.string, use: t.string })], 'FhirResource');

export const HealthRecordBundleCodec = t.intersection(
  [t.UnknownRecord, t.type({ resourceType: t.literal('Bundle'), type: t.literal('collection'), entry: t.readonlyArray(t.intersection([t.UnknownRecord, t.type({ resource: FhirResourceCodec })])) })],
  'HealthRecordBundle',
);

/** `since` (yyyy-mm-dd): only the claims and authorizations that changed on or after that day. */
export const HealthRecordQueryCodec = t.partial({ since: t.string }, 'HealthRecordQuery');
