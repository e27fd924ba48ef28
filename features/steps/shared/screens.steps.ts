import { BeforeAll, Then, When } from '@cucumber/cucumber';
import { SCREENS, SHOWN, type ScreenName, type ShownName } from '../../support/vocabulary';
import type { MemberWorld } from '../../support/world';

/*
 * Two sentences every area shares: opening a screen, and reading what a screen (or a rule's answer) says.
 * The nouns are the business's: `{screen}` and `{shown}` list them (features/support/vocabulary.ts), and
 * each area binds what its nouns mean with `opens` and `reads` below, in its own step file. So a new
 * scenario about a page that already exists needs no new phrase, only the noun the glossary lists.
 */

type Opener = (this: MemberWorld) => unknown;
type Reader = (this: MemberWorld, expected: string) => unknown;

const OPENERS = new Map<ScreenName, Opener>();
const READERS = new Map<ShownName, Reader>();

/** Binds what opening the screen does: the use case the page runs, its result kept for the Thens. */
export function opens(screen: ScreenName, open: Opener): void {
  if (OPENERS.has(screen)) throw new Error(`Two steps open '${screen}'`);
  OPENERS.set(screen, open);
}

/** Binds how to read the shown text (or list, written "a, b, c") and compare it with the scenario's. */
export function reads(shown: ShownName, read: Reader): void {
  if (READERS.has(shown)) throw new Error(`Two steps read '${shown}'`);
  READERS.set(shown, read);
}

// Every noun of the vocabulary has its binding, or the run stops before the first scenario.
BeforeAll(function () {
  const missing = [...SCREENS.filter((screen) => !OPENERS.has(screen)), ...SHOWN.filter((shown) => !READERS.has(shown))];
  if (missing.length > 0) throw new Error(`No step binds ${missing.map((name) => `'${name}'`).join(', ')}`);
});

When('they open {screen}', function (this: MemberWorld, screen: ScreenName) {
  return (OPENERS.get(screen) as Opener).call(this);
});

// "the" or "their", and the verb that reads best with the noun: the network tabs read, the history lists.
Then('the/their {shown} reads/read/says/lists/offers/is/are {string}', function (this: MemberWorld, shown: ShownName, expected: string) {
  return (READERS.get(shown) as Reader).call(this, expected);
});
