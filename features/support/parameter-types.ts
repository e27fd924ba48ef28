import { defineParameterType } from '@cucumber/cucumber';
import { DateTime } from 'luxon';
import { AUTHORIZATION_STATUSES, type AuthorizationStatus, type DomainId } from '../../domain/model';
import { AUTHORIZATION_STATUS_LABELS_ES } from '../../domain/copy/labels-copy.es';
import { AUTHORIZATION_STATUS_LABELS } from '../../domain/rules/authorizations';
import { BRANDS, dollars, FAMILY_MEMBERS, MENUS, MONTHS, OFFERED, OFFERS, PAGED, PAGES, PERSONAS, RULES, SCREENS, SHOWN } from './vocabulary';

/*
 * The words of this business as Cucumber parameter types, so a step says `{persona}` once and every
 * feature writes the same word the same way; an unknown word (a persona that does not exist, a brand
 * misspelt) matches no step and fails the run as undefined instead of reaching the app. What each
 * accepts is in vocabulary.ts, which the glossary (docs/steps.md) lists.
 */

const escape = (word: string): string => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** One regular expression alternative per word, longest first so that no word hides a longer one. */
const anyOf = (words: readonly string[]): string => [...words].sort((a, b) => b.length - a.length).map(escape).join('|');

/** A closed list of words as a parameter type: the step receives the word itself, typed as the list's. */
function defineWordType<Word extends string>(name: string, words: readonly Word[]): void {
  defineParameterType({ name, regexp: new RegExp(anyOf(words)), transformer: (word: string): Word => word as Word });
}

defineParameterType({
  name: 'persona',
  regexp: new RegExp(`"(${anyOf(PERSONAS)})"`),
  transformer: (username: string) => username,
});

defineParameterType({
  name: 'brand',
  regexp: new RegExp(anyOf(Object.keys(BRANDS))),
  transformer: (name: string): DomainId => BRANDS[name] as DomainId,
});

defineParameterType({
  name: 'page',
  regexp: new RegExp(anyOf(Object.keys(PAGES))),
  transformer: (name: string): string => PAGES[name] as string,
});

defineWordType('menu', MENUS);

defineParameterType({
  name: 'amount',
  regexp: /\$?\d{1,3}(?:,\d{3})+(?:\.\d+)?|\$?\d+(?:\.\d+)?/,
  transformer: dollars,
});

defineParameterType({
  name: 'date',
  regexp: new RegExp(`\\d{1,2} (?:${MONTHS.join('|')}) \\d{4}`),
  transformer: (text: string): string => {
    const day = DateTime.fromFormat(text, 'd MMMM yyyy', { zone: 'utc', locale: 'en-US' });
    if (!day.isValid) throw new Error(`'${text}' is not a day of the calendar`);
    return day.toISODate() ?? text;
  },
});

/** A status as it reads in English or in Spanish (a scenario in Spanish names it as the member reads it). */
const STATUS_WORDS: ReadonlyArray<readonly [string, AuthorizationStatus]> = AUTHORIZATION_STATUSES.flatMap((status) => [
  [AUTHORIZATION_STATUS_LABELS[status], status] as const,
  [AUTHORIZATION_STATUS_LABELS_ES[status], status] as const,
]);

defineParameterType({
  name: 'status',
  regexp: new RegExp(`"(${anyOf(STATUS_WORDS.map(([word]) => word))})"`),
  transformer: (word: string): AuthorizationStatus => STATUS_WORDS.find(([label]) => label === word)?.[1] as AuthorizationStatus,
});

defineWordType('member', FAMILY_MEMBERS);

defineParameterType({
  name: 'paged',
  regexp: new RegExp(anyOf(Object.keys(PAGED))),
  transformer: (word: string) => PAGED[word],
});

defineWordType('screen', SCREENS);

defineWordType('shown', SHOWN);

defineWordType('rule', RULES);

defineWordType('offer', OFFERS);

defineParameterType({
  name: 'offered',
  regexp: new RegExp(anyOf(Object.keys(OFFERED))),
  transformer: (word: string): boolean => OFFERED[word] as boolean,
});
