import { BeforeAll, Then, When } from '@cucumber/cucumber';
import { OFFERS, RULES, SCREENS, SHOWN, type OfferName, type RuleName, type ScreenName, type ShownName } from '../../support/vocabulary';
import type { MemberWorld } from '../../support/world';

/*
 * Four sentences every area shares: opening a screen, letting the dashboard work out a rule, reading
 * what a screen (or a rule's answer) says, and whether something is offered or shown at all. The nouns
 * are the business's: `{screen}`, `{rule}`, `{shown}` and `{offer}` list them
 * (features/support/vocabulary.ts), and each area binds what its nouns mean with `opens`, `worksOut`,
 * `reads` and `offers` below, in its own step file. So a new scenario about a page or a rule
 * that already exists needs no new phrase, only the noun the glossary lists.
 *
 * A thing a rule decides and a screen shows (the plan management banner, the featured programs, whether
 * EOBs are offered) is one noun, written the same way in the rule's feature and in the screen's: it may
 * be bound twice, once for each, and the sentence answers from what the scenario did. A scenario that
 * started the app (a persona signed in, a screen opened) reads the screen; one that only stated facts
 * reads the rule's answer.
 */

type Opener = (this: MemberWorld) => unknown;
type Rule = (this: MemberWorld) => unknown;
type Reader = (this: MemberWorld, expected: string) => unknown;
type Checker = (this: MemberWorld, offered: boolean) => unknown;

/** What a noun's answer is taken from: the rule worked out on the scenario's facts, or the app's screen. */
export type AnswerFrom = 'rule' | 'screen';
type Bound<Binding> = Partial<Record<AnswerFrom, Binding>>;

const OPENERS = new Map<ScreenName, Opener>();
const RULE_STEPS = new Map<RuleName, Rule>();
const READERS = new Map<ShownName, Bound<Reader>>();
const CHECKERS = new Map<OfferName, Bound<Checker>>();

/** Adds a binding of the noun for where its answer comes from; one binding alone answers for both. */
function bind<Name, Binding>(bindings: Map<Name, Bound<Binding>>, name: Name, from: AnswerFrom, binding: Binding, what: string): void {
  const bound = bindings.get(name) ?? {};
  if (bound[from] !== undefined) throw new Error(`Two steps ${what} '${String(name)}' from the ${from}`);
  bindings.set(name, { ...bound, [from]: binding });
}

/** The binding that answers for this scenario: the screen's once the app runs, the rule's otherwise. */
function answering<Binding>(world: MemberWorld, bound: Bound<Binding> | undefined): Binding {
  const from: AnswerFrom = world.appRunning ? 'screen' : 'rule';
  return (bound?.[from] ?? bound?.[from === 'screen' ? 'rule' : 'screen']) as Binding;
}

/** Binds what opening the screen does: the use case the page runs, its result kept for the Thens. */
export function opens(screen: ScreenName, open: Opener): void {
  if (OPENERS.has(screen)) throw new Error(`Two steps open '${screen}'`);
  OPENERS.set(screen, open);
}

/** Binds what working out the rule does: the domain function run on the scenario's facts, its answer kept. */
export function worksOut(rule: RuleName, apply: Rule): void {
  if (RULE_STEPS.has(rule)) throw new Error(`Two steps work out '${rule}'`);
  RULE_STEPS.set(rule, apply);
}

/**
 * Binds how to read the shown text (or list, written "a, b, c") and compare it with the scenario's; `from`
 * when the noun is bound both for the rule and for the screen that shows it.
 */
export function reads(shown: ShownName, read: Reader, from: AnswerFrom = 'rule'): void {
  bind(READERS, shown, from, read, 'read');
}

/** Binds how to tell whether the thing is offered (or shown) to the member, checking it is, or is not; `from` as for reads. */
export function offers(offer: OfferName, check: Checker, from: AnswerFrom = 'rule'): void {
  bind(CHECKERS, offer, from, check, 'tell whether');
}

// Every noun of the vocabulary has its binding, or the run stops before the first scenario.
BeforeAll(function () {
  const missing = [
    ...SCREENS.filter((screen) => !OPENERS.has(screen)),
    ...RULES.filter((rule) => !RULE_STEPS.has(rule)),
    ...SHOWN.filter((shown) => !READERS.has(shown)),
    ...OFFERS.filter((offer) => !CHECKERS.has(offer)),
  ];
  if (missing.length > 0) throw new Error(`No step binds ${missing.map((name) => `'${name}'`).join(', ')}`);
});

When('they open {screen}', function (this: MemberWorld, screen: ScreenName) {
  return (OPENERS.get(screen) as Opener).call(this);
});

When('the dashboard works out {rule}', function (this: MemberWorld, rule: RuleName) {
  return (RULE_STEPS.get(rule) as Rule).call(this);
});

// "the" or "their", and the verb that reads best with the noun: the network tabs read, the history lists.
Then('the/their {shown} reads/read/says/lists/offers/is/are {string}', function (this: MemberWorld, shown: ShownName, expected: string) {
  return answering(this, READERS.get(shown)).call(this, expected);
});

// Whether something is there for the member: 'chat is not offered', 'the limit is shown'.
Then('{offer} is/are {offered}', function (this: MemberWorld, offer: OfferName, offered: boolean) {
  return answering(this, CHECKERS.get(offer)).call(this, offered);
});
