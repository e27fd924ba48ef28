import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { DomainId } from '../../../domain/model';
import type { ErrorPage, GlobalFailureAction, LoginErrorMessage } from '../../../domain/rules/error-catalogue';
import { errorPage, globalFailureAction, loginErrorMessage, loginOutageMessage } from '../../../domain/rules/error-catalogue';
import type { MemberWorld } from '../../support/world';
import { listOf } from './helpers';
import { reads, worksOut } from '../shared/screens.steps';
import { tell } from '../shared/member.steps';
import { answered } from '../shared/answers';

const PLACES: Readonly<Record<string, string>> = {
  '/': 'start page',
  '/home': 'member home page',
  '/contact-us': 'public contact page',
  '/support/customer-service': "members' support",
  '/recovery/username': 'forgot username',
  '/recovery/password': 'forgot password',
};
const place = (href: string): string => PLACES[href] ?? href;

// Single-use: failures of the gateway and how each is handled, stated by the error catalogue rule alone.
When(/^the error page for status (\d+) is shown to a (visitor|member)$/, function (this: MemberWorld, status: string, who: string) {
  this.result = errorPage(Number(status), who === 'member');
});

const page = (world: MemberWorld): ErrorPage => world.result as ErrorPage;

reads('error page heading', function (this: MemberWorld, heading: string) {
  assert.equal(page(this).heading, heading);
});

reads('error page detail', function (this: MemberWorld, detail: string) {
  assert.equal(page(this).detail ?? 'nothing', detail);
});

// Single-use: failures of the gateway and how each is handled, stated by the error catalogue rule alone.
Then('the error page suggests:', function (this: MemberWorld, table: { raw(): string[][] }) {
  assert.deepEqual(page(this).tips, table.raw().map((row) => row[0]));
});

reads('error page', function (this: MemberWorld, expected: string) {
  assert.deepEqual(page(this).links.map((link) => `${link.label}: ${place(link.href)}`), listOf(expected));
});

// Single-use: failures of the gateway and how each is handled, stated by the error catalogue rule alone.
Given(/^the login service answers "([A-Z_]+)" with (\d+|no) attempts remaining$/, function (this: MemberWorld, code: string, attempts: string) {
  this.remember('loginError', { code, ...(attempts === 'no' ? {} : { errorData: { attemptsRemaining: Number(attempts) } }) });
});

// The login page tells the member the message ('Then they are told {string}') and offers its links.
worksOut("the login refusal's message", function (this: MemberWorld) {
  const refusal = loginErrorMessage(this.recall<{ code: string; errorData?: Record<string, unknown> }>('loginError'));
  this.result = refusal;
  tell(this, refusal.message);
});

const OUTAGES = {
  'cannot be reached': 'network',
  'does not answer in time': 'timeout',
  'fails with status 503': 'http',
  'sends an answer it garbled': 'decode',
} as const;

// Single-use: failures of the gateway and how each is handled, stated by the error catalogue rule alone.
Given(/^the login service (cannot be reached|does not answer in time|fails with status 503|sends an answer it garbled)$/, function (this: MemberWorld, fails: keyof typeof OUTAGES) {
  this.remember('loginOutage', OUTAGES[fails]);
});

worksOut("the login failure's message", function (this: MemberWorld) {
  const failure = loginOutageMessage(this.recall<(typeof OUTAGES)[keyof typeof OUTAGES]>('loginOutage'));
  this.result = failure;
  tell(this, failure.message);
});

/** The places a login refusal's links lead to, by name. */
export const linkedPlaces = (links: readonly { readonly href: string }[]): string[] => links.map((link) => place(link.href));

reads("login message's links", function (this: MemberWorld, expected: string) {
  assert.deepEqual(linkedPlaces((this.result as LoginErrorMessage).links), listOf(expected));
});

const SERVICES: Readonly<Record<string, string>> = {
  registration: '/gateway/api/account/registration',
  login: '/gateway/api/token',
  'security questions': '/gateway/api/account/security-questions',
  'forgot password': '/gateway/api/account/forgot-password',
  'forgot username': '/gateway/api/account/forgot-username',
  'password change': '/gateway/api/account/password',
  'Medicare materials': '/gateway/api/medicare-materials',
  EOBs: '/gateway/api/eobs',
  claims: '/gateway/api/claims',
  'provider lookup': '/gateway/api/pcp/provider?providerId=P-1',
  'new ID': '/gateway/api/new-id',
  'medical benefits': '/gateway/api/benefits/medical?asOfDate=2025-06-15',
  groups: '/gateway/api/groups',
};

// Single-use: failures of the gateway and how each is handled, stated by the error catalogue rule alone.
Given(
  /^a (GET|POST|PUT) request to the (.+) service fails with status (\d+)$/,
  function (this: MemberWorld, method: string, service: string, status: string) {
    const url = SERVICES[service];
    assert.ok(url !== undefined, `Unknown service '${service}'`);
    this.remember('failure', { method, url, status: Number(status) });
  },
);

// Single-use: failures of the gateway and how each is handled, stated by the error catalogue rule alone.
When('the failure is handled on the {brand} brand', function (this: MemberWorld, domainId: DomainId) {
  const failure = this.recall<{ method: string; url: string; status: number }>('failure');
  this.result = globalFailureAction(failure.method, failure.url, failure.status, domainId);
});

// How a failed request is handled: the rule's action, or what the app did once it failed (session/session-rules.steps.ts).
Then(
  /^the failure is (left to the screen|sent to the login page|shown on the error page)$/,
  answered('the failure is left to the screen, sent to the login page or shown on the error page', function (this: MemberWorld, handling: string) {
    const action = this.result as GlobalFailureAction;
    const described =
      action.kind === 'screen' ? 'left to the screen' : action.kind === 'login' ? 'sent to the login page' : 'shown on the error page';
    assert.equal(described, handling);
    if (action.kind === 'error-page') {
      const failure = this.recall<{ status: number }>('failure');
      assert.equal(action.path, `/error/${failure.status}`);
    }
  }),
);
