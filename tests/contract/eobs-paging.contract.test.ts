import * as E from 'fp-ts/Either';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayError } from '../../application/shared/gateway-error';
import type { DomainId, EobDocument } from '../../domain/model';
import { CLAIMS_MAX_PAGE_SIZE } from '../../domain/rules/claims-paging';
import { EOBS_PAGE_SIZE, eobsPageCount, sortEobsNewestFirst } from '../../domain/rules/eobs-paging';
import { startSandboxServer, type SandboxServer } from '../../adapters/sandbox/sandbox-http-handler';
import { CONTRACT_ASSEMBLIES, useContractAssembly, CONTRACT_TODAY, type ContractAssembly } from './assemblies';
import { right } from './answers';

/**
 * The EOB documents a page at a time (GET /api/eobs/page), over both assemblies: every page together is the
 * list GET /api/eobs answers, newest first by the day issued, with its count, for each subscriber's token;
 * the edges of the paging; and what a wrong page or size, or a dependant, is answered with. The family with
 * years of history is paged on the wire below, where its hundreds of EOBs are measured too.
 */

function left<A>(result: E.Either<GatewayError, A>): GatewayError {
  if (E.isRight(result)) throw new Error(`expected a failure, got ${JSON.stringify(result.right).slice(0, 200)}`);
  return result.left;
}

async function signIn(assembly: ContractAssembly, username: string, domainId: DomainId = 1): Promise<void> {
  const token = right(await assembly.auth.login({ username, password: 'Sandbox1', domainId })).token;
  assembly.tokens.store(token);
}

/** Every page, one after another, as the EOBs page would turn them. */
async function everyPage(assembly: ContractAssembly, pageSize: number): Promise<EobDocument[]> {
  const first = right(await assembly.claims.eobsPage({ page: 1, pageSize }));
  const eobs = [...first.items];
  for (let page = 2; page <= eobsPageCount(first.total, pageSize); page += 1) {
    eobs.push(...right(await assembly.claims.eobsPage({ page, pageSize })).items);
  }
  return eobs;
}

describe.each(CONTRACT_ASSEMBLIES)('EOBs a page at a time over $name', ({ assemble }) => {
  const assembly = useContractAssembly(assemble);

  it.each([
    ['subscriber', 1],
    ['summit', 2],
    ['providence', 5],
  ] as const)('pages %s’s EOBs: every page together is the whole list, newest first, with its count', async (username, domainId) => {
    await signIn(assembly(), username, domainId);
    const all = right(await assembly().claims.eobs());
    expect(all.length).toBeGreaterThan(0);
    expect(all).toEqual(sortEobsNewestFirst(all));
    const first = right(await assembly().claims.eobsPage({ page: 1, pageSize: EOBS_PAGE_SIZE }));
    expect(first).toMatchObject({ page: 1, pageSize: EOBS_PAGE_SIZE, total: all.length });
    expect(first.items).toEqual(all.slice(0, EOBS_PAGE_SIZE));
    expect(await everyPage(assembly(), 7)).toEqual(all);
  });

  it('answers the edges: one EOB a page, the largest page, and a page after the last empty with the count still said', async () => {
    await signIn(assembly(), 'subscriber');
    const all = right(await assembly().claims.eobs());
    expect(all.length).toBeGreaterThan(1);
    expect(right(await assembly().claims.eobsPage({ page: 1, pageSize: 1 })).items).toEqual(all.slice(0, 1));
    expect(right(await assembly().claims.eobsPage({ page: all.length, pageSize: 1 })).items).toEqual(all.slice(-1));
    expect(right(await assembly().claims.eobsPage({ page: 1, pageSize: CLAIMS_MAX_PAGE_SIZE })).items).toEqual(all.slice(0, CLAIMS_MAX_PAGE_SIZE));
    const after = right(await assembly().claims.eobsPage({ page: all.length + 1, pageSize: 1 }));
    expect(after).toMatchObject({ items: [], page: all.length + 1, total: all.length });
  });

  it('refuses a page below 1, a size outside 1 to 100, and a dependant, to whom EOBs are not sent', async () => {
    await signIn(assembly(), 'subscriber');
    expect(left(await assembly().claims.eobsPage({ page: 0, pageSize: 25 }))).toMatchObject({ kind: 'http', status: 400, code: 'INVALID_PAGE' });
    expect(left(await assembly().claims.eobsPage({ page: 1, pageSize: 0 }))).toMatchObject({ kind: 'http', status: 400, code: 'INVALID_SIZE' });
    expect(left(await assembly().claims.eobsPage({ page: 1, pageSize: CLAIMS_MAX_PAGE_SIZE + 1 }))).toMatchObject({ kind: 'http', status: 400, code: 'INVALID_SIZE' });
    await signIn(assembly(), 'spouse');
    expect(left(await assembly().claims.eobsPage({ page: 1, pageSize: EOBS_PAGE_SIZE }))).toMatchObject({ kind: 'http', status: 403 });
  });
});

/** What goes over the wire for the scale persona's EOBs page (a family of 8 with 25 years of history). */
describe('the EOBs answers of a member with years of history, on the wire', () => {
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

  it('answers the EOBs page’s first page in a tenth of the whole list, and its pages together are the whole list', async () => {
    const first = await get('/api/eobs/page');
    expect(first.status).toBe(200);
    const page = Buffer.from(await first.arrayBuffer());
    const body = JSON.parse(page.toString('utf8')) as { items: EobDocument[]; total: number };
    expect(body.items).toHaveLength(EOBS_PAGE_SIZE);
    expect(body.total).toBeGreaterThanOrEqual(300);
    const whole = Buffer.from(await (await get('/api/eobs')).arrayBuffer());
    expect(page.byteLength).toBeLessThan(whole.byteLength / 10);
    const pages: EobDocument[] = [];
    for (let number = 1; number <= eobsPageCount(body.total, CLAIMS_MAX_PAGE_SIZE); number += 1) {
      pages.push(...((await (await get(`/api/eobs/page?page=${number}&pageSize=${CLAIMS_MAX_PAGE_SIZE}`)).json()) as { items: EobDocument[] }).items);
    }
    expect(pages).toEqual(JSON.parse(whole.toString('utf8')));
    const gzip = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).byteLength;
    console.info(`history: GET /api/eobs/page ${page.byteLength} bytes (${gzip(page)} gzip); GET /api/eobs ${whole.byteLength} bytes (${gzip(whole)} gzip)`);
  }, 60_000);
});
