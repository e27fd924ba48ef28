import { describe, expect, it } from 'vitest';
import type { Authorization, AuthorizationsQuery, Paging } from '../../domain/model';
import { approvalsExpiringSoon, authorizationMembersVisibleTo } from '../../domain/rules/authorizations';
import { AUTHORIZATIONS_PAGE_SIZE, authorizationMeetsQuery } from '../../domain/rules/authorizations-paging';
import { CONTRACT_ASSEMBLIES, useContractAssembly, CONTRACT_TODAY, type ContractAssembly } from './assemblies';
import { left, right, signIn } from './answers';
import { everyPage, expectPagingEdges, expectPagingRefusals, historyOnTheWire } from './paging';

/**
 * The tracker's requests a page at a time (GET /api/prior-authorizations/page), over both assemblies: every
 * page together is the list GET /api/prior-authorizations answers, filtered the same way, newest first, with
 * its count and the approvals about to expire, for each persona's token; the edges of the paging; and what a
 * wrong page, size, day or member is answered with.
 */

/** The whole list as GET /api/prior-authorizations answers it, filtered by the query on the contract's day. */
async function wholeList(assembly: ContractAssembly, query: AuthorizationsQuery): Promise<readonly Authorization[]> {
  return right(await assembly.authorizations.authorizations()).filter((item) => authorizationMeetsQuery(item, query, CONTRACT_TODAY));
}

describe.each(CONTRACT_ASSEMBLIES)('the tracker’s requests a page at a time over $name', ({ assemble }) => {
  const assembly = useContractAssembly(assemble);
  const pagesOf = (query: AuthorizationsQuery) => (paging: Paging) => assembly().authorizations.authorizationsPage(query, paging);

  it.each([
    ['subscriber', 1],
    ['spouse', 1],
    ['minor', 1],
    ['summit', 2],
    ['providence', 5],
  ] as const)('pages %s’s requests: every page together is the whole list, newest first, with its count and the approvals about to expire', async (username, domainId) => {
    await signIn(assembly(), username, domainId);
    const all = await wholeList(assembly(), {});
    expect(all.length).toBeGreaterThan(0);
    const first = right(await assembly().authorizations.authorizationsPage({}, { page: 1, pageSize: AUTHORIZATIONS_PAGE_SIZE }));
    expect(first).toMatchObject({ page: 1, pageSize: AUTHORIZATIONS_PAGE_SIZE, total: all.length, items: all.slice(0, AUTHORIZATIONS_PAGE_SIZE) });
    expect(first.expiringSoon).toEqual(approvalsExpiringSoon(all, CONTRACT_TODAY));
    expect(await everyPage(pagesOf({}), 3)).toEqual(all);
  });

  it('filters each page as the tracker filters the list: member, status as the member sees it, and days received', async () => {
    await signIn(assembly(), 'subscriber');
    const signedIn = right(await assembly().account.account());
    const [viewer, ...others] = authorizationMembersVisibleTo(signedIn.members[0]!, signedIn.members, CONTRACT_TODAY);
    expect(others.length).toBeGreaterThan(0);
    for (const query of [
      { memberKey: others[0]!.memberKey },
      { status: 'denied' as const },
      { status: 'expired' as const },
      { fromDate: '2025-10-01', toDate: '2025-11-20' },
      { memberKey: viewer!.memberKey, status: 'approved' as const, fromDate: '2025-01-01' },
    ]) {
      const all = await wholeList(assembly(), query);
      const page = right(await assembly().authorizations.authorizationsPage(query, { page: 1, pageSize: 7 }));
      expect(page.total, JSON.stringify(query)).toBe(all.length);
      expect(all.length, JSON.stringify(query)).toBeGreaterThan(0);
      expect(await everyPage(pagesOf(query), 7), JSON.stringify(query)).toEqual(all);
    }
  });

  it('answers the edges: one request a page, the largest page, and a page after the last empty with the count still said', async () => {
    await signIn(assembly(), 'subscriber');
    await expectPagingEdges(pagesOf({}), await wholeList(assembly(), {}));
  });

  it('answers each request by its reference as the list gives it, and not one the member may not see or that does not exist', async () => {
    await signIn(assembly(), 'subscriber');
    const family = right(await assembly().authorizations.authorizations());
    for (const item of family) expect(right(await assembly().authorizations.authorization(item.authorizationId))).toEqual(item);
    await signIn(assembly(), 'spouse');
    const own = new Set(right(await assembly().authorizations.authorizations()).map((item) => item.authorizationId));
    const others = family.filter((item) => !own.has(item.authorizationId));
    expect(others.length).toBeGreaterThan(0);
    expect(left(await assembly().authorizations.authorization(others[0]!.authorizationId))).toMatchObject({ status: 404, code: 'AUTHORIZATION_NOT_FOUND' });
    expect(left(await assembly().authorizations.authorization('PA-0000000'))).toMatchObject({ status: 404, code: 'AUTHORIZATION_NOT_FOUND' });
  });

  it('refuses a page below 1, a size outside 1 to 100, a wrong or backward day and the requests of someone the member may not see', async () => {
    const subscriberKey = await signIn(assembly(), 'subscriber');
    await expectPagingRefusals(pagesOf({}));
    const page = (query: AuthorizationsQuery) => pagesOf(query)({ page: 1, pageSize: AUTHORIZATIONS_PAGE_SIZE });
    expect(left(await page({ fromDate: '2025-06-01', toDate: '2025-05-01' }))).toMatchObject({ status: 400, code: 'INVALID_RANGE' });
    expect(left(await page({ fromDate: '06/01/2025' }))).toMatchObject({ status: 400 });
    await signIn(assembly(), 'spouse');
    expect(left(await page({ memberKey: subscriberKey }))).toMatchObject({ status: 403 });
  });
});

/** What goes over the wire for the scale persona's tracker (a family of 8 with years of requests). */
describe('the tracker’s answers for a member with years of history, on the wire', () => {
  const wire = historyOnTheWire();

  it('answers the tracker’s first page in under 20 kB, where the whole list is about 100 kB, and its pages together are the whole list', async () => {
    const first = await wire.get('/api/prior-authorizations/page');
    expect(first.status).toBe(200);
    const page = await first.arrayBuffer();
    const body = JSON.parse(new TextDecoder().decode(page)) as { items: Authorization[]; total: number };
    expect(body.items).toHaveLength(AUTHORIZATIONS_PAGE_SIZE);
    expect(body.total).toBeGreaterThan(150);
    expect(page.byteLength).toBeLessThan(20_000);
    const answer = await wire.get('/api/prior-authorizations');
    const wholeBytes = await answer.arrayBuffer();
    expect(wholeBytes.byteLength).toBeGreaterThan(80_000);
    const whole = JSON.parse(new TextDecoder().decode(wholeBytes)) as Authorization[];
    expect(await wire.everyPage('/api/prior-authorizations/page', body.total)).toEqual(whole);
  }, 60_000);
});
