// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { left } from 'fp-ts/Either';
import { beforeEach, describe, expect, it } from 'vitest';
import { createNodeContainer } from '../../adapters/node-assembly';
import { SandboxInsurer } from '../../adapters/sandbox/sandbox-insurer';
import { SandboxTokenIssuer } from '../../adapters/sandbox/sandbox-token';
import { DATA_SHARING_GATEWAY, type DataSharingGateway } from '../../application/ports';
import { LogIn } from '../../application/session/log-in';
import { ServicesProvider } from '../app/ServicesProvider';
import { bindStores } from '../app/bind-stores';
import { NotificationStore } from '../stores/notification-store';
import { SessionStore } from '../stores/session-store';
import DataSharingPage from './DataSharingPage';

/**
 * The data-sharing page on the in-memory sandbox, signed in as a persona: every state the member can see
 * (loading, the choices, the revoke dialog, a failed change, a minor's view, a failed load).
 */

type Fault = 'hold-choices' | 'fail-choices' | 'fail-provider-access';

async function renderPage(username: string, faults: readonly Fault[] = []) {
  const app = createNodeContainer({ kind: 'memory' }, { today: '2025-06-15', domainId: 1 });
  bindStores(app.container);
  expect((await app.container.get(LogIn).execute({ username, password: 'Sandbox1' })).kind).toBe('signed-in');
  const real = app.container.get<DataSharingGateway>(DATA_SHARING_GATEWAY);
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const outage = () => Promise.resolve(left({ kind: 'http' as const, status: 503 }));
  const gateway: DataSharingGateway = {
    choices: async (memberKey) => {
      if (faults.includes('hold-choices')) await held;
      return faults.includes('fail-choices') ? outage() : real.choices(memberKey);
    },
    revokeApp: (memberKey, appId) => real.revokeApp(memberKey, appId),
    setProviderAccess: (memberKey, optedOut) => (faults.includes('fail-provider-access') ? outage() : real.setProviderAccess(memberKey, optedOut)),
    setPayerToPayer: (memberKey, consented) => real.setPayerToPayer(memberKey, consented),
  };
  app.container.rebind(DATA_SHARING_GATEWAY).toConstantValue(gateway);
  render(
    <ServicesProvider container={app.container}>
      <DataSharingPage />
    </ServicesProvider>,
  );
  return { release, session: app.container.get(SessionStore), notifications: app.container.get(NotificationStore) };
}

const connectedApp = (name: string) => screen.getAllByTestId('connected-app').find((card) => within(card).queryByRole('heading', { name }) !== null) as HTMLElement;

beforeEach(() => {
  window.history.replaceState(null, '', '/account/data-sharing');
});

