import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { CancelPlan } from '../../../application/home/cancel-plan';
import type { PlanManagementView } from '../../../application/home/home-plan-management';
import { DownloadIdCard } from '../../../application/account/download-id-card';
import { LoadHomeDashboard, type HomeDashboard } from '../../../application/home/load-home-dashboard';
import { ResolveAccountState, type AccountState } from '../../../application/shared/resolve-account-state';
import { formatBannerDate } from '../../../domain/rules/formats';
import { formatUsd } from '../../../domain/rules/money';
import { HOME_COPY } from '../../../ui/home/home-copy';
import { GROUP_CARDS_COPY } from '../../../ui/home/group-cards-copy';
import type { MemberWorld } from '../../support/world';
import { offers, opens, reads } from '../shared/screens.steps';

/*
 * The home page as the member's use cases decide it (features/home): the account state the shell
 * resolves, then what the home page shows from it. The rules behind each card are the domain's
 * (features/domain); these scenarios check what the use cases make of them for real sandbox members.
 */

const DASHBOARD = 'home.dashboard';
const PLAN_MANAGEMENT = 'home.planManagement';

export async function accountStateOf(world: MemberWorld): Promise<AccountState> {
  const resolved = await world.app().get(ResolveAccountState).execute();
  if (resolved.kind !== 'resolved') throw new Error(`the account state did not resolve: ${JSON.stringify(resolved.error)}`);
  return resolved.state;
}

export function dashboard(world: MemberWorld): HomeDashboard {
  return world.recall<HomeDashboard>(DASHBOARD);
}

/** The plan management banner as last seen: after a cancellation, the one the cancellation answered. */
function planManagement(world: MemberWorld): PlanManagementView | null {
  return world.recallOr<PlanManagementView | null>(PLAN_MANAGEMENT, dashboard(world).planManagement);
}

const list = (names: readonly string[]): string => (names.length === 0 ? 'nothing' : names.join(', '));

// The page loads its greeting (the viewer and their account) beside the cards the account state decides.
opens('their home page', async function (this: MemberWorld) {
  const [home, outcome] = await Promise.all([this.app().loadHome(), accountStateOf(this).then((state) => this.app().get(LoadHomeDashboard).execute(state))]);
  this.homeOutcome = home;
  assert.equal(outcome.kind, 'loaded', `the home page failed: ${JSON.stringify(outcome)}`);
  if (outcome.kind !== 'loaded') return;
  this.remember(DASHBOARD, outcome.dashboard);
  delete this.facts[PLAN_MANAGEMENT];
});

offers('the primary care update banner', function (this: MemberWorld, shown: boolean) {
  assert.equal(dashboard(this).primaryCareBanner, shown);
}, 'screen');

reads('plan management banner', function (this: MemberWorld, text: string) {
  assert.equal(planManagement(this)?.banner.text, text);
}, 'screen');

offers('the plan management banner', function (this: MemberWorld, shown: boolean) {
  if (shown) assert.ok(planManagement(this) !== null, 'no plan management banner');
  else assert.equal(planManagement(this), null);
}, 'screen');

// Single-use: a tile or banner of the home page and what it offers; the home page feature is their one journey.
Then('the plan management banner links to {string} and {string}', function (this: MemberWorld, shop: string, exchange: string) {
  const view = planManagement(this);
  assert.equal(view?.shopLink?.label, shop);
  assert.equal(view?.exchangeLink?.label, exchange);
  // Both leave for secure sites only.
  assert.match(view?.shopLink?.href ?? '', /^https:\/\//);
  assert.match(view?.exchangeLink?.href ?? '', /^https:\/\//);
});

// Single-use: a tile or banner of the home page and what it offers; the home page feature is their one journey.
Then('they may choose to cancel {string} or {string}', function (this: MemberWorld, first: string, second: string) {
  assert.deepEqual(
    planManagement(this)?.cancellationOptions.map((option) => option.description),
    [first, second],
  );
});

// Whether the plan management banner, which is shown either way, offers to cancel the plan (after a
// cancellation, whether anything is left to cancel).
offers('a way to cancel the plan', function (this: MemberWorld, offered: boolean) {
  const banner = planManagement(this);
  assert.ok(banner !== null && banner !== undefined, 'the plan management banner is shown');
  assert.equal(banner.cancellationOptions.length > 0, offered);
});

// Single-use: a tile or banner of the home page and what it offers; the home page feature is their one journey.
When('they cancel their plan choosing {string}', async function (this: MemberWorld, choice: string) {
  const home = await this.app().get(LoadHomeDashboard).execute(await accountStateOf(this));
  assert.equal(home.kind, 'loaded');
  if (home.kind !== 'loaded') return;
  this.remember(DASHBOARD, home.dashboard);
  const option = home.dashboard.planManagement?.cancellationOptions.find((candidate) => candidate.description === choice);
  assert.ok(option !== undefined, `'${choice}' is not offered`);
  const outcome = await this.app().get(CancelPlan).execute(option.id);
  assert.equal(outcome.kind, 'cancelled', `cancelling failed: ${JSON.stringify(outcome)}`);
  if (outcome.kind === 'cancelled') this.remember(PLAN_MANAGEMENT, outcome.planManagement);
});

reads('featured programs', function (this: MemberWorld, expected: string) {
  assert.equal(list(dashboard(this).programs.map((program) => program.name)), expected);
}, 'screen');

reads('shortcut tiles', function (this: MemberWorld, expected: string) {
  assert.equal(list(dashboard(this).shortcuts.map((program) => program.name)), expected);
}, 'screen');

// Single-use: a tile or banner of the home page and what it offers; the home page feature is their one journey.
Then(/^the program "([^"]+)" on their home page (leads to another site|stays in the dashboard)$/, function (this: MemberWorld, name: string, where: string) {
  const tile = dashboard(this).programs.find((program) => program.name === name);
  assert.ok(tile !== undefined, `'${name}' is not featured`);
  if (where === 'leads to another site') {
    assert.equal(tile.target.kind, 'external');
    if (tile.target.kind === 'external') assert.match(tile.target.href, /^https:\/\//);
  } else {
    assert.equal(tile.target.kind, 'internal');
  }
});

