import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { DateTime } from 'luxon';
import { AUTHORIZATION_STATUSES, type AuthorizationStatus } from '../../../domain/model';
import { AUTHORIZATION_STATUS_LABELS, NO_AUTHORIZATIONS_FILTER, type AuthorizationsFilter } from '../../../domain/rules/authorizations';
import {
  LoadAuthorizations,
  LookUpPriorAuthorization,
  type AuthorizationsOutcome,
  type AuthorizationsView,
  type PriorAuthorizationLookUp,
  type TrackedAuthorization,
} from '../../../application/care/track-authorizations';
import type { HomeDashboard } from '../../../application/home/load-home-dashboard';
import type { MemberWorld } from '../../support/world';
import { familyOf, memberNamed, namesIn } from './care-helpers';
import { listed } from '../shared/lists.steps';
import { opens, reads } from '../shared/screens.steps';

const TRACKER = 'authorizations.outcome';
const LOOK_UP = 'authorizations.lookUp';

async function follow(world: MemberWorld, filter: AuthorizationsFilter): Promise<void> {
  world.remember<AuthorizationsOutcome>(TRACKER, await world.app().get(LoadAuthorizations).execute(filter));
}

function tracker(world: MemberWorld): AuthorizationsView {
  const outcome = world.recall<AuthorizationsOutcome>(TRACKER);
  assert.equal(outcome.kind, 'loaded', JSON.stringify(outcome));
  if (outcome.kind !== 'loaded') throw new Error('unreachable');
  return outcome.view;
}

function requestFor(world: MemberWorld, service: string): TrackedAuthorization {
  const items = tracker(world).items;
  const found = items.filter((tracked) => tracked.item.service.description === service);
  // An analyst who names a service the member has no request for learns from the failure which they have.
  const theirs = items.map((tracked) => `"${tracked.item.service.description}" (${AUTHORIZATION_STATUS_LABELS[tracked.status]})`).join(', ');
  assert.equal(found.length, 1, `no single request for "${service}"; the member's requests are ${theirs}`);
  return found[0] as TrackedAuthorization;
}

const statusNamed = (label: string): AuthorizationStatus => {
  const status = AUTHORIZATION_STATUSES.find((candidate) => AUTHORIZATION_STATUS_LABELS[candidate] === label);
  assert.ok(status !== undefined, `no status reads ${label}`);
  return status;
};

/** '22 November 2025, 11:30 AM', in the time zone the moment was written in. */
const moment = (iso: string): string => DateTime.fromISO(iso, { setZone: true }).toFormat('d MMMM yyyy, h:mm a');

opens('their prior authorizations and referrals', async function (this: MemberWorld) {
  await follow(this, NO_AUTHORIZATIONS_FILTER);
});

// Single-use: the prior authorization tracker's own requests, filters and decisions; no other page lists requests.
When('they follow the {string} requests of {string}', async function (this: MemberWorld, status: string, firstName: string) {
  const member = await memberNamed(this, firstName);
  await follow(this, { ...NO_AUTHORIZATIONS_FILTER, memberKey: member.memberKey, status: statusNamed(status) });
});

// Single-use: the prior authorization tracker's own requests, filters and decisions; no other page lists requests.
When('they follow the requests received from {string} to {string}', async function (this: MemberWorld, fromDate: string, toDate: string) {
  await follow(this, { ...NO_AUTHORIZATIONS_FILTER, fromDate, toDate });
});

reads('request statuses', function (this: MemberWorld, labels: string) {
  const shown = new Set(tracker(this).items.map((tracked) => AUTHORIZATION_STATUS_LABELS[tracked.status]));
  assert.deepEqual([...shown].sort(), namesIn(labels).sort());
});

listed('requests', function (this: MemberWorld) {
  return tracker(this).items.map((tracked) => DateTime.fromISO(tracked.item.receivedAt).toMillis());
});

// Single-use: the prior authorization tracker's own requests, filters and decisions; no other page lists requests.
Then('the request for {string} reads {status}', function (this: MemberWorld, service: string, status: AuthorizationStatus) {
  assert.equal(AUTHORIZATION_STATUS_LABELS[requestFor(this, service).status], AUTHORIZATION_STATUS_LABELS[status]);
  this.remember('authorizations.last', service);
});

reads('reason given', function (this: MemberWorld, reason: string) {
  assert.equal(requestFor(this, this.recall<string>('authorizations.last')).item.denialReason, reason);
});

// Single-use: the prior authorization tracker's own requests, filters and decisions; no other page lists requests.
Then(
  'the {word} request for {string}, received {}, awaits a decision due by {}',
  function (this: MemberWorld, urgency: string, service: string, received: string, due: string) {
    const tracked = requestFor(this, service);
    assert.equal(tracked.item.urgency, urgency);
    assert.equal(moment(tracked.item.receivedAt), received);
    assert.equal(tracked.decision.kind, 'due', JSON.stringify(tracked.decision));
    if (tracked.decision.kind !== 'due') return;
    assert.equal(moment(tracked.decision.dueAt), due);
  },
);

