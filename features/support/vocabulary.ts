import { AUTHORIZATION_STATUSES, type DomainId } from '../../domain/model';
import { AUTHORIZATION_STATUS_LABELS_ES } from '../../domain/copy/labels-copy.es';
import { AUTHORIZATION_STATUS_LABELS } from '../../domain/rules/authorizations';
import { PERSONA_SPECS } from '../../adapters/sandbox/personas/personas';
import { personaDomain } from '../../adapters/sandbox/personas/persona-builder';

/*
 * The words of this business that scenarios are written in, and what each accepts: the data behind the
 * parameter types (parameter-types.ts) and the glossary (docs/steps.md, tests/tooling/steps-glossary.ts).
 * It registers nothing with Cucumber, so the glossary can read it without loading the steps twice.
 */

/** One parameter type as the glossary shows it: what it stands for and the words it accepts. */
export interface ParameterTypeDoc {
  readonly name: string;
  readonly meaning: string;
  /** The words it accepts, or a pattern described in words when the values are open-ended. */
  readonly values: readonly string[] | string;
}

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

/**
 * What the dashboard lists a page at a time, by the name a member gives it: 'When they ask for page 2 of
 * 25 {paged}'. A step may write the singular ('every claim on the page') or the plural; both name the list.
 */
export type PagedName = 'claims' | 'EOBs' | 'requests';
export const PAGED: Readonly<Record<string, PagedName>> = {
  claims: 'claims',
  claim: 'claims',
  EOBs: 'EOBs',
  EOB: 'EOBs',
  requests: 'requests',
  request: 'requests',
};

/** The family members of every sandbox persona, by first name (Daniel, Maya, Ava of the Hollis family...). */
export const FAMILY_MEMBERS: readonly string[] = [
  ...new Set(PERSONA_SPECS.flatMap((spec) => (spec.role === 'new-id' ? [] : spec.family.members.map((member) => member.firstName)))),
];

/**
 * The screens a member opens, by the name a member gives them: 'When they open {screen}'. Each area's
 * steps bind what opening one does (features/steps/shared/screens.steps.ts).
 */
export const SCREENS = [
  "their medical benefits",
  "their referrals",
  "their Medicare materials",
  "passport dental",
  "their prior authorizations and referrals",
  "their claims",
  "their EOBs",
  "their pharmacy benefits through Navitus",
  "the cost estimator",
  "their family's primary care",
  "their home page",
  "their account settings",
  "their member information",
  "their eBill page",
  "their data-sharing choices",
  "the plans they can choose from",
  "the welcome page",
] as const;
export type ScreenName = (typeof SCREENS)[number];

/**
 * The texts and lists a member is shown, and the answers the rules give, by name: 'Then the {shown} reads
 * {string}'. Each area's steps bind how one is read.
 */
export const SHOWN = [
  "network tabs",
  "members shown",
  "limit tiers",
  "dental categories",
  "first days of the past plan years",
  "request statuses",
  "reason given",
  "approvals expiring within 30 days",
  "requests' members",
  "tracker's member filter",
  "tracker's filter",
  "prior authorization answer",
  "claims' member filter",
  "claims filter",
  "provider of that day",
  "refusal of the selection",
  "in-network limit types",
  "plan management banner",
  "plan lines",
  "estimator's form",
  "coverage status",
  "error page heading",
  "error page detail",
  "error page",
  "login message's links",
  "login page heading",
  "day named on the page",
  "featured programs",
  "listed programs",
  "shortcut tiles",
  "routing outcome",
  "field message",
  "login form messages",
  "policies message",
  "new ID form messages",
  "date range message",
  "confirmation check",
  "adult check",
  "City of Portland card",
  "preferences in their settings",
  "member information",
  "connected apps",
  "Provider Access choice",
  "consent to share with another plan",
  "history of their data-sharing choices",
  "data-sharing controls",
  "welcome banner",
  "login page",
  "desktop footer's site map",
  "plan switcher",
  "contact page",
  "e-mail address on file",
  "EOB delivery from now on",
  "security question they are asked",
  "e-mail address in their settings",
  "plan switcher's current plan",
  "handbooks' name",
  "ordered results",
  "token's member",
  "progress bar's name",
  "categories in category order",
  "category the benefits page opens on",
  "network tab that opens first",
  "effective day of the row shown",
  "options that remain",
  "plans they can choose from",
  "plan they signed in with",
  "health record's file name",
] as const;
export type ShownName = (typeof SHOWN)[number];

