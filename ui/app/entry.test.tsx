// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Router, useLocation } from 'wouter';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { errorPage, loginOutageMessage } from '../../domain/rules/error-catalogue';
import { createBrowserPlatform } from '../../adapters/browser/browser-platform';
import { httpError } from '../../application/shared/gateway-error';
import type { LoginOutcome } from '../../application/session/log-in';
import { LOGIN_COPY } from '../session/login-copy';
import type { Core } from './app-core';
import type { CoreSource } from './core-loader';
import { createEntry } from './entry';

/*
 * The entry with the core's download under the test's control: whether it arrives is the network's
 * doing, which is what these tests vary. Everything else (the login page, its store, the platform) is
 * the real one.
 */
const download = { next: [] as (() => Promise<Core>)[], count: 0, loaded: null as Core | null };
const cores: CoreSource = {
  loaded: () => download.loaded,
  load: () => {
    download.count += 1;
    const answer = download.next.length > 1 ? download.next.shift() : download.next[0];
    return answer === undefined ? Promise.reject(new TypeError('no core in this test')) : answer();
  },
};

const offline = (): Promise<never> => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/core.js'));

/** A core whose login answers `outcome` (going home when routed) and whose app shows one heading. */
function core(outcome: LoginOutcome, settle: Core['settleFailure'] = (error) => error.status): () => Promise<Core> {
  const loaded: Core = {
    App: () => <h1>Member app</h1>,
    logIn: () => {
      if (outcome.kind === 'signed-in' && outcome.next.kind === 'routed') window.history.pushState(null, '', outcome.next.path);
      return Promise.resolve(outcome);
    },
    completeSecondStep: () => Promise.resolve({ kind: 'expired' }),
    signInWithPasskey: () => Promise.resolve({ kind: 'unsupported' }),
    cancelPasskey: () => undefined,
    refresh: () => undefined,
    settleFailure: settle,
    accreditation: () => Promise.resolve(null),
  };
  return () => Promise.resolve(loaded);
}

/** Where the router is. */
function Where() {
  const [location] = useLocation();
  return <output data-testid="where">{location}</output>;
}
const where = (): string | null => screen.getByTestId('where').textContent;

function renderEntryAt(path: string): void {
  window.history.replaceState(null, '', path);
  const Entry = createEntry(createBrowserPlatform({ VITE_GATEWAY: 'sandbox', VITE_GATEWAY_BASE_URL: '/gateway' }), undefined, cores);
  render(
    <Router>
      <Entry />
      <Where />
    </Router>,
  );
}

async function submitLogin(): Promise<void> {
  fireEvent.change(screen.getByLabelText(LOGIN_COPY.username), { target: { value: 'subscriber' } });
  fireEvent.change(screen.getByLabelText(LOGIN_COPY.password), { target: { value: 'Sandbox1' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: LOGIN_COPY.submit }));
    await Promise.resolve();
  });
}

describe('the entry', () => {
  beforeEach(() => {
    download.next = [];
    download.count = 0;
    download.loaded = null;
    // React reports the failures the error boundary catches; they are the point of some tests.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it.each(['/', '/login'])('serves %s itself with the login page, without downloading the core', async (path) => {
    renderEntryAt(path);
    expect(await screen.findByRole('heading', { name: LOGIN_COPY.heading })).toBeTruthy();
    expect(where()).toBe('/login');
    expect(download.count).toBe(0);
  });

  it('serves every other route from the core', async () => {
    download.next = [core({ kind: 'invalid', errors: {} })];
    renderEntryAt('/claims');
    expect(await screen.findByRole('heading', { name: 'Member app' })).toBeTruthy();
  });

  it('renders a core already in the tab at once, with no spinner in between', async () => {
    download.loaded = await core({ kind: 'invalid', errors: {} })();
    renderEntryAt('/claims');
    expect(screen.getByRole('heading', { name: 'Member app' })).toBeTruthy();
    expect(download.count).toBe(0);
  });

  it('shows the network error page when a member route cannot download the core', async () => {
    download.next = [offline];
    renderEntryAt('/claims');
    expect(await screen.findByRole('heading', { name: errorPage(1, false).heading })).toBeTruthy();
  });

  it('says on the form that the core could not be downloaded, keeps what was typed, and logs in on the next try', async () => {
    download.next = [offline, core({ kind: 'signed-in', next: { kind: 'routed', path: '/home' } })];
    renderEntryAt('/login');
    await submitLogin();
    expect(await screen.findByText(loginOutageMessage('network').message)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(LOGIN_COPY.username).value).toBe('subscriber');
    expect(screen.getByLabelText<HTMLInputElement>(LOGIN_COPY.password).value).toBe('Sandbox1');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: LOGIN_COPY.submit }));
      await Promise.resolve();
    });
    expect(await screen.findByRole('heading', { name: 'Member app' })).toBeTruthy();
    expect(where()).toBe('/home');
  });

  it('shows the error page for a failure after the token', async () => {
    download.next = [core({ kind: 'signed-in', next: { kind: 'error', error: httpError(500) } })];
    renderEntryAt('/login');
    await submitLogin();
    expect(await screen.findByRole('heading', { name: errorPage(500, false).heading })).toBeTruthy();
  });

  it('keeps the login page when the failure after the token ends the session (a 401 outside Providence)', async () => {
    download.next = [core({ kind: 'signed-in', next: { kind: 'error', error: httpError(401) } }, () => null)];
    renderEntryAt('/login');
    await submitLogin();
    expect(screen.getByRole('heading', { name: LOGIN_COPY.heading })).toBeTruthy();
    expect(where()).toBe('/login');
  });
});
