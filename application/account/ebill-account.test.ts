import { describe, expect, it } from 'vitest';
import type { DomainId } from '../../domain/model';
import { createNodeContainer } from '../../adapters/node-assembly';
import { APP_CONFIG, type AppConfig } from '../ports';
import { LoadEbillAccount, OpenEbill, RegisterForEbill } from './ebill-account';
import { LogIn } from '../session/log-in';
import { ResolveAccountState } from '../shared/resolve-account-state';

async function signedIn(username: string, domainId: DomainId = 1) {
  const app = createNodeContainer({ kind: 'memory' }, { today: '2026-11-22', domainId });
  expect((await app.container.get(LogIn).execute({ username, password: 'Sandbox1' })).kind).toBe('signed-in');
  const load = async () => {
    const state = await app.container.get(ResolveAccountState).execute();
    if (state.kind !== 'resolved') throw new Error('no account state');
    return app.container.get(LoadEbillAccount).execute(state.state);
  };
  return { app, load };
}

const lastAssigned = (app: Awaited<ReturnType<typeof signedIn>>['app']): URL => {
  const last = app.navigator.last();
  if (last?.kind !== 'assign') throw new Error(`expected to leave for eBill, got ${JSON.stringify(last)}`);
  return new URL(last.url);
};

describe('eBill', () => {
  it('registers a member, who then opens eBill without the first-time flag', async () => {
    const { app, load } = await signedIn('cancelm');
    expect(await load()).toEqual({ kind: 'loaded', registered: false });
    app.container.get(OpenEbill).execute(false);
    const firstVisit = lastAssigned(app);
    expect(firstVisit.origin + firstVisit.pathname).toBe(app.config.ebill?.pageUrl);
    expect(Object.fromEntries(firstVisit.searchParams)).toEqual({
      theme: 'medical-dental',
      dashboardlink: app.config.ebill?.dashboardLink,
      idptoken: app.tokens.current(),
      firsttime: 'Y',
    });

    expect(await app.container.get(RegisterForEbill).execute()).toEqual({ kind: 'registered' });
    expect(await load()).toEqual({ kind: 'loaded', registered: true });
    app.container.get(OpenEbill).execute(true);
    expect(lastAssigned(app).searchParams.has('firsttime')).toBe(false);
  });

  it.each([
    ['termed', 1],
    ['spouse', 1],
    ['providence', 5],
  ] as const)('is not offered to %s', async (username, domainId) => {
    const { load } = await signedIn(username, domainId);
    expect(await load()).toEqual({ kind: 'hidden' });
  });

  it('never sends the token to an eBill page outside the allow-list, nor logs it', async () => {
    const { app } = await signedIn('subscriber');
    const config: AppConfig = { ...app.config, ebill: { pageUrl: 'https://ebill.elsewhere.test/pay', dashboardLink: 'https://x.test/' } };
    app.container.rebind(APP_CONFIG).toConstantValue(config);
    expect(app.container.get(OpenEbill).execute(true)).toEqual({ kind: 'unavailable' });
    expect(app.navigator.history.some((entry) => entry.kind === 'assign')).toBe(false);
    const token = app.tokens.current() ?? '';
    expect(JSON.stringify(app.analytics.logged)).not.toContain(token);
    expect(JSON.stringify(app.analytics.pushed)).not.toContain(token);
  });
});
