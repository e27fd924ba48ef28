import { describe, expect, it } from 'vitest';
import { createNodeContainer } from '../../adapters/node-assembly';
import { LoadBenefitHistory } from './load-benefit-history';
import { LoadBenefits, LoadDentalService } from './load-benefits';
import { LogIn } from '../session/log-in';
import { ResolveAccountState } from '../shared/resolve-account-state';

const TODAY = '2025-06-15';

async function signedIn(username: string, domainId: 1 | 2 | 5 = 1) {
  const app = createNodeContainer({ kind: 'memory' }, { today: TODAY, domainId });
  expect((await app.container.get(LogIn).execute({ username, password: 'Sandbox1' })).kind).toBe('signed-in');
  const state = await app.container.get(ResolveAccountState).execute();
  if (state.kind !== 'resolved') throw new Error('no account state');
  return { app, state: state.state };
}

describe('LoadBenefits', () => {
  it('labels the medical tiers and opens on the in-network one', async () => {
    const { app, state } = await signedIn('subscriber');
    const outcome = await app.container.get(LoadBenefits).medical({ memberKey: state.viewer.memberKey });
    if (outcome.kind !== 'loaded') throw new Error('medical did not load');
    expect(outcome.value.tiers.map((tier) => tier.label)).toEqual(['In network', 'Out-of-network']);
    expect(outcome.value.defaultTierId).toBe('tab1');
    expect(outcome.value.tiers.every((tier) => tier.benefits !== null)).toBe(true);
    expect(outcome.value.limits.every((tier) => tier.limitTypes.every((type) => type.limits.every((limit) => limit.productCategory === 'Medical')))).toBe(true);
    expect(outcome.value.plan.current?.plan).toBe('Beacon Gold 1500');
  });

  it('leaves skipped dental services and maximum figures out for a child', async () => {
    const { app, state } = await signedIn('subscriber');
    const maya = state.account.members.find((member) => member.firstName === 'Maya');
    if (maya === undefined) throw new Error('no Maya');
    const outcome = await app.container.get(LoadBenefits).dental({ suffix: maya.memberSuffix, memberKey: maya.memberKey });
    if (outcome.kind !== 'loaded') throw new Error('dental did not load');
    const amounts = outcome.value.tiers.flatMap((tier) => tier.categories.flatMap((category) => category.services.map((service) => service.amount)));
    expect(amounts.length).toBeGreaterThan(0);
    expect(amounts.some((amount) => amount === 0 || amount === -1)).toBe(false);
    expect(outcome.value.tiers[0]?.maximums.map((maximum) => maximum.description)).toContain('Orthodontia Lifetime Maximum');
  });

  it('reads an earlier plan year when asked for a day in it', async () => {
    const { app, state } = await signedIn('subscriber');
    const load = app.container.get(LoadBenefits);
    const now = await load.summary({ suffix: 0, memberKey: state.viewer.memberKey, categories: ['Medical'] });
    const before = await load.summary({ suffix: 0, memberKey: state.viewer.memberKey, categories: ['Medical'], asOfDate: '2024-05-01' });
    if (now.kind !== 'loaded' || before.kind !== 'loaded') throw new Error('summary did not load');
    const deductible = (summary: typeof now.value) =>
      summary.categories[0]?.limits[0]?.limitTypes.find((type) => type.limitType === 'Deductible - In Network')?.limits[0];
    expect(deductible(now.value)?.totalRemaining).toBeGreaterThan(0);
    expect(deductible(before.value)?.totalRemaining).toBe(0);
    expect(before.value.asOfDate).toBe('2024-05-01');
    expect(before.value.categories[0]?.plan.current?.effectiveDate).toBe('2023-08-01');
  });

  it('answers vision with the member’s plan summary', async () => {
    const { app, state } = await signedIn('subscriber');
    const outcome = await app.container.get(LoadBenefits).category('vision', { suffix: 0, memberKey: state.viewer.memberKey });
    expect(outcome.kind === 'loaded' && outcome.value.benefits.planName).toBe('Vision Essentials 150');
  });

  it('passes a gateway failure on for the error page', async () => {
    const { app, state } = await signedIn('providence', 5);
    const outcome = await app.container.get(LoadBenefits).medical({ memberKey: state.viewer.memberKey });
    expect(outcome).toMatchObject({ kind: 'error', error: { kind: 'http', status: 404 } });
  });
});

describe('LoadDentalService', () => {
  it('finds a service in every tier, or in the one asked for', async () => {
    const { app } = await signedIn('subscriber');
    const service = app.container.get(LoadDentalService);
    const everywhere = await service.execute({ suffix: 0, code: 'd2740' });
    expect(everywhere.kind === 'loaded' && everywhere.value.tiers.map((entry) => [entry.tier.label, entry.service.amount])).toEqual([
      ['In network', 50],
      ['Out of network', 40],
    ]);
    const one = await service.execute({ suffix: 0, code: 'D2740', tierId: 'outnet' });
    expect(one.kind === 'loaded' && one.value.tiers.map((entry) => entry.tier.tierId)).toEqual(['outnet']);
    const skipped = await service.execute({ suffix: 0, code: 'D9972' });
    expect(skipped.kind === 'loaded' && skipped.value.tiers).toEqual([]);
  });
});

describe('LoadBenefitHistory', () => {
  it('matches each member’s plan year on the day; a dependant sees only themselves', async () => {
    const subscriber = await signedIn('subscriber');
    const family = await subscriber.app.container.get(LoadBenefitHistory).execute({
      category: 'Dental',
      day: '2023-08-01',
      members: subscriber.state.account.members,
      viewer: subscriber.state.viewer,
    });
    if (family.kind !== 'loaded') throw new Error('history did not load');
    expect(family.members.length).toBe(5);
    expect(family.members[0]?.onDate).toMatchObject({ effectiveDate: '2023-08-01', termedDate: '2024-07-31' });
    const spouse = await signedIn('spouse');
    const own = await spouse.app.container.get(LoadBenefitHistory).execute({
      category: 'Dental',
      day: '2023-08-01',
      members: spouse.state.account.members,
      viewer: spouse.state.viewer,
    });
    expect(own.kind === 'loaded' && own.members.map((entry) => entry.member?.firstName)).toEqual(['Rebecca']);
  });
});
