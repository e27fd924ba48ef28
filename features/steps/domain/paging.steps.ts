import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { CLAIM_TYPES, type Authorization, type Claim, type Paging, type ClaimType, type EobDocument } from '../../../domain/model';
import { formatUsd } from '../../../domain/rules/money';
import { pageOfClaims } from '../../../domain/rules/claims-paging';
import { pageCount, pagingError } from '../../../domain/rules/paging';
import { pageOfEobs } from '../../../domain/rules/eobs-paging';
import { pageOfAuthorizations } from '../../../domain/rules/authorizations-paging';
import { aClaim } from '../../../domain/rules/testing/builders';
import { anAuthorization } from '../../../domain/rules/testing/authorization-builders';
import { PAGED, type PagedName } from '../../support/vocabulary';
import type { MemberWorld } from '../../support/world';
import { reads } from '../shared/screens.steps';
import { dayOf, shiftDay } from './helpers';

/*
 * The lists the dashboard shows a page at a time, by one rule worded once: a family's claims
 * (domain/rules/claims-paging.ts), their EOBs (eobs-paging.ts) and the tracker's requests
 * (authorizations-paging.ts). A page holds the next items newest first and says how many the filters
 * found; a page after the last holds nothing but still says how many; a page below 1 or a size outside 1
 * to 100 is refused. Each list says below how a family of them is made, filtered and cut into a page.
 */

/** A page as each list's rule answers it, with the fields the phrases read. */
interface Page<Item> {
  readonly items: readonly Item[];
  readonly pageSize: number;
  readonly total: number;
}

/** How one list is made for a scenario, and how its rule cuts it. */
interface PagedList<Item> {
  /** `count` items, one a day from `first`, the first the oldest. */
  family(count: number, first: string): Item[];
  /** The words a filter of this list takes ('dental', 'denied'...), the item marked with one, and whether an item has it. */
  readonly filters: readonly string[];
  mark(item: Item, word: string): Item;
  has(item: Item, word: string): boolean;
  page(items: readonly Item[], filter: string | undefined, paging: Paging, today: string): Page<Item>;
  id(item: Item): string;
  /** What orders the list newest first: a day, or a moment. */
  when(item: Item): string;
}

const number = (index: number): string => String(index + 1).padStart(3, '0');

const CLAIMS: PagedList<Claim> = {
  family: (count, first) =>
    Array.from({ length: count }, (_unused, index) => {
      const day = shiftDay(first, { days: index });
      return aClaim({ claimId: `C-${number(index)}`, claimType: 'medical', serviceStartDate: day, serviceEndDate: day, receivedDate: day, billed: 0 });
    }),
  filters: CLAIM_TYPES,
  mark: (claim, word) => ({ ...claim, claimType: word as ClaimType }),
  has: (claim, word) => claim.claimType === word,
  page: (claims, filter, paging) => pageOfClaims(claims, filter === undefined ? {} : { claimType: filter as ClaimType }, paging),
  id: (claim) => claim.claimId,
  when: (claim) => claim.serviceStartDate,
};

function anEob(eobId: string, date: string): EobDocument {
  return { eobId, claimId: `C-${eobId}`, date, title: `Medical EOB ${eobId}`, memberKey: 'M-1' };
}

const EOBS: PagedList<EobDocument> = {
  // Numbered so that a higher number is a later day, as an insurer numbers them.
  family: (count, first) => Array.from({ length: count }, (_unused, index) => anEob(`EOB-${number(index)}`, shiftDay(first, { days: index }))),
  // The EOBs page has no filters: every EOB the family was sent is listed.
  filters: [],
  mark: (eob) => eob,
  has: () => true,
  page: (eobs, _filter, paging) => pageOfEobs(eobs, paging),
  id: (eob) => eob.eobId,
  when: (eob) => eob.date,
};

/** A request received at 9:00 on `day` and approved for a year from then. */
function requestOn(day: string, index: number): Authorization {
  return anAuthorization({
    authorizationId: `PA-${number(index)}`,
    receivedAt: `${day}T09:00:00-08:00`,
    decisionDate: day,
    status: 'approved',
    approved: { units: 1, unit: 'visit', startDate: day, endDate: shiftDay(day, { years: 1 }) },
    denialReason: null,
  });
}

