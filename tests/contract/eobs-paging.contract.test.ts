import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { EobDocument } from '../../domain/model';
import { EOBS_PAGE_SIZE, sortEobsNewestFirst } from '../../domain/rules/eobs-paging';
import { CONTRACT_ASSEMBLIES, useContractAssembly } from './assemblies';
import { left, right, signIn } from './answers';
import { everyPage, expectPagingEdges, expectPagingRefusals, historyOnTheWire } from './paging';

/**
 * The EOB documents a page at a time (GET /api/eobs/page), over both assemblies: every page together is the
 * list GET /api/eobs answers, newest first by the day issued, with its count, for each subscriber's token;
 * the edges of the paging; and what a wrong page or size, or a dependant, is answered with. The family with
 * years of history is paged on the wire below, where its hundreds of EOBs are measured too.
 */

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
    expect(await everyPage((paging) => assembly().claims.eobsPage(paging), 7)).toEqual(all);
  });

  it('answers the edges: one EOB a page, the largest page, and a page after the last empty with the count still said', async () => {
    await signIn(assembly(), 'subscriber');
    await expectPagingEdges((paging) => assembly().claims.eobsPage(paging), right(await assembly().claims.eobs()));
  });

  it('refuses a page below 1, a size outside 1 to 100, and a dependant, to whom EOBs are not sent', async () => {
    await signIn(assembly(), 'subscriber');
    await expectPagingRefusals((paging) => assembly().claims.eobsPage(paging));
    await signIn(assembly(), 'spouse');
    expect(left(await assembly().claims.eobsPage({ page: 1, pageSize: EOBS_PAGE_SIZE }))).toMatchObject({ kind: 'http', status: 403 });
  });
});

/** What goes over the wire for the scale persona's EOBs page (a family of 8 with 25 years of history). */
describe('the EOBs answers of a member with years of history, on the wire', () => {
  const wire = historyOnTheWire();

  it('answers the EOBs page’s first page in a tenth of the whole list, and its pages together are the whole list', async () => {
    const first = await wire.get('/api/eobs/page');
    expect(first.status).toBe(200);
    const page = Buffer.from(await first.arrayBuffer());
    const body = JSON.parse(page.toString('utf8')) as { items: EobDocument[]; total: number };
    expect(body.items).toHaveLength(EOBS_PAGE_SIZE);
    expect(body.total).toBeGreaterThanOrEqual(300);
    const whole = Buffer.from(await (await wire.get('/api/eobs')).arrayBuffer());
    expect(page.byteLength).toBeLessThan(whole.byteLength / 10);
    expect(await wire.everyPage('/api/eobs/page', body.total)).toEqual(JSON.parse(whole.toString('utf8')));
    const gzip = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).byteLength;
    console.info(`history: GET /api/eobs/page ${page.byteLength} bytes (${gzip(page)} gzip); GET /api/eobs ${whole.byteLength} bytes (${gzip(whole)} gzip)`);
  }, 60_000);
});
