// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { isRight } from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { createNodeContainer } from '../../adapters/node-assembly';
import { AUTHORIZATIONS_GATEWAY, type AuthorizationsGateway } from '../../application/ports/authorizations-gateway';
import { LogIn } from '../../application/session/log-in';
import { authorizationDecision, type AppealableDecision } from '../../domain/rules/appeals';
import { bindStores } from '../app/bind-stores';
import { AppealFormStore } from './appeal-form-store';
import { AppealsStore } from './appeals-store';
import { AppealThisDecision } from './DecisionAppeals';

/** The day the appeal e2e test and the store tests use: the denied Humira request (HL1004) has 153 days left. */
const TODAY = '2026-11-22';

async function signedIn(username: string) {
  const app = createNodeContainer({ kind: 'memory' }, { today: TODAY, domainId: 1 });
  bindStores(app.container);
  expect((await app.container.get(LogIn).execute({ username, password: 'Sandbox1' })).kind).toBe('signed-in');
  return app;
}

/** The subscriber's denied Humira request, as the tracker has it. */
async function humiraDecision(): Promise<AppealableDecision> {
  const app = await signedIn('subscriber');
  const list = await app.container.get<AuthorizationsGateway>(AUTHORIZATIONS_GATEWAY).authorizations();
  const item = isRight(list) ? list.right.find((candidate) => candidate.authorizationId === 'HL1004') : undefined;
  const decision = item === undefined ? null : authorizationDecision(item);
  if (decision === null) throw new Error('the sandbox has no denied HL1004');
  return decision;
}

const link = () => screen.queryByRole('link', { name: 'Appeal this decision' });

describe('the link to the appeal form follows the rules the form files by', () => {
  it('shows "Appeal this decision" to the subscriber for his own denied request, leading to its form', async () => {
    const decision = await humiraDecision();
    const app = await signedIn('subscriber');
    const store = app.container.get(AppealsStore);
    render(<AppealThisDecision store={store} decision={decision} />);
    expect(link()).toBeNull();
    await store.load();
    expect(await screen.findByRole('link', { name: 'Appeal this decision' })).toHaveAttribute('href', '/account/appeals/new/authorization/HL1004');
  });

  it('hides it once an appeal of the decision is open: the appeal shows on the decision instead', async () => {
    const decision = await humiraDecision();
    const app = await signedIn('subscriber');
    const form = app.container.get(AppealFormStore);
    await form.load('authorization', 'HL1004');
    form.setReason('My rheumatologist explains why I need this medicine.');
    form.review();
    await form.submit();
    expect(form.step).toBe('filed');
    const store = app.container.get(AppealsStore);
    await store.load();
    render(<AppealThisDecision store={store} decision={decision} />);
    expect(link()).toBeNull();
    expect(screen.queryByTestId('appeal-this-decision')).toBeNull();
  });

  it('past the 180 days, offers what the member can still do instead of an appeal', async () => {
    const decision = await humiraDecision();
    const app = await signedIn('subscriber');
    // HL1004's last day to appeal is April 24, 2027.
    app.clock.pin('2027-04-25');
    const store = app.container.get(AppealsStore);
    await store.load();
    render(<AppealThisDecision store={store} decision={decision} />);
    expect(link()).toBeNull();
    expect(screen.getByRole('link', { name: 'The deadline to appeal has passed: see what you can still do' })).toHaveAttribute('href', '/account/appeals/new/authorization/HL1004');
  });

  it('shows nothing to a member who may not appeal for the person whose care was denied', async () => {
    const decision = await humiraDecision();
    const app = await signedIn('spouse');
    const store = app.container.get(AppealsStore);
    await store.load();
    render(<AppealThisDecision store={store} decision={decision} />);
    expect(screen.queryByTestId('appeal-this-decision')).toBeNull();
  });

  it('shows nothing for a decision that cannot be appealed', async () => {
    const app = await signedIn('subscriber');
    const store = app.container.get(AppealsStore);
    await store.load();
    render(<AppealThisDecision store={store} decision={null} />);
    expect(screen.queryByTestId('appeal-this-decision')).toBeNull();
  });
});