describe('the data-sharing page', () => {
  it('says it is loading until the choices are in', async () => {
    const { release } = await renderPage('subscriber', ['hold-choices']);
    expect(await screen.findByText('Loading your data-sharing choices')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Connected apps' })).not.toBeInTheDocument();
    await act(async () => {
      release();
      await Promise.resolve();
    });
    expect(await screen.findByRole('heading', { name: 'Connected apps' })).toBeInTheDocument();
  });

  it("shows the subscriber's apps, what each reads and when, an ended grant without a Revoke button, the two choices explained and an empty history", async () => {
    await renderPage('subscriber');
    await screen.findByRole('heading', { name: 'Connected apps' });
    const healthLink = connectedApp('HealthLink Records');
    expect(healthLink).toHaveTextContent('Active');
    expect(healthLink).toHaveTextContent('Access ends on March 15, 2026');
    expect(healthLink).toHaveTextContent('Your claims and what was paid');
    expect(healthLink).toHaveTextContent('June 13, 2025');
    expect(within(healthLink).getByRole('button', { name: 'Revoke access for HealthLink Records' })).toBeEnabled();
    const medMinder = connectedApp('MedMinder Pharmacy Tracker');
    expect(medMinder).toHaveTextContent('Ended');
    expect(medMinder).toHaveTextContent('Access ended on May 11, 2025');
    expect(within(medMinder).queryByRole('button')).not.toBeInTheDocument();

    const provider = screen.getByRole('region', { name: 'Provider Access' });
    expect(provider).toHaveTextContent('What is shared:');
    expect(provider).toHaveTextContent('With whom:');
    expect(provider).toHaveTextContent('Why:');
    expect(provider).toHaveTextContent('Your providers can read your data.');
    expect(within(provider).getByRole('button', { name: 'Opt out' })).toBeEnabled();
    expect(within(screen.getByRole('region', { name: 'Sharing with your previous or next plan' })).getByRole('button', { name: 'Give consent' })).toBeEnabled();
    expect(screen.getByText('No changes yet.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Whose choices' })).toHaveDisplayValue(/Daniel Hollis/);
  });

  it('asks before revoking, keeps the app when the member changes their mind, and revokes it once confirmed, focus following', async () => {
    const user = userEvent.setup();
    await renderPage('subscriber');
    await screen.findByRole('heading', { name: 'Connected apps' });
    const revoke = screen.getByRole('button', { name: 'Revoke access for HealthLink Records' });
    await user.click(revoke);
    let dialog = await screen.findByRole('dialog', { name: 'Revoke access for HealthLink Records?' });
    expect(dialog).toHaveTextContent('will no longer be able to read your plan data');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.click(within(dialog).getByRole('button', { name: 'Keep access' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(revoke).toHaveFocus();
    expect(connectedApp('HealthLink Records')).toHaveTextContent('Active');

    await user.click(revoke);
    dialog = await screen.findByRole('dialog', { name: 'Revoke access for HealthLink Records?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke access' }));
    await waitFor(() => expect(connectedApp('HealthLink Records')).toHaveTextContent('Access revoked on June 15, 2025'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(connectedApp('HealthLink Records')).queryByRole('button')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Access revoked on June 15, 2025')).toHaveFocus());
    expect(screen.getByTestId('data-sharing-history')).toHaveTextContent('Revoked access for HealthLink Records');
  });

  it('opts out of Provider Access at once, with the date of the change, and back in, the history newest first', async () => {
    const user = userEvent.setup();
    await renderPage('subscriber');
    const provider = await screen.findByRole('region', { name: 'Provider Access' });
    await user.click(within(provider).getByRole('button', { name: 'Opt out' }));
    await waitFor(() => expect(provider).toHaveTextContent('You opted out: your providers cannot read your data through us.'));
    expect(provider).toHaveTextContent('Last changed on June 15, 2025.');
    await user.click(within(provider).getByRole('button', { name: 'Opt back in' }));
    await waitFor(() => expect(provider).toHaveTextContent('Your providers can read your data.'));
    const history = within(screen.getByTestId('data-sharing-history')).getAllByRole('listitem');
    expect(history.map((item) => item.textContent)).toEqual(['June 15, 2025Opted back in to Provider Access', 'June 15, 2025Opted out of Provider Access']);
  });

  it('says so when a change cannot be saved, and shows the choice still in force', async () => {
    const user = userEvent.setup();
    await renderPage('subscriber', ['fail-provider-access']);
    const provider = await screen.findByRole('region', { name: 'Provider Access' });
    await user.click(within(provider).getByRole('button', { name: 'Opt out' }));
    const alert = await within(provider).findByRole('alert');
    expect(alert).toHaveTextContent('We could not complete your request right now. Please try again in a few minutes.');
    expect(alert).toHaveTextContent('Still in force: Your providers can read your data.');
    expect(within(provider).getByRole('button', { name: 'Opt out' })).toBeEnabled();
    expect(screen.getByText('No changes yet.')).toBeInTheDocument();
  });

  it("lets the subscriber make a minor's choices, and says whose they are", async () => {
    const user = userEvent.setup();
    const { notifications } = await renderPage('subscriber');
    await screen.findByRole('heading', { name: 'Connected apps' });
    const whose = screen.getByRole('combobox', { name: 'Whose choices' });
    const minor = within(whose)
      .getAllByRole('option')
      .find((option) => /Child/.test(option.textContent ?? '')) as HTMLOptionElement;
    const firstName = (minor.textContent ?? '').split(' ')[0];
    await user.selectOptions(whose, minor);
    expect(await screen.findByText(`You manage ${firstName}'s choices until they turn 18.`)).toBeInTheDocument();
    const provider = await screen.findByRole('region', { name: 'Provider Access' });
    expect(provider).toHaveTextContent(`Providers who treat ${firstName} can read ${firstName}'s data.`);
    expect(provider).not.toHaveTextContent('Your providers');
    await user.click(within(provider).getByRole('button', { name: 'Opt out' }));
    await waitFor(() => expect(provider).toHaveTextContent(`You opted ${firstName} out: providers cannot read ${firstName}'s data through us.`));
    expect(notifications.current?.message).toBe(`You opted ${firstName} out of Provider Access.`);
    const payer = screen.getByRole('region', { name: `Sharing with ${firstName}'s previous or next plan` });
    expect(payer).toHaveTextContent(`You have not consented for ${firstName}: we do not share ${firstName}'s data with another plan.`);
    expect(screen.getByTestId('data-sharing-history')).toHaveTextContent('Opted out of Provider Access by Daniel Hollis');
  });

  it('shows a minor her choices without controls, and who manages them', async () => {
    await renderPage('minor');
    expect(await screen.findByTestId('data-sharing-view-only')).toHaveTextContent('Daniel Hollis manages these choices for you until you turn 18.');
    // Nothing here is hers to choose: the page says who can read her data, not to choose.
    expect(screen.getByText(/^Who can read your health plan data:/)).toBeInTheDocument();
    expect(screen.queryByText(/^Choose who can read/)).not.toBeInTheDocument();
    expect(connectedApp('KidsHealth Journal')).toHaveTextContent('Active');
    expect(screen.getByRole('region', { name: 'Provider Access' })).toHaveTextContent('Your providers can read your data.');
    expect(screen.queryAllByRole('button', { name: /Revoke|Opt out|Give consent/ })).toEqual([]);
    expect(screen.queryByRole('combobox', { name: 'Whose choices' })).not.toBeInTheDocument();
  });

  it('a load that fails goes to the error page with its status', async () => {
    const { session } = await renderPage('subscriber', ['fail-choices']);
    await waitFor(() => expect(session.failureStatus).toBe(503));
    expect(screen.queryByRole('heading', { name: 'Connected apps' })).not.toBeInTheDocument();
  });
});

describe('the data-sharing page, with a sign-in more than 5 minutes old', () => {
  it('asks for the password in the card the member acted in, then makes the change they chose', async () => {
    const clock = { now: Date.UTC(2025, 5, 15, 9) };
    const insurer = new SandboxInsurer({ tokens: new SandboxTokenIssuer(undefined, () => clock.now) });
    const app = createNodeContainer({ kind: 'memory', insurer }, { today: '2025-06-15', domainId: 1 });
    bindStores(app.container);
    expect((await app.container.get(LogIn).execute({ username: 'subscriber', password: 'Sandbox1' })).kind).toBe('signed-in');
    clock.now += 6 * 60_000;
    render(
      <ServicesProvider container={app.container}>
        <DataSharingPage />
      </ServicesProvider>,
    );
    const user = userEvent.setup();
    const provider = await screen.findByRole('region', { name: 'Provider Access' });
    await user.click(within(provider).getByRole('button', { name: 'Opt out' }));
    const prompt = await within(provider).findByRole('group', { name: 'Confirm it’s you' });
    await waitFor(() => expect(within(prompt).getByLabelText('Your password')).toHaveFocus());
    expect(within(provider).queryByRole('button', { name: 'Opt out' })).not.toBeInTheDocument();
    expect(provider).toHaveTextContent('Your providers can read your data.');

    await user.paste('Sandbox1');
    await user.click(within(provider).getByRole('button', { name: 'Confirm and continue' }));
    await waitFor(() => expect(provider).toHaveTextContent('You opted out: your providers cannot read your data through us.'));
    expect(within(provider).queryByRole('group', { name: 'Confirm it’s you' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(provider).getByRole('button', { name: 'Opt back in' })).toHaveFocus());
  });
});
