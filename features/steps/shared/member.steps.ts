import assert from 'node:assert/strict';
import { Given, Then } from '@cucumber/cucumber';
import type { DomainId } from '../../../domain/model';
import type { MemberWorld } from '../../support/world';

/*
 * The steps every area starts from: the day the scenario happens on, a sandbox persona on a brand (signed
 * in or about to sign in) and the page the app lands on. Journeys, home, care, benefits, session and the
 * shell all begin here.
 */

const PASSWORD = 'Sandbox1';

/** Starts the app on a brand for one sandbox member (not yet signed in). */
function meet(world: MemberWorld, username: string, domainId: DomainId): void {
  world.startApp().brand.use(domainId);
  world.username = username;
}

// The day every date rule of the scenario sees; write it first, as the app starts on it.
Given('it is {date}', function (this: MemberWorld, day: string) {
  this.today = day;
});

Given('the sandbox member {persona} of the {brand} brand', function (this: MemberWorld, username: string, domainId: DomainId) {
  meet(this, username, domainId);
});

Given('the sandbox member {persona} of the {brand} brand has signed in', async function (this: MemberWorld, username: string, domainId: DomainId) {
  meet(this, username, domainId);
  const outcome = await this.app().logIn(username, PASSWORD);
  assert.equal(outcome.kind, 'signed-in', `${username} could not sign in: ${JSON.stringify(outcome)}`);
});

// Single-use: signs in, later in the scenario, the member met at its start; only the session rules feature does something before signing in.
Given('they have signed in', async function (this: MemberWorld) {
  const outcome = await this.app().logIn(this.username, PASSWORD);
  assert.equal(outcome.kind, 'signed-in');
});

const TOLD = 'member.told';

/**
 * Keeps what the page the member just acted on told them (a refusal, an entry it would not take), or null
 * when it told them nothing, for 'Then they are told {string}'. Each area's When calls it.
 */
export function tell(world: MemberWorld, message: string | null): void {
  world.remember<string | null>(TOLD, message);
}

Then('they are told {string}', function (this: MemberWorld, message: string) {
  assert.equal(this.recallOr<string | null>(TOLD, null), message);
});

Then('they land on the {page}', function (this: MemberWorld, path: string) {
  assert.deepEqual(this.app().navigator.last(), { kind: 'go', path });
});

// Someone who is not a sandbox persona: the app starts on the brand and knows them by nothing but a username.
Given('someone on the {brand} brand whose username {string} belongs to no member', function (this: MemberWorld, domainId: DomainId, username: string) {
  meet(this, username, domainId);
});
