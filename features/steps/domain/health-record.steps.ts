import assert from 'node:assert/strict';
import { Given, Then, type DataTable } from '@cucumber/cucumber';
import type { HealthRecordBundle } from '../../../domain/model';
import { healthRecordContents, healthRecordFileName } from '../../../domain/rules/health-record';
import type { MemberWorld } from '../../support/world';
import { reads } from '../shared/screens.steps';

/* What a downloaded health record holds and is called: the domain's rules on a plain Bundle. */

const BUNDLE = 'healthRecord.bundle';

// Single-use: the kinds of resource a downloaded health record holds, which only the health record rule feature states.
Given('a downloaded health record holding these resources:', function (this: MemberWorld, table: DataTable) {
  const entry = table.hashes().map((row, index) => ({
    resource: { resourceType: row['resource type'] ?? '', id: String(index), ...(row['use'] !== undefined && row['use'] !== '' && { use: row['use'] }) },
  }));
  const bundle: HealthRecordBundle = { resourceType: 'Bundle', type: 'collection', entry };
  this.remember(BUNDLE, bundle);
});

// Single-use: what a downloaded health record is said to hold, which only the health record rule feature states.
Then(
  /^the health record is said to hold (\d+) members?, (\d+) coverages?, (\d+) claims?, (\d+) prior authorizations? and (\d+) referrals?$/,
  function (this: MemberWorld, members: string, coverages: string, claims: string, authorizations: string, referrals: string) {
    assert.deepEqual(healthRecordContents(this.recall<HealthRecordBundle>(BUNDLE)), {
      members: Number(members),
      coverages: Number(coverages),
      claims: Number(claims),
      authorizations: Number(authorizations),
      referrals: Number(referrals),
    });
  },
);

// The name the downloaded health record is saved under, for the plan's day.
reads("health record's file name", function (this: MemberWorld, name: string) {
  assert.equal(healthRecordFileName(this.today), name);
});
