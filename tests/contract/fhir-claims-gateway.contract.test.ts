import * as E from 'fp-ts/Either';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ClaimsGateway } from '../../application/ports';
import { useFhirSuite } from './fhir-fixture';
import { right } from './answers';

/**
 * The claims port read from a FHIR server (the sandbox's, on loopback, over the real engine) gives a member the
 * same claims, the claims screen's pages, claim pages with their accumulators, and filter choices as the spec gateway, following the
 * search's Bundle `next` links page after page; its refusals come back as the gateway's errors would.
 */

// Four to a page: every member's claims here take several pages, so only following `next` gets them all.
const suite = useFhirSuite(4);
const { signIn } = suite;
/** The claims port over FHIR, and the spec gateway's to compare with. */
let fhir: ClaimsGateway;
let gateway: ClaimsGateway;

beforeAll(() => {
  fhir = suite.app.fhir.claims;
  gateway = suite.app.gateway.claims;
});

describe('the claims port over FHIR', () => {
  it.each([
    { username: 'spouse', domainId: 1 as const },
    { username: 'providence', domainId: 5 as const },
  ])('gives $username the claims the spec gateway gives, page after page', async ({ username, domainId }) => {
    await signIn(username, domainId);
    const expected = right(await gateway.claims({}));
    expect(expected.length).toBeGreaterThan(4);
    expect(right(await fhir.claims({}))).toEqual(expected);
    expect(right(await fhir.metadata())).toEqual(right(await gateway.metadata()));
  });

  it('gives the subscriber the family’s claims the spec gateway gives', async () => {
    await signIn('subscriber');
    expect(right(await fhir.claims({}))).toEqual(right(await gateway.claims({})));
  }, 90_000);

  it('filters by member, claim type and dates of service as the gateway does', async () => {
    await signIn('subscriber');
    const { members } = right(await gateway.metadata());
    const child = members[2]?.memberKey;
    for (const query of [{ memberKey: child }, { claimType: 'dental' as const }, { claimType: 'medical' as const }, { fromDate: '2025-06-01', toDate: '2025-09-30' }]) {
      expect(right(await fhir.claims(query)), JSON.stringify(query)).toEqual(right(await gateway.claims(query)));
    }
  });

  it('gives the claims screen the same pages as the gateway: each page, its count and its totals, filtered or not', async () => {
    await signIn('subscriber');
    const { members } = right(await gateway.metadata());
    for (const query of [{}, { memberKey: members[1]?.memberKey }, { claimType: 'dental' as const, fromDate: '2025-01-01' }]) {
      const first = right(await gateway.claimsPage(query, { page: 1, pageSize: 7 }));
      expect(first.total, JSON.stringify(query)).toBeGreaterThan(0);
      for (const page of [1, 2, Math.ceil(first.total / 7), Math.ceil(first.total / 7) + 1]) {
        expect(right(await fhir.claimsPage(query, { page, pageSize: 7 })), `${JSON.stringify(query)} page ${page}`).toEqual(right(await gateway.claimsPage(query, { page, pageSize: 7 })));
      }
    }
    const refused = await fhir.claimsPage({}, { page: 0, pageSize: 7 });
    expect(E.isLeft(refused) && refused.left).toMatchObject({ status: 400, code: 'INVALID_PAGE' });
  }, 90_000);

  it('shows a claim with the accumulators it counted against, as the gateway does', async () => {
    await signIn('subscriber');
    const counted = right(await gateway.claims({})).filter((claim) => claim.accumulators.length > 0);
    expect(counted.length).toBeGreaterThan(0);
    for (const claim of counted.slice(0, 3)) expect(right(await fhir.claim(claim.claimId))).toEqual(right(await gateway.claim(claim.claimId)));
    const pending = right(await gateway.claims({})).find((claim) => claim.status === 'pending');
    if (pending !== undefined) expect(right(await fhir.claim(pending.claimId))).toEqual(pending);
  });

  it('refuses a dependant another member’s claim (404) and claims (403), and a missing token (401), as the gateway does', async () => {
    await signIn('subscriber');
    const { members } = right(await gateway.metadata());
    const subscriberClaim = right(await gateway.claims({ memberKey: members[0]?.memberKey }))[0];
    await signIn('spouse');
    const notFound = await fhir.claim(subscriberClaim?.claimId ?? '');
    expect(E.isLeft(notFound) && notFound.left.status).toBe(404);
    const forbidden = await fhir.claims({ memberKey: members[0]?.memberKey });
    expect(E.isLeft(forbidden) && forbidden.left.status).toBe(403);
    suite.app.tokens.clear();
    const unauthorised = await fhir.claims({});
    expect(E.isLeft(unauthorised) && unauthorised.left.status).toBe(401);
  });
});
