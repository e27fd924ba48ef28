import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import type { PreferenceFlag } from '../../../domain/model';
import {
  ChangeAccountEmail,
  LoadAccountSettings,
  SavePreference,
  type AccountSettingsOutcome,
  type ChangeEmailOutcome,
} from '../../../application/account/account-settings';
import { LoadEbillAccount, OpenEbill, RegisterForEbill, type EbillAccountOutcome } from '../../../application/account/ebill-account';
import { IdCards, type EmailIdCardOutcome } from '../../../application/account/id-card';
import { LoadMemberInformation, type MemberInformation } from '../../../application/account/member-information';
import { RequestPrintedIdCard, type RequestPrintedIdCardOutcome } from '../../../application/account/request-printed-id-card';
import { brandConfig } from '../../../domain/rules/brands';
import { PREFERENCE_COPY } from '../../../ui/account/account-copy';
import type { MemberWorld } from '../../support/world';
import { accountStateOf, dashboard } from './home.steps';
import { offers, opens, reads } from '../shared/screens.steps';
import { tell } from '../shared/member.steps';

/* The account pages as their use cases decide them: settings, member information and ID cards, eBill. */

const SETTINGS = 'account.settings';
const EMAIL_CHANGE = 'account.emailChange';
const INFORMATION = 'account.memberInformation';
const ID_CARD_EMAIL = 'account.idCardEmail';
const PRINTED_CARD = 'account.printedCard';
const EBILL = 'account.ebill';

/** A preference by the title members read on its card. */
function preferenceTitled(title: string): PreferenceFlag {
  const entry = Object.entries(PREFERENCE_COPY).find(([, copy]) => copy.title === title);
  if (entry === undefined) throw new Error(`No preference is called '${title}'`);
  return entry[0] as PreferenceFlag;
}

function loadedSettings(world: MemberWorld) {
  const outcome = world.recall<AccountSettingsOutcome>(SETTINGS);
  assert.equal(outcome.kind, 'loaded', `settings did not load: ${JSON.stringify(outcome)}`);
  if (outcome.kind !== 'loaded') throw new Error('unreachable');
  return outcome.settings;
}

opens('their account settings', async function (this: MemberWorld) {
  this.remember(SETTINGS, await this.app().get(LoadAccountSettings).execute(await accountStateOf(this)));
});

reads('preferences in their settings', function (this: MemberWorld, expected: string) {
  assert.equal(loadedSettings(this).preferences.map((preference) => PREFERENCE_COPY[preference.flag].title).join(', '), expected);
});

offers('their account settings', function (this: MemberWorld, offered: boolean) {
  if (offered) assert.equal(this.recall<AccountSettingsOutcome>(SETTINGS).kind, 'loaded');
  else assert.deepEqual(this.recall(SETTINGS), { kind: 'hidden' });
});

// Single-use: the account pages' own actions (preferences, e-mail, ID cards, eBill); the account feature is their one journey.
When(/^they turn (on|off) the preference "([^"]+)"$/, async function (this: MemberWorld, state: string, title: string) {
  const outcome = await this.app().get(SavePreference).execute(preferenceTitled(title), state === 'on');
  assert.equal(outcome.kind, 'saved', `saving failed: ${JSON.stringify(outcome)}`);
});

// Single-use: the account pages' own actions (preferences, e-mail, ID cards, eBill); the account feature is their one journey.
Then(/^the preference "([^"]+)" is (on|off)$/, function (this: MemberWorld, title: string, state: string) {
  const flag = preferenceTitled(title);
  const preference = loadedSettings(this).preferences.find((candidate) => candidate.flag === flag);
  assert.ok(preference !== undefined, `'${title}' is not offered`);
  assert.equal(preference.enabled, state === 'on');
});

// Single-use: the account pages' own actions (preferences, e-mail, ID cards, eBill); the account feature is their one journey.
When('they change their e-mail address to {string}', async function (this: MemberWorld, address: string) {
  const outcome = this.remember<ChangeEmailOutcome>(EMAIL_CHANGE, await this.app().get(ChangeAccountEmail).execute(address));
  tell(this, outcome.kind === 'invalid' ? outcome.message : null);
});

reads('e-mail address in their settings', function (this: MemberWorld, address: string) {
  assert.equal(loadedSettings(this).emailAddress, address);
});

opens('their member information', async function (this: MemberWorld) {
  const outcome = await this.app().get(LoadMemberInformation).execute(await accountStateOf(this));
  assert.equal(outcome.kind, 'loaded', `member information did not load: ${JSON.stringify(outcome)}`);
  if (outcome.kind === 'loaded') this.remember(INFORMATION, outcome.information);
});

reads('member information', function (this: MemberWorld, expected: string) {
  assert.equal(
    this.recall<MemberInformation>(INFORMATION)
      .members.map((member) => member.name)
      .join(', '),
    expected,
  );
});

// Single-use: the account pages' own actions (preferences, e-mail, ID cards, eBill); the account feature is their one journey.
Then('they may order a printed {string} or {string} ID card', function (this: MemberWorld, first: string, second: string) {
  const information = this.recall<MemberInformation>(INFORMATION);
  assert.equal(information.idCardsAvailable, true);
  assert.deepEqual(information.printableCategories, [first, second]);
});

