import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { readTokenClaims } from '../../../domain/rules/token-claims';
import { ListPlanChoices, SelectGroup, type PlanChoice, type SelectGroupOutcome } from '../../../application/session/select-group';
import type { MemberWorld } from '../../support/world';
import { listOf } from '../domain/helpers';
import { opens, reads } from '../shared/screens.steps';

/** Plan selection while signing in, and the header's plan switcher once logged in. */

async function plans(world: MemberWorld): Promise<readonly PlanChoice[]> {
  const outcome = await world.app().get(ListPlanChoices).execute();
  assert.equal(outcome.kind, 'loaded');
  return outcome.kind === 'loaded' ? outcome.plans : [];
}

async function groupIdOf(world: MemberWorld, name: string): Promise<string> {
  const plan = (await plans(world)).find((candidate) => candidate.group.groupName === name);
  assert.ok(plan !== undefined, `no plan called ${name}`);
  return plan.group.groupId;
}

async function choose(world: MemberWorld, groupId: string): Promise<SelectGroupOutcome> {
  world.remember('tokenBeforeChoice', world.app().temporary.tempToken() ?? world.app().tokens.current());
  return world.remember('groupChoice', await world.app().get(SelectGroup).execute(groupId));
}

const groupOfToken = (token: string | null): string | undefined => (token === null ? undefined : readTokenClaims(token)?.groupId);

opens('the plans they can choose from', async function (this: MemberWorld) {
  this.remember('plans', await plans(this));
});

// The plans listed to choose from, by name, in the order listed.
reads('plans they can choose from', function (this: MemberWorld, names: string) {
  assert.deepEqual(
    this.recall<readonly PlanChoice[]>('plans').map((plan) => plan.group.groupName),
    listOf(names),
  );
});

// Single-use: choosing and switching plans, which only the plan selection feature does.
Then('each plan reads {string}', function (this: MemberWorld, template: string) {
  assert.equal(template, 'groupId groupName: effective - present', 'the spec’s plan line');
  for (const plan of this.recall<readonly PlanChoice[]>('plans')) {
    assert.match(plan.line, new RegExp(`^${plan.group.groupId} ${plan.group.groupName}: \\d{2}/\\d{2}/\\d{4} - present$`));
  }
});

// The one plan of the list marked as the plan they signed in with.
reads('plan they signed in with', function (this: MemberWorld, name: string) {
  const current = this.recall<readonly PlanChoice[]>('plans').filter((plan) => plan.current);
  assert.deepEqual(
    current.map((plan) => plan.group.groupName),
    [name],
  );
});

// Single-use: choosing and switching plans, which only the plan selection feature does.
When('they choose the plan {string}', async function (this: MemberWorld, name: string) {
  await choose(this, await groupIdOf(this, name));
});

// Single-use: choosing and switching plans, which only the plan selection feature does.
Then('they are not switched to another plan', function (this: MemberWorld) {
  assert.equal(this.app().tokens.current(), this.recall<string>('tokenBeforeChoice'), 'the token they signed in with is kept');
});

// Single-use: choosing and switching plans, which only the plan selection feature does.
Then('their choice of plan is remembered for the rest of the sign-in', function (this: MemberWorld) {
  assert.equal(this.app().temporary.groupSelected(), true);
});

// Single-use: choosing and switching plans, which only the plan selection feature does.
Then('they are switched to the plan {string}', async function (this: MemberWorld, name: string) {
  const groupId = await groupIdOf(this, name);
  const token = this.app().temporary.tempToken();
  assert.notEqual(token, this.recall<string>('tokenBeforeChoice'));
  assert.equal(groupOfToken(token), groupId);
  assert.equal(this.app().temporary.groupSelected(), true);
});

// Entering the dashboard with one of the member's plans (kept from the moda360 portal when navigation to it is blocked).
Given(/^they entered the dashboard with the plan "([^"]*)"( and portal navigation blocked)?$/, async function (this: MemberWorld, name: string, blocked: string | null | undefined) {
  // Cucumber passes an optional group that did not match as null.
  if (blocked) this.app().temporary.setCrmNavigationBlocked(true);
  const outcome = await choose(this, await groupIdOf(this, name));
  assert.deepEqual(outcome, { kind: 'routed', path: '/home' });
  assert.ok(this.app().tokens.current() !== null, 'logged in');
});

// Switching plans with the header's plan switcher, by the plan's name.
When('they switch to the plan {string} from the header', async function (this: MemberWorld, name: string) {
  await choose(this, await groupIdOf(this, name));
});

// Single-use: choosing and switching plans, which only the plan selection feature does.
When('they switch to a plan the insurer does not know from the header', async function (this: MemberWorld) {
  await choose(this, '99999999');
});

// Single-use: choosing and switching plans, which only the plan selection feature does.
Then('the switch fails with the status {int}', function (this: MemberWorld, status: number) {
  const outcome = this.recall<SelectGroupOutcome>('groupChoice');
  assert.equal(outcome.kind, 'error');
  if (outcome.kind === 'error') assert.equal(outcome.error.status, status);
});

// Single-use: choosing and switching plans, which only the plan selection feature does.
Then(/^their session is (?:now|still) for the plan "([^"]*)"$/, async function (this: MemberWorld, name: string) {
  assert.equal(groupOfToken(this.app().tokens.current()), await groupIdOf(this, name));
  assert.equal(this.app().temporary.tempToken(), null);
});
