import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { Authorization } from '../../domain/model';
import { FHIR_MEMBERS, useFhirSuite } from './fhir-fixture';
import { right } from './answers';

/**
 * The prior authorizations and referrals (PDex) and the ID card's coverage facts (CARIN Coverage) read from the
 * sandbox's FHIR server give each persona what the spec gateway gives, a page of three at a time; the server's
 * guard keeps each token to what the member may see, and its refusals come back as the gateway's errors.
 */

const suite = useFhirSuite(3);
const { signIn } = suite;

const byId = (items: readonly Authorization[]): Authorization[] => [...items].sort((a, b) => a.authorizationId.localeCompare(b.authorizationId));

describe('prior authorizations and referrals over FHIR', () => {
  it.each(FHIR_MEMBERS)('gives $username the requests the spec gateway gives, and no other', async ({ username, domainId }) => {
    await signIn(username, domainId);
    const expected = byId(right(await suite.app.gateway.authorizations.authorizations()));
    expect(byId(right(await suite.app.fhir.authorizations.authorizations()))).toEqual(expected);
  });

  it('shows the subscriber requests of every status and kind, more than a page holds', async () => {
    await signIn('subscriber');
    const found = right(await suite.app.fhir.authorizations.authorizations());
    expect(found.length).toBeGreaterThan(3);
    expect(new Set(found.map((item) => item.status)).size).toBe(8);
    expect(new Set(found.map((item) => item.kind))).toEqual(new Set(['prior-authorization', 'referral']));
  });

  it('gives the tracker the same pages as the spec gateway: each page, its count and the approvals about to expire, filtered or not', async () => {
    await signIn('subscriber');
    const app = suite.app;
    const whole = right(await app.gateway.authorizations.authorizations());
    const minor = whole.find((item) => item.memberKey !== whole[0]?.memberKey)?.memberKey;
    for (const query of [{}, { memberKey: minor }, { status: 'expired' as const }, { fromDate: '2025-10-01', toDate: '2025-11-20' }]) {
      const first = right(await app.gateway.authorizations.authorizationsPage(query, { page: 1, pageSize: 3 }));
      expect(first.total, JSON.stringify(query)).toBeGreaterThan(0);
      for (const page of [1, 2, Math.ceil(first.total / 3) + 1]) {
        expect(right(await app.fhir.authorizations.authorizationsPage(query, { page, pageSize: 3 })), `${JSON.stringify(query)} page ${page}`).toEqual(
          right(await app.gateway.authorizations.authorizationsPage(query, { page, pageSize: 3 })),
        );
      }
    }
    const refused = await app.fhir.authorizations.authorizationsPage({}, { page: 1, pageSize: 101 });
    expect(E.isLeft(refused) && refused.left).toMatchObject({ status: 400, code: 'INVALID_SIZE' });
  }, 90_000);

  it('gives each request by its reference as the spec gateway does, and a 404 for a reference the member may see nothing by', async () => {
    await signIn('subscriber');
    const whole = right(await suite.app.gateway.authorizations.authorizations());
    for (const item of whole) expect(right(await suite.app.fhir.authorizations.authorization(item.authorizationId))).toEqual(item);
    const unknown = await suite.app.fhir.authorizations.authorization('PA-0000000');
    expect(E.isLeft(unknown) && unknown.left.status).toBe(404);
    await signIn('spouse');
    const own = new Set(right(await suite.app.gateway.authorizations.authorizations()).map((item) => item.authorizationId));
    const hidden = whole.find((item) => !own.has(item.authorizationId));
    expect(hidden).toBeDefined();
    const refused = await suite.app.fhir.authorizations.authorization(hidden?.authorizationId ?? '');
    expect(E.isLeft(refused) && refused.left.status).toBe(404);
  }, 90_000);

  it('keeps the plan’s list of services that need approval from the spec gateway', async () => {
    await signIn('subscriber');
    expect(right(await suite.app.fhir.authorizations.requirements())).toEqual(right(await suite.app.gateway.authorizations.requirements()));
  });

  it('answers a missing token with the 401 the gateway gives', async () => {
    suite.app.tokens.clear();
    const refused = await suite.app.fhir.authorizations.authorizations();
    expect(E.isLeft(refused) && refused.left.status).toBe(401);
  });
});

describe('the ID card’s coverage facts over FHIR', () => {
  it.each([
    { username: 'subscriber', domainId: 1 as const },
    { username: 'spouse', domainId: 1 as const },
    { username: 'summit', domainId: 2 as const },
    { username: 'providence', domainId: 5 as const },
  ])('gives $username the card the spec gateway gives', async ({ username, domainId }) => {
    await signIn(username, domainId);
    expect(right(await suite.app.fhir.idCard.view())).toEqual(right(await suite.app.gateway.idCard.view()));
  });

  it('gives the subscriber each family member’s card, and refuses a dependant another member’s (403) as the spec gateway does', async () => {
    await signIn('subscriber');
    const { members } = right(await suite.app.gateway.claims.metadata());
    for (const member of members) expect(right(await suite.app.fhir.idCard.view(member.memberKey))).toEqual(right(await suite.app.gateway.idCard.view(member.memberKey)));
    await signIn('spouse');
    for (const assembly of [suite.app.fhir, suite.app.gateway]) {
      const refused = await assembly.idCard.view(members[0]?.memberKey);
      expect(E.isLeft(refused) && refused.left.status).toBe(403);
    }
  });
});
