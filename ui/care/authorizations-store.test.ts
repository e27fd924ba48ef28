import { describe, expect, it } from 'vitest';
import { createNodeContainer } from '../../adapters/node-assembly';
import { AUTHORIZATIONS_GATEWAY } from '../../application/ports';
import { LogIn } from '../../application/session/log-in';
import { approvalsExpiringSoon, authorizationMatches, NO_AUTHORIZATIONS_FILTER } from '../../domain/rules/authorizations';
import { AUTHORIZATIONS_PAGE_SIZE } from '../../domain/rules/authorizations-paging';
import { bindStores } from '../app/bind-stores';
import { AuthorizationsStore } from './authorizations-store';
import { nextPage, previousPage } from '../stores/testing/page-turns';

const TODAY = '2025-11-20';

/** The tracker's store of one tab on the in-memory sandbox, signed in, and the whole list its gateway answers. */
async function trackerOf(username: string) {
  const app = createNodeContainer({ kind: 'memory' }, { today: TODAY, domainId: 1 });
  bindStores(app.container);
  expect((await app.container.get(LogIn).execute({ username, password: 'Sandbox1' })).kind).toBe('signed-in');
  const whole = await app.container.get(AUTHORIZATIONS_GATEWAY).authorizations();
  if (whole._tag === 'Left') throw new Error('the requests did not load');
  return { store: app.container.get(AuthorizationsStore), whole: whole.right };
}

const ids = (store: AuthorizationsStore): string[] => store.list.view?.items.map((tracked) => tracked.item.authorizationId) ?? [];

/** The tracker a page at a time, for a family with years of requests (the `history` persona). */
describe('the tracker’s store, a page at a time', () => {
  it('shows the first 20 requests with the count of them all, turns forward and back, and goes no further than the ends', async () => {
    const { store, whole } = await trackerOf('history');
    await store.list.load();
    const view = store.list.view;
    expect(view).toMatchObject({ page: 1, pageSize: AUTHORIZATIONS_PAGE_SIZE, total: whole.length, pageCount: Math.ceil(whole.length / AUTHORIZATIONS_PAGE_SIZE) });
    expect(ids(store)).toEqual(whole.slice(0, 20).map((item) => item.authorizationId));
    expect(view?.expiringSoon.map((tracked) => tracked.item.authorizationId)).toEqual(approvalsExpiringSoon(whole, TODAY).map((item) => item.authorizationId));

    await previousPage(store.list);
    expect(store.list.view?.page).toBe(1);
    await nextPage(store.list);
    expect(store.list.view?.page).toBe(2);
    expect(ids(store)).toEqual(whole.slice(20, 40).map((item) => item.authorizationId));
    const pages = store.list.view?.pageCount ?? 0;
    while ((store.list.view?.page ?? 0) < pages) await nextPage(store.list);
    const last = ids(store);
    expect(last).toEqual(whole.slice((pages - 1) * 20).map((item) => item.authorizationId));
    await nextPage(store.list);
    expect(store.list.view?.page).toBe(pages);
    expect(ids(store)).toEqual(last);
  }, 60_000);

  it('turns the pages of the filter last applied, not of fields changed since, and a new filter starts at its first page', async () => {
    const { store, whole } = await trackerOf('history');
    await store.list.load();
    store.filters.set('status', 'denied');
    await store.list.apply();
    const denied = whole.filter((item) => authorizationMatches(item, { ...NO_AUTHORIZATIONS_FILTER, status: 'denied' }, TODAY));
    expect(store.list.view).toMatchObject({ page: 1, total: denied.length });
    expect(store.list.filtered).toBe(true);

    await store.list.clear();
    await nextPage(store.list);
    store.filters.set('status', 'denied');
    await nextPage(store.list);
    // Still the unfiltered list: the status chosen is not applied until the member applies it.
    expect(store.list.view).toMatchObject({ page: 3, total: whole.length });
    expect(ids(store)).toEqual(whole.slice(40, 60).map((item) => item.authorizationId));
    await store.list.apply();
    expect(store.list.view).toMatchObject({ page: 1, total: denied.length });
  }, 60_000);

  it('keeps the page the member was on, of the filter applied, when a change of language loads the tracker again', async () => {
    // Switching language renders the page afresh with the store it held (ui/app/screen-stores.ts), whose load runs again.
    const { store, whole } = await trackerOf('history');
    await store.list.load();
    const subscriber = store.list.view?.members[0]?.memberKey ?? '';
    store.filters.setMember(subscriber);
    await store.list.apply();
    await nextPage(store.list);
    const shown = ids(store);
    expect(store.list.view?.page).toBe(2);
    await store.list.load();
    expect(store.list.view?.page).toBe(2);
    expect(ids(store)).toEqual(shown);
    expect(store.list.view?.total).toBe(whole.filter((item) => authorizationMatches(item, { ...NO_AUTHORIZATIONS_FILTER, memberKey: subscriber }, TODAY)).length);
  }, 60_000);
});
