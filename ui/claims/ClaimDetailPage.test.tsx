// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { isRight } from 'fp-ts/Either';
import { afterEach, describe, expect, it } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createNodeContainer } from '../../adapters/node-assembly';
import { CLAIMS_GATEWAY, type ClaimsGateway } from '../../application/ports/claims-gateway';
import { LogIn } from '../../application/session/log-in';
import { claimDecision } from '../../domain/rules/appeals';
import { AppealsStore } from '../appeals/appeals-store';
import { bindStores } from '../app/bind-stores';
import { ServicesProvider } from '../app/ServicesProvider';
import ClaimDetailPage from './ClaimDetailPage';

afterEach(cleanup);

/** The day the appeal tests use. */
const TODAY = '2026-11-22';

describe('a denied claim the member may appeal', () => {
  it('offers "Appeal this decision" once, beside the claim’s other actions', async () => {
    const app = createNodeContainer({ kind: 'memory' }, { today: TODAY, domainId: 1 });
    bindStores(app.container);
    expect((await app.container.get(LogIn).execute({ username: 'subscriber', password: 'Sandbox1' })).kind).toBe('signed-in');
    // The subscriber's denied claims, and the first the appeal form would take.
    const claims = await app.container.get<ClaimsGateway>(CLAIMS_GATEWAY).claims({});
    const appeals = app.container.get(AppealsStore);
    await appeals.load();
    const appealable = (isRight(claims) ? claims.right : []).find((claim) => claim.status === 'denied' && appeals.offerFor(claimDecision(claim)) === 'appeal');
    if (appealable === undefined) throw new Error('the sandbox subscriber has no denied claim open to appeal');
    appeals.release();

    const { hook } = memoryLocation({ path: `/claims/${appealable.claimId}` });
    render(
      <ServicesProvider container={app.container}>
        <Router hook={hook}>
          <Route path="/claims/:claimId" component={ClaimDetailPage} />
        </Router>
      </ServicesProvider>,
    );
    const links = await screen.findAllByRole('link', { name: 'Appeal this decision' }, { timeout: 5000 });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', `/account/appeals/new/claim/${appealable.claimId}`);
    expect(links[0]?.closest('.claim-actions')).not.toBeNull();
  });
});
