import assert from 'node:assert/strict';
import { isLeft } from 'fp-ts/Either';
import type { Member } from '../../../domain/model';
import { ACCOUNT_GATEWAY } from '../../../application/ports';
import type { MemberWorld } from '../../support/world';

/** The signed-in member's family as the account answers it (read through the scenario's own app). */
export async function familyOf(world: MemberWorld): Promise<readonly Member[]> {
  const account = await world.app().get(ACCOUNT_GATEWAY).account();
  assert.ok(!isLeft(account), 'the account could be read');
  return account.right.members;
}

/** 'Ravi, Dev' as names; '' as none. */
export function namesIn(list: string): string[] {
  return list
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

/** The family member with this first name. */
export async function memberNamed(world: MemberWorld, firstName: string): Promise<Member> {
  const member = (await familyOf(world)).find((candidate) => candidate.firstName === firstName);
  assert.ok(member !== undefined, `nobody called ${firstName} in the family`);
  return member;
}

export async function firstNameOf(world: MemberWorld, memberKey: string): Promise<string> {
  const member = (await familyOf(world)).find((candidate) => candidate.memberKey === memberKey);
  assert.ok(member !== undefined, `no family member ${memberKey}`);
  return member.firstName;
}
