import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { DomainId, Program } from '../../../domain/model';
import { featuredPrograms, homePrograms, shortcutPrograms, truncateProgramName } from '../../../domain/rules/programs';
import { aProgram } from '../../../domain/rules/testing/builders';
import type { MemberWorld } from '../../support/world';
import { brandNamed, listOf, yes } from './helpers';
import { reads, worksOut } from '../shared/screens.steps';

interface HomeProgramsResult {
  readonly featured: readonly Program[];
  readonly listed: readonly Program[];
}

// Single-use: the programs rule's own facts and tiles.
Given("the member's programs are:", function (this: MemberWorld, table: { hashes(): Record<string, string>[] }) {
  this.remember<readonly Program[]>(
    'programs',
    table.hashes().map((row, index) =>
      aProgram({
        id: 100 + index,
        name: row['name'] ?? '',
        eligible: yes(row['eligible'] ?? ''),
        highPriority: yes(row['high priority'] ?? ''),
        displayOrder: Number(row['display order']),
      }),
    ),
  );
});

// Single-use: the programs rule's own facts and tiles.
When(/^the home programs are chosen for a member who is (enrolled|termed)$/, function (this: MemberWorld, status: string) {
  const programs = this.recall<readonly Program[]>('programs');
  const termed = status === 'termed';
  this.result = { featured: featuredPrograms(programs, termed), listed: homePrograms(programs, termed) } satisfies HomeProgramsResult;
});

reads('featured programs', function (this: MemberWorld, expected: string) {
  assert.deepEqual((this.result as HomeProgramsResult).featured.map((p) => p.name), listOf(expected));
});

reads('listed programs', function (this: MemberWorld, expected: string) {
  assert.deepEqual((this.result as HomeProgramsResult).listed.map((p) => p.name), listOf(expected));
});

// Single-use: the programs rule's own facts and tiles.
Then('a program called {string} reads {string} on its tile', function (this: MemberWorld, name: string, tile: string) {
  assert.equal(truncateProgramName(name), tile);
});

// Single-use: the programs rule's own facts and tiles.
Given(
  /^a member of the (main|Summit|Providence) brand with eBill (yes|no), termed (yes|no) and an outline of coverage (yes|no)$/,
  function (this: MemberWorld, brand: string, ebill: string, termed: string, outline: string) {
    this.remember('shortcutFacts', {
      domainId: brandNamed(brand),
      hasEbill: yes(ebill),
      termed: yes(termed),
      outlineOfCoverageUrl: yes(outline) ? 'https://documents.example.com/outline-of-coverage.pdf' : null,
    });
  },
);

worksOut('the shortcut tiles', function (this: MemberWorld) {
  this.result = shortcutPrograms(
    this.recall<{ domainId: DomainId; hasEbill: boolean; termed: boolean; outlineOfCoverageUrl: string | null }>('shortcutFacts'),
  );
});

reads('shortcut tiles', function (this: MemberWorld, expected: string) {
  assert.deepEqual((this.result as readonly Program[]).map((p) => p.name), listOf(expected));
});
