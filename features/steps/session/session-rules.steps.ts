import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { httpError } from '../../../application/shared/gateway-error';
import { CLOCK } from '../../../application/ports';
import { FinishSignIn } from '../../../application/session/finish-sign-in';
import { SESSION_BROADCAST } from '../../../application/session/log-out';
import {
  CheckCredentials,
  CheckUserDetails,
  LoadRegistrationDetails,
  RegisterAccount,
} from '../../../application/session/register-account';
import { MemorySessionBroadcast } from '../../../adapters/memory/memory-platform';
import { RegistrationStore } from '../../../ui/session/registration-store';
import type { MemberWorld } from '../../support/world';
import { assertSignedOut, sessionStoreOf } from './session-helpers';
import { onScreen } from '../shared/answers';

/** Rules around every screen: single sign-on landing, the 401 rule, logout across tabs and what it forgets. */

const FAILED_WITH = 'session.failedWith';

// Single-use: what happens to a session (a logout elsewhere, an insurer's error, single sign-on), stated by the session rules feature alone.
Given('they have not signed in', function (this: MemberWorld) {
  assert.equal(this.app().tokens.current(), null);
});

// Single-use: what happens to a session (a logout elsewhere, an insurer's error, single sign-on), stated by the session rules feature alone.
When('they arrive on the single sign-on landing', async function (this: MemberWorld) {
  await this.app().get(FinishSignIn).execute();
});

// Single-use: what happens to a session (a logout elsewhere, an insurer's error, single sign-on), stated by the session rules feature alone.
When('the insurer answers a request with {int}', function (this: MemberWorld, status: number) {
  const session = sessionStoreOf(this);
  this.app().navigator.history.length = 0;
  this.remember(FAILED_WITH, status);
  session.fail(httpError(status));
});

// However the session ended (idle too long, a logout in another tab, a session the insurer no longer accepts): nothing of it is left, and the app went to the login page.
Then('they are signed out and sent to the login page', function (this: MemberWorld) {
  assertSignedOut(this);
  assert.equal(sessionStoreOf(this).authorised, false);
  assert.deepEqual(this.app().navigator.last(), { kind: 'go', path: '/login' });
});

// The error catalogue's handling of a failed request, as the app carried it out: the error page shown in place
// (the address unchanged, the member still signed in), or the member signed out and sent to the login page.
onScreen('the failure is left to the screen, sent to the login page or shown on the error page', function (this: MemberWorld, handling: string) {
  const session = sessionStoreOf(this);
  if (handling === 'sent to the login page') {
    assertSignedOut(this);
    assert.equal(session.authorised, false);
    assert.deepEqual(this.app().navigator.last(), { kind: 'go', path: '/login' });
    return;
  }
  assert.equal(session.failureStatus, handling === 'shown on the error page' ? this.recall<number>(FAILED_WITH) : null);
  assert.equal(session.authorised, true);
  assert.deepEqual(this.app().navigator.history, []);
});

// Single-use: what happens to a session (a logout elsewhere, an insurer's error, single sign-on), stated by the session rules feature alone.
When('they log out in another tab', function (this: MemberWorld) {
  const session = sessionStoreOf(this);
  assert.equal(session.authorised, true);
  const broadcast = this.app().get(SESSION_BROADCAST);
  assert.ok(broadcast instanceof MemorySessionBroadcast);
  broadcast.hearLogoutFromAnotherTab();
  assert.deepEqual(broadcast.announced, [], 'a logout heard from another tab is not announced again');
});

// Single-use: what happens to a session (a logout elsewhere, an insurer's error, single sign-on), stated by the session rules feature alone.
Given('someone started registering as {string} {string}', function (this: MemberWorld, firstName: string, lastName: string) {
  const app = this.startApp();
  const store = new RegistrationStore(
    app.get(LoadRegistrationDetails),
    app.get(CheckUserDetails),
    app.get(CheckCredentials),
    app.get(RegisterAccount),
    sessionStoreOf(this),
    app.get(CLOCK),
  );
  store.setDetail('firstName', firstName);
  store.setDetail('lastName', lastName);
  this.remember('registrationStore', store);
});

// The member logs out in this tab, as the header's Log out does: the session ends for every screen of the app.
When('they log out', function (this: MemberWorld) {
  sessionStoreOf(this).logout();
});

// Single-use: what happens to a session (a logout elsewhere, an insurer's error, single sign-on), stated by the session rules feature alone.
Then('the registration starts again from empty details', function (this: MemberWorld) {
  const store = this.recall<RegistrationStore>('registrationStore');
  assert.deepEqual(store.userDetails, { firstName: '', lastName: '', dateOfBirth: '', subscriberId: '', zipCode: '' });
  assert.equal(store.step, 'details');
});

// Single-use: what happens to a session (a logout elsewhere, an insurer's error, single sign-on), stated by the session rules feature alone.
Then('nothing is shown in place of the page they are on', function (this: MemberWorld) {
  assert.equal(sessionStoreOf(this).failureStatus, null);
  assert.deepEqual(this.app().navigator.history, [], 'no navigation either');
  const broadcast = this.app().get(SESSION_BROADCAST);
  assert.ok(broadcast instanceof MemorySessionBroadcast);
  assert.equal(broadcast.announced.length, 1, 'the one logout was announced once, not again');
});