// Single-use: a tile or banner of the home page and what it offers; the home page feature is their one journey.
Then('their primary care tile names their provider', async function (this: MemberWorld) {
  const tile = dashboard(this).primaryCare;
  assert.equal(tile?.kind, 'provider');
  if (tile?.kind !== 'provider') return;
  // The provider the member has selected for today in their primary care history.
  const state = await accountStateOf(this);
  const mine = state.primaryCareMembers.find((member) => member.memberKey === state.viewer.memberKey);
  const current = mine?.pcp360History.find((entry) => entry.pcpSelected && entry.endDate !== null && entry.endDate > state.today);
  assert.equal(tile.providerName, current?.providerName);
});

// The link opens the primary care search for the member themselves (their member suffix, 0 for a subscriber).
// Single-use: a tile or banner of the home page and what it offers; the home page feature is their one journey.
Then('their primary care tile offers to select primary care for themselves', async function (this: MemberWorld) {
  const state = await accountStateOf(this);
  assert.deepEqual(dashboard(this).primaryCare, { kind: 'select', path: `/find-care/primary-care/${state.viewer.memberSuffix}/search` });
  // The tile's warning and link read as the spec quotes them.
  assert.equal(HOME_COPY.primaryCareWarning, 'Select where you access primary care');
  assert.equal(HOME_COPY.selectPrimaryCare, 'Select primary care');
});

offers('their primary care tile', function (this: MemberWorld, shown: boolean) {
  assert.equal(dashboard(this).primaryCare !== null, shown);
});

// The identifier the home page's member information tile names, with its group: what a member checks on signing in.
Then(/^their member information tile shows the (Subscriber ID|Employee ID) "([^"]+)"$/, function (this: MemberWorld, label: string, value: string) {
  const tile = dashboard(this).memberInformation;
  assert.deepEqual(tile.identifier, { label, value });
  assert.ok(tile.groupId !== '' && tile.groupName !== '', 'the tile names the group');
});

// Single-use: a tile or banner of the home page and what it offers; the home page feature is their one journey.
When('they download their ID card', async function (this: MemberWorld) {
  const outcome = await this.app().get(DownloadIdCard).execute();
  this.remember('home.idCardDownload', outcome);
});

// Single-use: a tile or banner of the home page and what it offers; the home page feature is their one journey.
Then('a PDF of their ID card is shown in a new window', async function (this: MemberWorld) {
  assert.deepEqual(this.recall('home.idCardDownload'), { kind: 'shown' });
  const opened = this.app().navigator.windows.at(-1);
  assert.ok(opened?.shown !== null && opened?.shown !== undefined, 'the new window shows a document');
  assert.equal(opened.closed, false);
  const bytes = new Uint8Array(await opened.shown.arrayBuffer());
  assert.equal(new TextDecoder().decode(bytes.slice(0, 5)), '%PDF-');
});

// Single-use: a tile or banner of the home page and what it offers; the home page feature is their one journey.
Then('their dental limit tile shows {string} met of {string} with {string} remaining', function (this: MemberWorld, met: string, total: string, remaining: string) {
  const limit = dashboard(this).dentalLimit;
  assert.ok(limit !== null, 'there is a dental limit tile');
  assert.equal(formatUsd(limit.totalMet ?? 0), met);
  assert.equal(formatUsd(limit.total ?? 0), total);
  assert.equal(formatUsd(limit.totalRemaining ?? 0), remaining);
});

offers('the Preventive Care Initiative card', function (this: MemberWorld, shown: boolean) {
  assert.equal(dashboard(this).preventiveCareInitiative, shown);
}, 'screen');

offers('the Providence dental tile', function (this: MemberWorld, shown: boolean) {
  assert.equal(dashboard(this).providenceDental, shown);
});

offers('the eBill alert', function (this: MemberWorld, shown: boolean) {
  assert.equal(dashboard(this).ebillAlert, shown);
});

offers('the City of Portland card', function (this: MemberWorld, shown: boolean) {
  assert.equal(dashboard(this).cityOfPortland !== null, shown);
});

reads('City of Portland card', function (this: MemberWorld, text: string) {
  const card = dashboard(this).cityOfPortland;
  assert.ok(card !== null, 'there is a City of Portland card');
  const due = formatBannerDate(card.dueDate);
  assert.equal(due === '' ? GROUP_CARDS_COPY.cityOfPortlandUnavailable : GROUP_CARDS_COPY.cityOfPortlandDue(due), text);
});
