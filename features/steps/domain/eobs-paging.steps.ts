import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { EobDocument, EobsPage } from '../../../domain/model';
import { eobsPageCount, eobsPagingError, pageOfEobs } from '../../../domain/rules/eobs-paging';
import type { MemberWorld } from '../../support/world';
import { dayOf, shiftDay } from './helpers';

/* Explanations of benefits a page at a time: which EOBs a page holds, and the count it says (domain/rules/eobs-paging.ts). */

const EOBS = 'eobs-paging.eobs';
const PAGE = 'eobs-paging.page';
const REFUSED = 'eobs-paging.refused';

function anEob(eobId: string, date: string): EobDocument {
  return { eobId, claimId: `C-${eobId}`, date, title: `Medical EOB ${eobId}`, memberKey: 'M-1' };
}

// Single-use: a family's EOBs by the dozen, which only the EOBs' paging feature needs.
Given(/^a family sent (\d+) EOBs, one a day from (.+)$/, function (this: MemberWorld, count: string, from: string) {
  const first = dayOf(from);
  // Numbered so that a higher number is a later day, as an insurer numbers them.
  this.remember(EOBS, Array.from({ length: Number(count) }, (_unused, index) => anEob(`EOB-${String(index + 1).padStart(3, '0')}`, shiftDay(first, { days: index }))));
});

// Single-use: EOBs issued on the same day, which only the EOBs' paging feature needs.
Given(/^a family sent (.+) on (.+?), and (\S+) on (.+)$/, function (this: MemberWorld, sameDay: string, day: string, other: string, otherDay: string) {
  const numbers = sameDay.split(/, | and /).map((number) => number.trim());
  this.remember(EOBS, [...numbers.map((number) => anEob(number, dayOf(day))), anEob(other, dayOf(otherDay))]);
});

// Single-use: asking for a page of EOBs, which only the EOBs' paging feature states.
When(/^they ask for page (\d+) of (\d+) EOBs$/, function (this: MemberWorld, page: string, size: string) {
  const paging = { page: Number(page), pageSize: Number(size) };
  const refused = eobsPagingError(paging);
  this.remember(REFUSED, refused ?? 'nothing');
  if (refused === null) this.remember(PAGE, pageOfEobs(this.recallOr<EobDocument[]>(EOBS, []), paging));
});

const idsOf = (eobs: readonly EobDocument[]): string[] => eobs.map((eob) => eob.eobId);

// Single-use: which EOBs a page holds, which only the EOBs' paging feature states.
Then(/^the page holds the (?:(\d+) to (\d+)|none of) newest EOBs$/, function (this: MemberWorld, first: string | undefined, last: string | undefined) {
  const newestFirst = [...this.recall<EobDocument[]>(EOBS)].reverse();
  const expected = first === undefined ? [] : newestFirst.slice(Number(first) - 1, Number(last));
  assert.deepEqual(idsOf(this.recall<EobsPage>(PAGE).items), idsOf(expected));
});

// Single-use: the order of a page's EOBs by number, which only the EOBs' paging feature states.
Then(/^the page holds (.+), in that order$/, function (this: MemberWorld, numbers: string) {
  assert.deepEqual(idsOf(this.recall<EobsPage>(PAGE).items), numbers.split(/, | and /).map((number) => number.trim()));
});

// Single-use: the count a page says, which only the EOBs' paging feature states.
Then(/^it says there are (\d+) EOBs on (\d+) pages?$/, function (this: MemberWorld, total: string, pages: string) {
  const page = this.recall<EobsPage>(PAGE);
  assert.equal(page.total, Number(total));
  assert.equal(eobsPageCount(page.total, page.pageSize), Number(pages));
});

// Single-use: paging the EOBs refuses, which only their paging feature states.
Then(/^that page of EOBs is refused for its (page|pageSize|nothing)$/, function (this: MemberWorld, field: string) {
  assert.equal(this.recall<string>(REFUSED), field);
});
