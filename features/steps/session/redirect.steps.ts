import assert from 'node:assert/strict';
import { isRight } from 'fp-ts/Either';
import { Then, When } from '@cucumber/cucumber';
import { FinishSignIn, type SignInOutcome } from '../../../application/session/finish-sign-in';
import { AUTH_GATEWAY } from '../../../application/ports/auth-gateway';
import type { MemberWorld } from '../../support/world';

/*
 * A login answer carrying a redirect (spec section 4, "If a redirect host is given, navigate there"), as the
 * login use case hands it to post-login routing. The sandbox insurer never sends one, so the step takes the
 * insurer's real login answer and puts the redirect on it.
 */

const TARGETS: Readonly<Record<string, (trusted: string) => string>> = {
  'a page of an untrusted site': () => 'https://evil.example.com/steal',
  'a look-alike of a trusted site': (trusted) => `${trusted}.evil.example.com/welcome`,
  'a page of a trusted site': (trusted) => `${trusted}/welcome`,
};
const OUTCOME = 'redirect.outcome';
const TARGET = 'redirect.target';

// Single-use: a redirect named by the login answer, which only the session rules feature follows.
When('they sign in and the login answer names {} to continue at', async function (this: MemberWorld, target: string) {
  const app = this.app();
  const trusted = app.config.redirectAllowList[0];
  const url = TARGETS[target]?.(trusted ?? '');
  assert.ok(trusted !== undefined && url !== undefined, `unknown target ${target}`);
  const answer = await app.get(AUTH_GATEWAY).login({ username: this.username, password: 'Sandbox1', domainId: app.brand.domainId() });
  assert.ok(isRight(answer), 'the sandbox accepts the login');
  app.temporary.setTempToken(answer.right.token);
  app.temporary.setGroupSelected(false);
  this.remember(TARGET, url);
  this.remember(OUTCOME, await app.get(FinishSignIn).execute(url));
});

// Single-use: a redirect named by the login answer, which only the session rules feature follows.
Then('the redirect is refused and logged, and they continue to the home page', function (this: MemberWorld) {
  const app = this.app();
  assert.deepEqual(this.recall<SignInOutcome>(OUTCOME), { kind: 'routed', path: '/home' });
  assert.deepEqual(app.navigator.last(), { kind: 'go', path: '/home' });
  assert.ok(!app.navigator.history.some((record) => record.kind === 'assign'), 'nothing navigated to the redirect');
  assert.ok(app.analytics.logged.some((entry) => entry.event === 'refused-redirect'), `logged: ${JSON.stringify(app.analytics.logged)}`);
  assert.ok(app.tokens.current() !== null, 'the member is signed in');
});

// Single-use: a redirect named by the login answer, which only the session rules feature follows.
Then('they are sent on to that page', function (this: MemberWorld) {
  const app = this.app();
  const url = this.recall<string>(TARGET);
  assert.deepEqual(this.recall<SignInOutcome>(OUTCOME), { kind: 'redirected', url, reload: false });
  assert.deepEqual(app.navigator.last(), { kind: 'assign', url });
  assert.equal(app.analytics.logged.length, 0);
});
