import { evalFhirPath, OperationOutcomeError, validateResource } from '@medplum/core';
import { MemoryRepository } from '@medplum/fhir-router';
import type { ExplanationOfBenefit, Resource } from '@medplum/fhirtypes';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROFILES } from '../../fhir/fhir-codes';
import { SandboxInsurer } from '../sandbox-insurer';
import { loadR4Definitions } from './fhir-definitions';
import { claimResourceId } from './persona-resources';
import { sandboxFhirResources } from './sandbox-fhir-data';

/**
 * The personas as FHIR resources: each one valid FHIR R4 (the FHIR library's validator over the R4
 * definitions), each carrying its profile and the elements that profile requires, as the repository of the
 * sandbox's FHIR server stores them; and the subscriber's claims the same as the sandbox gateway's.
 *
 * The required elements are those CARIN Blue Button 2.x and Da Vinci PDex give a minimum of one (their
 * StructureDefinitions are not published as a package the project can install, so the list is written down
 * here, per profile, as FHIRPath).
 */
const TODAY = '2025-11-20';

const EOB_REQUIRED = [
  'meta.lastUpdated',
  'identifier',
  'status',
  'type',
  'use',
  'patient',
  'created',
  'insurer',
  'provider',
  'outcome',
  'insurance.where(focal = true).coverage',
];
const CLAIM_EOB_REQUIRED = [
  ...EOB_REQUIRED,
  'billablePeriod.start',
  "supportingInfo.where(category.coding.code = 'clmrecvddate').timingDate",
  'item.sequence',
  'item.productOrService',
  "item.adjudication.where(category.coding.code = 'submitted').amount",
  "total.where(category.coding.code = 'submitted').amount",
  "adjudication.where(category.coding.code = 'benefitpaymentstatus').reason",
];

const REQUIRED: Readonly<Record<string, readonly string[]>> = {
  [PROFILES.patient]: ['meta.lastUpdated', 'identifier', 'name', 'gender'],
  [PROFILES.coverage]: ['meta.lastUpdated', 'status', 'beneficiary', 'relationship', 'payor', 'subscriberId'],
  [PROFILES.organization]: ['meta.lastUpdated', 'active', 'name'],
  [PROFILES.practitioner]: ['meta.lastUpdated', 'identifier', 'name'],
  [PROFILES.professional]: [...CLAIM_EOB_REQUIRED, 'careTeam.provider', 'item.servicedDate'],
  [PROFILES.outpatientInstitutional]: CLAIM_EOB_REQUIRED,
  [PROFILES.oral]: [...CLAIM_EOB_REQUIRED, 'item.servicedDate'],
  [PROFILES.pharmacy]: [...CLAIM_EOB_REQUIRED, 'item.quantity'],
  [PROFILES.priorAuthorization]: [...EOB_REQUIRED, "use = 'preauthorization'", 'item.productOrService', 'item.adjudication.category'],
  [PROFILES.referral]: ['meta.lastUpdated', 'status', 'intent', 'code', 'subject'],
};

let insurer: SandboxInsurer;
let stored: Resource[];

beforeAll(async () => {
  loadR4Definitions();
  insurer = new SandboxInsurer();
  const repo = new MemoryRepository();
  stored = [];
  for (const resource of sandboxFhirResources(insurer, TODAY)) stored.push(await repo.createResource(resource));
}, 120_000);

const problems = (resource: Resource): string[] => {
  try {
    return validateResource(resource).map((issue) => `${issue.severity}: ${issue.details?.text ?? ''} @ ${issue.expression?.join(',') ?? ''}`).filter((text) => text.startsWith('error'));
  } catch (error) {
    if (error instanceof OperationOutcomeError) return error.outcome.issue.map((issue) => `${issue.details?.text ?? ''} @ ${issue.expression?.join(',') ?? ''}`);
    throw error;
  }
};

describe('the personas as FHIR R4 resources', () => {
  it('are every kind the Patient Access API serves, each valid FHIR R4', () => {
    expect(new Set(stored.map((resource) => resource.resourceType))).toEqual(new Set(['Organization', 'Patient', 'Coverage', 'Practitioner', 'ExplanationOfBenefit', 'ServiceRequest']));
    const invalid = stored.flatMap((resource) => problems(resource).map((problem) => `${resource.resourceType}/${resource.id ?? ''}: ${problem}`));
    expect(invalid).toEqual([]);
  });

  it('each name their CARIN, PDex or US Core profile and carry what it requires', () => {
    const missing = stored.flatMap((resource) => {
      const profile = resource.meta?.profile?.[0] ?? '';
      const required = REQUIRED[profile];
      if (required === undefined) return [`${resource.resourceType}/${resource.id ?? ''}: no known profile (${profile})`];
      return required.filter((path) => {
        const found = evalFhirPath(path, resource);
        return found.length === 0 || found.every((value) => value === false);
      }).map((path) => `${resource.resourceType}/${resource.id ?? ''}: ${path}`);
    });
    expect(missing).toEqual([]);
    const eobProfiles = new Set(stored.filter((resource) => resource.resourceType === 'ExplanationOfBenefit').map((resource) => resource.meta?.profile?.[0]));
    expect(eobProfiles).toEqual(new Set([PROFILES.professional, PROFILES.outpatientInstitutional, PROFILES.oral, PROFILES.pharmacy, PROFILES.priorAuthorization]));
  });

  it('give each of the subscriber family’s claims one EOB, with a benefitBalance entry per accumulator it counted against', () => {
    const plan = insurer.persona('subscriber', TODAY)?.plans[0];
    expect(plan).toBeDefined();
    const claims = plan?.claims.claims ?? [];
    const eobs = new Map(stored.filter((resource): resource is ExplanationOfBenefit => resource.resourceType === 'ExplanationOfBenefit').map((eob) => [eob.id ?? '', eob]));
    for (const claim of claims) {
      const eob = eobs.get(claimResourceId(claim));
      expect(eob?.patient.reference).toBe(`Patient/${claim.memberKey}`);
      expect(eob?.benefitBalance?.length ?? 0).toBe(claim.accumulators.length);
    }
    expect(claims.some((claim) => claim.accumulators.length > 0)).toBe(true);
  });
});
