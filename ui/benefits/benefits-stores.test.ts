import { describe, expect, it } from 'vitest';
import { createNodeContainer } from '../../adapters/node-assembly';
import { LogIn } from '../../application/session/log-in';
import { ResolveAccountState } from '../../application/shared/resolve-account-state';
import { bindStores } from '../app/bind-stores';
import { SessionStore } from '../stores/session-store';
import { DentalBenefitsStore } from './dental-store';
import { MedicalBenefitsStore } from './medical-store';
import { ReferralsStore } from './referrals-store';
import { BenefitsSummaryStore } from './summary-store';

async function signedIn(username: string, domainId: 1 | 2 | 5 = 1) {
  const app = createNodeContainer({ kind: 'memory' }, { today: '2025-06-15', domainId });
  bindStores(app.container);
  expect((await app.container.get(LogIn).execute({ username, password: 'Sandbox1' })).kind).toBe('signed-in');
  const state = await app.container.get(ResolveAccountState).execute();
  if (state.kind !== 'resolved') throw new Error('no account state');
  return { app, state: state.state };
}

describe('benefits screen stores', () => {
  it('the summary offers the subscriber the covered family and follows the member asked for', async () => {
    const { app, state } = await signedIn('subscriber');
    const store = app.container.get(BenefitsSummaryStore);
    const query = { suffix: 2, asOfDate: null };
    // Known before anything is loaded, so that the page's first paint has the member picker.
    const choice = store.choiceFor(state, query);
    expect(choice.offered.map((member) => member.firstName)).toEqual(['Daniel', 'Rebecca', 'Maya', 'Owen', 'Ava']);
    expect(choice.member?.firstName).toBe('Maya');
    await store.load(state, query);
    expect(store.summary.value?.categories.map((section) => section.category)).toEqual(['Medical', 'Dental', 'Vision', 'Pharmacy']);
  });

  it('dental opens on the in-network tier until the member picks another', async () => {
    const { app, state } = await signedIn('subscriber');
    const store = app.container.get(DentalBenefitsStore);
    await store.load(state, { suffix: null, asOfDate: null });
    expect(store.selectedTier).toBe('innet');
    store.selectTier('outnet');
    expect(store.selectedTier).toBe('outnet');
  });

  it('referral filters start again on the first page; another member clears status and provider', async () => {
    const { app, state } = await signedIn('subscriber');
    const store = app.container.get(ReferralsStore);
    await store.load();
    await store.goTo(2);
    expect(store.results.value?.page.number).toBe(2);
    await store.filter({ statusCode: 'APPROVED' });
    expect(store.page).toBe(0);
    const maya = state.account.members.find((member) => member.firstName === 'Maya');
    await store.filter({ memberKey: maya?.memberKey ?? '' });
    expect(store.filters.statusCode).toBe('');
    expect(store.results.value?.page.content.every((referral) => referral.memberKey === maya?.memberKey)).toBe(true);
  });

  it('a member asked for who is not offered falls back to the viewer', async () => {
    const { app, state } = await signedIn('subscriber');
    const store = app.container.get(DentalBenefitsStore);
    expect(store.choiceFor(state, { suffix: 9, asOfDate: null }).member?.firstName).toBe('Daniel');
    await store.load(state, { suffix: 9, asOfDate: null });
    expect(app.container.get(SessionStore).failureStatus).toBeNull();
  });

  it('a failure ends on the error page with its status', async () => {
    const { app, state } = await signedIn('providence', 5);
    const store = app.container.get(MedicalBenefitsStore);
    await store.load(state, { suffix: null, asOfDate: null });
    expect(store.medical.value).toBeNull();
    expect(app.container.get(SessionStore).failureStatus).toBe(404);
  });
});
