import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { ReferralQuery } from '../../domain/model';
import { FHIR_MEMBERS, useFhirSuite } from './fhir-fixture';
import { right } from './answers';

/**
 * The referrals port read from the sandbox's FHIR server (a US Core ServiceRequest per referral) gives each
 * persona what the spec gateway gives, a page of three resources at a time so that only following Bundle
 * `next` links finds them all: the same pages, filters, metadata and whether there are any. The server's guard
 * keeps each token to the referrals of the members whose claims it may see.
 */

const suite = useFhirSuite(3);
const { signIn } = suite;

describe('referrals over FHIR', () => {
  it.each(FHIR_MEMBERS)('gives $username the referrals, metadata and pages the spec gateway gives', async ({ username, domainId }) => {
    await signIn(username, domainId);
    const all: ReferralQuery = { page: 0, size: 100 };
    expect(right(await suite.app.fhir.referrals.referrals(all))).toEqual(right(await suite.app.gateway.referrals.referrals(all)));
    expect(right(await suite.app.fhir.referrals.metadata())).toEqual(right(await suite.app.gateway.referrals.metadata()));
    expect(right(await suite.app.fhir.referrals.hasReferrals())).toBe(right(await suite.app.gateway.referrals.hasReferrals()));
  });

  it('pages and filters the subscriber’s family’s referrals as the spec gateway does', async () => {
    await signIn('subscriber');
    const everything = right(await suite.app.gateway.referrals.referrals({ page: 0, size: 100 }));
    expect(everything.totalElements).toBeGreaterThan(10);
    const first = everything.content[0];
    const expired = everything.content.find((referral) => referral.endDate < (first?.startDate ?? ''));
    expect(expired).toBeDefined();
    const queries: ReferralQuery[] = [
      { page: 1, size: 10 },
      { page: 2, size: 10 },
      { page: 0, size: 100, memberKey: first?.memberKey ?? '' },
      { page: 0, size: 100, statusCode: 'approved' },
      { page: 0, size: 100, providerId: first?.providerId ?? '' },
      { page: 0, size: 100, excludeExpired: true },
    ];
    for (const query of queries) expect(right(await suite.app.fhir.referrals.referrals(query)), JSON.stringify(query)).toEqual(right(await suite.app.gateway.referrals.referrals(query)));
    expect(right(await suite.app.fhir.referrals.metadata(first?.memberKey))).toEqual(right(await suite.app.gateway.referrals.metadata(first?.memberKey)));
    expect(right(await suite.app.fhir.referrals.referrals({ page: 0, size: 100, excludeExpired: true })).content.map((referral) => referral.referralId)).not.toContain(expired?.referralId);
  });

  it('refuses a dependant’s search naming another member (403), and a page out of range as the gateway does', async () => {
    await signIn('subscriber');
    const { members } = right(await suite.app.gateway.referrals.metadata());
    await signIn('spouse');
    const own = right(await suite.app.fhir.referrals.metadata()).members.map((member) => member.memberKey);
    const other = members.find((member) => !own.includes(member.memberKey));
    expect(other).toBeDefined();
    const refused = await suite.app.fhir.referrals.referrals({ page: 0, size: 10, memberKey: other?.memberKey ?? '' });
    expect(E.isLeft(refused) && refused.left.status).toBe(403);
    const badPage = await suite.app.fhir.referrals.referrals({ page: -1, size: 10 });
    expect(E.isLeft(badPage) && badPage.left).toMatchObject({ status: 400 });
    expect(E.isLeft(await suite.app.gateway.referrals.referrals({ page: -1, size: 10 }))).toBe(true);
  });
});
