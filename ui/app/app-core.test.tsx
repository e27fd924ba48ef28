// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBrowserPlatform } from '../../adapters/browser/browser-platform';
import { createCore } from './app-core';

/*
 * The core as the start-up script creates it: the real platform and container, with only the network
 * stubbed (every gateway call is recorded and left unanswered). What is checked is which calls leave
 * before React has rendered anything.
 */
const requested: string[] = [];

const base64Url = (text: string): string => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const sessionToken = (): string =>
  ['{"alg":"HS256"}', JSON.stringify({ memberKey: 'member-1', role: 'member', domainId: 1, groupId: '100' }), 'signature']
    .map((part, index) => (index < 2 ? base64Url(part) : part))
    .join('.');

const platform = () => createBrowserPlatform({ VITE_GATEWAY: 'sandbox', VITE_GATEWAY_BASE_URL: '/gateway' });
const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

describe('creating the core', () => {
  beforeEach(() => {
    requested.length = 0;
    vi.stubGlobal('fetch', (url: string) => {
      requested.push(url);
      return new Promise<Response>(() => undefined);
    });
  });

  afterEach(() => platform().tokens.clear());

  it("asks for a signed-in member's account at once, before the page renders", async () => {
    const signedIn = platform();
    signedIn.tokens.store(sessionToken());
    createCore(signedIn);
    await settle();
    expect(requested).toContain('/gateway/api/account');
  });

  it('asks nothing about a member for a visitor', async () => {
    createCore(platform());
    await settle();
    expect(requested.filter((path) => path.startsWith('/gateway/api/'))).toEqual([]);
  });
});
