import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { DataSharingAction, DataSharingEvent, Member } from '../../../domain/model';
import { dataSharingMembers, grantStatus, historyNewestFirst, mayChangeDataSharing, maySeeDataSharing } from '../../../domain/rules/data-sharing';
import type { MemberWorld } from '../../support/world';
import { reads } from '../shared/screens.steps';
import { dayOf, listOf, shiftDay } from './helpers';

/* Who controls data-sharing choices, grants and the history's order: the domain's rules on plain facts. */

const FAMILY = 'dataSharing.family';
const PAIR = 'dataSharing.pair';
const APP = 'dataSharing.app';
const EVENTS = 'dataSharing.events';

type Person = Pick<Member, 'memberKey' | 'memberSuffix' | 'dateOfBirth'>;

// Single-use: who controls data-sharing choices, which only the data-sharing rule feature states.
Given(
  /^a family of a subscriber aged (\d+), a spouse aged (\d+), a child aged (\d+) and a child aged (\d+)$/,
  function (this: MemberWorld, subscriber: string, spouse: string, younger: string, older: string) {
    const ages = [subscriber, spouse, younger, older];
    const names = ['subscriber', 'spouse', `child of ${ages[2]}`, `child of ${ages[3]}`];
    // Born a month before the day the rules see, so each is exactly the age named (not a birthday today).
    const family = names.map((name, suffix): [string, Person] => [
      name,
      { memberKey: `M${suffix}`, memberSuffix: suffix, dateOfBirth: shiftDay(this.today, { years: -Number(ages[suffix]), months: -1 }) },
    ]);
    this.remember(FAMILY, new Map(family));
  },
);

function memberCalled(world: MemberWorld, name: string): Person {
  const member = world.recall<Map<string, Person>>(FAMILY).get(name);
  assert.ok(member !== undefined, `nobody in the family is called '${name}'`);
  return member;
}

// Single-use: who controls data-sharing choices, which only the data-sharing rule feature states.
When(/^the (subscriber|spouse|child of \d+) looks at the data-sharing choices of the (subscriber|spouse|child of \d+)$/, function (this: MemberWorld, viewer: string, subject: string) {
  this.remember(PAIR, { viewer: memberCalled(this, viewer), subject: memberCalled(this, subject) });
});

// Single-use: who controls data-sharing choices, which only the data-sharing rule feature states.
Then(/^they may (see and change|see but not change|neither see nor change) those choices$/, function (this: MemberWorld, control: string) {
  const { viewer, subject } = this.recall<{ viewer: Person; subject: Person }>(PAIR);
  const seen = maySeeDataSharing(viewer, subject, this.today);
  const changed = mayChangeDataSharing(viewer, subject, this.today);
  const said = changed ? 'see and change' : seen ? 'see but not change' : 'neither see nor change';
  assert.equal(said, control);
});

// Single-use: who controls data-sharing choices, which only the data-sharing rule feature states.
When(/^the (subscriber|spouse|child of \d+) opens their data-sharing choices$/, function (this: MemberWorld, viewer: string) {
  const family = this.recall<Map<string, Person>>(FAMILY);
  const offered = dataSharingMembers(memberCalled(this, viewer), [...family.values()].reverse(), this.today);
  const nameOf = (member: Person): string => [...family.entries()].find(([, candidate]) => candidate === member)?.[0] ?? '?';
  this.result = offered.map(nameOf);
});

// Single-use: who controls data-sharing choices, which only the data-sharing rule feature states.
Then('the choices offered are those of {string}', function (this: MemberWorld, expected: string) {
  assert.deepEqual(this.result, listOf(expected));
});

/** How a connected app's grant reads in the list of connected apps: an expired grant is listed as ended. */
export const GRANT_WORDS = { active: 'active', expired: 'ended', revoked: 'revoked' } as const;

// Single-use: a grant's end and revocation as plain facts, which only the data-sharing rule feature states (the journey revokes a sandbox app).
Given(/^a connected app "([^"]+)" whose grant ends on (.+) and that was (never revoked|revoked on .+)$/, function (this: MemberWorld, name: string, ends: string, revoked: string) {
  this.remember(APP, { name, grantEndsOn: dayOf(ends), revokedOn: revoked === 'never revoked' ? null : dayOf(revoked.replace(/^revoked on /, '')) });
});

// The app's grant as the rule works it out on the day the scenario happens on, written as the list of connected apps reads it.
reads('connected apps', function (this: MemberWorld, expected: string) {
  const app = this.recall<{ name: string; grantEndsOn: string; revokedOn: string | null }>(APP);
  assert.equal(`${app.name} (${GRANT_WORDS[grantStatus(app, this.today)]})`, expected);
});

/**
 * A change as the history of the data-sharing choices names it; a revoked app by its name. The journey's
 * page words its history the same way (home/data-sharing.steps.ts).
 */
export const CHANGE_WORDS: Readonly<Record<Exclude<DataSharingAction, 'app-revoked'>, string>> = {
  'provider-access-opted-out': 'opted out of Provider Access',
  'provider-access-opted-in': 'opted back in to Provider Access',
  'payer-to-payer-consented': 'consented to sharing with another plan',
  'payer-to-payer-withdrawn': 'withdrew that consent',
};

export const changeWords = (event: Pick<DataSharingEvent, 'action' | 'appName'>): string => (event.action === 'app-revoked' ? `revoked ${event.appName ?? ''}` : CHANGE_WORDS[event.action]);

function changeOf(words: string): Pick<DataSharingEvent, 'action' | 'appName'> {
  const revoked = /^revoked (.+)$/.exec(words);
  if (revoked !== null) return { action: 'app-revoked', appName: revoked[1] ?? null };
  const action = (Object.keys(CHANGE_WORDS) as Exclude<DataSharingAction, 'app-revoked'>[]).find((candidate) => CHANGE_WORDS[candidate] === words);
  assert.ok(action !== undefined, `no change is called '${words}'`);
  return { action, appName: null };
}

// Single-use: changes made at given times as plain facts, which only the data-sharing rule feature states (the journey makes them on the page).
Given('their data-sharing changes {string}', function (this: MemberWorld, changes: string) {
  const events = listOf(changes).map((change): DataSharingEvent => {
    const [, words = '', time = ''] = /^(.+) at (\d{2}:\d{2})$/.exec(change) ?? [];
    return { at: `${this.today}T${time}:00Z`, ...changeOf(words), byMemberKey: 'M0' };
  });
  this.remember(EVENTS, events);
});

// The history as the rule orders it, newest first.
reads('history of their data-sharing choices', function (this: MemberWorld, expected: string) {
  assert.deepEqual(historyNewestFirst(this.recall<DataSharingEvent[]>(EVENTS)).map(changeWords), listOf(expected));
});
