import { describe, expect, it } from 'vitest';
import { createNodeContainer } from '../../adapters/node-assembly';
import { LogIn } from '../../application/session/log-in';
import { bindStores } from '../app/bind-stores';
import { CancelPlanStore } from './cancel-plan-store';
import { HomeStore } from './home-store';

async function subscriberHome() {
  const app = createNodeContainer({ kind: 'memory' }, { today: '2025-06-15', domainId: 1 });
  bindStores(app.container);
  expect((await app.container.get(LogIn).execute({ username: 'subscriber', password: 'Sandbox1' })).kind).toBe('signed-in');
  const home = app.container.get(HomeStore);
  await home.load();
  await home.loadBelowBanner();
  return { home, dialog: app.container.get(CancelPlanStore) };
}

describe('the cancel plan dialog', () => {
  it("cancels the chosen coverage, closes, and the home page's notice says what will not be renewed", async () => {
    const { home, dialog } = await subscriberHome();
    const options = home.dashboard?.planManagement?.cancellationOptions ?? [];
    expect(options.map((option) => option.id)).toEqual(['M', 'D']);
    home.openCancelDialog();
    dialog.choose('D');
    const confirming = dialog.confirm(dialog.choice, home);
    // While the call is out, the dialog cannot be closed.
    expect(dialog.close('cancel', dialog.choice, home)).toBe(false);
    await confirming;
    expect(home.cancelDialogOpen).toBe(false);
    expect(home.dashboard?.planManagement?.banner).toMatchObject({ kind: 'cancellation' });
    expect(home.dashboard?.planManagement?.banner.text).toContain('medical and dental plans will not be renewed');
    expect(home.dashboard?.planManagement?.cancellationOptions).toEqual([]);
  });

  it('closes without cancelling anything when the member keeps the plan', async () => {
    const { home, dialog } = await subscriberHome();
    home.openCancelDialog();
    expect(dialog.close('cancel', 'M', home)).toBe(true);
    expect(home.cancelDialogOpen).toBe(false);
    expect(home.dashboard?.planManagement?.banner.kind).not.toBe('cancellation');
  });
});
