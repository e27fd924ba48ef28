import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { DataSharingAction, DataSharingEvent, Member } from '../../../domain/model';
import { dataSharingMembers, grantStatus, historyNewestFirst, mayChangeDataSharing, maySeeDataSharing } from '../../../domain/rules/data-sharing';
import type { MemberWorld } from '../../support/world';
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

// Single-use: who controls data-sharing choices, which only the data-sharing rule feature states.
Given(/^a connected app whose grant ends on (.+) and that was (never revoked|revoked on .+)$/, function (this: MemberWorld, ends: string, revoked: string) {
  this.remember(APP, { grantEndsOn: dayOf(ends), revokedOn: revoked === 'never revoked' ? null : dayOf(revoked.replace(/^revoked on /, '')) });
});

// Single-use: who controls data-sharing choices, which only the data-sharing rule feature states.
Then(/^its grant is (active|expired|revoked)$/, function (this: MemberWorld, status: string) {
  assert.equal(grantStatus(this.recall<{ grantEndsOn: string; revokedOn: string | null }>(APP), this.today), status);
});

const ACTIONS: Readonly<Record<string, DataSharingAction>> = {
  'opted out of Provider Access': 'provider-access-opted-out',
  'opted back in to Provider Access': 'provider-access-opted-in',
  'revoked an app': 'app-revoked',
  'consented to payer-to-payer': 'payer-to-payer-consented',
  'withdrew payer-to-payer consent': 'payer-to-payer-withdrawn',
};
const wordsOf = (action: DataSharingAction): string => Object.entries(ACTIONS).find(([, candidate]) => candidate === action)?.[0] ?? action;

// Single-use: who controls data-sharing choices, which only the data-sharing rule feature states.
Given('the changes {string}', function (this: MemberWorld, changes: string) {
  const events = listOf(changes).map((change): DataSharingEvent => {
    const [, words = '', time = ''] = /^(.+) at (\d{2}:\d{2})$/.exec(change) ?? [];
    const action = ACTIONS[words];
    assert.ok(action !== undefined, `no change is called '${words}'`);
    return { at: `${this.today}T${time}:00Z`, action, appName: null, byMemberKey: 'M0' };
  });
  this.remember(EVENTS, events);
});

// Single-use: who controls data-sharing choices, which only the data-sharing rule feature states.
Then('the history reads {string}', function (this: MemberWorld, expected: string) {
  assert.deepEqual(historyNewestFirst(this.recall<DataSharingEvent[]>(EVENTS)).map((event) => wordsOf(event.action)), listOf(expected));
});
