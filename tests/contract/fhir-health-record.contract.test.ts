import * as E from 'fp-ts/Either';
import type { Resource } from '@medplum/fhirtypes';
import { describe, expect, it } from 'vitest';
import type { HealthRecordBundle } from '../../domain/model';
import { FHIR_MEMBERS, useFhirSuite } from './fhir-fixture';
import { right } from './answers';
import { fhirR4Problems } from './fhir-validation';

/**
 * Download my data read from the sandbox's FHIR server (searches followed page by page, three to a page)
 * holds for each persona exactly the resources the spec gateway's file holds, valid FHIR R4; the engine's
 * `_lastUpdated` search keeps only what changed since a day; and the guard's refusals come back as the
 * gateway's errors.
 */

const suite = useFhirSuite(3);
const { signIn } = suite;

const keysOf = (bundle: HealthRecordBundle): string[] => bundle.entry.map((entry) => `${entry.resource.resourceType}/${entry.resource.id ?? ''}`);
const eobsOf = (body: Record<string, unknown>): Resource[] => ((body['entry'] as { resource: Resource }[] | undefined) ?? []).map((entry) => entry.resource);

describe('Download my data over FHIR', () => {
  it.each(FHIR_MEMBERS)('gives $username the file the spec gateway gives, valid FHIR R4', async ({ username, domainId }) => {
    await signIn(username, domainId);
    const fromFhir = right(await suite.app.fhir.healthRecord.bundle());
    expect(keysOf(fromFhir)).toEqual(keysOf(right(await suite.app.gateway.healthRecord.bundle())));
    expect(fhirR4Problems(fromFhir as unknown as Resource)).toEqual([]);
    // The validator is no formality: a file whose claim lost its required status is refused.
    const [first, ...rest] = fromFhir.entry.filter((entry) => entry.resource.resourceType === 'ExplanationOfBenefit');
    if (first !== undefined) {
      const { status: _dropped, ...broken } = first.resource;
      expect(fhirR4Problems({ ...fromFhir, entry: [{ resource: broken }, ...rest] } as unknown as Resource)).not.toEqual([]);
    }
  }, 60_000);

  it('asks the server for what changed since a day (_lastUpdated), as the spec gateway keeps it', async () => {
    await signIn('subscriber');
    const recent = right(await suite.app.fhir.healthRecord.bundle('2025-10-01'));
    const all = right(await suite.app.fhir.healthRecord.bundle());
    expect(recent.entry.length).toBeLessThan(all.entry.length);
    expect(keysOf(recent)).toEqual(keysOf(right(await suite.app.gateway.healthRecord.bundle('2025-10-01'))));
  });

  it('filters a search by _lastUpdated on the real FHIR engine', async () => {
    const token = await suite.fixture.tokenFor('subscriber');
    const every = await suite.fixture.get('/ExplanationOfBenefit?_count=100', token);
    const since = await suite.fixture.get('/ExplanationOfBenefit?_count=100&_lastUpdated=ge2025-10-01', token);
    expect(since.status).toBe(200);
    const found = eobsOf(since.body);
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThan(eobsOf(every.body).length);
    for (const eob of found) expect((eob.meta?.lastUpdated ?? '') >= '2025-10-01').toBe(true);
    const missed = eobsOf(every.body).filter((eob) => !found.some((kept) => kept.id === eob.id));
    for (const eob of missed) expect((eob.meta?.lastUpdated ?? '') < '2025-10-01').toBe(true);
  });

  it('answers a missing token with the 401 the gateway gives', async () => {
    suite.app.tokens.clear();
    const refused = await suite.app.fhir.healthRecord.bundle();
    expect(E.isLeft(refused) && refused.left.status).toBe(401);
  });
});
