import { describe, expect, it } from 'vitest';
import { createNodeContainer } from '../../adapters/node-assembly';
import { PRIMARY_CARE_GATEWAY, type PrimaryCareGateway } from '../../application/ports';
import { LogIn } from '../../application/session/log-in';
import { bindStores } from '../app/bind-stores';
import { HomeStore } from './home-store';

describe('the home store', () => {
  it('greets the member as soon as the account is read, before the account state behind the dashboard', async () => {
    const app = createNodeContainer({ kind: 'memory' }, { today: '2025-06-15', domainId: 1 });
    bindStores(app.container);
    expect((await app.container.get(LogIn).execute({ username: 'subscriber', password: 'Sandbox1' })).kind).toBe('signed-in');
    // Primary care answers late: it is part of the account state, which the dashboard needs.
    const real = app.container.get<PrimaryCareGateway>(PRIMARY_CARE_GATEWAY);
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow: PrimaryCareGateway = Object.assign(Object.create(real) as PrimaryCareGateway, {
      eligibility: async () => {
        await held;
        return real.eligibility();
      },
    });
    app.container.rebind(PRIMARY_CARE_GATEWAY).toConstantValue(slow);

    const store = app.container.get(HomeStore);
    await store.load();
    expect(store.greeting).toBe('Daniel, welcome to your Member Dashboard');
    const belowBanner = store.loadBelowBanner();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(store.dashboard).toBeNull();

    release();
    await belowBanner;
    expect(store.dashboard?.memberInformation.name).toBe('Daniel Hollis');
  });
});
