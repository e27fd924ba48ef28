import { describe, expect, it } from 'vitest';
import type { RegularPostLoginFacts } from './post-login-routing';
import {
  authGuard,
  firstPostLoginStep,
  providencePostLoginStep,
  redirectDecision,
  redirectRefusalReason,
  regularPostLoginStep,
} from './post-login-routing';
import { aGroup } from './testing/builders';

describe('firstPostLoginStep', () => {
  const withToken = { hasTempToken: true, hasSessionToken: false, tokenRole: 'member' } as const;

  // The first step for each token, brand and role is the first outline of features/domain/post-login-routing.feature.
  it('routes a token without a role as a member token', () => {
    expect(firstPostLoginStep({ ...withToken, domainId: 1, tokenRole: null })).toEqual({ kind: 'fetch-regular' });
  });
});

describe('regularPostLoginStep', () => {
  const own = aGroup({ memberKey: 'M-1', groupId: '100' });
  const other = aGroup({ memberKey: 'M-9', groupId: '200' });
  const facts: RegularPostLoginFacts = {
    groups: [own],
    groupSelected: false,
    memberKey: 'M-1',
    emailAddress: 'avery@example.com',
    issuedByNewId: false,
    crmNavigationBlocked: false,
    accountStatus: 'ACT',
  };

  it('asks for a group when there are several, one is moda360 and none is chosen', () => {
    const groups = [own, { ...other, moda360: true }];
    expect(regularPostLoginStep({ ...facts, groups })).toEqual({ kind: 'go', path: '/group-selection' });
    expect(regularPostLoginStep({ ...facts, groups, groupSelected: true, emailAddress: null })).toEqual({ kind: 'go', path: '/update-email' });
  });

  it('does not ask for a group without moda360 or with a single group', () => {
    expect(regularPostLoginStep({ ...facts, groups: [own, other] })).toEqual({ kind: 'complete', path: '/home' });
    expect(regularPostLoginStep({ ...facts, groups: [{ ...own, moda360: true }], crmNavigationBlocked: true })).toEqual({ kind: 'complete', path: '/home' });
  });

  it('asks for an e-mail address when there is none, unless issued by new-id', () => {
    expect(regularPostLoginStep({ ...facts, emailAddress: null })).toEqual({ kind: 'go', path: '/update-email' });
    expect(regularPostLoginStep({ ...facts, emailAddress: '  ' })).toEqual({ kind: 'go', path: '/update-email' });
    expect(regularPostLoginStep({ ...facts, emailAddress: null, issuedByNewId: true })).toEqual({ kind: 'complete', path: '/home' });
  });

  it('hands a moda360 member to single sign-on unless navigation is blocked', () => {
    const groups = [{ ...own, moda360: true }];
    expect(regularPostLoginStep({ ...facts, groups })).toEqual({ kind: 'single-sign-on' });
    expect(regularPostLoginStep({ ...facts, groups, crmNavigationBlocked: true })).toEqual({ kind: 'complete', path: '/home' });
  });

  it("judges single sign-on by the member's own group only", () => {
    const groups = [own, { ...other, moda360: true }];
    expect(regularPostLoginStep({ ...facts, groups, groupSelected: true })).toEqual({ kind: 'complete', path: '/home' });
  });

  it('fails with the spec message when the own group is needed but missing', () => {
    const groups = [{ ...other, moda360: true }];
    expect(regularPostLoginStep({ ...facts, groups })).toEqual({ kind: 'failed', message: 'Failed to find group for current member' });
  });

  it('does not need the own group when no group is moda360', () => {
    expect(regularPostLoginStep({ ...facts, groups: [] })).toEqual({ kind: 'complete', path: '/home' });
    expect(regularPostLoginStep({ ...facts, groups: [other] })).toEqual({ kind: 'complete', path: '/home' });
  });

  it('completes to change password for status INI and home for every other status', () => {
    expect(regularPostLoginStep({ ...facts, accountStatus: 'INI' })).toEqual({ kind: 'complete', path: '/account/settings/change-password' });
    for (const accountStatus of ['ACT', 'DIS', 'DLG', 'FRC'] as const) {
      expect(regularPostLoginStep({ ...facts, accountStatus })).toEqual({ kind: 'complete', path: '/home' });
    }
  });
});

describe('providencePostLoginStep', () => {
  it.each([
    [false, false, { kind: 'go', path: '/registration-policies' }],
    [false, true, { kind: 'complete', path: '/home' }],
    [true, false, { kind: 'complete', path: '/home' }],
    [true, true, { kind: 'complete', path: '/home' }],
  ] as const)('signed %s, issued by new-id %s', (communicationPolicySigned, issuedByNewId, expected) => {
    expect(providencePostLoginStep({ communicationPolicySigned, issuedByNewId })).toEqual(expected);
  });
});

describe('authGuard', () => {
  it('lets temp-token holders in and sends others home or to logout', () => {
    expect(authGuard({ hasTempToken: true, hasSessionToken: false })).toEqual({ kind: 'allowed' });
    expect(authGuard({ hasTempToken: true, hasSessionToken: true })).toEqual({ kind: 'allowed' });
    expect(authGuard({ hasTempToken: false, hasSessionToken: true })).toEqual({ kind: 'redirect', path: '/home' });
    expect(authGuard({ hasTempToken: false, hasSessionToken: false })).toEqual({ kind: 'redirect', path: '/logout' });
  });
});

describe('redirectDecision', () => {
  const allowList = ['https://members.example.com', 'https://portal.example.org/any/path'];

  it('is none without a redirect', () => {
    expect(redirectDecision(null, allowList, '/login')).toBe('none');
    expect(redirectDecision('  ', allowList, '/login')).toBe('none');
  });

  it('navigates to an allow-listed origin on another path', () => {
    expect(redirectDecision('https://members.example.com/dental/dashboard', allowList, '/login')).toBe('navigate');
    expect(redirectDecision('https://portal.example.org/home', allowList, '/login?x=1')).toBe('navigate');
  });

  it('reloads when the path is unchanged', () => {
    expect(redirectDecision('https://members.example.com/login?from=token', allowList, '/login')).toBe('reload');
    expect(redirectDecision('https://members.example.com/home/', allowList, '/home')).toBe('reload');
    expect(redirectDecision('https://members.example.com/home', allowList, 'https://members.example.com/home')).toBe('reload');
    // A bare current path says nothing about its origin: the spec compares paths only.
    expect(redirectDecision('https://portal.example.org/login', allowList, '/login?x=1')).toBe('reload');
  });

  it('navigates when only the path matches but the current page is on another origin', () => {
    expect(redirectDecision('https://portal.example.org/home', allowList, 'https://members.example.com/home')).toBe('navigate');
  });

  it.each([
    ['https://evil.example.net/home', 'origin'],
    ['https://members.example.com.evil.net/home', 'origin'],
    ['http://members.example.com/home', 'origin'],
    ['javascript:alert(1)', 'scheme'],
    ['data:text/html,hi', 'scheme'],
    ['/home', 'malformed'],
    ['https://', 'malformed'],
    ['https://user:pass@members.example.com/home', 'credentials'],
  ] as const)('refuses %s (%s)', (url, reason) => {
    expect(redirectDecision(url, allowList, '/login')).toBe('refuse');
    expect(redirectRefusalReason(url, allowList)).toBe(reason);
  });

  it('refuses everything with an empty or unreadable allow-list', () => {
    expect(redirectDecision('https://members.example.com/home', [], '/login')).toBe('refuse');
    expect(redirectDecision('https://members.example.com/home', ['not a url'], '/login')).toBe('refuse');
  });
});
