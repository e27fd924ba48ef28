import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { Authorization, AuthorizationsPage, AuthorizationsQuery } from '../../../domain/model';
import { authorizationsPageCount, authorizationsPagingError, pageOfAuthorizations } from '../../../domain/rules/authorizations-paging';
import { anAuthorization } from '../../../domain/rules/testing/authorization-builders';
import type { MemberWorld } from '../../support/world';
import { dayOf, shiftDay } from './helpers';

/* The tracker's requests a page at a time: which requests a page holds, and what it says of them all (domain/rules/authorizations-paging.ts). */

const REQUESTS = 'authorizations-paging.requests';
const PAGE = 'authorizations-paging.page';
const REFUSED = 'authorizations-paging.refused';

/** A request received at 9:00 on `day`, approved for a year from then unless denied. */
function requestOn(day: string, index: number, denied: boolean): Authorization {
  return anAuthorization({
    authorizationId: `PA-${String(index + 1).padStart(3, '0')}`,
    receivedAt: `${day}T09:00:00-08:00`,
    decisionDate: day,
    status: denied ? 'denied' : 'approved',
    approved: denied ? null : { units: 1, unit: 'visit', startDate: day, endDate: shiftDay(day, { years: 1 }) },
    denialReason: denied ? 'Not medically necessary.' : null,
  });
}

// Single-use: a family's requests by the dozen, which only the tracker's paging feature needs.
Given(/^a family with (\d+) requests, one received a day from (.+?)(, every third one denied)?$/, function (this: MemberWorld, count: string, from: string, denied: string | undefined) {
  const first = dayOf(from);
  this.remember(
    REQUESTS,
    Array.from({ length: Number(count) }, (_unused, index) => requestOn(shiftDay(first, { days: index }), index, denied !== undefined && index % 3 === 2)),
  );
});

// Single-use: one request's approval ending on a given day, which only the tracker's paging feature needs.
Given(/^the request received on (.+) was approved until (.+)$/, function (this: MemberWorld, received: string, until: string) {
  const day = dayOf(received);
  const requests = this.recall<Authorization[]>(REQUESTS).map((item) =>
    item.receivedAt.startsWith(day) ? { ...item, status: 'approved' as const, denialReason: null, approved: { units: 1, unit: 'visit', startDate: day, endDate: dayOf(until) } } : item,
  );
  this.remember(REQUESTS, requests);
});

function askFor(world: MemberWorld, today: string, page: number, pageSize: number, query: AuthorizationsQuery): void {
  const refused = authorizationsPagingError({ page, pageSize });
  world.remember(REFUSED, refused ?? 'nothing');
  if (refused === null) world.remember(PAGE, pageOfAuthorizations(world.recallOr<Authorization[]>(REQUESTS, []), query, { page, pageSize }, dayOf(today)));
}

// Single-use: asking for a page of the tracker's requests, which only its paging feature states.
When(/^on (.+) they ask for page (\d+) of (\d+) requests$/, function (this: MemberWorld, today: string, page: string, size: string) {
  askFor(this, today, Number(page), Number(size), {});
});

// Single-use: asking for a page of the tracker's requests with a status, which only its paging feature states.
When(/^on (.+) they ask for page (\d+) of (\d+) of the (denied|approved) requests$/, function (this: MemberWorld, today: string, page: string, size: string, status: 'denied' | 'approved') {
  askFor(this, today, Number(page), Number(size), { status });
});

const idsOf = (items: readonly Authorization[]): string[] => items.map((item) => item.authorizationId);

// Single-use: which requests a page holds, which only the tracker's paging feature states.
Then(/^the page holds the (?:(\d+) to (\d+)|none of) newest requests$/, function (this: MemberWorld, first: string | undefined, last: string | undefined) {
  const newestFirst = [...this.recall<Authorization[]>(REQUESTS)].reverse();
  const expected = first === undefined ? [] : newestFirst.slice(Number(first) - 1, Number(last));
  assert.deepEqual(idsOf(this.recall<AuthorizationsPage>(PAGE).items), idsOf(expected));
});

// Single-use: which requests a filtered page holds, which only the tracker's paging feature states.
Then(/^every request on the page is (denied|approved), newest first, (\d+) of them$/, function (this: MemberWorld, status: string, count: string) {
  const items = this.recall<AuthorizationsPage>(PAGE).items;
  assert.equal(items.length, Number(count));
  assert.ok(items.every((item) => item.status === status));
  const moments = items.map((item) => item.receivedAt);
  assert.deepEqual(moments, [...moments].sort().reverse());
});

// Single-use: the count a page says, which only the tracker's paging feature states.
Then(/^it says there are (\d+) requests on (\d+) pages?$/, function (this: MemberWorld, total: string, pages: string) {
  const page = this.recall<AuthorizationsPage>(PAGE);
  assert.equal(page.total, Number(total));
  assert.equal(authorizationsPageCount(page.total, page.pageSize), Number(pages));
});

// Single-use: the approvals about to expire a page notes, which only the tracker's paging feature states.
Then(/^the page notes the approval received on (.+) as ending soon$/, function (this: MemberWorld, received: string) {
  const page = this.recall<AuthorizationsPage>(PAGE);
  const day = dayOf(received);
  assert.ok(!page.items.some((item) => item.receivedAt.startsWith(day)), 'the approval is not among the denied requests the page holds');
  assert.deepEqual(
    page.expiringSoon.map((item) => item.receivedAt.slice(0, 10)),
    [day],
  );
});

// Single-use: paging the tracker refuses, which only its paging feature states.
Then(/^that page of requests is refused for its (page|pageSize|nothing)$/, function (this: MemberWorld, field: string) {
  assert.equal(this.recall<string>(REFUSED), field);
});