/**
 * The approvals that run out within 30 days, as each screen the scenario opened lists them: the tracker flags
 * them in its list and above it, the home page notes them (what 'they open their home page' loaded,
 * home.steps.ts). One fact, one rule (domain/rules/authorization-approvals.ts): every screen opened must agree.
 */
reads('approvals expiring within 30 days', function (this: MemberWorld, services: string) {
  const wanted = services.split(';').map((service) => service.trim()).filter((service) => service !== '');
  const tracked = this.recallOr<AuthorizationsOutcome | null>(TRACKER, null);
  const home = this.recallOr<HomeDashboard | null>('home.dashboard', null);
  assert.ok(tracked !== null || home !== null, 'the scenario opened neither their prior authorizations and referrals nor their home page');
  if (tracked !== null) {
    const view = tracker(this);
    assert.deepEqual(view.expiringSoon.map((approval) => approval.item.service.description), wanted);
    assert.deepEqual(view.items.filter((approval) => approval.expiresSoon).map((approval) => approval.item.service.description).sort(), [...wanted].sort());
  }
  if (home !== null) assert.deepEqual(home.expiringApprovals.map((approval) => approval.service), wanted);
}, 'screen');

reads("requests' members", async function (this: MemberWorld, names: string) {
  const family = await familyOf(this);
  const owners = new Set(tracker(this).items.map((tracked) => family.find((member) => member.memberKey === tracked.item.memberKey)?.firstName ?? tracked.item.memberKey));
  assert.deepEqual([...owners].sort(), namesIn(names).sort());
});

reads("tracker's member filter", function (this: MemberWorld, names: string) {
  assert.deepEqual(tracker(this).members.map((member) => member.name.split(' ')[0]).sort(), namesIn(names).sort());
});

async function requestsOf(world: MemberWorld, firstName: string, service: string): Promise<number> {
  const member = await memberNamed(world, firstName);
  return tracker(world).items.filter((tracked) => tracked.item.memberKey === member.memberKey && tracked.item.service.description === service).length;
}

// Single-use: the prior authorization tracker's own requests, filters and decisions; no other page lists requests.
Then("{member}'s request for {string} is {offered}", async function (this: MemberWorld, firstName: string, service: string, shown: boolean) {
  assert.equal(await requestsOf(this, firstName, service), shown ? 1 : 0);
});

// Single-use: the prior authorization tracker's own requests, filters and decisions; no other page lists requests.
Then("every request shown is {member}'s and reads {status}", async function (this: MemberWorld, firstName: string, status: AuthorizationStatus) {
  const member = await memberNamed(this, firstName);
  const items = tracker(this).items;
  assert.ok(items.length > 0, 'some requests match');
  for (const tracked of items) {
    assert.equal(tracked.item.memberKey, member.memberKey);
    assert.equal(AUTHORIZATION_STATUS_LABELS[tracked.status], AUTHORIZATION_STATUS_LABELS[status]);
  }
});

reads("tracker's filter", function (this: MemberWorld, message: string) {
  const outcome = this.recall<AuthorizationsOutcome>(TRACKER);
  if (message === 'nothing') {
    assert.equal(outcome.kind, 'loaded', JSON.stringify(outcome));
    return;
  }
  assert.equal(outcome.kind, 'invalid', JSON.stringify(outcome));
  if (outcome.kind !== 'invalid') return;
  assert.deepEqual(Object.values(outcome.errors), [message]);
});

// Single-use: the prior authorization tracker's own requests, filters and decisions; no other page lists requests.
When('they ask whether {string} needs prior authorization', async function (this: MemberWorld, service: string) {
  this.remember<PriorAuthorizationLookUp>(LOOK_UP, await this.app().get(LookUpPriorAuthorization).execute(service));
});

reads('prior authorization answer', function (this: MemberWorld, expected: string) {
  const outcome = this.recall<PriorAuthorizationLookUp>(LOOK_UP);
  assert.equal(outcome.kind, 'answered', JSON.stringify(outcome));
  if (outcome.kind !== 'answered') return;
  const answer = outcome.answer;
  const said = ((): string => {
    switch (answer.kind) {
      case 'invalid':
        return answer.message;
      case 'found':
        return answer.rules.map((rule) => `${rule.description} ${rule.required ? 'needs it' : 'does not need it'}`).join('; ');
      case 'code-not-listed':
        return `${answer.code} is not on the plan's list, so it does not need it`;
      case 'not-found':
        return "nothing on the plan's list matches";
    }
  })();
  assert.equal(said, expected);
});

// Single-use: the prior authorization tracker's own requests, filters and decisions; no other page lists requests.
Then('the request for {string} offers an estimate of {string}', function (this: MemberWorld, service: string, code: string) {
  assert.equal(requestFor(this, service).estimate?.search, code);
});

// Single-use: the prior authorization tracker's own requests, filters and decisions; no other page lists requests.
Then('the request for {string} offers no estimate', function (this: MemberWorld, service: string) {
  assert.equal(requestFor(this, service).estimate, null);
});
