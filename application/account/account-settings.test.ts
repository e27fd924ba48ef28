import { URI, type TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import type { DomainId } from '../../domain/model';
import { createNodeContainer } from '../../adapters/node-assembly';
import { ChangeAccountEmail, LoadAccountSettings, SavePreference } from './account-settings';
import { LogIn } from '../session/log-in';
import { ConfirmAuthenticatorApp, StartAuthenticatorApp } from './account-security';
import { ResolveAccountState } from '../shared/resolve-account-state';

async function signedIn(username: string, domainId: DomainId = 1) {
  const app = createNodeContainer({ kind: 'memory' }, { today: '2026-11-22', domainId });
  expect((await app.container.get(LogIn).execute({ username, password: 'Sandbox1' })).kind).toBe('signed-in');
  const settings = async () => {
    const state = await app.container.get(ResolveAccountState).execute();
    if (state.kind !== 'resolved') throw new Error('no account state');
    return app.container.get(LoadAccountSettings).execute(state.state);
  };
  return { app, settings };
}

describe('LoadAccountSettings', () => {
  it('offers a subscriber the e-mail address and the preferences relevant to them, EOB delivery first', async () => {
    const { settings } = await signedIn('subscriber');
    const outcome = await settings();
    expect(outcome.kind).toBe('loaded');
    if (outcome.kind !== 'loaded') return;
    expect(outcome.settings.emailAddress).toBe('daniel.hollis@example.com');
    expect(outcome.settings.preferences.map((preference) => preference.flag)).toEqual([
      'electronicEob',
      'emailBreakingNews',
      'emailPaymentReminder',
      'emailAutopayWithdrawalReminder',
      'discontinuePaperStatements',
      'emailWhenBillReady',
    ]);
    expect(outcome.settings.preferences[0]).toEqual({ flag: 'electronicEob', enabled: true });
  });

  it('says whether the authenticator app is on: off until the member adds one, then on', async () => {
    const { app, settings } = await signedIn('subscriber');
    const before = await settings();
    expect(before.kind === 'loaded' && before.settings.authenticatorApp).toBe(false);
    const started = await app.container.get(StartAuthenticatorApp).execute();
    if (started.kind !== 'started') throw new Error('the authenticator app did not start');
    const code = (URI.parse(started.enrolment.uri) as TOTP).generate();
    expect((await app.container.get(ConfirmAuthenticatorApp).execute(code)).kind).toBe('confirmed');
    const after = await settings();
    expect(after.kind === 'loaded' && after.settings.authenticatorApp).toBe(true);
  });

  it('never offers the EOB delivery preference to a dependant', async () => {
    const { settings } = await signedIn('spouse');
    const outcome = await settings();
    expect(outcome.kind === 'loaded' && outcome.settings.preferences.map((preference) => preference.flag)).toEqual(['emailBreakingNews']);
  });

  it.each([
    ['minor', 1],
    ['provdep', 5],
  ] as const)('hides settings from %s', async (username, domainId) => {
    const { settings } = await signedIn(username, domainId);
    expect(await settings()).toEqual({ kind: 'hidden' });
  });
});

describe('SavePreference and ChangeAccountEmail', () => {
  it('saves a preference the next load still shows', async () => {
    const { app, settings } = await signedIn('subscriber');
    const saved = await app.container.get(SavePreference).execute('emailBreakingNews', false);
    expect(saved.kind === 'saved' && saved.preferences.emailBreakingNews).toBe('N');
    const outcome = await settings();
    expect(outcome.kind === 'loaded' && outcome.settings.preferences.find((p) => p.flag === 'emailBreakingNews')).toEqual({
      flag: 'emailBreakingNews',
      enabled: false,
    });
  });

  it('refuses an invalid e-mail address without sending it, and saves a valid one', async () => {
    const { app, settings } = await signedIn('subscriber');
    expect(await app.container.get(ChangeAccountEmail).execute('daniel@')).toEqual({ kind: 'invalid', message: 'Invalid email address' });
    expect(await app.container.get(ChangeAccountEmail).execute('')).toEqual({ kind: 'invalid', message: 'Email address is a required field' });
    const saved = await app.container.get(ChangeAccountEmail).execute(' dan.hollis@example.org ');
    expect(saved.kind).toBe('saved');
    const outcome = await settings();
    expect(outcome.kind === 'loaded' && outcome.settings.emailAddress).toBe('dan.hollis@example.org');
  });
});
