// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Claim, ClaimAccumulator } from '../../domain/model';
import { memberShareOf } from '../../domain/rules/claims';
import { aOneLineClaim } from '../../domain/rules/testing/builders';
import { createNodeContainer } from '../../adapters/node-assembly';
import { isRight } from 'fp-ts/Either';
import { LogIn } from '../../application/session/log-in';
import { ReadViewer } from '../../application/shared/viewer-context';
import { bindStores } from '../app/bind-stores';
import { AppealsStore } from '../appeals/appeals-store';
import { EobExplainer } from './EobExplainer';

/** The subscriber's appeals, on the in-memory sandbox on `today`: what decides whether a claim offers an appeal. */
async function subscribersAppeals(today: string): Promise<{ readonly appeals: AppealsStore; readonly memberKey: string }> {
  const app = createNodeContainer({ kind: 'memory' }, { today, domainId: 1 });
  bindStores(app.container);
  expect((await app.container.get(LogIn).execute({ username: 'subscriber', password: 'Sandbox1' })).kind).toBe('signed-in');
  const account = await app.container.get(ReadViewer).execute();
  const store = app.container.get(AppealsStore);
  await store.load();
  return { appeals: store, memberKey: isRight(account) ? account.right.viewer.memberKey : '' };
}

/** The appeals store before it has loaded: a claim offers no appeal until the member's appeals are in. */
const NO_APPEALS = (() => {
  const app = createNodeContainer({ kind: 'memory' }, { today: '2026-11-22', domainId: 1 });
  bindStores(app.container);
  return app.container.get(AppealsStore);
})();

const share = memberShareOf({ deductible: 89, copay: 0, coinsurance: 0, notCovered: 0 });
/** An in-network office visit that put $89 toward the deductible, with the accumulators the claims system reported. */
const claimWith = (accumulators: readonly ClaimAccumulator[]): Claim =>
  aOneLineClaim({ billed: 180, allowed: 125, planPaid: 36, memberShare: share }, { accumulators });
const deductible = (network: ClaimAccumulator['network'], metBefore: number, metAfter: number): ClaimAccumulator => ({
  kind: 'deductible',
  coverage: 'individual',
  network,
  limit: 1500,
  metBefore,
  metAfter,
});

describe('EobExplainer', () => {
  it('shows where the claim left each accumulator of its tier, with the other tier folded away', () => {
    render(<EobExplainer claim={claimWith([deductible('out-of-network', 138, 138), deductible('in-network', 1012, 1101)])} quotes={[]} appeals={NO_APPEALS} />);
    const counted = screen.getByTestId('eob-accumulators');
    expect(within(counted).getByText('Deductible, individual, in network')).toBeInTheDocument();
    expect(within(counted).getByText('Before this claim $1,012.00 was met; this claim added $89.00; after it $1,101.00 of $1,500.00 is met.')).toBeInTheDocument();
    expect(within(counted).getByRole('progressbar', { name: 'Deductible, individual, in network' })).toHaveAttribute('aria-valuenow', '73');
    const other = screen.getByTestId('eob-accumulators-other-tier');
    expect(other.closest('details')).not.toHaveAttribute('open');
    expect(within(other).getByText('$138.00 of $1,500.00 met, before and after this claim.')).toBeInTheDocument();
    expect(screen.queryByTestId('eob-accumulators-disagree')).toBeNull();
  });

  it('asks the member to call when the reported accumulators do not match the claim', () => {
    render(<EobExplainer claim={claimWith([deductible('in-network', 1012, 1012)])} quotes={[]} appeals={NO_APPEALS} />);
    expect(screen.getByTestId('eob-accumulators-disagree')).toHaveTextContent('does not match its figures');
  });

  it('says so when the claims system reports no accumulators for the claim', () => {
    render(<EobExplainer claim={claimWith([])} quotes={[]} appeals={NO_APPEALS} />);
    expect(screen.getByText('Where this claim left your deductible and maximums is shown for claims of the current plan year only.')).toBeInTheDocument();
    expect(screen.queryByTestId('eob-accumulators')).toBeNull();
  });
});

describe('EobExplainer, a denied claim', () => {
  const notCovered = memberShareOf({ deductible: 0, copay: 0, coinsurance: 0, notCovered: 180 });
  /** The subscriber's denied claim, processed on November 1, 2026. */
  const denied = (memberKey: string) =>
    aOneLineClaim({ billed: 180, allowed: 180, planPaid: 0, memberShare: notCovered }, { claimId: 'C-9', status: 'denied', statusReason: 'Not a covered service.', memberKey, processedDate: '2026-11-01' });

  it('links to the appeal form of the claim, and a paid claim has no such link', async () => {
    const { appeals, memberKey } = await subscribersAppeals('2026-11-22');
    const { unmount } = render(<EobExplainer claim={denied(memberKey)} quotes={[]} appeals={appeals} />);
    expect(screen.getByRole('link', { name: 'Appeal this decision' })).toHaveAttribute('href', '/account/appeals/new/claim/C-9');
    unmount();
    render(<EobExplainer claim={claimWith([])} quotes={[]} appeals={appeals} />);
    expect(screen.queryByRole('link', { name: 'Appeal this decision' })).toBeNull();
  });

  it('past the 180 days to appeal, offers what the member can still do instead', async () => {
    const { appeals, memberKey } = await subscribersAppeals('2027-05-01');
    render(<EobExplainer claim={denied(memberKey)} quotes={[]} appeals={appeals} />);
    expect(screen.queryByRole('link', { name: 'Appeal this decision' })).toBeNull();
    expect(screen.getByRole('link', { name: 'The deadline to appeal has passed: see what you can still do' })).toHaveAttribute('href', '/account/appeals/new/claim/C-9');
  });
});
