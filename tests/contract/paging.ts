import { afterAll, beforeAll, expect } from 'vitest';
import type { GatewayResult } from '../../application/shared/gateway-error';
import type { Paging } from '../../domain/model';
import { MAX_PAGE_SIZE, pageCount } from '../../domain/rules/paging';
import { startSandboxServer, type SandboxServer } from '../../adapters/sandbox/sandbox-http-handler';
import { CONTRACT_TODAY } from './assemblies';
import { left, right } from './answers';

/**
 * What the contract tests of the paged calls (claims, EOBs, the tracker's requests) share: every paged call
 * answers alike at its edges and refuses the same paging, whatever it pages.
 */

interface Page<T> {
  readonly items: readonly T[];
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
}

/** One paged call with its query fixed: a page of what the query finds. */
export type PageCall<T> = (paging: Paging) => GatewayResult<Page<T>>;

/** Every page, one after another, as a screen would turn them. */
export async function everyPage<T>(call: PageCall<T>, pageSize: number): Promise<T[]> {
  const first = right(await call({ page: 1, pageSize }));
  const items = [...first.items];
  for (let page = 2; page <= pageCount(first.total, pageSize); page += 1) {
    items.push(...right(await call({ page, pageSize })).items);
  }
  return items;
}

/** The edges of any paging: one item a page at either end, the largest page, and a page after the last empty with the count still said. */
export async function expectPagingEdges<T>(call: PageCall<T>, all: readonly T[]): Promise<void> {
  expect(all.length).toBeGreaterThan(1);
  expect(right(await call({ page: 1, pageSize: 1 })).items).toEqual(all.slice(0, 1));
  expect(right(await call({ page: all.length, pageSize: 1 })).items).toEqual(all.slice(-1));
  expect(right(await call({ page: 1, pageSize: MAX_PAGE_SIZE })).items).toEqual(all.slice(0, MAX_PAGE_SIZE));
  const after = right(await call({ page: all.length + 1, pageSize: 1 }));
  expect(after).toMatchObject({ items: [], page: all.length + 1, total: all.length });
}

/** What every paged call refuses: a page below 1 and a size outside 1 to 100. */
export async function expectPagingRefusals<T>(call: PageCall<T>): Promise<void> {
  expect(left(await call({ page: 0, pageSize: 20 }))).toMatchObject({ kind: 'http', status: 400, code: 'INVALID_PAGE' });
  expect(left(await call({ page: 1, pageSize: 0 }))).toMatchObject({ kind: 'http', status: 400, code: 'INVALID_SIZE' });
  expect(left(await call({ page: 1, pageSize: MAX_PAGE_SIZE + 1 }))).toMatchObject({ kind: 'http', status: 400, code: 'INVALID_SIZE' });
}

/**
 * The sandbox gateway over HTTP, the scale persona (`history`, a family of 8 with 25 years of care) signed in:
 * what goes over the wire for them. Call inside a `describe`; `get` sends a GET with their token, `everyPage`
 * asks for every page of a paged call, the largest a page may be, and answers their items one after another.
 */
export function historyOnTheWire(): { get(path: string): Promise<Response>; everyPage<T>(path: string, total: number): Promise<T[]> } {
  let server: SandboxServer;
  let token: string;
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
  const get = (path: string) => fetch(`${server.gatewayUrl}${path}`, { headers: { Authorization: `Bearer ${token}`, 'X-Sandbox-Today': CONTRACT_TODAY } });
  return {
    get,
    async everyPage<T>(path: string, total: number) {
      const items: T[] = [];
      for (let page = 1; page <= pageCount(total, MAX_PAGE_SIZE); page += 1) {
        items.push(...((await (await get(`${path}?page=${page}&pageSize=${MAX_PAGE_SIZE}`)).json()) as { items: T[] }).items);
      }
      return items;
    },
  };
}
