import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { describeDuration } from '../../../domain/rules/idle-timeout';
import { LOCAL_STORE, SESSION_STORE, SESSION_TIMEOUT } from '../../../application/ports';
import { IdleSession, LAST_ACTIVITY_KEY } from '../../../application/session/idle-session';
import { LogIn } from '../../../application/session/log-in';
import { CompleteSecondStep } from '../../../application/session/second-step';
import { takeLoginNotices } from '../../../application/session/login-notices';
import { MemorySessionTimeout } from '../../../adapters/memory/memory-platform';
import { IdleTimeoutStore } from '../../../ui/session/idle-timeout-store';
import { LoginStore } from '../../../ui/session/login-store';
import { IDLE_TIMEOUT_COPY } from '../../../ui/session/idle-timeout-copy';
import type { MemberWorld } from '../../support/world';
import { assertSignedOut, sessionStoreOf } from './session-helpers';
import { reads } from '../shared/screens.steps';

/**
 * The idle timeout as the dashboard runs it: the real store, with the scenario's pinned clock moved by
 * hand instead of waiting, and the store's once-a-second look taken by each step.
 */

function watcher(world: MemberWorld): IdleTimeoutStore {
  return world.recall<IdleTimeoutStore>('idleWatcher');
}

function pass(world: MemberWorld, millis: number): void {
  world.app().clock.advance(millis);
  watcher(world).check();
}

// Single-use: the idle clock and its warning, which only the idle time-out feature drives.
Given('the dashboard watches their activity', function (this: MemberWorld) {
  const store = new IdleTimeoutStore(this.app().get(IdleSession), sessionStoreOf(this));
  store.check();
  this.remember('idleWatcher', store);
});

// Single-use: the idle clock and its warning, which only the idle time-out feature drives.
Given('the idle timeout is set to warn after {int} seconds and end after {int} seconds', function (this: MemberWorld, warn: number, end: number) {
  const settings = this.app().get(SESSION_TIMEOUT);
  assert.ok(settings instanceof MemorySessionTimeout);
  settings.config = { warnAfterMillis: warn * 1000, logoutAfterMillis: end * 1000 };
});

// Single-use: the idle clock and its warning, which only the idle time-out feature drives. Past or present
// tense reads as the scenario needs: what had passed before (Given), what passes now (When).
When(/^(\d+) (minutes|seconds) pass(?:es|ed)? without activity$/, function (this: MemberWorld, amount: string, unit: string) {
  pass(this, Number(amount) * (unit === 'minutes' ? 60_000 : 1000));
});

// Single-use: the idle clock and its warning, which only the idle time-out feature drives.
When('they choose to stay logged in', function (this: MemberWorld) {
  watcher(this).stayLoggedIn();
});

// Single-use: the idle clock and its warning, which only the idle time-out feature drives.
When('they are busy in another tab', function (this: MemberWorld) {
  // Another tab stamps the shared last activity; this tab reads it at its next look.
  this.app().get(LOCAL_STORE).set(LAST_ACTIVITY_KEY, String(this.app().clock.nowMillis()));
  watcher(this).check();
});

// Single-use: the idle clock and its warning, which only the idle time-out feature drives.
Then('the session is still open, with no warning', function (this: MemberWorld) {
  assert.equal(watcher(this).warning, false);
  assert.equal(sessionStoreOf(this).authorised, true);
});

// Single-use: the idle clock and its warning, which only the idle time-out feature drives.
Then(/^the session is about to end, with (\d+ (?:minutes?|seconds?)) left$/, function (this: MemberWorld, left: string) {
  assert.equal(watcher(this).warning, true);
  assert.equal(watcher(this).remaining, left);
  assert.equal(sessionStoreOf(this).authorised, true);
});

// Single-use: the idle clock and its warning, which only the idle time-out feature drives.
Then('the session is over', function (this: MemberWorld) {
  assert.equal(watcher(this).warning, false);
  assertSignedOut(this);
});

reads('login page', function (this: MemberWorld, message: string) {
  const app = this.app();
  const session = sessionStoreOf(this);
  const login = new LoginStore({
    logIn: (form) => app.get(LogIn).execute(form),
    completeSecondStep: (ticket, entry) => app.get(CompleteSecondStep).execute(ticket, entry),
    signInWithPasskey: () => Promise.resolve({ kind: 'unsupported' }),
    cancelPasskey: () => undefined,
    takeNotices: () => takeLoginNotices(app.get(SESSION_STORE)),
    refusedIdleSetting: () => null,
    refresh: () => session.refresh(),
    fail: (error) => session.fail(error),
  });
  login.arrive();
  assert.ok(login.idleLogoutMillis !== null, 'the login page knows why');
  assert.equal(IDLE_TIMEOUT_COPY.loggedOut(describeDuration(login.idleLogoutMillis)), message);
});
