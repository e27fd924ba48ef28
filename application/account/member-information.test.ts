import { describe, expect, it } from 'vitest';
import { createNodeContainer } from '../../adapters/node-assembly';
import { LogIn } from '../session/log-in';
import { LoadMemberInformation } from './member-information';
import { LoadPlanBenefits } from './plan-benefits';
import { RequestPrintedIdCard } from './request-printed-id-card';
import { ResolveAccountState } from '../shared/resolve-account-state';

async function signedIn(username: string) {
  const app = createNodeContainer({ kind: 'memory' }, { today: '2026-11-22', domainId: 1 });
  expect((await app.container.get(LogIn).execute({ username, password: 'Sandbox1' })).kind).toBe('signed-in');
  const state = await app.container.get(ResolveAccountState).execute();
  if (state.kind !== 'resolved') throw new Error('no account state');
  return { app, state: state.state };
}

describe('LoadMemberInformation', () => {
  it('shows a subscriber the whole family with ID card options and printable categories', async () => {
    const { app, state } = await signedIn('subscriber');
    const outcome = await app.container.get(LoadMemberInformation).execute(state);
    expect(outcome.kind).toBe('loaded');
    if (outcome.kind !== 'loaded') return;
    expect(outcome.information.members.map((member) => member.name)).toEqual(['Daniel Hollis', 'Rebecca Hollis', 'Maya Hollis', 'Owen Hollis', 'Ava Hollis']);
    expect(outcome.information.members[0]).toMatchObject({ isViewer: true, coverage: ['Medical', 'Dental', 'Vision', 'Pharmacy'] });
    expect(outcome.information.idCardsAvailable).toBe(true);
    expect(outcome.information.printableCategories).toEqual(['medical', 'dental']);
    expect(outcome.information.emailAddress).toBe('daniel.hollis@example.com');
  });

  it('shows a dependant only themselves', async () => {
    const { app, state } = await signedIn('spouse');
    const outcome = await app.container.get(LoadMemberInformation).execute(state);
    expect(outcome.kind === 'loaded' && outcome.information.members.map((member) => member.name)).toEqual(['Rebecca Hollis']);
  });

  it('offers a termed member no ID card', async () => {
    const { app, state } = await signedIn('termed');
    const outcome = await app.container.get(LoadMemberInformation).execute(state);
    expect(outcome.kind === 'loaded' && outcome.information).toMatchObject({ idCardsAvailable: false, printableCategories: [] });
  });
});

describe('RequestPrintedIdCard', () => {
  it('answers the insurer confirmation naming the mailing address', async () => {
    const { app } = await signedIn('subscriber');
    const outcome = await app.container.get(RequestPrintedIdCard).execute('dental');
    expect(outcome.kind).toBe('requested');
    expect(outcome.kind === 'requested' && outcome.confirmation).toContain('2417 SE Salmon St');
  });
});

describe('LoadPlanBenefits', () => {
  it('lists each visible member coverage and the plan years of a managed plan', async () => {
    const { app, state } = await signedIn('subscriber');
    const outcome = await app.container.get(LoadPlanBenefits).execute(state);
    expect(outcome.kind).toBe('loaded');
    if (outcome.kind !== 'loaded') return;
    expect(outcome.benefits.members).toHaveLength(5);
    // Owen is not covered for vision.
    expect(outcome.benefits.members[3]?.coverage.map((line) => line.category)).toEqual(['Medical', 'Dental', 'Pharmacy']);
    expect(outcome.benefits.members[0]?.coverage[0]).toMatchObject({ category: 'Medical', status: 'Active', insuranceType: 'Individual PPO' });
    expect(outcome.benefits.planYears).toMatchObject({ currentPlanYear: '2026', upcomingPlanYear: '2027' });
  });

  it('has no plan years for a group plan', async () => {
    const { app, state } = await signedIn('nopcp');
    const outcome = await app.container.get(LoadPlanBenefits).execute(state);
    expect(outcome.kind === 'loaded' && outcome.benefits.planYears).toBeNull();
  });
});
