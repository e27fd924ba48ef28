// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createNodeContainer } from '../../adapters/node-assembly';
import type { AppealView } from '../../application/appeals/appeals';
import type { Appeal } from '../../domain/model';
import { externalReview } from '../../domain/rules/appeals';
import { bindStores } from '../app/bind-stores';
import { AppealCard } from './AppealCard';
import { AppealsStore } from './appeals-store';

const TODAY = '2026-12-20';

const anAppeal = (overrides: Partial<Appeal>): Appeal => ({
  appealId: 'A-100',
  memberKey: 'K-00',
  aboutMemberKey: 'K-00',
  aboutMemberName: 'Daniel Hollis',
  decision: { kind: 'authorization', reference: 'HL1004', deniedLines: ['Adalimumab injections (Humira)'], noticeDate: '2026-05-01' },
  appellant: 'member',
  representativeName: null,
  reason: 'My doctor explains.',
  expedited: false,
  care: 'pre-service',
  status: 'received',
  receivedAt: '2026-11-22T15:00:00.000Z',
  decisionDueAt: '2026-12-22T15:00:00.000Z',
  decidedOn: null,
  outcome: null,
  informationRequested: null,
  decisionLetter: false,
  attachments: [],
  language: 'en',
  ...overrides,
});

function renderCard(overrides: Partial<Appeal>) {
  const app = createNodeContainer({ kind: 'memory' }, { today: TODAY, domainId: 1 });
  bindStores(app.container);
  const appeal = anAppeal(overrides);
  const view: AppealView = { appeal, externalReview: externalReview(appeal, TODAY) };
  render(
    <ul>
      <AppealCard view={view} store={app.container.get(AppealsStore)} />
    </ul>,
  );
  return within(screen.getByTestId('appeal'));
}

describe('AppealCard', () => {
  it('shows a received appeal with its decision due date, and nothing to do yet', () => {
    const card = renderCard({});
    expect(card.getByRole('heading', { name: 'Appeal A-100' })).toBeInTheDocument();
    expect(card.getByTestId('appeal-status')).toHaveTextContent('Received');
    expect(card.getByTestId('appeal-due')).toHaveTextContent('December 22, 2026');
    expect(card.queryByRole('button')).toBeNull();
  });

  it("marks the plan's texts with their language where it is not the page's", () => {
    const english = renderCard({ status: 'more-information-needed', informationRequested: 'A letter from your doctor.' });
    expect(english.getByText('Adalimumab injections (Humira)')).not.toHaveAttribute('lang');
    cleanup();
    const spanish = renderCard({
      status: 'more-information-needed',
      informationRequested: 'Una carta de su médico.',
      decision: { kind: 'authorization', reference: 'HL1004', deniedLines: ['Inyecciones de adalimumab (Humira)'], noticeDate: '2026-05-01' },
      language: 'es',
    });
    expect(spanish.getByText('Inyecciones de adalimumab (Humira)')).toHaveAttribute('lang', 'es');
    expect(spanish.getByText('Una carta de su médico.')).toHaveAttribute('lang', 'es');
  });

  it('says in review', () => {
    expect(renderCard({ status: 'in-review' }).getByTestId('appeal-status')).toHaveTextContent('In review');
  });

  it('says what the plan needs when it asks for more information, with a way to answer and upload', () => {
    const card = renderCard({ status: 'more-information-needed', informationRequested: 'Send the lab results from October.' });
    expect(card.getByTestId('appeal-status')).toHaveTextContent('More information needed');
    expect(card.getByText('Send the lab results from October.')).toBeInTheDocument();
    expect(card.getByLabelText('Your answer')).toBeInTheDocument();
    expect(card.getByLabelText('Attach a document')).toHaveAttribute('type', 'file');
    expect(card.getByRole('button', { name: 'Send the information' })).toBeInTheDocument();
  });

  it('shows an overturned decision with its letter, and no external review', () => {
    const card = renderCard({ status: 'decided', outcome: 'overturned', decidedOn: '2026-12-07', decisionLetter: true });
    expect(card.getByTestId('appeal-status')).toHaveTextContent('Decided: the denial was reversed');
    expect(card.getByRole('button', { name: 'Get the decision letter' })).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Ask for an external review' })).toBeNull();
  });

  it('offers an external review of an upheld denial, until 4 months after the decision', () => {
    const card = renderCard({ status: 'decided', outcome: 'upheld', decidedOn: '2026-12-07', decisionLetter: true });
    expect(card.getByTestId('appeal-status')).toHaveTextContent('Decided: the denial stands');
    expect(card.getByText('You can ask for an independent external review until April 7, 2027.')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Ask for an external review' })).toBeInTheDocument();
  });

  it('says an external review was requested', () => {
    const card = renderCard({ status: 'external-review-requested', outcome: 'upheld', decidedOn: '2026-12-07', decisionLetter: true });
    expect(card.getByTestId('appeal-status')).toHaveTextContent('External review requested');
    expect(card.queryByRole('button', { name: 'Ask for an external review' })).toBeNull();
  });
});
