import assert from 'node:assert/strict';
import { Given, Then } from '@cucumber/cucumber';
import type { Eligibility, FamilyEligibilityRow, Member } from '../../../domain/model';
import { eligibilityStatus, hasAnyEligibility, isTermedMember } from '../../../domain/rules/eligibility-status';
import { familyEligibilityStatus, isTermedEligible, selectedEligibility } from '../../../domain/rules/family-eligibility';
import { aFamilyRow, aMember, anEligibility } from '../../../domain/rules/testing/builders';
import type { MemberWorld } from '../../support/world';
import { coverage, dayFrom, dayOf, yes } from './helpers';
import { offers, reads, worksOut } from '../shared/screens.steps';

// --- eligibility status -----------------------------------------------------------------------------

// A coverage's dates, as the eligibility rule reads a member's coverage record and the family plan rule a row of the family's.
Given('a coverage effective {string} and terminating {string}', function (this: MemberWorld, effective: string, termination: string) {
  this.remember<Eligibility | null>('coverage', anEligibility({ effectiveDate: dayOf(effective), terminationDate: dayFrom(termination) }));
});

// Single-use: a coverage record as the eligibility rule reads it.
Given('a coverage the member is not eligible for', function (this: MemberWorld) {
  this.remember<Eligibility | null>('coverage', anEligibility({ eligible: false, effectiveDate: '2024-01-01' }));
});

// Single-use: a coverage record as the eligibility rule reads it.
Given('no coverage record', function (this: MemberWorld) {
  this.remember<Eligibility | null>('coverage', null);
});

worksOut('the coverage status', function (this: MemberWorld) {
  this.result = eligibilityStatus(this.recall<Eligibility | null>('coverage'), this.today);
});

reads('coverage status', function (this: MemberWorld, status: string) {
  assert.equal(this.result, status);
});

Given(
  /^a member whose medical coverage is (active|future|termed|not eligible|none) and dental coverage is (active|future|termed|not eligible|none)$/,
  function (this: MemberWorld, medical: string, dental: string) {
    this.remember<Member>(
      'member',
      aMember({
        medicalEligibility: coverage(medical, this.today),
        dentalEligibility: coverage(dental, this.today),
        visionEligibility: null,
        pharmacyEligibility: null,
      }),
    );
  },
);

worksOut("the member's enrolment", function (this: MemberWorld) {
  const member = this.recall<Member>('member');
  this.result = { termed: isTermedMember(member, this.today), any: hasAnyEligibility(member) };
});

// Single-use: a coverage record as the eligibility rule reads it.
Then(/^the member (is|is not) a termed member$/, function (this: MemberWorld, verdict: string) {
  const result = this.result as { readonly termed: boolean };
  assert.equal(result.termed, yes(verdict));
});

// Single-use: a coverage record as the eligibility rule reads it.
Then(/^the member (has|has no) some eligibility$/, function (this: MemberWorld, verdict: string) {
  const result = this.result as { readonly any: boolean };
  assert.equal(result.any, yes(verdict));
});

// --- family eligibility -----------------------------------------------------------------------------

/** The coverage the scenario gave, as a row of the family plan's eligibility (its termed day is the coverage's termination). */
function familyRowOfCoverage(world: MemberWorld): FamilyEligibilityRow {
  const record = world.recall<Eligibility | null>('coverage');
  assert.ok(record !== null && record.effectiveDate !== null, 'a coverage with dates');
  return aFamilyRow({ effectiveDate: record.effectiveDate, termedDate: record.terminationDate });
}

worksOut('the coverage status on the family plan', function (this: MemberWorld) {
  this.result = familyEligibilityStatus(familyRowOfCoverage(this), this.today);
});

// Single-use: whether termed coverage still counts, which only the family plan rule decides.
Then(/^the coverage (counts|does not count) as termed eligible on the family plan$/, function (this: MemberWorld, verdict: string) {
  assert.equal(isTermedEligible(familyRowOfCoverage(this), this.today), yes(verdict));
});

// Single-use: a family eligibility row as the family eligibility rule reads it.
Given(/^the member's (medical|dental) eligibility rows are:$/, function (this: MemberWorld, category: string, table: { hashes(): Record<string, string>[] }) {
  const rows = table.hashes().map((row) =>
    aFamilyRow({
      memberKey: 'M-100',
      productCategory: category.toUpperCase(),
      effectiveDate: dayOf(row['effective'] ?? ''),
      termedDate: dayFrom(row['termed'] ?? ''),
    }),
  );
  // A relative's rows sit in the same answer and must never be picked for this member.
  const relative = aFamilyRow({ memberKey: 'M-200', productCategory: 'MEDICAL', effectiveDate: '2025-05-01' });
  this.remember<readonly FamilyEligibilityRow[]>('familyRows', [...rows, relative]);
});

worksOut("the member's medical eligibility", function (this: MemberWorld) {
  this.result = selectedEligibility(this.recall<readonly FamilyEligibilityRow[]>('familyRows'), 'M-100', 'Medical', this.today);
});

reads('effective day of the row shown', function (this: MemberWorld, effective: string) {
  const row = this.result as FamilyEligibilityRow | null;
  assert.equal(row?.effectiveDate, dayOf(effective));
});

offers('an eligibility row', function (this: MemberWorld, shown: boolean) {
  assert.equal(this.result !== null, shown);
});
