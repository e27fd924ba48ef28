import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { DateTime } from 'luxon';
import type { ClaimType } from '../../../domain/model';
import { CLAIM_TYPES } from '../../../domain/model';
import { NO_CLAIMS_FILTER, type ClaimsFilter } from '../../../domain/rules/claims';
import { CLAIMS_GATEWAY } from '../../../application/ports';
import { DownloadEob, LoadEobs, type EobsOutcome } from '../../../application/claims/eobs';
import { LoadClaim, LoadClaims, type ClaimOutcome, type ClaimsOutcome, type ClaimsView } from '../../../application/claims/load-claims';
import { LoadNavitus, type NavitusOutcome } from '../../../application/claims/load-navitus';
import { TestApp } from '../../support/test-app';
import type { MemberWorld } from '../../support/world';
import { familyOf, memberNamed } from './care-helpers';
import { listed } from '../shared/lists.steps';
import { offers, opens, reads } from '../shared/screens.steps';
import { showsMembers } from '../shared/family.steps';

const CLAIMS = 'claims.outcome';
const CLAIMS_FILTER = 'claims.filter';
const CLAIM = 'claims.one';
const EOBS = 'claims.eobs';
const NAVITUS = 'claims.navitus';

async function lookAtClaims(world: MemberWorld, filter: ClaimsFilter): Promise<void> {
  world.remember<ClaimsFilter>(CLAIMS_FILTER, filter);
  world.remember<ClaimsOutcome>(CLAIMS, await world.app().get(LoadClaims).execute(filter));
  showsMembers(world, () => claimsOwners(world));
}

/** Whose claims the list holds, over all its pages: the family's first names in the family's order, then any key no family member has. */
async function claimsOwners(world: MemberWorld): Promise<string[]> {
  const owners = new Set((await everyClaimShown(world)).map((claim) => claim.memberKey));
  const family = await familyOf(world);
  const known = family.filter((member) => owners.has(member.memberKey));
  const strangers = [...owners].filter((key) => !family.some((member) => member.memberKey === key));
  return [...known.map((member) => member.firstName), ...strangers];
}

function loadedClaims(world: MemberWorld): ClaimsView {
  return viewOf(world.recall<ClaimsOutcome>(CLAIMS));
}

function viewOf(outcome: ClaimsOutcome): ClaimsView {
  assert.equal(outcome.kind, 'loaded', JSON.stringify(outcome));
  if (outcome.kind !== 'loaded') throw new Error('unreachable');
  return outcome.view;
}

/** Every claim the member was shown, page after page, as they would turn the claims page's pages. */
async function everyClaimShown(world: MemberWorld): Promise<ClaimsView['claims']> {
  const first = loadedClaims(world);
  const filter = world.recall<ClaimsFilter>(CLAIMS_FILTER);
  const claims = [...first.claims];
  for (let page = 2; page <= first.pageCount; page += 1) claims.push(...viewOf(await world.app().get(LoadClaims).execute(filter, page)).claims);
  assert.equal(claims.length, first.total, 'every page together holds the claims counted');
  return claims;
}

opens('their claims', async function (this: MemberWorld) {
  await lookAtClaims(this, NO_CLAIMS_FILTER);
});

// Single-use: the claims, EOB and Navitus pages' own lists and filters; the claims feature is their one journey.
When('they look at their claims from {string} to {string}', async function (this: MemberWorld, fromDate: string, toDate: string) {
  await lookAtClaims(this, { ...NO_CLAIMS_FILTER, fromDate, toDate });
});

// Single-use: the claims, EOB and Navitus pages' own lists and filters; the claims feature is their one journey.
When(
  'they look at the {string} claims of {member} from {string} to {string}',
  async function (this: MemberWorld, claimType: string, firstName: string, fromDate: string, toDate: string) {
    assert.ok((CLAIM_TYPES as readonly string[]).includes(claimType), `unknown claim type ${claimType}`);
    const member = await memberNamed(this, firstName);
    await lookAtClaims(this, { memberKey: member.memberKey, claimType: claimType as ClaimType, fromDate, toDate });
  },
);

reads("claims' member filter", function (this: MemberWorld, name: string) {
  assert.deepEqual(
    loadedClaims(this).members.map((member) => member.name.split(' ')[0]),
    [name],
  );
});

listed('claims', function (this: MemberWorld) {
  return loadedClaims(this).claims.map((claim) => DateTime.fromISO(claim.serviceStartDate).toMillis());
});

// Single-use: the claims, EOB and Navitus pages' own lists and filters; the claims feature is their one journey.
Then(
  'every claim shown is a {string} claim of {member} with a date of service from {date} to {date}',
  async function (this: MemberWorld, claimType: string, firstName: string, from: string, to: string) {
    const member = await memberNamed(this, firstName);
    const claims = loadedClaims(this).claims;
    assert.ok(claims.length > 0, 'some claims match');
    for (const claim of claims) {
      assert.equal(claim.claimType, claimType);
      assert.equal(claim.memberKey, member.memberKey);
      assert.ok(claim.serviceEndDate >= from && claim.serviceStartDate <= to, `${claim.serviceStartDate} is in the period`);
    }
  },
);

