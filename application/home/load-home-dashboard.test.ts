import { isLeft } from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { DomainId } from '../../domain/model';
import { approvalsExpiringSoon } from '../../domain/rules/authorization-approvals';
import { createNodeContainer } from '../../adapters/node-assembly';
import { AUTHORIZATIONS_GATEWAY, type AuthorizationsGateway } from '../ports/authorizations-gateway';
import { LoadHomeDashboard, type HomeDashboard } from './load-home-dashboard';
import { LogIn } from '../session/log-in';
import { ResolveAccountState } from '../shared/resolve-account-state';

const TODAY = '2026-11-22';

async function dashboardOf(username: string, options: { readonly domainId?: DomainId; readonly today?: string } = {}): Promise<HomeDashboard> {
  const app = createNodeContainer({ kind: 'memory' }, { today: options.today ?? TODAY, domainId: options.domainId ?? 1 });
  const login = await app.container.get(LogIn).execute({ username, password: 'Sandbox1' });
  expect(login.kind).toBe('signed-in');
  const state = await app.container.get(ResolveAccountState).execute();
  if (state.kind !== 'resolved') throw new Error(`account state of ${username}: ${JSON.stringify(state)}`);
  const outcome = await app.container.get(LoadHomeDashboard).execute(state.state);
  if (outcome.kind !== 'loaded') throw new Error(`home of ${username}: ${JSON.stringify(outcome)}`);
  return outcome.dashboard;
}

const names = (tiles: readonly { readonly name: string }[]): string[] => tiles.map((tile) => tile.name);

describe('LoadHomeDashboard', () => {
  it('shows the subscriber their provider, dental maximum, five featured programs and every shortcut', async () => {
    const home = await dashboardOf('subscriber');
    expect(home.primaryCare?.kind).toBe('provider');
    expect(home.primaryCare?.kind === 'provider' && home.primaryCare.providerName).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
    expect(home.memberInformation).toMatchObject({
      name: 'Daniel Hollis',
      identifier: { label: 'Subscriber ID', value: 'M10458231' },
      groupId: '10003115',
      insuranceType: 'Individual PPO',
      idCardAvailable: true,
    });
    expect(home.dentalLimit).toMatchObject({ productCategory: 'Dental', limitType: 'Annual Limit', total: 1500, totalMet: 385 });
    expect(names(home.programs)).toEqual(['Cost estimator', 'Call a nurse', 'Text a doctor', 'Dental cost estimator', 'Mobile therapy']);
    expect(names(home.shortcuts)).toEqual(['All programs', 'eBill', 'Outline of Coverage']);
    expect(home.programs.find((tile) => tile.name === 'Text a doctor')?.target).toEqual({ kind: 'external', href: 'https://textadoctor.cascadehealth.example.com/' });
    const [all, ebill, outline] = home.shortcuts.map((tile) => tile.target);
    expect(all).toEqual({ kind: 'internal', path: '/benefits/programs' });
    expect(ebill).toEqual({ kind: 'internal', path: '/account/ebill' });
    expect(outline?.kind === 'external' && outline.href).toMatch(/^\/gateway\/documents\/outline-of-coverage-.+\.pdf$/);
    expect(home.allProgramsLink).toBe(true);
    // Registered for eBill already: no alert.
    expect(home.ebillAlert).toBe(false);
    expect(home.cityOfPortland).toBeNull();
    expect(home.preventiveCareInitiative).toBe(false);
    expect(home.providenceDental).toBe(false);
  });

  it('reminds a member with an open renewal of the open enrollment end, with the shop and exchange links', async () => {
    const home = await dashboardOf('subscriber');
    expect(home.planManagement?.banner).toEqual({
      kind: 'renewal-reminder',
      text: 'Reminder: renew, change or cancel your plan before open enrollment ends on December 16, 2026.',
    });
    expect(home.planManagement?.shopLink).toEqual({ label: 'Shop for plans', href: 'https://shop.cascadehealth.example.com/individual-and-family' });
    expect(home.planManagement?.exchangeLink).toEqual({ label: 'HealthCare.gov', href: 'https://www.healthcare.gov/' });
    expect(home.planManagement?.cancellationOptions.map((option) => option.id)).toEqual(['M', 'D']);
  });

  it.each([
    ['cancelm', 'Your benefits end on December 31, 2026. Your medical plan will not be renewed.'],
    ['canceld', 'Your benefits end on December 31, 2026. Your medical and dental plans will not be renewed.'],
  ])('tells %s what will not be renewed, with nothing more to cancel', async (username, text) => {
    const home = await dashboardOf(username);
    expect(home.planManagement?.banner.text).toBe(text);
    expect(home.planManagement?.cancellationOptions).toEqual([]);
    // Individual plans bill the member directly; not yet registered for eBill.
    expect(home.ebillAlert).toBe(true);
  });

  it('offers a member without a provider to select primary care for their own suffix', async () => {
    const home = await dashboardOf('nopcp');
    expect(home.primaryCare).toEqual({ kind: 'select', path: '/find-care/primary-care/0/search' });
    expect(home.planManagement).toBeNull();
  });

  it('shows the primary care update banner to eligible members until 31 March 2025', async () => {
    expect((await dashboardOf('nopcp', { today: '2025-03-31' })).primaryCareBanner).toBe(true);
    expect((await dashboardOf('nopcp', { today: '2025-04-01' })).primaryCareBanner).toBe(false);
    // Summit members have no primary care: neither banner nor tile.
    const summit = await dashboardOf('summit', { domainId: 2, today: '2025-03-01' });
    expect(summit.primaryCareBanner).toBe(false);
    expect(summit.primaryCare).toBeNull();
  });

  it('names the employee ID on the tile of a local 598 member', async () => {
    expect((await dashboardOf('local598')).memberInformation.identifier).toEqual({ label: 'Employee ID', value: '598-20417' });
  });

  it('shows the Preventive Care Initiative card to group 10002805 only', async () => {
    expect((await dashboardOf('pci')).preventiveCareInitiative).toBe(true);
  });

  it('gives City of Portland members their due date, or none', async () => {
    expect((await dashboardOf('portland')).cityOfPortland).toEqual({ dueDate: '2027-01-06' });
    expect((await dashboardOf('noportland')).cityOfPortland).toEqual({ dueDate: null });
  });

  it('gives a termed member no featured programs, no eBill, no ID card and no dental limit', async () => {
    const home = await dashboardOf('termed');
    expect(home.termed).toBe(true);
    expect(home.ebillAlert).toBe(false);
    expect(home.dentalLimit).toBeNull();
    expect(home.programs).toEqual([]);
    // Nothing that leads to the programs page, which would send them back home.
    expect(names(home.shortcuts)).toEqual([]);
    expect(home.allProgramsLink).toBe(false);
    expect(home.memberInformation.idCardAvailable).toBe(false);
    expect(home.primaryCare).toBeNull();
  });

  it('gives Providence members the dental tile and no programs or shortcuts', async () => {
    const home = await dashboardOf('providence', { domainId: 5 });
    expect(home.providenceDental).toBe(true);
    expect(home.programs).toEqual([]);
    expect(home.shortcuts).toEqual([]);
    expect(home.allProgramsLink).toBe(false);
    expect(home.memberInformation.insuranceType).toBe('Dental');
    expect(home.dentalLimit).toMatchObject({ total: 2000 });
  });
});

