// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBrowserPlatform } from '../../adapters/browser/browser-platform';
import type { Root } from 'react-dom/client';
import { LOGIN_COPY } from '../session/login-copy';
import { renderEntry } from './entry-root';
import { prerenderLogin } from './prerender-login';

/*
 * The login page as the host sends it, rendered ahead by the build (prerender-login.tsx), then taken
 * over by the entry in the browser: the real page, platform and React, no core.
 */
const env = { VITE_GATEWAY: 'sandbox', VITE_GATEWAY_BASE_URL: '/gateway' };

let root: Root | null = null;
let errors: unknown[] = [];

beforeEach(() => {
  // React names what went wrong in a hydration on the console (a mismatch, a recoverable error).
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
  // Every navigation starts at the top of the page, which jsdom does not lay out.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  window.history.replaceState(null, '', '/login');
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

/** index.html's #root as the host sends /login for brand `domainId` in English. */
function sendLoginPage(domainId: 1 | 2 | 5): void {
  const page = prerenderLogin(env, domainId, 'en');
  const element = document.createElement('div');
  element.id = 'root';
  element.dataset['prerendered'] = page.key;
  element.innerHTML = page.markup;
  document.body.append(element);
}

const field = (label: string): HTMLInputElement => screen.getByLabelText<HTMLInputElement>(label);
const logIn = (): HTMLButtonElement => screen.getByRole('button', { name: LOGIN_COPY.submit });

describe('the login page rendered ahead', () => {
  it('shows the login form with Log in and the language switch disabled until React runs it', () => {
    sendLoginPage(1);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(LOGIN_COPY.heading);
    expect(logIn().disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Español' }).disabled).toBe(true);
  });

  it('is taken over as it is: the same elements, what was typed meanwhile kept, Log in enabled', async () => {
    sendLoginPage(1);
    const heading = screen.getByRole('heading', { level: 1 });
    field(LOGIN_COPY.username).value = 'subscriber';
    field(LOGIN_COPY.password).value = 'Sandbox1';

    await act(() => {
      root = renderEntry(createBrowserPlatform(env), 'en');
      return Promise.resolve();
    });

    expect(heading.isConnected).toBe(true);
    expect(logIn().disabled).toBe(false);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Español' }).disabled).toBe(false);
    expect(field(LOGIN_COPY.username).value).toBe('subscriber');
    expect(field(LOGIN_COPY.password).value).toBe('Sandbox1');
    expect(errors).toEqual([]);
  });

  it("is rendered afresh when it does not fit the visit (another brand's page)", async () => {
    sendLoginPage(2);
    const sent = screen.getByRole('heading', { level: 1 });

    await act(() => {
      root = renderEntry(createBrowserPlatform(env), 'en');
      return Promise.resolve();
    });

    expect(sent.isConnected).toBe(false);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(LOGIN_COPY.heading);
    expect(document.querySelector('.brand-mark__name')?.textContent).not.toBe('Summit Health');
    expect(logIn().disabled).toBe(false);
    expect(errors).toEqual([]);
  });

  it('keeps what was typed into a page that does not fit the visit when it is rendered afresh', async () => {
    sendLoginPage(2);
    const sent = screen.getByRole('heading', { level: 1 });
    field(LOGIN_COPY.username).value = 'subscriber';
    field(LOGIN_COPY.password).value = 'Sandbox1';

    await act(() => {
      root = renderEntry(createBrowserPlatform(env), 'en');
      return Promise.resolve();
    });

    expect(sent.isConnected).toBe(false);
    expect(field(LOGIN_COPY.username).value).toBe('subscriber');
    expect(field(LOGIN_COPY.password).value).toBe('Sandbox1');
    expect(screen.queryByText(/is a required field/)).toBeNull();
  });

  it('replaces a page that does not fit within the same task, leaving the caret where the visitor was typing', async () => {
    sendLoginPage(2);
    field(LOGIN_COPY.username).value = 'subscriber';
    const sent = field(LOGIN_COPY.password);
    sent.value = 'Sand';
    sent.focus();
    sent.setSelectionRange(2, 4);

    // Not inside act(): what a keystroke arriving right after the takeover's task finds is the point.
    root = renderEntry(createBrowserPlatform(env), 'en');

    const password = field(LOGIN_COPY.password);
    expect(password).not.toBe(sent);
    expect(password.value).toBe('Sand');
    expect(field(LOGIN_COPY.username).value).toBe('subscriber');
    expect(document.activeElement).toBe(password);
    expect([password.selectionStart, password.selectionEnd]).toEqual([2, 4]);
    await act(() => Promise.resolve());
  });

  it('replaces a page that does not fit with focus on the link the visitor had tabbed to', async () => {
    sendLoginPage(2);
    const sent = screen.getByRole('link', { name: LOGIN_COPY.forgotPassword });
    sent.focus();

    root = renderEntry(createBrowserPlatform(env), 'en');

    const link = screen.getByRole('link', { name: LOGIN_COPY.forgotPassword });
    expect(link).not.toBe(sent);
    expect(document.activeElement).toBe(link);
    await act(() => Promise.resolve());
  });
});
