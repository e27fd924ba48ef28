// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Claim } from '../../domain/model';
import { ClaimsTable } from './ClaimsTable';

const claim = (overrides: Partial<Claim>): Claim => ({
  claimId: 'M2025031000',
  memberKey: 'K-00',
  memberName: 'Daniel Hollis',
  claimType: 'medical',
  serviceStartDate: '2025-03-10',
  serviceEndDate: '2025-03-10',
  receivedDate: '2025-03-14',
  processedDate: '2025-03-28',
  provider: { providerId: null, name: 'Hawthorne Family Medicine', networkStatus: 'in-network' },
  status: 'processed',
  statusReason: null,
  billed: 185,
  allowed: 120,
  planPaid: 95,
  memberShare: { deductible: 0, copay: 25, coinsurance: 0, notCovered: 0, total: 25 },
  serviceLines: [],
  eobId: null,
  ...overrides,
});

describe('ClaimsTable', () => {
  it('shows date of service, provider, status, billed, plan paid and the member share, with a link to the claim', () => {
    render(<ClaimsTable claims={[claim({})]} caption="Claims" showMember />);
    const row = screen.getAllByRole('row')[1] as HTMLElement;
    for (const text of ['03/10/2025', 'Daniel Hollis', 'Hawthorne Family Medicine', 'Medical', 'Processed', '$185.00', '$95.00', '$25.00']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    expect(within(row).getByRole('link', { name: 'Details for Hawthorne Family Medicine on 03/10/2025' })).toHaveAttribute('href', '/claims/M2025031000');
  });

  it('reads undecided amounts of a pending claim as such, and leaves the member column out for one member', () => {
    render(<ClaimsTable claims={[claim({ status: 'pending', allowed: null, planPaid: null, memberShare: null, processedDate: null })]} caption="Claims" showMember={false} />);
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getAllByText('Not decided yet')).toHaveLength(2);
    expect(screen.queryByRole('columnheader', { name: 'Member' })).toBeNull();
  });
});