const REQUESTS: PagedList<Authorization> = {
  family: (count, first) => Array.from({ length: count }, (_unused, index) => requestOn(shiftDay(first, { days: index }), index)),
  filters: ['approved', 'denied'],
  mark: (request, word) => (word === 'denied' ? { ...request, status: 'denied', approved: null, denialReason: 'Not medically necessary.' } : request),
  has: (request, word) => request.status === word,
  page: (requests, filter, paging, today) => pageOfAuthorizations(requests, filter === undefined ? {} : { status: filter as 'approved' | 'denied' }, paging, today),
  id: (request) => request.authorizationId,
  when: (request) => request.receivedAt,
};

const LISTS = { claims: CLAIMS, EOBs: EOBS, requests: REQUESTS } as const satisfies Record<PagedName, unknown>;

const ITEMS = 'paging.items';
const PAGE = 'paging.page';
const REFUSED = 'paging.refused';

/** The list the scenario's family was given, and its items, oldest first. */
function family<Item>(world: MemberWorld, paged: PagedName): Item[] {
  return world.recallOr<Item[]>(`${ITEMS}.${paged}`, []);
}

function listOf<Item>(paged: PagedName): PagedList<Item> {
  return LISTS[paged] as unknown as PagedList<Item>;
}

function filterWord(paged: PagedName, word: string): string {
  const { filters } = listOf(paged);
  if (!filters.includes(word)) throw new Error(filters.length === 0 ? `${paged} have no filter` : `${paged} are filtered by ${filters.join(', ')}, not '${word}'`);
  return word;
}

Given('a family with {int} {paged}, one a day from {date}', function (this: MemberWorld, count: number, paged: PagedName, first: string) {
  this.remember(`${ITEMS}.${paged}`, listOf(paged).family(count, first));
});

// The {word} is what the list is filtered by: a claim's type (medical, dental, vision or pharmacy), a request's status (approved or denied); EOBs have no filter.
Given('every other {paged} is {word}', function (this: MemberWorld, paged: PagedName, word: string) {
  const list = listOf(paged);
  filterWord(paged, word);
  this.remember(`${ITEMS}.${paged}`, family(this, paged).map((item, index) => (index % 2 === 1 ? list.mark(item, word) : item)));
});

function askFor(world: MemberWorld, paged: PagedName, page: number, pageSize: number, filter: string | undefined): void {
  const list = listOf(paged);
  const paging = { page, pageSize };
  const refused = pagingError(paging);
  world.remember(REFUSED, refused ?? 'nothing');
  if (refused === null) world.remember(PAGE, { paged, page: list.page(family(world, paged), filter, paging, world.today) });
}

When('they ask for page {int} of {int} {paged}', function (this: MemberWorld, page: number, size: number, paged: PagedName) {
  askFor(this, paged, page, size, undefined);
});

// The {word} is what the list is filtered by: a claim's type (medical, dental, vision or pharmacy), a request's status (approved or denied); EOBs have no filter.
When('they ask for page {int} of {int} of the {word} {paged}', function (this: MemberWorld, page: number, size: number, word: string, paged: PagedName) {
  askFor(this, paged, page, size, filterWord(paged, word));
});

/** The page the scenario asked for, of the list it named. */
function pageOf<Item>(world: MemberWorld, paged: PagedName): Page<Item> {
  const asked = world.recall<{ paged: PagedName; page: Page<Item> }>(PAGE);
  assert.equal(asked.paged, paged, `the scenario asked for a page of ${asked.paged}, not of ${paged}`);
  return asked.page;
}

const idsOf = <Item>(paged: PagedName, items: readonly Item[]): string[] => items.map((item) => listOf<Item>(paged).id(item));

Then('the page holds the {int} to {int} newest {paged}', function (this: MemberWorld, first: number, last: number, paged: PagedName) {
  const newestFirst = [...family(this, paged)].reverse();
  assert.deepEqual(idsOf(paged, pageOf(this, paged).items), idsOf(paged, newestFirst.slice(first - 1, last)));
});

Then('the page holds no {paged}', function (this: MemberWorld, paged: PagedName) {
  assert.deepEqual(idsOf(paged, pageOf(this, paged).items), []);
});

