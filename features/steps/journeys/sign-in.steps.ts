import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { HOME_COPY } from '../../../ui/home/home-copy';
import type { MemberWorld } from '../../support/world';
import { reads } from '../shared/screens.steps';
import { tell } from '../shared/member.steps';
import { linkedPlaces } from '../domain/errors.steps';
import { listOf } from '../domain/helpers';
import { signInRedirected } from '../session/redirect.steps';
import { signInAfresh } from '../session/session-helpers';

const PASSWORD = 'Sandbox1';

/**
 * Signs in on the login page with the password given, afresh (nothing left of an earlier session, as after
 * closing the browser), keeping the outcome and what a refusal told them; with the redirect the login
 * answer names, when the scenario named one.
 */
async function signIn(world: MemberWorld, password: string): Promise<void> {
  const outcome = (await signInRedirected(world, password)) ?? (await signInAfresh(world, world.username, password));
  world.loginOutcome = outcome;
  tell(world, outcome.kind === 'refused' ? outcome.message : null);
}

// Signing in on the login page with the sandbox password: where the member lands, or what became of a redirect.
When('they sign in with their password', async function (this: MemberWorld) {
  await signIn(this, PASSWORD);
});

// Single-use: signing in and out end to end, which the sign-in journey alone walks through; other features start signed in.
When('they sign in with the password {string}', async function (this: MemberWorld, password: string) {
  await signIn(this, password);
});

// Single-use: signing in and out end to end, which the sign-in journey alone walks through; other features start signed in.
When('they sign in without a password', async function (this: MemberWorld) {
  await signIn(this, '');
});

// Handed to the single sign-on portal: the dashboard keeps no session of theirs and posts their token there.
Then('their token is posted to single sign-on', function (this: MemberWorld) {
  assert.equal(this.app().tokens.current(), null, 'no session is kept on the dashboard');
  const last = this.app().navigator.last();
  assert.equal(last?.kind, 'post-form');
  if (last?.kind !== 'post-form') return;
  assert.equal(last.url, this.app().config.singleSignOnUrl);
  assert.ok((last.fields['token'] ?? '').length > 20, 'the form carries the token');
});

// The links the login page offers with its refusal, by the places they lead to.
reads(
  "login message's links",
  function (this: MemberWorld, expected: string) {
    const outcome = this.loginOutcome;
    assert.equal(outcome?.kind, 'refused');
    if (outcome?.kind === 'refused') assert.deepEqual(linkedPlaces(outcome.links), listOf(expected));
  },
  'screen',
);

// The messages the login form shows under its fields, username's first, as the form rule gives them.
reads(
  'login form messages',
  function (this: MemberWorld, expected: string) {
    const outcome = this.loginOutcome;
    assert.equal(outcome?.kind, 'invalid');
    if (outcome?.kind === 'invalid') assert.equal([outcome.errors.username, outcome.errors.password].filter((message) => message !== undefined).join('; '), expected);
  },
  'screen',
);

// Single-use: signing in and out end to end, which the sign-in journey alone walks through; other features start signed in.
Then('they stay signed out', function (this: MemberWorld) {
  assert.equal(this.app().tokens.current(), null);
  assert.equal(this.app().temporary.tempToken(), null);
});

reads('welcome banner', function (this: MemberWorld, banner: string) {
  const home = this.homeOutcome;
  assert.equal(home?.kind, 'loaded');
  if (home?.kind === 'loaded') assert.equal(HOME_COPY.welcome(home.home.viewer.firstName), banner);
});

// Single-use: signing in and out end to end, which the sign-in journey alone walks through; other features start signed in.
Then('no token, cached read or stored value of theirs is left', function (this: MemberWorld) {
  const app = this.app();
  assert.equal(app.tokens.current(), null);
  assert.equal(app.temporary.tempToken(), null);
  assert.deepEqual(app.local.keys(), []);
  assert.deepEqual(app.session.keys(), ['md-logged-out']);
  assert.equal(app.cacheSize(), 0);
});
