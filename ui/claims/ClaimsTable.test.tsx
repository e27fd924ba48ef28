// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { putInForce } from '../../domain/copy/localized';
import type { Claim } from '../../domain/model';
import { aClaim } from '../../domain/rules/testing/builders';
import { SPANISH } from '../i18n/spanish';
import { ClaimsTable } from './ClaimsTable';

/** The table's claim: the domain's sample claim under a claim number as the gateway gives it. */
const claim = (overrides: Partial<Claim>): Claim => aClaim({ claimId: 'M2025031000', eobId: null, ...overrides });

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

  describe('in Spanish', () => {
    afterEach(() => putInForce('en', {}));

    it('words the status and the claim type from the Spanish catalogues', () => {
      putInForce('es', SPANISH);
      render(<ClaimsTable claims={[claim({}), claim({ claimId: 'P2025031000', claimType: 'pharmacy', status: 'pending', allowed: null, planPaid: null, memberShare: null, processedDate: null })]} caption="Reclamos" showMember />);
      const processed = screen.getAllByRole('row')[1] as HTMLElement;
      const pending = screen.getAllByRole('row')[2] as HTMLElement;
      expect(within(processed).getByText('Médico')).toBeInTheDocument();
      expect(within(processed).getByText('Procesado')).toBeInTheDocument();
      expect(within(pending).getByText('Farmacia')).toBeInTheDocument();
      expect(within(pending).getByText('Pendiente')).toBeInTheDocument();
    });
  });
});
