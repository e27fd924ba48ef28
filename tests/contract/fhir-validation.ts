import { OperationOutcomeError, validateResource } from '@medplum/core';
import type { Resource } from '@medplum/fhirtypes';
import { loadR4Definitions } from '../../adapters/sandbox/fhir/fhir-definitions';

/**
 * The errors the FHIR library's R4 validator finds in a resource (a Bundle and every resource it holds, each
 * checked on its own too), as `Type/id: text @ path`; none for a valid one.
 */
export function fhirR4Problems(resource: Resource): string[] {
  loadR4Definitions();
  const one = (checked: Resource): string[] => {
    const name = `${checked.resourceType}/${checked.id ?? ''}`;
    try {
      return validateResource(checked)
        .filter((issue) => issue.severity === 'error')
        .map((issue) => `${name}: ${issue.details?.text ?? ''} @ ${issue.expression?.join(',') ?? ''}`);
    } catch (error) {
      if (error instanceof OperationOutcomeError) return error.outcome.issue.map((issue) => `${name}: ${issue.details?.text ?? ''} @ ${issue.expression?.join(',') ?? ''}`);
      throw error;
    }
  };
  const entries = resource.resourceType === 'Bundle' ? (resource.entry ?? []).flatMap((entry) => (entry.resource === undefined ? [] : [entry.resource])) : [];
  return [...one(resource), ...entries.flatMap(one)];
}
