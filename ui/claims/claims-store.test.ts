import { describe, expect, it } from 'vitest';
import { createNodeContainer } from '../../adapters/node-assembly';
import { LogIn } from '../../application/session/log-in';
import { bindStores } from '../app/bind-stores';
import { ClaimsStore } from './claims-store';
import { nextPage } from '../stores/testing/page-turns';

const TODAY = '2025-11-20';

describe('the claims store', () => {
  it('keeps the page the member was on when a change of language loads the claims again', async () => {
    // Switching language renders the page afresh with the store it held (ui/app/screen-stores.ts), whose load runs again.
    const app = createNodeContainer({ kind: 'memory' }, { today: TODAY, domainId: 1 });
    bindStores(app.container);
    expect((await app.container.get(LogIn).execute({ username: 'history', password: 'Sandbox1' })).kind).toBe('signed-in');
    const store = app.container.get(ClaimsStore);
    await store.list.load();
    await nextPage(store.list);
    await nextPage(store.list);
    const shown = store.list.view?.claims.map((claim) => claim.claimId);
    expect(store.list.view?.page).toBe(3);
    await store.list.load();
    expect(store.list.view?.page).toBe(3);
    expect(store.list.view?.claims.map((claim) => claim.claimId)).toEqual(shown);
  }, 60_000);
});
