import { defineParameterType } from '@cucumber/cucumber';
import { DateTime } from 'luxon';
import { AUTHORIZATION_STATUSES, type AuthorizationStatus, type DomainId } from '../../domain/model';
import { AUTHORIZATION_STATUS_LABELS_ES } from '../../domain/copy/labels-copy.es';
import { AUTHORIZATION_STATUS_LABELS } from '../../domain/rules/authorizations';
import { BRANDS, dollars, FAMILY_MEMBERS, MENUS, MONTHS, OFFERED, OFFERS, PAGES, PERSONAS, RULES, SCREENS, SHOWN, type MenuName, type OfferName, type RuleName, type ScreenName, type ShownName } from './vocabulary';

/*
 * The words of this business as Cucumber parameter types, so a step says `{persona}` once and every
 * feature writes the same word the same way; an unknown word (a persona that does not exist, a brand
 * misspelt) matches no step and fails the run as undefined instead of reaching the app. What each
 * accepts is in vocabulary.ts, which the glossary (docs/steps.md) lists.
 */

const escape = (word: string): string => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** One regular expression alternative per word, longest first so that no word hides a longer one. */
const anyOf = (words: readonly string[]): string => [...words].sort((a, b) => b.length - a.length).map(escape).join('|');

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

defineParameterType({
  name: 'menu',
  regexp: new RegExp(anyOf(MENUS)),
  transformer: (name: string): MenuName => name as MenuName,
});

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

defineParameterType({
  name: 'member',
  regexp: new RegExp(anyOf(FAMILY_MEMBERS)),
  transformer: (firstName: string) => firstName,
});

defineParameterType({
  name: 'screen',
  regexp: new RegExp(anyOf(SCREENS)),
  transformer: (name: string): ScreenName => name as ScreenName,
});

defineParameterType({
  name: 'shown',
  regexp: new RegExp(anyOf(SHOWN)),
  transformer: (name: string): ShownName => name as ShownName,
});

defineParameterType({
  name: 'rule',
  regexp: new RegExp(anyOf(RULES)),
  transformer: (name: string): RuleName => name as RuleName,
});

defineParameterType({
  name: 'offer',
  regexp: new RegExp(anyOf(OFFERS)),
  transformer: (name: string): OfferName => name as OfferName,
});

defineParameterType({
  name: 'offered',
  regexp: new RegExp(anyOf(Object.keys(OFFERED))),
  transformer: (word: string): boolean => OFFERED[word] as boolean,
});
