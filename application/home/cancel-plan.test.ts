import { describe, expect, it } from 'vitest';
import { createNodeContainer } from '../../adapters/node-assembly';
import { CancelPlan } from './cancel-plan';
import { LoadHomeDashboard } from './load-home-dashboard';
import { LogIn } from '../session/log-in';
import { ResolveAccountState } from '../shared/resolve-account-state';

async function signedIn(username: string) {
  const app = createNodeContainer({ kind: 'memory' }, { today: '2026-11-22', domainId: 1 });
  expect((await app.container.get(LogIn).execute({ username, password: 'Sandbox1' })).kind).toBe('signed-in');
  return app;
}

describe('CancelPlan', () => {
  it.each([
    ['M', 'Your benefits end on December 31, 2026. Your medical plan will not be renewed.'],
    ['D', 'Your benefits end on December 31, 2026. Your medical and dental plans will not be renewed.'],
  ])('cancelling with %s answers the banner to show, and home shows it next time', async (id, text) => {
    const app = await signedIn('subscriber');
    const outcome = await app.container.get(CancelPlan).execute(id);
    expect(outcome).toMatchObject({ kind: 'cancelled', planManagement: { banner: { kind: 'cancellation', status: id, text }, cancellationOptions: [] } });
    const state = await app.container.get(ResolveAccountState).execute();
    if (state.kind !== 'resolved') throw new Error('no account state');
    const home = await app.container.get(LoadHomeDashboard).execute(state.state);
    expect(home.kind === 'loaded' && home.dashboard.planManagement?.banner.text).toBe(text);
  });

  it('answers the service refusal for a plan that cannot be managed online', async () => {
    const app = await signedIn('nopcp');
    expect(await app.container.get(CancelPlan).execute('M')).toMatchObject({ kind: 'error', error: { kind: 'http', status: 403 } });
  });
});
