import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { Claim, ClaimsPage, ClaimsQuery } from '../../../domain/model';
import { formatUsd } from '../../../domain/rules/money';
import { claimsPageCount, claimsPagingError, pageOfClaims } from '../../../domain/rules/claims-paging';
import { aClaim } from '../../../domain/rules/testing/builders';
import type { MemberWorld } from '../../support/world';
import { dayOf, shiftDay } from './helpers';

/* Claims a page at a time: which claims a page holds, and the count and totals it says (domain/rules/claims-paging.ts). */

const CLAIMS = 'claims-paging.claims';
const PAGE = 'claims-paging.page';
const REFUSED = 'claims-paging.refused';

function family(world: MemberWorld, count: number, from: string, billed: string, dentalEveryOther: boolean): void {
  const first = dayOf(from);
  const claims: Claim[] = Array.from({ length: count }, (_unused, index) => {
    const day = shiftDay(first, { days: index });
    return aClaim({
      claimId: `C-${String(index + 1).padStart(3, '0')}`,
      claimType: dentalEveryOther && index % 2 === 1 ? 'dental' : 'medical',
      serviceStartDate: day,
      serviceEndDate: day,
      receivedDate: day,
      billed: Number(billed.replace('$', '')),
    });
  });
  world.remember(CLAIMS, claims);
}

// Single-use: a family's claims by the dozen, which only the paging rule feature needs.
Given(
  /^a family with (\d+) claims, one a day from (.+), each billed (\$[\d.]+)(, every other one dental)?$/,
  function (this: MemberWorld, count: string, from: string, billed: string, dental: string | undefined) {
    family(this, Number(count), from, billed, dental !== undefined);
  },
);

function askFor(world: MemberWorld, page: number, pageSize: number, query: ClaimsQuery): void {
  const refused = claimsPagingError({ page, pageSize });
  world.remember(REFUSED, refused ?? 'nothing');
  if (refused === null) world.remember(PAGE, pageOfClaims(world.recallOr<Claim[]>(CLAIMS, []), query, { page, pageSize }));
}

// Single-use: asking for a page of claims, which only the paging rule feature states.
When(/^they ask for page (\d+) of (\d+) claims$/, function (this: MemberWorld, page: string, size: string) {
  askFor(this, Number(page), Number(size), {});
});

// Single-use: asking for a page of claims, which only the paging rule feature states.
When(/^they ask for page (\d+) of (\d+) of the (medical|dental) claims$/, function (this: MemberWorld, page: string, size: string, claimType: 'medical' | 'dental') {
  askFor(this, Number(page), Number(size), { claimType });
});

/** The claims newest first, as the page should hold them. */
const newestFirst = (world: MemberWorld): Claim[] => [...world.recall<Claim[]>(CLAIMS)].reverse();

// Single-use: which claims a page holds, which only the paging rule feature states.
Then(/^the page holds the (?:(\d+) to (\d+)|none of) newest claims$/, function (this: MemberWorld, first: string | undefined, last: string | undefined) {
  const held = this.recall<ClaimsPage<Claim>>(PAGE).items.map((claim) => claim.claimId);
  const expected = first === undefined ? [] : newestFirst(this).slice(Number(first) - 1, Number(last)).map((claim) => claim.claimId);
  assert.deepEqual(held, expected);
});

// Single-use: which claims a filtered page holds, which only the paging rule feature states.
Then(/^every claim on the page is (medical|dental), newest first, (\d+) of them$/, function (this: MemberWorld, claimType: string, count: string) {
  const items = this.recall<ClaimsPage<Claim>>(PAGE).items;
  assert.equal(items.length, Number(count));
  assert.ok(items.every((claim) => claim.claimType === claimType));
  const days = items.map((claim) => claim.serviceStartDate);
  assert.deepEqual(days, [...days].sort().reverse());
});

// Single-use: the count and totals a page says, which only the paging rule feature states.
Then(/^it says there are (\d+) claims, billed (\$[\d,.]+) together, on (\d+) pages?$/, function (this: MemberWorld, total: string, billed: string, pages: string) {
  const page = this.recall<ClaimsPage<Claim>>(PAGE);
  assert.equal(page.total, Number(total));
  assert.equal(formatUsd(page.totals.billed), billed);
  assert.equal(claimsPageCount(page.total, page.pageSize), Number(pages));
});

// Single-use: paging the gateway refuses, which only the paging rule feature states.
Then(/^the paging is refused for its (page|pageSize|nothing)$/, function (this: MemberWorld, field: string) {
  assert.equal(this.recall<string>(REFUSED), field);
});
