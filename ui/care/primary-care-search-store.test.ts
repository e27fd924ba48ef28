import { describe, expect, it } from 'vitest';
import { createNodeContainer } from '../../adapters/node-assembly';
import { LogIn } from '../../application/session/log-in';
import { bindStores } from '../app/bind-stores';
import { PrimaryCareSearchStore } from './primary-care-search-store';

async function searchStore(username: string): Promise<PrimaryCareSearchStore> {
  const app = createNodeContainer({ kind: 'memory' }, { today: '2025-06-15', domainId: 1 });
  bindStores(app.container);
  expect((await app.container.get(LogIn).execute({ username, password: 'Sandbox1' })).kind).toBe('signed-in');
  return app.container.get(PrimaryCareSearchStore);
}

describe('the primary care search store', () => {
  it('turns the pages of what the shown results were found with, not of fields changed since', async () => {
    const store = await searchStore('subscriber');
    await store.load(0);
    store.setRadius(100);
    await store.search();
    const found = store.results;
    expect(found?.page.totalPages).toBeGreaterThan(1);
    const zip = store.searched?.zip;

    // The member starts typing another search, then turns the page instead of searching.
    store.setZip('99999');
    store.setSearchString('Nobody by this name');
    await store.turnTo(1);
    expect(store.results?.page.number).toBe(1);
    expect(store.results?.page.totalElements).toBe(found?.page.totalElements);
    expect(store.searched?.zip).toBe(zip);
    // What they typed stays in the fields.
    expect(store.zip).toBe('99999');

    // A new page size starts again from the first page of the same results.
    await store.setSize(25);
    expect(store.results?.page.number).toBe(0);
    expect(store.results?.page.totalElements).toBe(found?.page.totalElements);

    // Searching uses the fields.
    await store.search();
    expect(store.searched?.zip).toBe('99999');
  });
});