/**
 * What the dashboard works out by a rule of the specification, by name: 'When the dashboard works out
 * {rule}'. The rule scenarios (features/domain) set the facts, then let the dashboard work it out.
 */
export const RULES = [
  "the member's dental limit groups",
  "the plan management banner",
  "the find care menu",
  "the coverage status",
  "the coverage status on the family plan",
  "the member's enrolment",
  "the member's medical eligibility",
  "the line's explanation",
  "the claim's accumulators",
  "the login refusal's message",
  "the login failure's message",
  "today",
  "the year",
  "the shortcut tiles",
  "the first step after login",
  "the next step after the regular checks",
  "the next step after the Providence checks",
  "what the session token holds",
  "what to do with the redirect",
  "their welcome page",
  "their chat settings",
  "their contact page",
] as const;
export type RuleName = (typeof RULES)[number];

/**
 * What a member may be offered or shown, or not, by name: 'Then {offer} is/are {offered}'. Each area's
 * steps bind how to tell (features/steps/shared/screens.steps.ts' offers(...)). Rule scenarios
 * (features/domain) and app scenarios name a thing the same way: the plan management banner is the rule's
 * answer in one and what the home page shows in the other (screens.steps.ts answers from either).
 */
export const OFFERS = [
  "primary care in the find care menu",
  "the cost estimator in the find care menu",
  "the ID card",
  "chat",
  "the login page links",
  "a logout page of the brand's own",
  "eBill",
  "the primary care update banner",
  "the plan management banner",
  "the Preventive Care Initiative card",
  "the limit",
  "member menus",
  "a global alert",
  "the plan switcher",
  "their EOBs",
  "the Navitus member site",
  "their pharmacy benefits through Navitus",
  "their account settings",
  "the new ID screen",
  "an eligibility row",
  "their Medicare materials",
  "a way to cancel the plan",
  "their primary care tile",
  "the Providence dental tile",
  "the eBill alert",
  "the City of Portland card",
  "the invitation to add a second factor",
] as const;
export type OfferName = (typeof OFFERS)[number];

/** How a scenario says whether something is there for the member: offered (to use) or shown (to read). */
export const OFFERED: Readonly<Record<string, boolean>> = { offered: true, 'not offered': false, shown: true, 'not shown': false };

export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export const PARAMETER_TYPES: readonly ParameterTypeDoc[] = [
  { name: 'persona', meaning: 'a sandbox member, by username, in double quotes; each logs in on its own brand only', values: PERSONAS.map((name) => `"${name}"`) },
  { name: 'brand', meaning: 'a brand (domain) of the insurer: main is domain 1, Summit 2, Providence 5', values: Object.keys(BRANDS) },
  { name: 'page', meaning: 'a page of the app a member lands on', values: Object.keys(PAGES) },
  { name: 'menu', meaning: "a menu of the app shell, as the member's screen shows it", values: MENUS },
  { name: 'amount', meaning: 'an amount of US dollars, with or without the $ sign and cents', values: 'like 300, 140.40, $1,500 or $89.00' },
  { name: 'date', meaning: 'a day, written the way people write it', values: 'like 15 June 2025 (day, month in full, year)' },
  { name: 'status', meaning: 'where a prior authorization or referral stands, in double quotes, in English or as a Spanish page reads it', values: AUTHORIZATION_STATUSES.map((status) => `"${AUTHORIZATION_STATUS_LABELS[status]}" / "${AUTHORIZATION_STATUS_LABELS_ES[status]}"`) },
  { name: 'paged', meaning: "what the dashboard lists a page at a time: a family's claims, their EOBs, the tracker's prior authorization and referral requests; singular or plural", values: Object.keys(PAGED) },
  { name: 'screen', meaning: 'a screen of the app a member opens', values: SCREENS },
  { name: 'rule', meaning: 'what the dashboard works out by a rule of the specification, from the facts the scenario gave', values: RULES },
  { name: 'shown', meaning: "a text or list the member is shown, or a rule's answer, by name; lists are written \"a, b, c\"", values: SHOWN },
  { name: 'offer', meaning: 'something a member may be offered or shown (a menu entry, a page, a banner, a card), by name', values: OFFERS },
  { name: 'offered', meaning: 'whether it is there for the member: offered or not offered (something to use), shown or not shown (something to read)', values: Object.keys(OFFERED) },
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


/** Dollars as a number: '$1,500.00' and '1500' are both 1500. */
export const dollars = (text: string): number => Number(text.replace(/[$,]/g, ''));
