import assert from 'node:assert/strict';
import type { MemberWorld } from '../../support/world';
import { reads } from './screens.steps';

/*
 * Whose records a page shows: the subscriber sees the whole family's, a dependant only their own. The
 * benefit history, primary care and claims pages state that one rule with one sentence, 'Then the
 * members shown are "Daniel, Rebecca"'; each page's step says, when it opens, how to find the members it
 * shows.
 */

const MEMBERS_SHOWN = 'family.membersShown';

type MembersShown = () => Promise<readonly string[]> | readonly string[];

/** Keeps how to read the first names of the members the page just opened shows, in the page's order. */
export function showsMembers(world: MemberWorld, members: MembersShown): void {
  world.remember<MembersShown>(MEMBERS_SHOWN, members);
}

reads('members shown', async function (this: MemberWorld, expected: string) {
  const shown = await this.recall<MembersShown>(MEMBERS_SHOWN)();
  assert.deepEqual(
    shown,
    expected.split(',').map((name) => name.trim()).filter((name) => name !== ''),
  );
}, 'screen');
