import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { AccountStatus, DomainId, Group } from '../../../domain/model';
import type {
  AuthGuardDecision,
  FirstPostLoginStep,
  ProvidencePostLoginStep,
  RedirectDecision,
  RegularPostLoginFacts,
  RegularPostLoginStep,
} from '../../../domain/rules/post-login-routing';
import {
  authGuard,
  firstPostLoginStep,
  providencePostLoginStep,
  redirectDecision,
  regularPostLoginStep,
} from '../../../domain/rules/post-login-routing';
import type { SessionTokenClaims } from '../../../domain/rules/token-claims';
import { isNewIdToken, readTokenClaims } from '../../../domain/rules/token-claims';
import { aGroup } from '../../../domain/rules/testing/builders';
import type { MemberWorld } from '../../support/world';
import { brandNamed, rowsOf, yes } from './helpers';
import { reads, worksOut } from '../shared/screens.steps';
import { answered } from '../shared/answers';

type AnyStep = FirstPostLoginStep | RegularPostLoginStep | ProvidencePostLoginStep | AuthGuardDecision;

const PAGES: Readonly<Record<string, string>> = {
  '/home': 'home page',
  '/logout': 'logout page',
  '/new-id': 'new ID page',
  '/group-selection': 'plan selection page',
  '/update-email': 'update email page',
  '/account/settings/change-password': 'change password page',
  '/registration-policies': 'registration policies page',
};

/** A routing decision in the words the feature uses. */
function outcomeOf(step: AnyStep): string {
  switch (step.kind) {
    case 'go':
    case 'complete':
    case 'redirect':
      return PAGES[step.path] ?? step.path;
    case 'fetch-regular':
      return 'regular checks';
    case 'fetch-providence':
      return 'Providence checks';
    case 'single-sign-on':
      return 'single sign-on';
    case 'failed':
      return `failure: ${step.message}`;
    case 'allowed':
      return 'allowed in';
  }
}

const ACCOUNT_STATUSES: readonly AccountStatus[] = ['ACT', 'DIS', 'INI', 'DLG', 'FRC'];

function accountStatusNamed(code: string): AccountStatus {
  const status = ACCOUNT_STATUSES.find((candidate) => candidate === code);
  if (status === undefined) throw new Error(`Unknown account status '${code}' (use ${ACCOUNT_STATUSES.join(', ')})`);
  return status;
}

interface TokenFacts {
  readonly hasTempToken: boolean;
  readonly hasSessionToken: boolean;
  readonly domainId: DomainId;
}

// Single-use: the facts of a login that the routing rule decides on.
Given(
  /^a member who (has|has no) a sign-in token and (has|has no) an open session on the (main|Summit|Providence) brand$/,
  function (this: MemberWorld, signIn: string, session: string, brand: string) {
    this.remember<TokenFacts>('tokens', { hasTempToken: yes(signIn), hasSessionToken: yes(session), domainId: brandNamed(brand) });
  },
);

// Single-use: the facts of a login that the routing rule decides on.
Given("the sign-in token's role is {string}", function (this: MemberWorld, role: string) {
  this.remember('tokenRole', role);
});

worksOut('the first step after login', function (this: MemberWorld) {
  this.result = firstPostLoginStep({ ...this.recall<TokenFacts>('tokens'), tokenRole: this.recall<string>('tokenRole') });
});

// Single-use: the facts of a login that the routing rule decides on.
When('they open a screen for members in the middle of logging in', function (this: MemberWorld) {
  this.result = authGuard(this.recall<TokenFacts>('tokens'));
});

// Single-use: the facts of a login that the routing rule decides on.
Given('a member of a regular brand whose login shows:', function (this: MemberWorld, table: { raw(): string[][] }) {
  const fact = rowsOf(table.raw());
  const memberKey = 'M-1001';
  const own = fact('own group', 'regular');
  const count = Number(fact('number of groups', '1'));
  const groups: Group[] = [];
  if (own !== 'missing') groups.push(aGroup({ groupId: '10001001', memberKey, moda360: own === 'moda360' }));
  for (let index = 0; groups.length < count; index += 1) {
    // Only the first other group can be moda360; the rest are ordinary plans of relatives.
    const moda360 = index === 0 && yes(fact('another group is moda360', 'no'));
    groups.push(aGroup({ groupId: `1000200${index}`, memberKey: `M-200${index}`, moda360 }));
  }
  const facts: RegularPostLoginFacts = {
    groups,
    groupSelected: yes(fact('a group was already chosen', 'no')),
    memberKey,
    emailAddress: yes(fact('email address', 'on file')) ? 'avery.lindqvist@example.com' : null,
    issuedByNewId: yes(fact('issued by new ID', 'no')),
    crmNavigationBlocked: !yes(fact('portal navigation', 'allowed')),
    accountStatus: accountStatusNamed(fact('account status', 'ACT')),
  };
  this.remember('regularFacts', facts);
});

worksOut('the next step after the regular checks', function (this: MemberWorld) {
  this.result = regularPostLoginStep(this.recall<RegularPostLoginFacts>('regularFacts'));
});

