import { describe, expect, it } from 'vitest';
import {
  errorPage,
  globalFailureAction,
  globallyHandled,
  loginErrorMessage,
  parseErrorStatus,
  unauthorisedGoesToLogin,
} from './error-catalogue';

const GENERIC = "Sorry, it looks like there's a problem.";

describe('errorPage', () => {
  it.each([
    [1, GENERIC, 'Temporarily unable to access resource. Please try again later.'],
    [400, GENERIC, 'Error code: 400 Bad request'],
    [401, "Sorry, but we aren't able to authenticate you.", 'Error code: 401 Unauthorized'],
    [403, "Sorry, it looks like you don't have access to this page.", null],
    [404, "Sorry, it looks like we can't find that page.", null],
    [408, 'Sorry, this is taking longer than expected.', null],
    [500, "Sorry, we're having a problem with our system. We'll get this fixed soon.", null],
    [502, 'Sorry, something went wrong.', null],
    [503, "Sorry, we're unable to handle your request at this time.", null],
    [418, GENERIC, null],
    [0, GENERIC, null],
  ] as const)('status %i reads %s / %s', (status, heading, detail) => {
    const page = errorPage(status, false);
    expect(page.heading).toBe(heading);
    expect(page.detail).toBe(detail);
  });

  it('always gives the tips', () => {
    expect(errorPage(500, true).tips).toEqual([
      'Reload the page.',
      'Log out and log back in again.',
      'Come back later and try again.',
      "Clear your browser's cache and cookies.",
      'Check your internet connection.',
      'Reboot your device.',
    ]);
  });

  it('links a visitor to Home (/) and the public contact page', () => {
    expect(errorPage(404, false).links).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Customer service', href: '/contact-us' },
    ]);
  });

  it("links a member to their home and the members' customer service", () => {
    expect(errorPage(404, true).links).toEqual([
      { label: 'Home', href: '/home' },
      { label: 'Customer service', href: '/support/customer-service' },
    ]);
  });

  it('reads the status of an error path', () => {
    expect(parseErrorStatus('503')).toBe(503);
    expect(parseErrorStatus('1')).toBe(1);
    expect(parseErrorStatus('abc')).toBeNull();
    expect(parseErrorStatus('1234')).toBeNull();
  });
});

describe('loginErrorMessage', () => {
  it('counts down attempts with recovery links', () => {
    expect(loginErrorMessage({ code: 'LOGIN_ATTEMPTS_REMAINING', errorData: { attemptsRemaining: 2 } })).toEqual({
      message: 'Username and/or password unrecognized. You have 2 attempt(s) remaining.',
      links: [
        { label: 'Forgot username', href: '/recovery/username' },
        { label: 'Forgot password', href: '/recovery/password' },
      ],
    });
    expect(loginErrorMessage({ code: 'LOGIN_ATTEMPTS_REMAINING', errorData: { attemptsRemaining: '1' } }).message).toBe(
      'Username and/or password unrecognized. You have 1 attempt(s) remaining.',
    );
  });

  it('says the account is locked', () => {
    expect(loginErrorMessage({ code: 'ACCOUNT_LOCKED' })).toEqual({
      message: 'Your account is locked due to too many login attempts. To unlock, please Contact Customer Service.',
      links: [],
    });
  });

  it.each([
    [{ code: 'UNRECOGNIZED' }],
    [{}],
    [{ code: 'LOGIN_ATTEMPTS_REMAINING' }],
    [{ code: 'LOGIN_ATTEMPTS_REMAINING', errorData: { attemptsRemaining: 'many' } }],
    [{ code: 'LOGIN_ATTEMPTS_REMAINING', errorData: { attemptsRemaining: -1 } }],
  ])('falls back to the generic message for %j', (error) => {
    expect(loginErrorMessage(error)).toEqual({ message: 'Username and/or password unrecognized. Please try again.', links: [] });
  });
});

describe('global handling', () => {
  it.each([
    '/gateway/api/account/registration/policies',
    '/gateway/api/token',
    '/gateway/api/token/userkey',
    '/gateway/api/account/security-questions',
    '/gateway/api/account/forgot-password/reset',
    '/gateway/api/account/forgot-username',
    '/gateway/api/account/password',
    '/gateway/api/medicare-materials/eligibility',
    '/gateway/api/eobs',
    '/gateway/api/claims/metadata',
    '/gateway/api/pcp/provider?providerId=9',
  ])('leaves %s to its screen', (url) => {
    expect(globallyHandled('GET', url, 500)).toBe(false);
  });

  it('leaves POST new-id 400 and 404 to the screen, but not other statuses or methods', () => {
    expect(globallyHandled('POST', '/gateway/api/new-id', 400)).toBe(false);
    expect(globallyHandled('post', '/gateway/api/new-id', 404)).toBe(false);
    expect(globallyHandled('POST', '/gateway/api/new-id', 500)).toBe(true);
    expect(globallyHandled('GET', '/gateway/api/new-id', 404)).toBe(true);
  });

  it('handles other failures, network failures included, and never successes', () => {
    expect(globallyHandled('GET', '/gateway/api/benefits/medical', 500)).toBe(true);
    expect(globallyHandled('GET', '/gateway/api/groups', 1)).toBe(true);
    expect(globallyHandled('GET', '/gateway/api/groups', 200)).toBe(false);
    expect(globallyHandled('GET', '/gateway/api/groups', 304)).toBe(false);
  });

  it('sends a 401 to login except on Providence', () => {
    expect(unauthorisedGoesToLogin(1)).toBe(true);
    expect(unauthorisedGoesToLogin(2)).toBe(true);
    expect(unauthorisedGoesToLogin(5)).toBe(false);
    expect(globalFailureAction('GET', '/gateway/api/account', 401, 1)).toEqual({ kind: 'login' });
    expect(globalFailureAction('GET', '/gateway/api/account', 401, 5)).toEqual({ kind: 'error-page', path: '/error/401' });
    expect(globalFailureAction('GET', '/gateway/api/account', 503, 1)).toEqual({ kind: 'error-page', path: '/error/503' });
    expect(globalFailureAction('POST', '/gateway/api/token', 401, 1)).toEqual({ kind: 'screen' });
  });
});
