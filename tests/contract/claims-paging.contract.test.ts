import { describe, expect, it } from 'vitest';
import type { Paging, ClaimsQuery } from '../../domain/model';
import { claimsTotals } from '../../domain/rules/claims';
import { CLAIMS_PAGE_SIZE, claimSummaryOf } from '../../domain/rules/claims-paging';
import { CONTRACT_ASSEMBLIES, useContractAssembly } from './assemblies';
import { left, right, signIn } from './answers';
import { everyPage, expectPagingEdges, expectPagingRefusals, historyOnTheWire } from './paging';

/**
 * The claims a page at a time (GET /api/claims/page), over both assemblies: every page together is the
 * list GET /api/claims answers for the same filters, in the same order, each claim as its summary (no
 * service lines or accumulators), with its count and totals, for each persona's token; the edges of the
 * paging; and what a wrong page or size is answered with.
 */

describe.each(CONTRACT_ASSEMBLIES)('claims a page at a time over $name', ({ assemble }) => {
  const assembly = useContractAssembly(assemble);
  const pagesOf = (query: ClaimsQuery) => (paging: Paging) => assembly().claims.claimsPage(query, paging);

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
    expect(await everyPage(pagesOf({}), 10)).toEqual(all);
  });

  it('filters each page as the list is filtered: member, claim type and dates of service', async () => {
    const memberKey = await signIn(assembly(), 'subscriber');
    for (const query of [{ memberKey }, { claimType: 'dental' as const }, { fromDate: '2025-01-01', toDate: '2025-06-30' }, { memberKey, claimType: 'medical' as const, fromDate: '2024-12-01' }]) {
      const all = right(await assembly().claims.claims(query)).map(claimSummaryOf);
      const page = right(await assembly().claims.claimsPage(query, { page: 1, pageSize: 5 }));
      expect(page.total, JSON.stringify(query)).toBe(all.length);
      expect(page.totals, JSON.stringify(query)).toEqual(claimsTotals(all));
      expect(await everyPage(pagesOf(query), 5), JSON.stringify(query)).toEqual(all);
    }
  });

  it('answers the edges: one claim a page, the largest page, and a page after the last empty with the count still said', async () => {
    await signIn(assembly(), 'subscriber');
    await expectPagingEdges(pagesOf({}), right(await assembly().claims.claims({})).map(claimSummaryOf));
  });

  it('refuses a page below 1, a size outside 1 to 100, a wrong date and another member’s claims', async () => {
    const subscriberKey = await signIn(assembly(), 'subscriber');
    await expectPagingRefusals(pagesOf({}));
    expect(left(await assembly().claims.claimsPage({ fromDate: '2025-06-01', toDate: '2025-05-01' }, { page: 1, pageSize: 25 }))).toMatchObject({ status: 400, code: 'INVALID_RANGE' });
    await signIn(assembly(), 'spouse');
    expect(left(await assembly().claims.claimsPage({ memberKey: subscriberKey }, { page: 1, pageSize: 25 }))).toMatchObject({ status: 403 });
  });
});

/** What goes over the wire for the scale persona (a family of 8 with 25 years of claims), raw and unzipped. */
describe('the claims answers of a member with years of history, on the wire', () => {
  const wire = historyOnTheWire();

  it('answers the claims screen’s first page in under 30 kB, where the whole list is megabytes', async () => {
    const first = await wire.get('/api/claims/page');
    expect(first.status).toBe(200);
    const page = await first.arrayBuffer();
    const body = JSON.parse(new TextDecoder().decode(page)) as { items: unknown[]; total: number };
    expect(body.items).toHaveLength(CLAIMS_PAGE_SIZE);
    expect(body.total).toBeGreaterThanOrEqual(2000);
    expect(page.byteLength).toBeLessThan(30_000);
    const whole = await (await wire.get('/api/claims')).arrayBuffer();
    expect(whole.byteLength).toBeGreaterThan(1_000_000);
    console.info(`history: GET /api/claims/page ${page.byteLength} bytes; GET /api/claims ${whole.byteLength} bytes`);
  }, 60_000);
});
