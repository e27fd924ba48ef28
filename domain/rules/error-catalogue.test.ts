import { describe, expect, it } from 'vitest';
import {
  errorPage,
  globalFailureAction,
  globallyHandled,
  loginErrorMessage,
  parseErrorStatus,
  unauthorisedGoesToLogin,
} from './error-catalogue';

/**
 * The catalogue's texts, tips and links and the refused-login messages an analyst reads are the scenarios of
 * features/domain/error-catalogue.feature; these tests hold the edges they leave out.
 */

describe('errorPage', () => {
  it('reads a status the catalogue does not list (0 included) as the generic problem, without a detail', () => {
    for (const status of [0, 302, 599]) {
      expect(errorPage(status, true)).toMatchObject({ heading: "Sorry, it looks like there's a problem.", detail: null });
    }
  });

  it('reads the status of an error path', () => {
    expect(parseErrorStatus('503')).toBe(503);
    expect(parseErrorStatus('1')).toBe(1);
    expect(parseErrorStatus('abc')).toBeNull();
    expect(parseErrorStatus('1234')).toBeNull();
  });
});

describe('loginErrorMessage', () => {
  it('reads an attempts count sent as text', () => {
    expect(loginErrorMessage({ code: 'LOGIN_ATTEMPTS_REMAINING', errorData: { attemptsRemaining: '1' } }).message).toBe(
      'Username and/or password unrecognized. You have 1 attempt(s) remaining.',
    );
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