// The ID card where the member looked for it: on their member information page (viewing the cards and
// ordering printed ones) once they opened it, else the home page's member information tile (downloading it).
offers('the ID card', function (this: MemberWorld, offered: boolean) {
  const information = this.recallOr<MemberInformation | undefined>(INFORMATION, undefined);
  if (information === undefined) {
    assert.equal(dashboard(this).memberInformation.idCardAvailable, offered);
    return;
  }
  assert.equal(information.idCardsAvailable, offered);
  if (offered) assert.ok(information.printableCategories.length > 0, 'no printed card can be ordered');
  else assert.deepEqual(information.printableCategories, []);
}, 'screen');

// Single-use: the account pages' own actions (preferences, e-mail, ID cards, eBill); the account feature is their one journey.
When('they e-mail the ID card of {string} to {string}', async function (this: MemberWorld, name: string, address: string) {
  const state = await accountStateOf(this);
  const member = state.account.members.find((candidate) => `${candidate.firstName} ${candidate.lastName}` === name);
  assert.ok(member !== undefined, `no member called ${name}`);
  const outcome = this.remember<EmailIdCardOutcome>(ID_CARD_EMAIL, await this.app().get(IdCards).email(member.memberKey, address));
  tell(this, outcome.kind === 'invalid' ? outcome.message : null);
});

// Single-use: the account pages' own actions (preferences, e-mail, ID cards, eBill); the account feature is their one journey.
Then('the ID card is sent', function (this: MemberWorld) {
  assert.deepEqual(this.recall<EmailIdCardOutcome>(ID_CARD_EMAIL), { kind: 'sent' });
});

// Single-use: the account pages' own actions (preferences, e-mail, ID cards, eBill); the account feature is their one journey.
When('they order a printed {string} ID card', async function (this: MemberWorld, category: string) {
  this.remember(PRINTED_CARD, await this.app().get(RequestPrintedIdCard).execute(category));
});

// Single-use: the account pages' own actions (preferences, e-mail, ID cards, eBill); the account feature is their one journey.
Then('they are told the card will be mailed to {string}', function (this: MemberWorld, street: string) {
  const outcome = this.recall<RequestPrintedIdCardOutcome>(PRINTED_CARD);
  assert.equal(outcome.kind, 'requested');
  if (outcome.kind === 'requested') assert.ok(outcome.confirmation.includes(street), outcome.confirmation);
});

opens('their eBill page', async function (this: MemberWorld) {
  this.remember(EBILL, await this.app().get(LoadEbillAccount).execute(await accountStateOf(this)));
});

// Single-use: the account pages' own actions (preferences, e-mail, ID cards, eBill); the account feature is their one journey.
Then(/^their eBill page says they are (registered|not registered)$/, function (this: MemberWorld, status: string) {
  assert.deepEqual(this.recall<EbillAccountOutcome>(EBILL), { kind: 'loaded', registered: status === 'registered' });
});

// Whether their eBill page has eBill for them (the brands rule says which brands offer it at all).
offers('eBill', function (this: MemberWorld, offered: boolean) {
  if (offered) assert.equal(this.recall<EbillAccountOutcome>(EBILL).kind, 'loaded');
  else assert.deepEqual(this.recall<EbillAccountOutcome>(EBILL), { kind: 'hidden' });
}, 'screen');

// Single-use: the account pages' own actions (preferences, e-mail, ID cards, eBill); the account feature is their one journey.
When('they go to eBill', function (this: MemberWorld) {
  const outcome = this.recall<EbillAccountOutcome>(EBILL);
  assert.equal(outcome.kind, 'loaded');
  if (outcome.kind !== 'loaded') return;
  assert.deepEqual(this.app().get(OpenEbill).execute(outcome.registered), { kind: 'opened' });
});

// Single-use: the account pages' own actions (preferences, e-mail, ID cards, eBill); the account feature is their one journey.
When('they register for eBill', async function (this: MemberWorld) {
  assert.deepEqual(await this.app().get(RegisterForEbill).execute(), { kind: 'registered' });
});

function ebillVisit(world: MemberWorld): URL {
  const last = world.app().navigator.last();
  assert.equal(last?.kind, 'assign', 'the member leaves for the eBill page');
  if (last?.kind !== 'assign') throw new Error('unreachable');
  const url = new URL(last.url);
  assert.equal(`${url.origin}${url.pathname}`, world.app().config.ebill?.pageUrl);
  return url;
}

// Single-use: the account pages' own actions (preferences, e-mail, ID cards, eBill); the account feature is their one journey.
Then("the eBill page opens for a first visit, signed in, with their brand's theme and a link back", function (this: MemberWorld) {
  const params = ebillVisit(this).searchParams;
  assert.equal(params.get('firsttime'), 'Y');
  assert.equal(params.get('idptoken'), this.app().tokens.current());
  assert.equal(params.get('theme'), brandConfig(this.app().brand.domainId()).themeId);
  assert.equal(params.get('dashboardlink'), this.app().config.ebill?.dashboardLink);
  // The token goes to the eBill page only, never to analytics or the log.
  const token = this.app().tokens.current() ?? '';
  assert.ok(!JSON.stringify(this.app().analytics.pushed).includes(token));
  assert.ok(!JSON.stringify(this.app().analytics.logged).includes(token));
});

// Single-use: the account pages' own actions (preferences, e-mail, ID cards, eBill); the account feature is their one journey.
Then('the eBill page opens for a returning visit', function (this: MemberWorld) {
  assert.equal(ebillVisit(this).searchParams.has('firsttime'), false);
});
