// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { putInForce } from '../../domain/copy/localized';
import { SPANISH } from '../i18n/spanish';
import type { Authorization } from '../../domain/model';
import { appealBy, decisionLine, expiresSoon, trackerStatus } from '../../domain/rules/authorizations';
import { anAuthorization } from '../../domain/rules/testing/authorization-builders';
import type { TrackedAuthorization } from '../../application/care/track-authorizations';
import { AuthorizationCard } from './AuthorizationCard';

const TODAY = '2025-11-20';

/** A request as the tracker's use case hands it to the view. */
function tracked(overrides: Partial<Authorization>): TrackedAuthorization {
  const item = anAuthorization(overrides);
  const status = trackerStatus(item, TODAY);
  return { item, status, decision: decisionLine(item), expiresSoon: expiresSoon(item, TODAY), appealBy: appealBy(item, status), estimate: null };
}

const renderCard = (overrides: Partial<Authorization>) =>
  render(
    <ul>
      <AuthorizationCard tracked={tracked(overrides)} />
    </ul>,
  );

describe('AuthorizationCard', () => {
  it('shows the service, both providers, the dates and what was approved, flagged when it expires soon', () => {
    renderCard({ approved: { units: 2, unit: 'visit', startDate: '2025-11-04', endDate: '2025-12-04' } });
    const card = screen.getByRole('listitem');
    expect(within(card).getByRole('heading', { level: 3, name: 'MRI of the knee' })).toBeInTheDocument();
    for (const text of ['Prior authorization', 'Approved', 'Expires soon', 'Dr. Sarah Kim', 'Eastside Imaging Center', 'November 1, 2025', 'November 4, 2025']) {
      expect(within(card).getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(within(card).getByText('2 visits, November 4, 2025 to December 4, 2025')).toBeInTheDocument();
  });

  it('gives a denial’s reason and the steps to appeal before the deadline', () => {
    renderCard({ status: 'denied', approved: null, decisionDate: '2025-11-05', denialReason: 'We denied this request because a home test comes first.' });
    expect(screen.getByText('We denied this request because a home test comes first.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How to appeal' })).toBeInTheDocument();
    expect(screen.getByText(/by May 4, 2026/)).toBeInTheDocument();
  });

  it('shows what it is given about appealing the request (the link to its form where it may be appealed, and its appeals)', () => {
    render(
      <ul>
        <AuthorizationCard tracked={tracked({ authorizationId: 'HL1004', status: 'denied', approved: null, decisionDate: '2025-11-05', denialReason: 'Try another medicine first.' })} appeals={<p>Appeal A-1</p>} />
      </ul>,
    );
    expect(screen.getByText('Appeal A-1')).toBeInTheDocument();
  });

  it('says when a decision is due and what the plan is waiting for', () => {
    renderCard({
      status: 'more-information-needed',
      urgency: 'expedited',
      approved: null,
      decisionDate: null,
      receivedAt: '2025-11-19T11:30:00-08:00',
      informationRequested: 'Notes from the last two visits.',
    });
    expect(screen.getByText('Decision due by')).toBeInTheDocument();
    expect(screen.getByText('November 22, 2025, 11:30 AM (expedited)')).toBeInTheDocument();
    expect(screen.getByText('Notes from the last two visits.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'How to appeal' })).toBeNull();
  });

  describe('on a Spanish page', () => {
    afterEach(() => putInForce('en', {}));

    it('marks the gateway’s texts English only when the gateway says they are', () => {
      putInForce('es', SPANISH);
      const denial = { status: 'denied', approved: null, decisionDate: '2025-11-05' } as const;
      const { unmount } = renderCard({ ...denial, service: { code: '73721', description: 'MRI of the knee', category: 'imaging' }, denialReason: 'A home test comes first.', language: 'en' });
      expect(screen.getByRole('heading', { level: 3, name: 'MRI of the knee' })).toHaveAttribute('lang', 'en');
      expect(screen.getByText('A home test comes first.')).toHaveAttribute('lang', 'en');
      unmount();
      renderCard({ ...denial, service: { code: '73721', description: 'Resonancia magnética de la rodilla', category: 'imaging' }, denialReason: 'Primero se hace una prueba en casa.', language: 'es' });
      expect(screen.getByRole('heading', { level: 3, name: 'Resonancia magnética de la rodilla' })).not.toHaveAttribute('lang');
      expect(screen.getByText('Primero se hace una prueba en casa.')).not.toHaveAttribute('lang');
    });
  });
});
