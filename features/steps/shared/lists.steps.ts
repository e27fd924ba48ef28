import assert from 'node:assert/strict';
import { BeforeAll, Then } from '@cucumber/cucumber';
import { PAGED, type PagedName } from '../../support/vocabulary';
import type { MemberWorld } from '../../support/world';

/*
 * The lists a screen shows newest first, by the name `{paged}` gives them: the claims, the EOBs, the
 * tracker's requests. Each area's step file binds, with `listed`, the moments its screen lists them by, in
 * the order shown; the sentence checks the order the same way for each.
 */

/** The moments (milliseconds) the list shown is ordered by, in the order the screen shows them. */
type Moments = (this: MemberWorld) => readonly number[];

const LISTED = new Map<PagedName, Moments>();

/** Binds what the screen lists: the moment of each item, as the member reads them, top to bottom. */
export function listed(paged: PagedName, moments: Moments): void {
  if (LISTED.has(paged)) throw new Error(`Two steps list '${paged}'`);
  LISTED.set(paged, moments);
}

// Every list of `{paged}` has its binding, or the run stops before the first scenario.
BeforeAll(function () {
  const missing = [...new Set(Object.values(PAGED))].filter((paged) => !LISTED.has(paged));
  if (missing.length > 0) throw new Error(`No step lists ${missing.map((paged) => `'${paged}'`).join(', ')}`);
});

Then('the/their {paged} are listed newest first', function (this: MemberWorld, paged: PagedName) {
  const moments = (LISTED.get(paged) as Moments).call(this);
  assert.ok(moments.length > 1, `there are ${paged} to order`);
  assert.deepEqual(moments, [...moments].sort((a, b) => b - a));
});
