import { left } from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { createNodeContainer } from '../../adapters/node-assembly';
import { ENDPOINT_CALLER, type EndpointCaller } from '../../adapters/http/endpoint';
import { CLAIMS_GATEWAY } from '../../application/ports';
import { httpError } from '../../application/shared/gateway-error';
import { LogIn } from '../../application/session/log-in';
import { EOBS_PAGE_SIZE } from '../../domain/rules/eobs-paging';
import { bindStores } from '../app/bind-stores';
import { SessionStore } from '../stores/session-store';
import { EobsStore } from './eobs-store';
import { nextPage, previousPage } from '../stores/testing/page-turns';

const TODAY = '2025-11-20';

/**
 * The EOBs page's store of one tab on the in-memory sandbox, signed in, and the whole list GET /api/eobs
 * answers. `failPages` makes the page call fail (503) while it is true, as an insurer's EOB service may.
 */
async function eobsOf(username: string) {
  const app = createNodeContainer({ kind: 'memory' }, { today: TODAY, domainId: 1 });
  bindStores(app.container);
  const sandbox = app.container.get<EndpointCaller>(ENDPOINT_CALLER);
  const faults = { failPages: false };
  const caller: EndpointCaller = {
    call: (endpoint, args, options) =>
      faults.failPages && endpoint.name === 'eobs.page' ? Promise.resolve(left(httpError(503, { code: 'UNAVAILABLE' }))) : sandbox.call(endpoint, args, options),
  };
  app.container.rebind(ENDPOINT_CALLER).toConstantValue(caller);
  expect((await app.container.get(LogIn).execute({ username, password: 'Sandbox1' })).kind).toBe('signed-in');
  const whole = await app.container.get(CLAIMS_GATEWAY).eobs();
  return { store: app.container.get(EobsStore), session: app.container.get(SessionStore), whole: whole._tag === 'Right' ? whole.right : [], faults };
}

const ids = (store: EobsStore): string[] => store.list.view?.eobs.map((eob) => eob.eobId) ?? [];

/** The EOBs a page at a time, for a family with years of history (the `history` persona). */
describe('the EOBs page’s store, a page at a time', () => {
  it('shows the first 25 EOBs with the count of them all and whom each is about, turns forward and back, and goes no further than the ends', async () => {
    const { store, whole } = await eobsOf('history');
    expect(whole.length).toBeGreaterThan(2 * EOBS_PAGE_SIZE);
    await store.list.load();
    expect(store.list.view).toMatchObject({ page: 1, pageSize: EOBS_PAGE_SIZE, total: whole.length, pageCount: Math.ceil(whole.length / EOBS_PAGE_SIZE) });
    expect(ids(store)).toEqual(whole.slice(0, EOBS_PAGE_SIZE).map((eob) => eob.eobId));
    expect(store.list.view?.eobs.every((eob) => eob.memberName !== '')).toBe(true);

    await previousPage(store.list);
    expect(store.list.view?.page).toBe(1);
    await nextPage(store.list);
    expect(store.list.view?.page).toBe(2);
    expect(ids(store)).toEqual(whole.slice(EOBS_PAGE_SIZE, 2 * EOBS_PAGE_SIZE).map((eob) => eob.eobId));
    const pages = store.list.view?.pageCount ?? 0;
    while ((store.list.view?.page ?? 0) < pages) await nextPage(store.list);
    const last = ids(store);
    expect(last).toEqual(whole.slice((pages - 1) * EOBS_PAGE_SIZE).map((eob) => eob.eobId));
    await nextPage(store.list);
    expect(store.list.view?.page).toBe(pages);
    expect(ids(store)).toEqual(last);
    await previousPage(store.list);
    expect(store.list.view?.page).toBe(pages - 1);
  }, 60_000);

  it('keeps the page being read when the next fails, says so, and Try again asks for that next page once more', async () => {
    const { store, whole, faults } = await eobsOf('history');
    await store.list.load();
    faults.failPages = true;
    await nextPage(store.list);
    expect(store.list.unavailable).toBe(true);
    expect(store.list.view?.page).toBe(1);
    expect(ids(store)).toEqual(whole.slice(0, EOBS_PAGE_SIZE).map((eob) => eob.eobId));
    faults.failPages = false;
    await store.list.retry();
    expect(store.list.unavailable).toBe(false);
    expect(store.list.view?.page).toBe(2);
    expect(ids(store)).toEqual(whole.slice(EOBS_PAGE_SIZE, 2 * EOBS_PAGE_SIZE).map((eob) => eob.eobId));
  }, 60_000);

  it('says the EOB service failed on a first load without leaving the page, and Try again loads the first page', async () => {
    const { store, session, faults } = await eobsOf('subscriber');
    faults.failPages = true;
    await store.list.load();
    expect(store.list.unavailable).toBe(true);
    expect(store.list.view).toBeNull();
    expect(session.failureStatus).toBeNull();
    faults.failPages = false;
    await store.list.retry();
    expect(store.list.unavailable).toBe(false);
    expect(store.list.view?.page).toBe(1);
  }, 60_000);

  it('keeps the page the member was on when a change of language loads the EOBs again', async () => {
    const { store, whole } = await eobsOf('history');
    await store.list.load();
    await nextPage(store.list);
    await nextPage(store.list);
    expect(store.list.view?.page).toBe(3);
    await store.list.load();
    expect(store.list.view?.page).toBe(3);
    expect(ids(store)).toEqual(whole.slice(2 * EOBS_PAGE_SIZE, 3 * EOBS_PAGE_SIZE).map((eob) => eob.eobId));
  }, 60_000);

  it('sends a dependant, to whom EOBs are not sent, to the page that is not found', async () => {
    const { store } = await eobsOf('spouse');
    await store.list.load();
    expect(store.list.notAllowed).toBe(true);
    expect(store.list.view).toBeNull();
  }, 60_000);
});
