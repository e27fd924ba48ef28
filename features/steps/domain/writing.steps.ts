import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { Member } from '../../../domain/model';
import { appealsVisibleTo, mayAppealFor } from '../../../domain/rules/appeals';
import { mayWriteAboutClaim, threadsVisibleTo } from '../../../domain/rules/secure-messages';
import type { MemberWorld } from '../../support/world';
import { answered } from '../shared/answers';

/*
 * What a member writes to the plan, a secure message, an appeal or a complaint, as the rules of
 * features/domain see it: the family of three the rules of whom-for are stated on (a member writes and
 * appeals about themselves, the subscriber also about a dependant), who sees which thread or appeal (its
 * writer alone), and the verdict on what was written, ready to go or refused with the form's reasons.
 * Appeals and secure messages follow the same rules here, so their features say them in the same words.
 */

export type Person = Pick<Member, 'memberKey' | 'memberSuffix'>;

/** The family of the rules' scenarios, by the role each scenario names them by. */
export const PEOPLE: Readonly<Record<string, Person>> = {
  subscriber: { memberKey: 'M0', memberSuffix: 0 },
  spouse: { memberKey: 'M1', memberSuffix: 1 },
  child: { memberKey: 'M2', memberSuffix: 2 },
};

export function person(name: string): Person {
  const found = PEOPLE[name];
  assert.ok(found !== undefined, `nobody in the family is called '${name}'`);
  return found;
}

/** The role of the family member with this key: 'subscriber', 'spouse' or 'child'. */
export const nameOf = (memberKey: string): string => Object.entries(PEOPLE).find(([, member]) => member.memberKey === memberKey)?.[0] ?? '?';

const FAMILY = 'writing.family';

/** The family the scenario stated. */
export const familyOf = (world: MemberWorld): Person[] => world.recall<Person[]>(FAMILY);

Given('a family of a subscriber, a spouse and a child', function (this: MemberWorld) {
  this.remember(FAMILY, Object.values(PEOPLE));
});

/** What was written, as the verdict names it. */
export type Written = 'message' | 'appeal' | 'complaint';

const VERDICT = 'writing.verdict';

/** Keeps the verdict on what the member wrote: ready (to send, to file) when `reasons` is empty, refused with them otherwise. */
export function judged(world: MemberWorld, written: Written, ready: 'ready to send' | 'ready to file', reasons: readonly string[]): void {
  world.remember(VERDICT, { written, verdict: reasons.length === 0 ? ready : `refused: ${reasons.join(' ')}` });
}

// An appeal is ready to file; a message or a complaint is ready to send; a refusal gives the form's reasons in order.
Then(/^the (message|appeal|complaint) is (ready to send|ready to file|refused: .+)$/, function (this: MemberWorld, written: Written, verdict: string) {
  const judgedOne = this.recall<{ written: Written; verdict: string }>(VERDICT);
  assert.equal(judgedOne.written, written, `the scenario wrote a ${judgedOne.written}, not a ${written}`);
  assert.equal(judgedOne.verdict, verdict);
});

// Whom a member may appeal for, or write about, follows who may see whose claims: one rule for both.
When(/^the (subscriber|spouse|child) (appeals|writes about) a claim of the (subscriber|spouse|child)$/, function (this: MemberWorld, writer: string, act: string, other: string) {
  const family = familyOf(this);
  this.result = act === 'appeals' ? mayAppealFor(person(writer), person(other).memberKey, family) : mayWriteAboutClaim(person(writer), { memberKey: person(other).memberKey }, family);
});

// What the rule answered to the member's appeal or message about that claim.
Then(/^they (may|may not) do so$/, function (this: MemberWorld, may: string) {
  assert.equal(typeof this.result, 'boolean', 'no appeal or message was tried');
  assert.equal(this.result, may === 'may');
});

/** What a member writes and later finds among their own: appeals they filed, message threads they started. */
type Kept = 'appeals' | 'threads';
const KEPT = 'writing.kept';
const SEEN = 'writing.seen';

interface Writing {
  readonly memberKey: string;
  readonly aboutMemberKey: string;
}

// The subscriber's is about the child: it is still the subscriber's, and the child does not see it.
Given(/^(appeals|threads) written by the subscriber about the child, by the spouse and by the child$/, function (this: MemberWorld, kept: Kept) {
  const written: Writing[] = [
    { memberKey: PEOPLE['subscriber']?.memberKey ?? '', aboutMemberKey: PEOPLE['child']?.memberKey ?? '' },
    { memberKey: PEOPLE['spouse']?.memberKey ?? '', aboutMemberKey: PEOPLE['spouse']?.memberKey ?? '' },
    { memberKey: PEOPLE['child']?.memberKey ?? '', aboutMemberKey: PEOPLE['child']?.memberKey ?? '' },
  ];
  this.remember(KEPT, { kept, written });
});

// Their appeals, or their messages' threads, as the rule lets them see them.
When(/^the (subscriber|spouse|child) opens their (appeals|messages)$/, function (this: MemberWorld, viewer: string, opened: string) {
  const { kept, written } = this.recall<{ kept: Kept; written: Writing[] }>(KEPT);
  assert.equal(kept, opened === 'appeals' ? 'appeals' : 'threads', `the scenario wrote ${kept}, and the ${viewer} opens their ${opened}`);
  const seen = kept === 'appeals' ? appealsVisibleTo(written, person(viewer)) : threadsVisibleTo(written, person(viewer));
  this.remember(SEEN, { viewer, seen: seen.map((writing) => nameOf(writing.memberKey)) });
});

// Each member sees what they wrote, and nothing anyone else in the family wrote; the appeals journey reads the appeals screen.
Then(
  /^they see their own (appeals|threads) and nobody else's$/,
  answered("they see their own appeals or threads and nobody else's", function (this: MemberWorld, kept: Kept) {
    assert.equal(this.recall<{ kept: Kept }>(KEPT).kept, kept);
    const { viewer, seen } = this.recall<{ viewer: string; seen: string[] }>(SEEN);
    assert.deepEqual(seen, [viewer]);
  }),
);
