import * as E from 'fp-ts/Either';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayError } from '../../application/shared/gateway-error';
import type { Authorization, AuthorizationsQuery, DomainId } from '../../domain/model';
import { approvalsExpiringSoon, authorizationMembersVisibleTo } from '../../domain/rules/authorizations';
import { AUTHORIZATIONS_PAGE_SIZE, authorizationMeetsQuery, authorizationsPageCount } from '../../domain/rules/authorizations-paging';
import { CLAIMS_MAX_PAGE_SIZE } from '../../domain/rules/claims-paging';
import { readTokenClaims } from '../../domain/rules/token-claims';
import { startSandboxServer, type SandboxServer } from '../../adapters/sandbox/sandbox-http-handler';
import { CONTRACT_ASSEMBLIES, useContractAssembly, CONTRACT_TODAY, type ContractAssembly } from './assemblies';
import { right } from './answers';

/**
 * The tracker's requests a page at a time (GET /api/prior-authorizations/page), over both assemblies: every
 * page together is the list GET /api/prior-authorizations answers, filtered the same way, newest first, with
 * its count and the approvals about to expire, for each persona's token; the edges of the paging; and what a
 * wrong page, size, day or member is answered with.
 */

function left<A>(result: E.Either<GatewayError, A>): GatewayError {
  if (E.isRight(result)) throw new Error(`expected a failure, got ${JSON.stringify(result.right).slice(0, 200)}`);
  return result.left;
}

async function signIn(assembly: ContractAssembly, username: string, domainId: DomainId = 1): Promise<string> {
  const token = right(await assembly.auth.login({ username, password: 'Sandbox1', domainId })).token;
  assembly.tokens.store(token);
  return readTokenClaims(token)?.memberKey ?? '';
}

/** Every page of the query, one after another, as the tracker would turn them. */
async function everyPage(assembly: ContractAssembly, query: AuthorizationsQuery, pageSize: number): Promise<Authorization[]> {
  const first = right(await assembly.authorizations.authorizationsPage(query, { page: 1, pageSize }));
  const items = [...first.items];
  for (let page = 2; page <= authorizationsPageCount(first.total, pageSize); page += 1) {
    items.push(...right(await assembly.authorizations.authorizationsPage(query, { page, pageSize })).items);
  }
  return items;
}

/** The whole list as GET /api/prior-authorizations answers it, filtered by the query on the contract's day. */
async function wholeList(assembly: ContractAssembly, query: AuthorizationsQuery): Promise<readonly Authorization[]> {
  return right(await assembly.authorizations.authorizations()).filter((item) => authorizationMeetsQuery(item, query, CONTRACT_TODAY));
}

describe.each(CONTRACT_ASSEMBLIES)('the tracker’s requests a page at a time over $name', ({ assemble }) => {
  const assembly = useContractAssembly(assemble);

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
    expect(await everyPage(assembly(), {}, 3)).toEqual(all);
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
      expect(await everyPage(assembly(), query, 7), JSON.stringify(query)).toEqual(all);
    }
  });

  it('answers the edges: one request a page, the largest page, and a page after the last empty with the count still said', async () => {
    await signIn(assembly(), 'subscriber');
    const all = await wholeList(assembly(), {});
    expect(right(await assembly().authorizations.authorizationsPage({}, { page: all.length, pageSize: 1 })).items).toEqual(all.slice(-1));
    expect(right(await assembly().authorizations.authorizationsPage({}, { page: 1, pageSize: CLAIMS_MAX_PAGE_SIZE })).items).toEqual(all.slice(0, CLAIMS_MAX_PAGE_SIZE));
    const after = right(await assembly().authorizations.authorizationsPage({}, { page: all.length + 1, pageSize: 1 }));
    expect(after).toMatchObject({ items: [], page: all.length + 1, total: all.length });
  });

  it('refuses a page below 1, a size outside 1 to 100, a wrong or backward day and the requests of someone the member may not see', async () => {
    const subscriberKey = await signIn(assembly(), 'subscriber');
    const page = (query: AuthorizationsQuery, paging = { page: 1, pageSize: AUTHORIZATIONS_PAGE_SIZE }) => assembly().authorizations.authorizationsPage(query, paging);
    expect(left(await page({}, { page: 0, pageSize: 20 }))).toMatchObject({ kind: 'http', status: 400, code: 'INVALID_PAGE' });
    expect(left(await page({}, { page: 1, pageSize: 0 }))).toMatchObject({ kind: 'http', status: 400, code: 'INVALID_SIZE' });
    expect(left(await page({}, { page: 1, pageSize: CLAIMS_MAX_PAGE_SIZE + 1 }))).toMatchObject({ kind: 'http', status: 400, code: 'INVALID_SIZE' });
    expect(left(await page({ fromDate: '2025-06-01', toDate: '2025-05-01' }))).toMatchObject({ status: 400, code: 'INVALID_RANGE' });
    expect(left(await page({ fromDate: '06/01/2025' }))).toMatchObject({ status: 400 });
    await signIn(assembly(), 'spouse');
    expect(left(await page({ memberKey: subscriberKey }))).toMatchObject({ status: 403 });
  });
});

/** What goes over the wire for the scale persona's tracker (a family of 8 with years of requests). */
describe('the tracker’s answers for a member with years of history, on the wire', () => {
  let server: SandboxServer;
  let token: string;
  const get = (path: string) => fetch(`${server.gatewayUrl}${path}`, { headers: { Authorization: `Bearer ${token}`, 'X-Sandbox-Today': CONTRACT_TODAY } });

  beforeAll(async () => {
    server = await startSandboxServer(0);
    const signedIn = await fetch(`${server.gatewayUrl}/api/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Sandbox-Today': CONTRACT_TODAY },
      body: JSON.stringify({ username: 'history', password: 'Sandbox1', domainId: 1 }),
    });
    token = ((await signedIn.json()) as { token: string }).token;
  }, 60_000);

  afterAll(async () => {
    await server.close();
  });

  it('answers the tracker’s first page in under 20 kB, where the whole list is about 100 kB, and its pages together are the whole list', async () => {
    const first = await get('/api/prior-authorizations/page');
    expect(first.status).toBe(200);
    const page = await first.arrayBuffer();
    const body = JSON.parse(new TextDecoder().decode(page)) as { items: Authorization[]; total: number };
    expect(body.items).toHaveLength(AUTHORIZATIONS_PAGE_SIZE);
    expect(body.total).toBeGreaterThan(150);
    expect(page.byteLength).toBeLessThan(20_000);
    const answer = await get('/api/prior-authorizations');
    const wholeBytes = await answer.arrayBuffer();
    expect(wholeBytes.byteLength).toBeGreaterThan(80_000);
    const whole = JSON.parse(new TextDecoder().decode(wholeBytes)) as Authorization[];
    const pages: Authorization[] = [];
    for (let number = 1; number <= authorizationsPageCount(body.total, CLAIMS_MAX_PAGE_SIZE); number += 1) {
      pages.push(...((await (await get(`/api/prior-authorizations/page?page=${number}&pageSize=${CLAIMS_MAX_PAGE_SIZE}`)).json()) as { items: Authorization[] }).items);
    }
    expect(pages).toEqual(whole);
  }, 60_000);
});
