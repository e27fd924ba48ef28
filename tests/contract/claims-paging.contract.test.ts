import * as E from 'fp-ts/Either';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayError } from '../../application/shared/gateway-error';
import type { ClaimsQuery, ClaimSummary, DomainId } from '../../domain/model';
import { claimsTotals } from '../../domain/rules/claims';
import { CLAIMS_MAX_PAGE_SIZE, CLAIMS_PAGE_SIZE, claimsPageCount, claimSummaryOf } from '../../domain/rules/claims-paging';
import { readTokenClaims } from '../../domain/rules/token-claims';
import { startSandboxServer, type SandboxServer } from '../../adapters/sandbox/sandbox-http-handler';
import { CONTRACT_ASSEMBLIES, useContractAssembly, CONTRACT_TODAY, type ContractAssembly } from './assemblies';
import { right } from './answers';

/**
 * The claims a page at a time (GET /api/claims/page), over both assemblies: every page together is the
 * list GET /api/claims answers for the same filters, in the same order, each claim as its summary (no
 * service lines or accumulators), with its count and totals, for each persona's token; the edges of the
 * paging; and what a wrong page or size is answered with.
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

/** Every page of the query, one after another, as the screen would turn them. */
async function everyPage(assembly: ContractAssembly, query: ClaimsQuery, pageSize: number): Promise<ClaimSummary[]> {
  const first = right(await assembly.claims.claimsPage(query, { page: 1, pageSize }));
  const claims = [...first.items];
  for (let page = 2; page <= claimsPageCount(first.total, pageSize); page += 1) {
    claims.push(...right(await assembly.claims.claimsPage(query, { page, pageSize })).items);
  }
  return claims;
}

describe.each(CONTRACT_ASSEMBLIES)('claims a page at a time over $name', ({ assemble }) => {
  const assembly = useContractAssembly(assemble);

  it.each([
    ['subscriber', 1],
    ['spouse', 1],
    ['minor', 1],
    ['termed', 1],
    ['navitus', 1],
    ['provdep', 5],
  ] as const)('pages %s’s claims: every page together is the whole list, newest first, with its count and totals', async (username, domainId) => {
    await signIn(assembly(), username, domainId);
    const whole = right(await assembly().claims.claims({}));
    const all = whole.map(claimSummaryOf);
    expect(all.length).toBeGreaterThan(0);
    const first = right(await assembly().claims.claimsPage({}, { page: 1, pageSize: CLAIMS_PAGE_SIZE }));
    expect(first).toMatchObject({ page: 1, pageSize: CLAIMS_PAGE_SIZE, total: all.length, totals: claimsTotals(whole) });
    expect(first.items).toEqual(all.slice(0, CLAIMS_PAGE_SIZE));
    expect(await everyPage(assembly(), {}, 10)).toEqual(all);
  });

  it('filters each page as the list is filtered: member, claim type and dates of service', async () => {
    const memberKey = await signIn(assembly(), 'subscriber');
    for (const query of [{ memberKey }, { claimType: 'dental' as const }, { fromDate: '2025-01-01', toDate: '2025-06-30' }, { memberKey, claimType: 'medical' as const, fromDate: '2024-12-01' }]) {
      const all = right(await assembly().claims.claims(query)).map(claimSummaryOf);
      const page = right(await assembly().claims.claimsPage(query, { page: 1, pageSize: 5 }));
      expect(page.total, JSON.stringify(query)).toBe(all.length);
      expect(page.totals, JSON.stringify(query)).toEqual(claimsTotals(all));
      expect(await everyPage(assembly(), query, 5), JSON.stringify(query)).toEqual(all);
    }
  });

  it('answers the edges: one claim a page, the largest page, and a page after the last empty with the count still said', async () => {
    await signIn(assembly(), 'subscriber');
    const all = right(await assembly().claims.claims({})).map(claimSummaryOf);
    expect(right(await assembly().claims.claimsPage({}, { page: 1, pageSize: 1 })).items).toEqual(all.slice(0, 1));
    expect(right(await assembly().claims.claimsPage({}, { page: all.length, pageSize: 1 })).items).toEqual(all.slice(-1));
    expect(right(await assembly().claims.claimsPage({}, { page: 1, pageSize: CLAIMS_MAX_PAGE_SIZE })).items).toEqual(all.slice(0, CLAIMS_MAX_PAGE_SIZE));
    const after = right(await assembly().claims.claimsPage({}, { page: all.length + 1, pageSize: 1 }));
    expect(after).toMatchObject({ items: [], page: all.length + 1, total: all.length });
  });

  it('refuses a page below 1, a size outside 1 to 100, a wrong date and another member’s claims', async () => {
    const subscriberKey = await signIn(assembly(), 'subscriber');
    expect(left(await assembly().claims.claimsPage({}, { page: 0, pageSize: 25 }))).toMatchObject({ kind: 'http', status: 400, code: 'INVALID_PAGE' });
    expect(left(await assembly().claims.claimsPage({}, { page: 1, pageSize: 0 }))).toMatchObject({ kind: 'http', status: 400, code: 'INVALID_SIZE' });
    expect(left(await assembly().claims.claimsPage({}, { page: 1, pageSize: CLAIMS_MAX_PAGE_SIZE + 1 }))).toMatchObject({ kind: 'http', status: 400, code: 'INVALID_SIZE' });
    expect(left(await assembly().claims.claimsPage({ fromDate: '2025-06-01', toDate: '2025-05-01' }, { page: 1, pageSize: 25 }))).toMatchObject({ status: 400, code: 'INVALID_RANGE' });
    await signIn(assembly(), 'spouse');
    expect(left(await assembly().claims.claimsPage({ memberKey: subscriberKey }, { page: 1, pageSize: 25 }))).toMatchObject({ status: 403 });
  });
});

/** What goes over the wire for the scale persona (a family of 8 with 25 years of claims), raw and unzipped. */
describe('the claims answers of a member with years of history, on the wire', () => {
  let server: SandboxServer;
  let token: string;
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.gatewayUrl}${path}`, { headers: { Authorization: `Bearer ${token}`, 'X-Sandbox-Today': CONTRACT_TODAY, ...headers } });

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

  it('answers the claims screen’s first page in under 30 kB, where the whole list is megabytes', async () => {
    const first = await get('/api/claims/page');
    expect(first.status).toBe(200);
    const page = await first.arrayBuffer();
    const body = JSON.parse(new TextDecoder().decode(page)) as { items: unknown[]; total: number };
    expect(body.items).toHaveLength(CLAIMS_PAGE_SIZE);
    expect(body.total).toBeGreaterThanOrEqual(2000);
    expect(page.byteLength).toBeLessThan(30_000);
    const whole = await (await get('/api/claims')).arrayBuffer();
    expect(whole.byteLength).toBeGreaterThan(1_000_000);
    console.info(`history: GET /api/claims/page ${page.byteLength} bytes; GET /api/claims ${whole.byteLength} bytes`);
  }, 60_000);
});
