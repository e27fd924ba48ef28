// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Claim, ClaimAccumulator } from '../../domain/model';
import { memberShareOf } from '../../domain/rules/claims';
import { aOneLineClaim } from '../../domain/rules/testing/builders';
import { EobExplainer } from './EobExplainer';

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
    render(<EobExplainer claim={claimWith([deductible('out-of-network', 138, 138), deductible('in-network', 1012, 1101)])} quotes={[]} />);
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
    render(<EobExplainer claim={claimWith([deductible('in-network', 1012, 1012)])} quotes={[]} />);
    expect(screen.getByTestId('eob-accumulators-disagree')).toHaveTextContent('does not match its figures');
  });

  it('says so when the claims system reports no accumulators for the claim', () => {
    render(<EobExplainer claim={claimWith([])} quotes={[]} />);
    expect(screen.getByText('Where this claim left your deductible and maximums is shown for claims of the current plan year only.')).toBeInTheDocument();
    expect(screen.queryByTestId('eob-accumulators')).toBeNull();
  });
});

describe('EobExplainer, a denied claim', () => {
  const notCovered = memberShareOf({ deductible: 0, copay: 0, coinsurance: 0, notCovered: 180 });
  const denied = aOneLineClaim({ billed: 180, allowed: 180, planPaid: 0, memberShare: notCovered }, { status: 'denied', statusReason: 'Not a covered service.' });

  it('says why none of it was covered and how to appeal, leaving the link to the appeal form to the claim’s actions', () => {
    render(<EobExplainer claim={denied} quotes={[]} />);
    expect(screen.getByRole('heading', { name: 'Why this was not covered' })).toBeInTheDocument();
    expect(screen.getByText(/you can ask us to look at it again \(an appeal\) within 180 days/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Appeal this decision' })).toBeNull();
  });
});
