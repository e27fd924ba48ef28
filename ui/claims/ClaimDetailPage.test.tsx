// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { isRight } from 'fp-ts/Either';
import { afterEach, describe, expect, it } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createNodeContainer } from '../../adapters/node-assembly';
import { CLAIMS_GATEWAY, type ClaimsGateway } from '../../application/ports/claims-gateway';
import { LogIn } from '../../application/session/log-in';
import { claimDecision, reversingAppeal } from '../../domain/rules/appeals';
import type { DomainId } from '../../domain/model';
import { AppealsStore } from '../appeals/appeals-store';
import { bindStores } from '../app/bind-stores';
import { ServicesProvider } from '../app/ServicesProvider';
import ClaimDetailPage from './ClaimDetailPage';

afterEach(cleanup);

/** The day the appeal tests use. */
const TODAY = '2026-11-22';

async function signedIn(username: string, domainId: DomainId, today: string) {
  const app = createNodeContainer({ kind: 'memory' }, { today, domainId });
  bindStores(app.container);
  expect((await app.container.get(LogIn).execute({ username, password: 'Sandbox1' })).kind).toBe('signed-in');
  return app;
}

function renderClaim(app: Awaited<ReturnType<typeof signedIn>>, claimId: string): void {
  const { hook } = memoryLocation({ path: `/claims/${claimId}` });
  render(
    <ServicesProvider container={app.container}>
      <Router hook={hook}>
        <Route path="/claims/:claimId" component={ClaimDetailPage} />
      </Router>
    </ServicesProvider>,
  );
}

describe('a denied claim the member may appeal', () => {
  it('offers "Appeal this decision" once, beside the claim’s other actions', async () => {
    const app = await signedIn('subscriber', 1, TODAY);
    // The subscriber's denied claims, and the first the appeal form would take.
    const claims = await app.container.get<ClaimsGateway>(CLAIMS_GATEWAY).claims({});
    const appeals = app.container.get(AppealsStore);
    await appeals.load();
    const appealable = (isRight(claims) ? claims.right : []).find((claim) => claim.status === 'denied' && appeals.offerFor(claimDecision(claim)) === 'appeal');
    if (appealable === undefined) throw new Error('the sandbox subscriber has no denied claim open to appeal');
    appeals.release();

    renderClaim(app, appealable.claimId);
    const links = await screen.findAllByRole('link', { name: 'Appeal this decision' }, { timeout: 5000 });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', `/account/appeals/new/claim/${appealable.claimId}`);
    expect(links[0]?.closest('.claim-actions')).not.toBeNull();
    expect(screen.queryByTestId('reversed-on-appeal')).toBeNull();
  });
});

describe('a denied claim an appeal reversed', () => {
  it('says the decision was reversed and the claim will be processed again, and offers no appeal', async () => {
    const app = await signedIn('summit', 2, '2026-11-29');
    const appeals = app.container.get(AppealsStore);
    await appeals.load();
    const reversed = (appeals.appeals ?? []).map((view) => view.appeal).find((appeal) => appeal.decision.kind === 'claim' && reversingAppeal([appeal], appeal.decision.reference) !== null);
    if (reversed === undefined) throw new Error('the summit family has no claim an appeal reversed');
    appeals.release();

    renderClaim(app, reversed.decision.reference);
    expect(await screen.findByTestId('reversed-on-appeal', {}, { timeout: 5000 })).toHaveTextContent(/^Your appeal reversed (part of )?this decision on \d\d\/\d\d\/\d{4}\. We will process the claim again/);
    expect(screen.queryByRole('link', { name: 'Appeal this decision' })).toBeNull();
  });
});