reads('claims filter', function (this: MemberWorld, expected: string) {
  const outcome = this.recall<ClaimsOutcome>(CLAIMS);
  if (expected === 'nothing') {
    assert.equal(outcome.kind, 'loaded', JSON.stringify(outcome));
    return;
  }
  assert.equal(outcome.kind, 'invalid', JSON.stringify(outcome));
  if (outcome.kind === 'invalid') assert.deepEqual(Object.values(outcome.errors), [expected]);
});

// Single-use: the claims, EOB and Navitus pages' own lists and filters; the claims feature is their one journey.
When("they open one of the subscriber's claims", async function (this: MemberWorld) {
  // The subscriber's own session, in an app of its own, tells which claims are theirs.
  const subscriberApp = TestApp.create({ today: this.today, domainId: 1 });
  assert.equal((await subscriberApp.logIn('subscriber', 'Sandbox1')).kind, 'signed-in');
  const subscriber = (await familyOf(this)).find((member) => member.memberSuffix === 0);
  const claims = await subscriberApp.get(CLAIMS_GATEWAY).claims({ memberKey: subscriber?.memberKey ?? '' });
  assert.ok(claims._tag === 'Right' && claims.right[0] !== undefined, 'the subscriber has claims');
  const claimId = claims._tag === 'Right' ? (claims.right[0]?.claimId ?? '') : '';
  this.remember<ClaimOutcome>(CLAIM, await this.app().get(LoadClaim).execute(claimId));
});

// Single-use: the claims, EOB and Navitus pages' own lists and filters; the claims feature is their one journey.
Then('that claim is not found for them', function (this: MemberWorld) {
  assert.equal(this.recall<ClaimOutcome>(CLAIM).kind, 'not-found');
});

opens('their EOBs', async function (this: MemberWorld) {
  this.remember<EobsOutcome>(EOBS, await this.app().get(LoadEobs).execute());
});

listed('EOBs', function (this: MemberWorld) {
  const outcome = this.recall<EobsOutcome>(EOBS);
  assert.equal(outcome.kind, 'loaded');
  return outcome.kind === 'loaded' ? outcome.view.eobs.map((eob) => DateTime.fromISO(eob.date).toMillis()) : [];
});

// Single-use: the claims, EOB and Navitus pages' own lists and filters; the claims feature is their one journey.
Then('the newest EOB opens as a PDF document', async function (this: MemberWorld) {
  const outcome = this.recall<EobsOutcome>(EOBS);
  const newest = outcome.kind === 'loaded' ? outcome.view.eobs[0] : undefined;
  assert.ok(newest !== undefined);
  // The in-memory navigator opens a window that shows nothing; the PDF itself comes from the gateway.
  assert.equal((await this.app().get(DownloadEob).execute(newest.eobId)).kind, 'shown');
  const pdf = await this.app().get(CLAIMS_GATEWAY).eobPdf(newest.eobId);
  assert.ok(pdf._tag === 'Right');
  if (pdf._tag === 'Right') assert.equal(new TextDecoder().decode((await pdf.right.arrayBuffer()).slice(0, 5)), '%PDF-');
});

offers('their EOBs', function (this: MemberWorld, offered: boolean) {
  assert.equal(this.recall<EobsOutcome>(EOBS).kind, offered ? 'loaded' : 'not-allowed');
}, 'screen');

opens('their pharmacy benefits through Navitus', async function (this: MemberWorld) {
  this.remember<NavitusOutcome>(NAVITUS, await this.app().get(LoadNavitus).execute());
});

// Single-use: the claims, EOB and Navitus pages' own lists and filters; the claims feature is their one journey.
Then('they see pharmacy claims from Navitus', function (this: MemberWorld) {
  const outcome = this.recall<NavitusOutcome>(NAVITUS);
  assert.equal(outcome.kind, 'loaded');
  if (outcome.kind !== 'loaded') return;
  assert.ok(outcome.view.claims.length > 0);
  assert.ok(outcome.view.claims.every((claim) => claim.claimType === 'pharmacy'));
});

// Navitus's own member site, whose address the spec gives.
offers('the Navitus member site', function (this: MemberWorld, offered: boolean) {
  const outcome = this.recall<NavitusOutcome>(NAVITUS);
  const site = outcome.kind === 'loaded' ? outcome.view.portalUrl : null;
  if (offered) assert.equal(site, 'https://members.navitus.com');
  else assert.equal(site ?? null, null);
});

offers('their pharmacy benefits through Navitus', function (this: MemberWorld, offered: boolean) {
  assert.equal(this.recall<NavitusOutcome>(NAVITUS).kind, offered ? 'loaded' : 'not-found');
});
