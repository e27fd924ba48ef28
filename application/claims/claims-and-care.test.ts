import { left, right } from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { createNodeContainer } from '../../adapters/node-assembly';
import { ACCOUNT_GATEWAY, CLAIMS_GATEWAY, PRIMARY_CARE_GATEWAY, type DocumentWindow, type PrimaryCareGateway } from '../ports';
import { DownloadEob, LoadEobs } from './eobs';
import { LoadClaims } from './load-claims';
import { LoadNavitus } from './load-navitus';
import { LoadPrimaryCare } from '../care/load-primary-care';
import { LogIn } from '../session/log-in';
import { LookUpProvider } from '../care/look-up-provider';
import { SelectPrimaryCare } from '../care/select-primary-care';

const TODAY = '2025-11-20';

async function signedIn(username: string) {
  const app = createNodeContainer({ kind: 'memory' }, { today: TODAY, domainId: 1 });
  const outcome = await app.container.get(LogIn).execute({ username, password: 'Sandbox1' });
  expect(outcome.kind).toBe('signed-in');
  return app;
}

describe('LookUpProvider (spec section 8)', () => {
  it('answers a name-only provider for a 404 by name, null for a 404 by id, and passes other failures on', async () => {
    const app = await signedIn('subscriber');
    const lookUp = app.container.get(LookUpProvider);
    expect(await lookUp.byName('P100017', 'Harold Jensen')).toMatchObject({ kind: 'found', provider: { providerName: 'Harold Jensen', providerId: null, locations: [] } });
    expect(await lookUp.byId('P100017')).toEqual({ kind: 'found', provider: null });
    const failing: Partial<PrimaryCareGateway> = { provider: () => Promise.resolve(left({ kind: 'http', status: 500 })) };
    app.container.rebind(PRIMARY_CARE_GATEWAY).toConstantValue(failing as PrimaryCareGateway);
    expect(await app.container.get(LookUpProvider).byName('P104211', 'Amelia Ortiz')).toEqual({ kind: 'error', error: { kind: 'http', status: 500 } });
  });
});

describe('SelectPrimaryCare', () => {
  it('sends each member with the day the choice takes effect and shows the provider afterwards', async () => {
    const app = await signedIn('nopcp');
    const before = await app.container.get(LoadPrimaryCare).execute();
    if (before.kind !== 'loaded') throw new Error('primary care did not load');
    const ravi = before.view.members.find((member) => member.member.firstName === 'Ravi');
    expect(ravi?.current).toBeNull();
    const outcome = await app.container.get(SelectPrimaryCare).execute({ providerId: 'P104577', memberKeys: [ravi?.member.memberKey ?? ''], email: '' });
    expect(outcome).toMatchObject({ kind: 'selected', request: { pcpSelectList: [{ memberKey: ravi?.member.memberKey, effectiveDate: TODAY }], providerId: 'P104577', email: null } });
    const after = await app.container.get(LoadPrimaryCare).execute(0);
    expect(after.kind === 'loaded' ? after.view.members[0]?.current?.providerName : null).toBe('Tuan Nguyen');
  });

  it('does not let a dependant choose for someone else in the family', async () => {
    const app = await signedIn('spouse');
    const account = await app.container.get(ACCOUNT_GATEWAY).account();
    const subscriber = account._tag === 'Right' ? account.right.members.find((member) => member.memberSuffix === 0) : undefined;
    expect(subscriber).toBeDefined();
    const outcome = await app.container.get(SelectPrimaryCare).execute({ providerId: 'P104577', memberKeys: [subscriber?.memberKey ?? ''], email: '' });
    expect(outcome).toEqual({ kind: 'invalid', errors: { members: 'This member cannot choose a primary care provider' } });
  });
});

describe('LoadClaims', () => {
  it('sends nothing while the dates break the strict range rule', async () => {
    const app = await signedIn('subscriber');
    let asked = 0;
    const real = app.container.get(CLAIMS_GATEWAY);
    app.container.rebind(CLAIMS_GATEWAY).toConstantValue({
      ...real,
      claims: (query) => ((asked += 1), real.claims(query)),
      claimsPage: (query, paging) => ((asked += 1), real.claimsPage(query, paging)),
      metadata: () => real.metadata(),
    });
    const outcome = await app.container.get(LoadClaims).execute({ memberKey: null, claimType: null, fromDate: '11/19/2023', toDate: '' });
    expect(outcome).toEqual({ kind: 'invalid', errors: { fromDate: 'Start date cannot be more than two years ago' } });
    expect(asked).toBe(0);
  });

  it('shows a dependant only their own claims even if the gateway answered more', async () => {
    const subscriberClaims = await (await signedIn('subscriber')).container.get(CLAIMS_GATEWAY).claimsPage({}, { page: 1, pageSize: 25 });
    const app = await signedIn('spouse');
    const real = app.container.get(CLAIMS_GATEWAY);
    app.container.rebind(CLAIMS_GATEWAY).toConstantValue({ ...real, claimsPage: () => Promise.resolve(subscriberClaims), metadata: () => real.metadata() });
    const outcome = await app.container.get(LoadClaims).execute({ memberKey: null, claimType: null, fromDate: '', toDate: '' });
    if (outcome.kind !== 'loaded') throw new Error(outcome.kind);
    expect(new Set(outcome.view.claims.map((claim) => claim.memberName))).toEqual(new Set(['Rebecca Hollis']));
  });
});

describe('EOBs', () => {
  it('are not offered to dependants', async () => {
    expect((await (await signedIn('spouse')).container.get(LoadEobs).execute()).kind).toBe('not-allowed');
  });

  it('close the opened window when the PDF cannot be fetched', async () => {
    const app = await signedIn('subscriber');
    let closed = false;
    const window: DocumentWindow = { show: () => undefined, close: () => (closed = true) };
    app.navigator.openWindow = () => window;
    const outcome = await app.container.get(DownloadEob).execute('EOB-NOT-THERE');
    expect(outcome).toMatchObject({ kind: 'error', error: { status: 404 } });
    expect(closed).toBe(true);
  });

  it('hand the PDF back when the browser blocks the window', async () => {
    const app = await signedIn('subscriber');
    const eobs = await app.container.get(LoadEobs).execute();
    const first = eobs.kind === 'loaded' ? eobs.view.eobs[0] : undefined;
    app.navigator.openWindow = () => null;
    const outcome = await app.container.get(DownloadEob).execute(first?.eobId ?? '');
    expect(outcome.kind).toBe('blocked');
    if (outcome.kind === 'blocked') expect(new TextDecoder().decode((await outcome.pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });
});

describe('LoadNavitus', () => {
  it('offers the Navitus site only when its origin is allow-listed', async () => {
    const app = await signedIn('navitus');
    const loaded = await app.container.get(LoadNavitus).execute();
    expect(loaded).toMatchObject({ kind: 'loaded', view: { portalUrl: 'https://members.navitus.com' } });
    const real = app.container.get(CLAIMS_GATEWAY);
    app.container
      .rebind(CLAIMS_GATEWAY)
      .toConstantValue({ ...real, navitus: () => Promise.resolve(right({ portalUrl: 'https://evil.example.com/phish', customerServicePhone: null, claims: [] })) });
    expect(await app.container.get(LoadNavitus).execute()).toMatchObject({ kind: 'loaded', view: { portalUrl: null } });
    expect(app.analytics.logged.some((entry) => entry.event === 'refused-external-link')).toBe(true);
  });

  it('is not found without program 37', async () => {
    expect((await (await signedIn('subscriber')).container.get(LoadNavitus).execute()).kind).toBe('not-found');
  });
});