// The {word} is what the list is filtered by: a claim's type (medical, dental, vision or pharmacy), a request's status (approved or denied); EOBs have no filter.
Then('every {paged} on the page is {word}, newest first, {int} of them', function (this: MemberWorld, paged: PagedName, word: string, count: number) {
  const list = listOf(paged);
  const items = pageOf(this, paged).items;
  assert.equal(items.length, count);
  assert.ok(items.every((item) => list.has(item, filterWord(paged, word))), `every ${paged} on the page is ${word}`);
  const moments = items.map((item) => list.when(item));
  assert.deepEqual(moments, [...moments].sort().reverse());
});

Then('it says there are {int} {paged} on {int} page(s)', function (this: MemberWorld, total: number, paged: PagedName, pages: number) {
  const page = pageOf(this, paged);
  assert.equal(page.total, total);
  assert.equal(pageCount(page.total, page.pageSize), pages);
});

const VERDICTS: Readonly<Record<string, string>> = { 'refused for its page number': 'page', 'refused for its page size': 'pageSize', given: 'nothing' };

// Whether the list gives the page asked for, or refuses it for the page number or the page size it was asked with.
Then(/^that page of (claims|EOBs|requests) is (refused for its page number|refused for its page size|given)$/, function (this: MemberWorld, paged: string, verdict: string) {
  assert.ok(paged in PAGED, `no list is called '${paged}'`);
  assert.equal(this.recall<string>(REFUSED), VERDICTS[verdict]);
});

// Single-use: only claims carry amounts; the count of EOBs and requests is all their pages say.
Given('each claim was billed {amount}', function (this: MemberWorld, billed: number) {
  this.remember(`${ITEMS}.claims`, family<Claim>(this, 'claims').map((claim) => ({ ...claim, billed })));
});

// Single-use: only a page of claims says what they add up to, whatever page is shown.
Then('it says they were billed {amount} together', function (this: MemberWorld, billed: number) {
  const page = this.recall<{ page: { totals: { billed: number } } }>(PAGE).page;
  assert.equal(formatUsd(page.totals.billed), formatUsd(billed));
});

// Single-use: EOBs issued on the same day, ordered by their number, which only the EOBs' paging feature needs.
Given(/^a family sent (.+) on (.+?), and (\S+) on (.+)$/, function (this: MemberWorld, sameDay: string, day: string, other: string, otherDay: string) {
  const numbers = sameDay.split(/, | and /).map((eobId) => eobId.trim());
  this.remember(`${ITEMS}.EOBs`, [...numbers.map((eobId) => anEob(eobId, dayOf(day))), anEob(other, dayOf(otherDay))]);
});

// Single-use: the order of a page's EOBs by number, which only the EOBs' paging feature states.
Then(/^the page holds (EOB-.+), in that order$/, function (this: MemberWorld, numbers: string) {
  assert.deepEqual(idsOf('EOBs', pageOf(this, 'EOBs').items), numbers.split(/, | and /).map((eobId) => eobId.trim()));
});

// Single-use: one request's approval ending on a given day; only the tracker notes approvals about to end.
Given('the request received on {date} for {string} was approved until {date}', function (this: MemberWorld, received: string, service: string, until: string) {
  const requests = family<Authorization>(this, 'requests').map((item) =>
    item.receivedAt.startsWith(received)
      ? { ...item, service: { ...item.service, description: service }, status: 'approved' as const, denialReason: null, approved: { units: 1, unit: 'visit', startDate: received, endDate: until } }
      : item,
  );
  this.remember(`${ITEMS}.requests`, requests);
});

// The approvals about to expire the page of requests notes beside its items, whatever its filters; the tracker's
// screen reads the same noun (care/authorizations.steps.ts).
reads('approvals expiring within 30 days', function (this: MemberWorld, services: string) {
  const page = pageOf<Authorization>(this, 'requests') as Page<Authorization> & { expiringSoon: readonly Authorization[] };
  const wanted = services.split(';').map((service) => service.trim()).filter((service) => service !== '');
  assert.deepEqual(page.expiringSoon.map((item) => item.service.description), wanted);
});
