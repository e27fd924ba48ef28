import { defineParameterType } from '@cucumber/cucumber';
import { DateTime } from 'luxon';
import { AUTHORIZATION_STATUSES, type AuthorizationStatus, type DomainId } from '../../domain/model';
import { AUTHORIZATION_STATUS_LABELS } from '../../domain/rules/authorizations';
import { PERSONA_SPECS } from '../../adapters/sandbox/personas/personas';
import { personaDomain } from '../../adapters/sandbox/personas/persona-builder';

/*
 * The words of this business that scenarios are written in: the sandbox personas, the brands, the pages,
 * the menus, amounts of money, days, request statuses and the members of a family. Each is a Cucumber
 * parameter type, so a step says `{persona}` once and every feature writes the same word the same way;
 * an unknown word (a persona that does not exist, a brand misspelt) matches no step and fails the run as
 * undefined instead of reaching the app. PARAMETER_TYPES describes each for the glossary (docs/steps.md).
 */

/** One parameter type as the glossary shows it: what it stands for and the words it accepts. */
export interface ParameterTypeDoc {
  readonly name: string;
  readonly meaning: string;
  /** The words it accepts, or a pattern described in words when the values are open-ended. */
  readonly values: readonly string[] | string;
}

const escape = (word: string): string => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** One regular expression alternative per word, longest first so that no word hides a longer one. */
const anyOf = (words: readonly string[]): string => [...words].sort((a, b) => b.length - a.length).map(escape).join('|');

/** The sandbox usernames (../shared/sandbox-personas.md): a contract, so they come from the sandbox itself. */
export const PERSONAS: readonly string[] = PERSONA_SPECS.map((spec) => spec.username);
const PERSONA_BRANDS: ReadonlyMap<string, DomainId> = new Map(PERSONA_SPECS.map((spec) => [spec.username, personaDomain(spec)]));

export const BRANDS: Readonly<Record<string, DomainId>> = { main: 1, Summit: 2, Providence: 5 };

/** The pages a member lands on, by the name a scenario gives them, with the route the app opens. */
export const PAGES: Readonly<Record<string, string>> = {
  'home page': '/home',
  'plan selection page': '/group-selection',
  'update email page': '/update-email',
  'change password page': '/account/settings/change-password',
  'new ID page': '/new-id',
  'registration policies': '/registration-policies',
  'login page': '/login',
  'logout page': '/logout',
};

/** The menus of the app shell, by the name a member would give them. */
export type MenuName = 'top navigation' | 'phone bottom navigation' | 'account settings menu' | 'benefits menu' | 'find care menu' | 'utility menu';
export const MENUS: readonly MenuName[] = ['top navigation', 'phone bottom navigation', 'account settings menu', 'benefits menu', 'find care menu', 'utility menu'];

/** The family members of every sandbox persona, by first name (Daniel, Maya, Ava of the Hollis family...). */
export const FAMILY_MEMBERS: readonly string[] = [
  ...new Set(PERSONA_SPECS.flatMap((spec) => (spec.role === 'new-id' ? [] : spec.family.members.map((member) => member.firstName)))),
];

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export const PARAMETER_TYPES: readonly ParameterTypeDoc[] = [
  { name: 'persona', meaning: 'a sandbox member, by username, in double quotes; each logs in on its own brand only', values: PERSONAS.map((name) => `"${name}"`) },
  { name: 'brand', meaning: 'a brand (domain) of the insurer: main is domain 1, Summit 2, Providence 5', values: Object.keys(BRANDS) },
  { name: 'page', meaning: 'a page of the app a member lands on', values: Object.keys(PAGES) },
  { name: 'menu', meaning: "a menu of the app shell, as the member's screen shows it", values: MENUS },
  { name: 'amount', meaning: 'an amount of US dollars, with or without the $ sign and cents', values: 'like 300, 140.40, $1,500 or $89.00' },
  { name: 'date', meaning: 'a day, written the way people write it', values: 'like 15 June 2025 (day, month in full, year)' },
  { name: 'status', meaning: 'where a prior authorization or referral stands, in double quotes', values: AUTHORIZATION_STATUSES.map((status) => `"${AUTHORIZATION_STATUS_LABELS[status]}"`) },
  { name: 'member', meaning: "a member of a sandbox persona's family, by first name", values: FAMILY_MEMBERS },
  { name: 'string', meaning: 'any text in double quotes; a list is written "a, b, c" and an empty one "nothing"', values: 'any text in double quotes' },
  { name: 'int', meaning: 'a whole number', values: 'like 3 or 30' },
  { name: 'word', meaning: 'one word without spaces', values: 'any single word' },
];

/** The persona's brand, for steps that start a persona on its own brand. */
export function brandOfPersona(username: string): DomainId {
  const domainId = PERSONA_BRANDS.get(username);
  if (domainId === undefined) throw new Error(`No sandbox persona '${username}'`);
  return domainId;
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

defineParameterType({
  name: 'menu',
  regexp: new RegExp(anyOf(MENUS)),
  transformer: (name: string): MenuName => name as MenuName,
});

/** Dollars as a number: '$1,500.00' and '1500' are both 1500. */
export const dollars = (text: string): number => Number(text.replace(/[$,]/g, ''));

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

defineParameterType({
  name: 'status',
  regexp: new RegExp(`"(${anyOf(AUTHORIZATION_STATUSES.map((status) => AUTHORIZATION_STATUS_LABELS[status]))})"`),
  transformer: (label: string): AuthorizationStatus => AUTHORIZATION_STATUSES.find((status) => AUTHORIZATION_STATUS_LABELS[status] === label) as AuthorizationStatus,
});

defineParameterType({
  name: 'member',
  regexp: new RegExp(anyOf(FAMILY_MEMBERS)),
  transformer: (firstName: string) => firstName,
});
