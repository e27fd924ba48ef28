import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { DateTime } from 'luxon';
import type { PcpHistoryEntry, Provider } from '../../../domain/model';
import { primaryCareEntryOn } from '../../../domain/rules/primary-care';
import { LoadPrimaryCare, type PrimaryCareOutcome, type PrimaryCareView } from '../../../application/care/load-primary-care';
import { LookUpProvider, type ProviderLookup } from '../../../application/care/look-up-provider';
import { SelectPrimaryCare, type SelectPrimaryCareOutcome } from '../../../application/care/select-primary-care';
import type { MemberWorld } from '../../support/world';
import { memberNamed, namesIn } from './care-helpers';
import { opens, reads } from '../shared/screens.steps';
import { showsMembers } from '../shared/family.steps';

const HISTORY = 'care.history';
const PROVIDER_ON_DAY = 'care.providerOnDay';
const SELECTION = 'care.selection';
const LOOKUP = 'care.lookup';

const entry = (providerName: string, beginDate: string, endDate: string | null): PcpHistoryEntry => ({
  providerId: `P-${providerName.replace(/\W/g, '')}`,
  providerName,
  providerTitle: 'MD',
  beginDate,
  endDate,
  pcpSelected: true,
  pcpTerminationReason: endDate === null ? null : 'Member changed provider',
  locations: [],
});

// Single-use: the primary care page's history, look-up and selection; no other feature chooses a provider.
Given(
  'a primary care history of {string} from {date} to {date} then {string} from {date}',
  function (this: MemberWorld, first: string, firstBegin: string, firstEnd: string, second: string, secondBegin: string) {
    this.remember<PcpHistoryEntry[]>(HISTORY, [entry(first, firstBegin, firstEnd), entry(second, secondBegin, null)]);
  },
);

// Single-use: the primary care page's history, look-up and selection; no other feature chooses a provider.
When('the provider on {date} is read from that history', function (this: MemberWorld, day: string) {
  this.remember(PROVIDER_ON_DAY, primaryCareEntryOn(this.recall<PcpHistoryEntry[]>(HISTORY), day)?.providerName ?? 'nobody');
});

reads('provider of that day', function (this: MemberWorld, expected: string) {
  assert.equal(this.recall<string>(PROVIDER_ON_DAY), expected);
});

async function primaryCare(world: MemberWorld): Promise<PrimaryCareView> {
  const outcome: PrimaryCareOutcome = await world.app().get(LoadPrimaryCare).execute();
  assert.equal(outcome.kind, 'loaded', `primary care loaded (${JSON.stringify(outcome)})`);
  if (outcome.kind !== 'loaded') throw new Error('unreachable');
  return outcome.view;
}

async function viewOf(world: MemberWorld, firstName: string) {
  const view = await primaryCare(world);
  const member = view.members.find((candidate) => candidate.member.firstName === firstName);
  assert.ok(member !== undefined, `${firstName} is on the primary care page`);
  return { view, member };
}

opens("their family's primary care", async function (this: MemberWorld) {
  const view = await primaryCare(this);
  showsMembers(this, () => view.members.map((member) => member.member.firstName));
});

// Single-use: the primary care page's history, look-up and selection; no other feature chooses a provider.
Then('{member} sees {string} as their primary care provider', async function (this: MemberWorld, firstName: string, provider: string) {
  const { member } = await viewOf(this, firstName);
  assert.equal(member.current?.providerName ?? 'nobody', provider);
});

// Single-use: the primary care page's history, look-up and selection; no other feature chooses a provider.
Then('{member} has no primary care provider', async function (this: MemberWorld, firstName: string) {
  const { member } = await viewOf(this, firstName);
  assert.equal(member.current, null);
});

// Single-use: the primary care page's history, look-up and selection; no other feature chooses a provider.
Then('{member} had {string} before, ended because {string}', async function (this: MemberWorld, firstName: string, provider: string, reason: string) {
  const { member } = await viewOf(this, firstName);
  const past = member.past.find((candidate) => candidate.providerName === provider);
  assert.ok(past !== undefined, `${provider} is among ${firstName}'s past providers`);
  assert.equal(past.pcpTerminationReason, reason);
});

// Single-use: the primary care page's history, look-up and selection; no other feature chooses a provider.
Then('{member} may choose a provider from today', async function (this: MemberWorld, firstName: string) {
  const { view, member } = await viewOf(this, firstName);
  assert.equal(member.canSelect, true);
  assert.equal(member.effectiveDate, view.today);
});

// Single-use: the primary care page's history, look-up and selection; no other feature chooses a provider.
Then('{member} may choose a provider from the first of next month', async function (this: MemberWorld, firstName: string) {
  const { view, member } = await viewOf(this, firstName);
  assert.equal(member.canSelect, true);
  const firstOfNextMonth = DateTime.fromISO(view.today, { zone: 'utc' }).startOf('month').plus({ months: 1 }).toISODate();
  assert.equal(member.effectiveDate, firstOfNextMonth);
});

