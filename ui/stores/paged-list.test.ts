import { describe, expect, it } from 'vitest';
import { httpError, type GatewayError } from '../../application/shared/gateway-error';
import { ListFilter, type MemberAndDateRange } from './list-filter';
import { PagedList, type PageOutcome } from './paged-list';
import { nextPage, previousPage } from './testing/page-turns';

const EVERYONE: MemberAndDateRange = { memberKey: null, fromDate: '', toDate: '' };

interface Rows {
  readonly page: number;
  readonly pageCount: number;
  readonly rows: readonly string[];
}

/**
 * The rules every paged list shares (the claims', the EOBs' and the tracker's stores run on them against the
 * sandbox in their own tests), here with a list whose answers the test decides: 3 pages of everyone's rows,
 * 2 pages of one member's, a date the rule refuses, and failures switched on when a test asks.
 */
function listOf() {
  const asked: string[] = [];
  const failing: { next: PageOutcome<Rows> | null } = { next: null };
  const ended: GatewayError[] = [];
  const filters = new ListFilter<MemberAndDateRange>(EVERYONE);
  const load = (query: MemberAndDateRange, page: number): Promise<PageOutcome<Rows>> => {
    const who = query.memberKey ?? 'everyone';
    asked.push(`${who} p${page}`);
    if (failing.next !== null) return Promise.resolve(failing.next);
    if (query.fromDate === 'not a date') return Promise.resolve({ kind: 'invalid', errors: { fromDate: 'Enter a date as mm/dd/yyyy' } });
    const pageCount = who === 'everyone' ? 3 : 2;
    return Promise.resolve({ kind: 'loaded', view: { page, pageCount, rows: [`${who} ${page}a`, `${who} ${page}b`] } });
  };
  const list = new PagedList(EVERYONE, load, { fail: (error: GatewayError) => void ended.push(error) }, filters);
  return { list, filters, asked, failing, ended };
}

describe('a list the gateway answers a page at a time', () => {
  it('starts on everyone’s first page, turns forward and back, and asks nothing past either end', async () => {
    const { list, asked } = listOf();
    await list.load();
    await previousPage(list);
    await nextPage(list);
    await nextPage(list);
    await nextPage(list);
    expect(list.view?.rows).toEqual(['everyone 3a', 'everyone 3b']);
    expect(asked).toEqual(['everyone p1', 'everyone p2', 'everyone p3']);
    expect(list.filtered).toBe(false);
  });

  it('turns the pages of what the page on show found, not of fields typed since or of a filter the rule refused', async () => {
    const { list, filters, asked } = listOf();
    await list.load();
    filters.setMember('m2');
    await nextPage(list);
    expect(list.view?.rows).toEqual(['everyone 2a', 'everyone 2b']);

    await list.apply();
    expect(list.filtered).toBe(true);
    filters.setFromDate('not a date');
    await list.apply();
    expect(filters.errors).toEqual({ fromDate: 'Enter a date as mm/dd/yyyy' });
    expect(filters.value.fromDate).toBe('not a date');
    expect(list.view?.rows).toEqual(['m2 1a', 'm2 1b']);
    await nextPage(list);
    expect(list.view?.rows).toEqual(['m2 2a', 'm2 2b']);
    expect(filters.errors).toEqual({});
    expect(asked.slice(-2)).toEqual(['m2 p1', 'm2 p2']);
  });

  it('Clear empties the fields and shows everyone’s first page', async () => {
    const { list, filters } = listOf();
    filters.setMember('m2');
    await list.apply();
    await nextPage(list);
    await list.clear();
    expect(filters.value).toEqual(EVERYONE);
    expect(list.filtered).toBe(false);
    expect(list.view?.rows).toEqual(['everyone 1a', 'everyone 1b']);
  });

  it('says the service failed while keeping the page on show, and Try again asks for the page that failed', async () => {
    const { list, failing, asked, ended } = listOf();
    await list.load();
    failing.next = { kind: 'unavailable', error: httpError(503, { code: 'UNAVAILABLE' }) };
    await nextPage(list);
    expect(list.unavailable).toBe(true);
    expect(list.view?.rows).toEqual(['everyone 1a', 'everyone 1b']);
    failing.next = null;
    await list.retry();
    expect(list.unavailable).toBe(false);
    expect(list.view?.rows).toEqual(['everyone 2a', 'everyone 2b']);
    expect(asked).toEqual(['everyone p1', 'everyone p2', 'everyone p2']);
    expect(ended).toEqual([]);
  });

  it('loads what was asked for last again when the page renders afresh (a change of language), not the first page', async () => {
    const { list, filters } = listOf();
    filters.setMember('m2');
    await list.apply();
    await nextPage(list);
    await list.load();
    expect(list.view?.rows).toEqual(['m2 2a', 'm2 2b']);
  });

  it('ends the session on a lost session or a failure the screen cannot explain, and says when the member has no such list', async () => {
    const { list, failing, ended } = listOf();
    failing.next = { kind: 'unavailable', error: httpError(401, { code: 'TOKEN_EXPIRED' }) };
    await list.load();
    failing.next = { kind: 'error', error: httpError(500, { code: 'SERVER_ERROR' }) };
    await list.load();
    expect(ended.map((error) => error.status)).toEqual([401, 500]);
    failing.next = { kind: 'not-allowed' };
    await list.load();
    expect(list.notAllowed).toBe(true);
    expect(list.view).toBeNull();
  });
});