describe('the approvals about to expire on the home page', () => {
  it('are read from one page of one request, not the whole list, and are every approval of the list about to expire, soonest first', async () => {
    // A family of 8 with years of requests: the whole list is about 100 kB on the wire, a page of one a few hundred bytes.
    const app = createNodeContainer({ kind: 'memory' }, { today: TODAY, domainId: 1 });
    expect((await app.container.get(LogIn).execute({ username: 'history', password: 'Sandbox1' })).kind).toBe('signed-in');
    const real = app.container.get<AuthorizationsGateway>(AUTHORIZATIONS_GATEWAY);
    const asked: string[] = [];
    const watched: AuthorizationsGateway = {
      authorizations: () => (asked.push('the whole list'), real.authorizations()),
      authorizationsPage: (query, paging) => (asked.push(`page ${JSON.stringify({ ...query, ...paging })}`), real.authorizationsPage(query, paging)),
      requirements: () => (asked.push('requirements'), real.requirements()),
      authorization: (authorizationId) => (asked.push(`request ${authorizationId}`), real.authorization(authorizationId)),
    };
    app.container.rebind(AUTHORIZATIONS_GATEWAY).toConstantValue(watched);
    const state = await app.container.get(ResolveAccountState).execute();
    if (state.kind !== 'resolved') throw new Error('no account state');
    const outcome = await app.container.get(LoadHomeDashboard).execute(state.state);
    if (outcome.kind !== 'loaded') throw new Error(`home of history: ${JSON.stringify(outcome)}`);
    expect(asked).toEqual(['page {"page":1,"pageSize":1}']);

    const whole = await real.authorizations();
    if (isLeft(whole)) throw new Error('no list');
    const expected = approvalsExpiringSoon(whole.right, TODAY);
    expect(expected.length).toBeGreaterThan(0);
    expect(outcome.dashboard.expiringApprovals.map((approval) => [approval.authorizationId, approval.endDate])).toEqual(
      expected.map((item) => [item.authorizationId, item.approved?.endDate]),
    );
  }, 60_000);
});