async function choose(world: MemberWorld, providerId: string, names: string, email: string): Promise<void> {
  const memberKeys: string[] = [];
  for (const name of namesIn(names)) memberKeys.push((await memberNamed(world, name)).memberKey);
  world.remember<SelectPrimaryCareOutcome>(SELECTION, await world.app().get(SelectPrimaryCare).execute({ providerId, memberKeys, email }));
}

// Single-use: the primary care page's history, look-up and selection; no other feature chooses a provider.
When(
  'they choose the provider {string} for {string} with the confirmation sent to {string}',
  async function (this: MemberWorld, providerId: string, names: string, email: string) {
    await choose(this, providerId, names, email);
  },
);

// Single-use: the primary care page's history, look-up and selection; no other feature chooses a provider.
When('they choose the provider {string} for {string} with no confirmation e-mail', async function (this: MemberWorld, providerId: string, names: string) {
  await choose(this, providerId, names, '');
});

async function sentRequest(world: MemberWorld, names: string, providerId: string) {
  const outcome = world.recall<SelectPrimaryCareOutcome>(SELECTION);
  assert.equal(outcome.kind, 'selected', JSON.stringify(outcome));
  if (outcome.kind !== 'selected') throw new Error('unreachable');
  const expectedMembers = [];
  for (const name of namesIn(names)) expectedMembers.push({ memberKey: (await memberNamed(world, name)).memberKey, effectiveDate: world.app().clock.today() });
  assert.deepEqual(outcome.request.pcpSelectList, expectedMembers);
  assert.equal(outcome.request.providerId, providerId);
  assert.ok(outcome.confirmation.trim() !== '', 'the insurer confirms the selection');
  return outcome.request;
}

// Single-use: the primary care page's history, look-up and selection; no other feature chooses a provider.
Then(
  'the selection request names {string} from today, the provider {string} and the e-mail {string}',
  async function (this: MemberWorld, names: string, providerId: string, email: string) {
    assert.equal((await sentRequest(this, names, providerId)).email, email);
  },
);

// Single-use: the primary care page's history, look-up and selection; no other feature chooses a provider.
Then('the selection request names {string} from today, the provider {string} and no e-mail', async function (this: MemberWorld, names: string, providerId: string) {
  assert.equal((await sentRequest(this, names, providerId)).email, null);
});

reads('refusal of the selection', function (this: MemberWorld, message: string) {
  const outcome = this.recall<SelectPrimaryCareOutcome>(SELECTION);
  assert.equal(outcome.kind, 'invalid', JSON.stringify(outcome));
  if (outcome.kind === 'invalid') assert.ok(Object.values(outcome.errors).includes(message), JSON.stringify(outcome.errors));
});

// Single-use: the primary care page's history, look-up and selection; no other feature chooses a provider.
When('they look up the provider {string} known as {string}', async function (this: MemberWorld, providerId: string, name: string) {
  this.remember<ProviderLookup>(LOOKUP, await this.app().get(LookUpProvider).byName(providerId, name));
});

// Single-use: the primary care page's history, look-up and selection; no other feature chooses a provider.
When('they look up the provider {string} by id alone', async function (this: MemberWorld, providerId: string) {
  this.remember<ProviderLookup>(LOOKUP, await this.app().get(LookUpProvider).byId(providerId));
});

function foundProvider(world: MemberWorld): Provider | null {
  const lookup = world.recall<ProviderLookup>(LOOKUP);
  assert.equal(lookup.kind, 'found', JSON.stringify(lookup));
  return lookup.kind === 'found' ? lookup.provider : null;
}

// Single-use: the primary care page's history, look-up and selection; no other feature chooses a provider.
Then('the provider found is {string} and nothing else is known about them', function (this: MemberWorld, name: string) {
  assert.deepEqual(foundProvider(this), {
    providerName: name,
    providerId: null,
    providerGroupName: null,
    title: null,
    acceptingNewPatients: null,
    distance: null,
    specialty: null,
    languages: [],
    locations: [],
  });
});

// Single-use: the primary care page's history, look-up and selection; no other feature chooses a provider.
Then('no provider is found', function (this: MemberWorld) {
  assert.equal(foundProvider(this), null);
});

// Single-use: the primary care page's history, look-up and selection; no other feature chooses a provider.
Then('the provider found is {string} of {string}', function (this: MemberWorld, name: string, group: string) {
  const provider = foundProvider(this);
  assert.equal(provider?.providerName, name);
  assert.equal(provider?.providerGroupName, group);
});
