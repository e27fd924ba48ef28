import * as E from 'fp-ts/Either';
import type { Resource } from '@medplum/fhirtypes';
import { describe, expect, it } from 'vitest';
import type { DomainId, HealthRecordBundle } from '../../domain/model';
import { healthRecordContents } from '../../domain/rules/health-record';
import { claimResourceId } from '../../adapters/sandbox/fhir/persona-resources';
import { CONTRACT_ASSEMBLIES, useContractAssembly } from './assemblies';
import { right } from './answers';
import { fhirR4Problems } from './fhir-validation';

/**
 * Download my data on the spec gateway (/api/health-record), over both assemblies: each persona's file is a
 * valid FHIR R4 Bundle holding exactly what their screens show them (the claims list's claims, the
 * authorizations page's requests, the claims filter's members), `since` keeps only what changed on or
 * after a day, and a call without a token is refused.
 */

const PERSONAS: readonly { readonly username: string; readonly domainId: DomainId }[] = [
  { username: 'subscriber', domainId: 1 },
  { username: 'spouse', domainId: 1 },
  { username: 'minor', domainId: 1 },
  { username: 'summit', domainId: 2 },
  { username: 'providence', domainId: 5 },
];

const resourcesOf = (bundle: HealthRecordBundle, type: string, use?: string): Resource[] =>
  bundle.entry.map((entry) => entry.resource as unknown as Resource).filter((resource) => resource.resourceType === type && (use === undefined || (resource as { use?: string }).use === use));
const idsOf = (resources: readonly Resource[]): string[] => resources.map((resource) => resource.id ?? '').sort();

describe.each(CONTRACT_ASSEMBLIES)('Download my data over $name', ({ assemble }) => {
  const assembly = useContractAssembly(assemble);

  const signIn = async (username: string, domainId: DomainId): Promise<void> => {
    assembly().tokens.store(right(await assembly().auth.login({ username, password: 'Sandbox1', domainId })).token);
  };

  it.each(PERSONAS)("gives $username a valid FHIR R4 Bundle of what their screens show, and no one else's", async ({ username, domainId }) => {
    await signIn(username, domainId);
    const bundle = right(await assembly().healthRecord.bundle());
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
    expect(fhirR4Problems(bundle as unknown as Resource)).toEqual([]);

    const claims = right(await assembly().claims.claims({}));
    expect(idsOf(resourcesOf(bundle, 'ExplanationOfBenefit', 'claim'))).toEqual(claims.map(claimResourceId).sort());
    const authorizations = right(await assembly().authorizations.authorizations());
    expect(idsOf(resourcesOf(bundle, 'ExplanationOfBenefit', 'preauthorization'))).toEqual(authorizations.map((item) => item.authorizationId).sort());
    const members = right(await assembly().claims.metadata()).members.map((member) => member.memberKey).sort();
    expect(idsOf(resourcesOf(bundle, 'Patient'))).toEqual(members);
    const beneficiaries = resourcesOf(bundle, 'Coverage').map((coverage) => (coverage as { beneficiary?: { reference?: string } }).beneficiary?.reference);
    expect(beneficiaries.length).toBeGreaterThan(0);
    for (const beneficiary of beneficiaries) expect(members.map((key) => `Patient/${key}`)).toContain(beneficiary);
    expect(healthRecordContents(bundle)).toMatchObject({ members: members.length, claims: claims.length, authorizations: authorizations.length });
  });

  it('keeps the subscriber’s file to what changed since a day when asked, with every member and coverage still there', async () => {
    await signIn('subscriber', 1);
    const all = right(await assembly().healthRecord.bundle());
    const recent = right(await assembly().healthRecord.bundle('2025-10-01'));
    const eobs = resourcesOf(recent, 'ExplanationOfBenefit');
    expect(eobs.length).toBeGreaterThan(0);
    expect(eobs.length).toBeLessThan(resourcesOf(all, 'ExplanationOfBenefit').length);
    for (const eob of eobs) expect((eob.meta?.lastUpdated ?? '') >= '2025-10-01').toBe(true);
    expect(idsOf(resourcesOf(recent, 'Patient'))).toEqual(idsOf(resourcesOf(all, 'Patient')));
    expect(idsOf(resourcesOf(recent, 'Coverage'))).toEqual(idsOf(resourcesOf(all, 'Coverage')));
    const refused = await assembly().healthRecord.bundle('October');
    expect(E.isLeft(refused) && refused.left).toMatchObject({ kind: 'http', status: 400 });
  });

  it('refuses a call without a token', async () => {
    assembly().tokens.clear();
    const refused = await assembly().healthRecord.bundle();
    expect(E.isLeft(refused) && refused.left).toMatchObject({ kind: 'http', status: 401 });
  });
});
