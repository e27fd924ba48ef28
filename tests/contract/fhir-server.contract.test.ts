import * as E from 'fp-ts/Either';
import type { Bundle, ExplanationOfBenefit, Resource, ServiceRequest } from '@medplum/fhirtypes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyMembersVisibleTo } from '../../domain/rules/claims';
import { listAuthorizations } from '../../adapters/sandbox/sandbox-authorizations';
import { CONTRACT_TODAY } from './assemblies';
import { startFhirFixture, type FhirFixture } from './fhir-fixture';

/**
 * The sandbox's FHIR server enforces privacy itself, in front of the engine: each persona's token reads only
 * the patient compartments the claims rule lets its member see (the subscriber the family's, a dependant
 * their own) and, of the prior authorizations there, those the authorizations rule shows; whatever else is
 * asked for is not there (404), left out of a search, or refused (403) when named outright.
 */

let fixture: FhirFixture;

beforeAll(async () => {
  fixture = await startFhirFixture();
}, 120_000);

afterAll(async () => {
  await fixture.close();
});

const ids = (body: Record<string, unknown>): string[] => ((body as unknown as Bundle).entry ?? []).map((entry) => entry.resource?.id ?? '').sort();
const resources = <R extends Resource>(body: Record<string, unknown>): R[] => ((body as unknown as Bundle<R>).entry ?? []).flatMap((entry) => (entry.resource === undefined ? [] : [entry.resource]));

