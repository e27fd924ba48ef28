import { describe, expect, it } from 'vitest';
import { createNodeContainer } from '../../adapters/node-assembly';
import { PRIMARY_CARE_GATEWAY, type PrimaryCareGateway } from '../../application/ports';
import { LogIn } from '../../application/session/log-in';
import { bindStores } from '../app/bind-stores';
import { PrimaryCareStore } from './primary-care-store';

/** The app of one tab on the in-memory sandbox, signed in, whose provider directory answers only when released. */
async function withHeldDirectory(username: string) {
  const app = createNodeContainer({ kind: 'memory' }, { today: '2025-06-15', domainId: 1 });
  bindStores(app.container);
  expect((await app.container.get(LogIn).execute({ username, password: 'Sandbox1' })).kind).toBe('signed-in');
  const real = app.container.get<PrimaryCareGateway>(PRIMARY_CARE_GATEWAY);
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  const slow: PrimaryCareGateway = Object.assign(Object.create(real) as PrimaryCareGateway, {
    provider: async (providerId: string) => {
      asked.push(providerId);
      await held;
      return real.provider(providerId);
    },
  });
  app.container.rebind(PRIMARY_CARE_GATEWAY).toConstantValue(slow);
  return { store: app.container.get(PrimaryCareStore), release, asked };
}

describe('the primary care store', () => {
  it("shows the family's primary care once the providers' directory details are in, never a card that grows as they answer", async () => {
    const { store, release, asked } = await withHeldDirectory('subscriber');
    const loading = store.load();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked.length).toBeGreaterThan(0);
    expect(store.view).toBeNull();

    release();
    await loading;
    const shown = store.view?.members.flatMap((member) => (member.current === null ? [] : [member.current])) ?? [];
    expect(shown.length).toBeGreaterThan(0);
    for (const entry of shown) expect(store.providerOf(entry)?.providerName).toBeTruthy();
  });
});
