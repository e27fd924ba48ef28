import assert from 'node:assert/strict';
import { Given, Then } from '@cucumber/cucumber';
import type { Member } from '../../../domain/model';
import type { MemberWorld } from '../../support/world';

/*
 * What a member writes to the plan, a secure message, an appeal or a complaint, as the rules of
 * features/domain see it: the family of three the rules of whom-for are stated on (a member writes and
 * appeals about themselves, the subscriber also about a dependant), and the verdict on what was written,
 * ready to go or refused with the form's reasons.
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
