import { BeforeAll } from '@cucumber/cucumber';
import type { MemberWorld } from '../../support/world';

/*
 * Phrases a rule's feature and a screen's feature both write, for the same thing said the same way: the
 * appeal's decision due by a day, a file attached or refused, opening a thread. The phrase is defined
 * once, beside its rule, wrapped in `answered`; the screen's step file says with `onScreen` how the screen
 * answers it. The phrase answers from what the scenario did: from the screen once the scenario started
 * the app (a persona signed in), from the rule on the facts it stated otherwise. The nouns of the four
 * shared sentences work the same way (screens.steps.ts).
 */

/** A step function of any phrase: each has its own parameters. */
type Answer = (this: MemberWorld, ...values: never[]) => unknown;

const PHRASES = new Set<string>();
const SCREEN_ANSWERS = new Map<string, Answer>();

/** The rule's answer to the phrase, answering from the screen instead once the scenario started the app. */
export function answered<Rule extends Answer>(phrase: string, rule: Rule): Rule {
  PHRASES.add(phrase);
  const answer = function (this: MemberWorld, ...values: unknown[]): unknown {
    const screen = this.appRunning ? SCREEN_ANSWERS.get(phrase) : undefined;
    return (screen ?? rule).apply(this, values as never[]);
  };
  // Cucumber counts a step function's parameters against the phrase's.
  Object.defineProperty(answer, 'length', { value: rule.length });
  // The same parameters as the rule's, which it passes on.
  return answer as unknown as Rule;
}

/** How the screen answers a phrase defined with `answered`, by the phrase's text. */
export function onScreen(phrase: string, answer: Answer): void {
  if (SCREEN_ANSWERS.has(phrase)) throw new Error(`Two screens answer '${phrase}'`);
  SCREEN_ANSWERS.set(phrase, answer);
}

// A screen's answer to a phrase nobody defines is a slip of the pen: stop before the first scenario.
BeforeAll(function () {
  const unknown = [...SCREEN_ANSWERS.keys()].filter((phrase) => !PHRASES.has(phrase));
  if (unknown.length > 0) throw new Error(`No phrase ${unknown.map((phrase) => `'${phrase}'`).join(', ')} is defined with answered(...)`);
});
