// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Route, Switch } from 'wouter';
import { createNodeContainer } from '../../adapters/node-assembly';
import { LogIn } from '../../application/session/log-in';
import { bindStores } from '../app/bind-stores';
import { ServicesProvider } from '../app/ServicesProvider';
import AppealFormPage from './AppealFormPage';

/** On this day the noportland member's denied claim M202312220001, decided on 8 January 2024, is long past its 180 days. */
const TODAY = '2025-06-15';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the appeal form past the filing deadline', () => {
  it('says when the last day was and lists what the member can still do, instead of the form', async () => {
    const app = createNodeContainer({ kind: 'memory' }, { today: TODAY, domainId: 1 });
    bindStores(app.container);
    expect((await app.container.get(LogIn).execute({ username: 'noportland', password: 'Sandbox1' })).kind).toBe('signed-in');
    window.history.replaceState(null, '', '/account/appeals/new/claim/M202312220001');
    render(
      <ServicesProvider container={app.container}>
        <Switch>
          <Route path="/account/appeals/new/:kind/:reference">
            <AppealFormPage />
          </Route>
        </Switch>
      </ServicesProvider>,
    );
    const closed = await screen.findByTestId('appeal-closed', {}, { timeout: 5000 });
    expect(closed).toHaveTextContent(/^The last day to appeal this decision was July 6, 2024\. You can still:/);
    expect(within(closed).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(within(closed).getByRole('link', { name: /complaint/i })).toHaveAttribute('href', '/account/appeals');
    // Nothing to file: no reason to write, no button to review.
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /review/i })).toBeNull();
  });
});