/** Every resource a search finds, following the Bundle `next` links (a page holds 100 at most). */
async function searchAll<R extends Resource>(path: string, token: string): Promise<R[]> {
  const found: R[] = [];
  let next: string | undefined = `${fixture.fhir.baseUrl}${path}`;
  while (next !== undefined) {
    const response = await fetch(next, { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    const bundle = (await response.json()) as Bundle<R>;
    found.push(...(bundle.entry ?? []).flatMap((entry) => (entry.resource === undefined ? [] : [entry.resource])));
    next = bundle.link?.find((link) => link.relation === 'next')?.url;
  }
  return found;
}

/** What the sandbox insurer says the persona's member may see: member keys and prior authorization ids. */
function scopeOf(token: string): { readonly members: string[]; readonly family: string[]; readonly authorizations: string[] } {
  const access = fixture.gateway.insurer.memberAccess(token, CONTRACT_TODAY);
  if (E.isLeft(access)) throw new Error('the insurer refused the token');
  const { viewer, plan } = access.right;
  const authorizations = listAuthorizations(access.right);
  return {
    members: familyMembersVisibleTo(viewer, plan.account.members).map((member) => member.memberKey).sort(),
    family: plan.account.members.map((member) => member.memberKey).sort(),
    authorizations: E.isRight(authorizations) ? authorizations.right.map((item) => item.authorizationId).sort() : [],
  };
}

const MEMBER_PERSONAS: readonly { readonly username: string; readonly domainId: 1 | 2 | 5 }[] = [
  { username: 'subscriber', domainId: 1 },
  { username: 'spouse', domainId: 1 },
  { username: 'minor', domainId: 1 },
  { username: 'termed', domainId: 1 },
  { username: 'navitus', domainId: 1 },
  { username: 'summit', domainId: 2 },
  { username: 'providence', domainId: 5 },
  { username: 'provdep', domainId: 5 },
];

describe('the sandbox FHIR server scopes every token to what its member may see', () => {
  it.each(MEMBER_PERSONAS)('$username reads only the members, claims and prior authorizations the rules show them', async ({ username, domainId }) => {
    const token = await fixture.tokenFor(username, domainId);
    const scope = scopeOf(token);
    const patients = await fixture.get('/Patient?_count=100', token);
    expect(patients.status).toBe(200);
    expect(ids(patients.body)).toEqual(scope.members);

    const eobs = await fixture.get('/ExplanationOfBenefit?_count=100', token);
    expect(eobs.status).toBe(200);
    const found = await searchAll<ExplanationOfBenefit>('/ExplanationOfBenefit?_count=100', token);
    expect((eobs.body as unknown as Bundle).total).toBe(found.length);
    for (const eob of found) expect(scope.members).toContain(eob.patient.reference?.replace('Patient/', ''));
    const priorAuthorizations = found.filter((eob) => eob.use === 'preauthorization').map((eob) => eob.id ?? '').sort();
    expect(priorAuthorizations).toEqual(scope.authorizations);

    const coverage = resources<Resource & { beneficiary?: { reference?: string } }>((await fixture.get('/Coverage?_count=100', token)).body);
    for (const entry of coverage) expect(scope.members).toContain(entry.beneficiary?.reference?.replace('Patient/', ''));

    const referrals = await searchAll<ServiceRequest>('/ServiceRequest?_count=100', token);
    for (const referral of referrals) expect(scope.members).toContain(referral.subject.reference?.replace('Patient/', ''));
  });

  it('hides the rest of the family from a dependant: another member is not found, and naming them is refused', async () => {
    const token = await fixture.tokenFor('spouse');
    const scope = scopeOf(token);
    const others = scope.family.filter((memberKey) => !scope.members.includes(memberKey));
    expect(others.length).toBeGreaterThan(0);
    const subscriberToken = await fixture.tokenFor('subscriber');
    const familyClaims = await searchAll<ExplanationOfBenefit>('/ExplanationOfBenefit?_count=100', subscriberToken);
    const othersClaim = familyClaims.find((eob) => others.includes(eob.patient.reference?.replace('Patient/', '') ?? ''));
    expect(othersClaim, 'a claim of another member of the family').toBeDefined();

    expect((await fixture.get(`/ExplanationOfBenefit/${othersClaim?.id ?? ''}`, subscriberToken)).status).toBe(200);
    const hidden = await fixture.get(`/ExplanationOfBenefit/${othersClaim?.id ?? ''}`, token);
    expect(hidden.status).toBe(404);
    expect(hidden.body.resourceType).toBe('OperationOutcome');
    expect((await fixture.get(`/Patient/${others[0] ?? ''}`, token)).status).toBe(404);
    const named = await fixture.get(`/ExplanationOfBenefit?patient=Patient/${others[0] ?? ''}`, token);
    expect(named.status).toBe(403);
    expect(named.body.resourceType).toBe('OperationOutcome');

    const familyReferrals = await searchAll<ServiceRequest>('/ServiceRequest?_count=100', subscriberToken);
    const othersReferral = familyReferrals.find((referral) => others.includes(referral.subject.reference?.replace('Patient/', '') ?? ''));
    expect(othersReferral, 'a referral of another member of the family').toBeDefined();
    expect((await fixture.get(`/ServiceRequest/${othersReferral?.id ?? ''}`, token)).status).toBe(404);
    expect((await fixture.get(`/ServiceRequest?subject=Patient/${others[0] ?? ''}`, token)).status).toBe(403);
  });

  it('keeps a minor’s sensitive care from the subscriber, as the authorizations rule does', async () => {
    const subscriber = scopeOf(await fixture.tokenFor('subscriber'));
    const minorToken = await fixture.tokenFor('minor');
    const minor = scopeOf(minorToken);
    const minorsOwn = (await searchAll<ExplanationOfBenefit>('/ExplanationOfBenefit?_count=100', minorToken)).filter((eob) => eob.use === 'preauthorization');
    const keptFromSubscriber = minorsOwn.filter((eob) => !subscriber.authorizations.includes(eob.id ?? ''));
    expect(keptFromSubscriber.length, 'the minor’s requests the subscriber does not see').toBeGreaterThan(0);
    expect(minor.authorizations).toEqual(minorsOwn.map((eob) => eob.id ?? '').sort());
    const subscriberToken = await fixture.tokenFor('subscriber');
    expect((await fixture.get(`/ExplanationOfBenefit/${keptFromSubscriber[0]?.id ?? ''}`, subscriberToken)).status).toBe(404);
  });

  it('answers 401 with an OperationOutcome without a token or with one the insurer did not sign, and stays read-only', async () => {
    const none = await fixture.get('/Patient', null);
    expect(none.status).toBe(401);
    expect(none.body.resourceType).toBe('OperationOutcome');
    const token = await fixture.tokenFor('subscriber');
    const forged = `${token.slice(0, token.lastIndexOf('.'))}.${'A'.repeat(43)}`;
    expect((await fixture.get('/Patient', forged)).status).toBe(401);
    const write = await fetch(`${fixture.fhir.baseUrl}/Patient`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/fhir+json' }, body: '{"resourceType":"Patient"}' });
    expect(write.status).toBe(403);
  });

  it('pages a search with Bundle next links that together give every match once', async () => {
    const token = await fixture.tokenFor('subscriber');
    const all = await fixture.get('/ExplanationOfBenefit?_count=100', token);
    const total = (all.body as unknown as Bundle).total ?? 0;
    expect(total).toBeGreaterThan(20);
    const seen: string[] = [];
    let next: string | undefined = `${fixture.fhir.baseUrl}/ExplanationOfBenefit?_count=20`;
    let pages = 0;
    while (next !== undefined) {
      const response = await fetch(next, { headers: { Authorization: `Bearer ${token}` } });
      const bundle = (await response.json()) as Bundle;
      expect(bundle.total).toBe(total);
      seen.push(...(bundle.entry ?? []).map((entry) => entry.resource?.id ?? ''));
      next = bundle.link?.find((link) => link.relation === 'next')?.url;
      pages += 1;
    }
    expect(pages).toBe(Math.ceil(total / 20));
    expect(seen.sort()).toEqual((await searchAll('/ExplanationOfBenefit?_count=100', token)).map((resource) => resource.id ?? '').sort());
  });
});