// Single-use: the facts of a login that the routing rule decides on.
Given(
  /^a Providence member whose communication policy is (signed|not signed) and whose token (is|is not) issued by new ID$/,
  function (this: MemberWorld, policy: string, newId: string) {
    this.remember('providenceFacts', { communicationPolicySigned: yes(policy), issuedByNewId: yes(newId) });
  },
);

worksOut('the next step after the Providence checks', function (this: MemberWorld) {
  this.result = providencePostLoginStep(this.recall<{ communicationPolicySigned: boolean; issuedByNewId: boolean }>('providenceFacts'));
});

reads('routing outcome', function (this: MemberWorld, expected: string) {
  assert.equal(outcomeOf(this.result as AnyStep), expected);
});

// --- session token ----------------------------------------------------------------------------------

const base64Url = (text: string): string => Buffer.from(text, 'utf-8').toString('base64url');
const tokenWith = (claims: unknown): string =>
  `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(claims))}.c2lnbmF0dXJl`;

// Single-use: a session token's contents, read by the session token rule alone.
Given(
  /^a session token for member "([^"]+)" with the role "([^"]+)", (issued|not issued) by new ID$/,
  function (this: MemberWorld, memberKey: string, role: string, issued: string) {
    const issuedByNewId = issued === 'issued';
    this.remember('token', tokenWith({ memberKey, role, issuedByNewId, sub: 'subscriber', domainId: 1 }));
  },
);

const BROKEN_TOKENS: Readonly<Record<string, string>> = {
  empty: '',
  'not made of three parts': 'header.claims',
  'carrying no member': tokenWith({ role: 'member' }),
  'carrying no role': tokenWith({ memberKey: 'M-1001' }),
  'carrying garbled claims': `${base64Url('{}')}.${base64Url('{"memberKey": "M-1')}.sig`,
};

// Single-use: a session token's contents, read by the session token rule alone.
Given('a session token that is {}', function (this: MemberWorld, broken: string) {
  const token = BROKEN_TOKENS[broken];
  assert.ok(token !== undefined, `Unknown kind of broken token '${broken}'`);
  this.remember('token', token);
});

worksOut('what the session token holds', function (this: MemberWorld) {
  this.result = readTokenClaims(this.recall<string>('token'));
});

reads("token's member", function (this: MemberWorld, memberKey: string) {
  assert.equal((this.result as SessionTokenClaims | null)?.memberKey, memberKey);
});

// Single-use: a session token's contents, read by the session token rule alone.
Then(/^the token (is|is not) a new ID token$/, function (this: MemberWorld, verdict: string) {
  assert.equal(isNewIdToken(this.result as SessionTokenClaims | null), yes(verdict));
});

// Single-use: a session token's contents, read by the session token rule alone.
Then(/^the token says it was (issued|not issued) by new ID$/, function (this: MemberWorld, verdict: string) {
  assert.equal((this.result as SessionTokenClaims | null)?.issuedByNewId, verdict === 'issued');
});

// Single-use: a session token's contents, read by the session token rule alone.
Then('the token cannot be read', function (this: MemberWorld) {
  assert.equal(this.result, null);
});

// --- redirects --------------------------------------------------------------------------------------

const TRUSTED = ['https://members.cascadehealth.example.com', 'https://portal.cascadehealth.example.com'];
const CURRENT_PAGE = '/login';

const REDIRECT_TARGETS: Readonly<Record<string, string | null>> = {
  'another page of a trusted site': 'https://portal.cascadehealth.example.com/dental/dashboard',
  'the current page of a trusted site': `https://members.cascadehealth.example.com${CURRENT_PAGE}?continue=1`,
  'a page of an untrusted site': 'https://members.elsewhere.example.net/home',
  'a look-alike of a trusted site': 'https://members.cascadehealth.example.com.elsewhere.example.net/home',
  'a trusted site without encryption': 'http://members.cascadehealth.example.com/home',
  'a script': 'javascript:alert(document.cookie)',
  'a trusted site with a password in it': 'https://user:secret@members.cascadehealth.example.com/home',
  'something that is not an address': 'home page please',
  nowhere: null,
};

// A page the login answer names to continue at; signing in then follows it, or not (session/redirect.steps.ts on the app).
Given(
  'the login answer redirects to {}',
  answered('the login answer redirects to {}', function (this: MemberWorld, target: string) {
    assert.ok(target in REDIRECT_TARGETS, `Unknown redirect target '${target}'`);
    this.remember('redirect', REDIRECT_TARGETS[target] ?? null);
  }),
);

worksOut('what to do with the redirect', function (this: MemberWorld) {
  this.result = redirectDecision(this.recall<string | null>('redirect'), TRUSTED, CURRENT_PAGE);
});

const DECISIONS: Readonly<Record<RedirectDecision, string>> = {
  navigate: 'followed',
  reload: 'reloaded',
  refuse: 'refused',
  none: 'ignored',
};

// What became of the redirect: the rule's decision, or where signing in went on the app (session/redirect.steps.ts).
Then(
  /^the redirect is (followed|reloaded|refused|ignored)$/,
  answered('the redirect is followed, reloaded, refused or ignored', function (this: MemberWorld, expected: string) {
    assert.equal(DECISIONS[this.result as RedirectDecision], expected);
  }),
);
