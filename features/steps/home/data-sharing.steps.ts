import assert from 'node:assert/strict';
import { When } from '@cucumber/cucumber';
import { ChangeDataSharing, dataSharingChoice, LoadDataSharing, type DataSharingChange, type MemberDataSharing } from '../../../application/account/data-sharing';
import type { Member } from '../../../domain/model';
import { grantStatus } from '../../../domain/rules/data-sharing';
import type { MemberWorld } from '../../support/world';
import { accountStateOf } from './home.steps';
import { opens, reads } from '../shared/screens.steps';
import { changeWords, GRANT_WORDS } from '../domain/data-sharing.steps';

/* The data-sharing page as its use cases decide it: whose choices, the changes, and what they then read. */

const SHARING = 'account.dataSharing';
const PASSWORD = 'Sandbox1';

function sharing(world: MemberWorld): MemberDataSharing {
  return world.recall<MemberDataSharing>(SHARING);
}

opens('their data-sharing choices', async function (this: MemberWorld) {
  const state = await accountStateOf(this);
  const member = dataSharingChoice(state, null).member;
  assert.ok(member !== null, 'no data-sharing choices are offered');
  const outcome = await this.app().get(LoadDataSharing).execute(state, member);
  assert.equal(outcome.kind, 'loaded', `the choices did not load: ${JSON.stringify(outcome)}`);
  if (outcome.kind === 'loaded') this.remember(SHARING, outcome.sharing);
});

// Single-use: the data-sharing page's own changes; its feature is their one journey.
When(
  /^they ((?:revoke the connected app "[^"]+"|opt out of Provider Access|opt back in to Provider Access|consent to sharing with another plan|withdraw that consent)(?: for \w+)?)$/,
  async function (this: MemberWorld, sentence: string) {
    // Cucumber leaves out a group that did not match: the sentence is taken apart here instead.
    const [, what = '', appName, firstName] = /^(revoke the connected app "([^"]+)"|\D+?)(?: for (\w+))?$/.exec(sentence) ?? [];
    const state = await accountStateOf(this);
    const offered = dataSharingChoice(state, null).offered;
    const member: Member | undefined = firstName === undefined ? state.viewer : offered.find((candidate) => candidate.firstName === firstName);
    assert.ok(member !== undefined, `${firstName ?? 'their own'} choices are not offered to them`);
    const loaded = await this.app().get(LoadDataSharing).execute(state, member);
    assert.equal(loaded.kind, 'loaded');
    if (loaded.kind !== 'loaded') return;
    const app = loaded.sharing.choices.apps.find((candidate) => candidate.name === appName);
    const change: DataSharingChange = what.startsWith('revoke')
      ? { kind: 'revoke', appId: app?.appId ?? `no app called ${appName ?? ''}` }
      : what.includes('Provider Access')
        ? { kind: 'provider-access', optedOut: what.startsWith('opt out') }
        : { kind: 'payer-to-payer', consented: what.startsWith('consent') };
    const outcome = await this.app().get(ChangeDataSharing).execute(state, member, change);
    assert.equal(outcome.kind, 'loaded', `the change was not saved: ${JSON.stringify(outcome)}`);
  },
);

// Single-use: another member of the same family signs in after the first, on the same insurer, to see what the first changed; only the data-sharing journey needs it.
When('the sandbox member {persona} signs in after them', async function (this: MemberWorld, username: string) {
  this.app().logOut();
  this.username = username;
  const outcome = await this.app().logIn(username, PASSWORD);
  assert.equal(outcome.kind, 'signed-in', `${username} could not sign in: ${JSON.stringify(outcome)}`);
});

reads('connected apps', function (this: MemberWorld, expected: string) {
  const today = this.app().clock.today();
  assert.equal(sharing(this).choices.apps.map((app) => `${app.name} (${GRANT_WORDS[grantStatus(app, today)]})`).join(', '), expected);
}, 'screen');

reads('Provider Access choice', function (this: MemberWorld, expected: string) {
  const { optedOut } = sharing(this).choices.providerAccess;
  assert.equal(optedOut ? 'opted out' : 'shared with their providers', expected);
});

reads('consent to share with another plan', function (this: MemberWorld, expected: string) {
  assert.equal(sharing(this).choices.payerToPayer.consented ? 'given' : 'not given', expected);
});

reads('history of their data-sharing choices', function (this: MemberWorld, expected: string) {
  const shown = sharing(this);
  const lines = shown.choices.history.map((event) => {
    const what = changeWords(event);
    return event.byMemberKey === shown.member.memberKey ? what : `${what} by ${shown.names[event.byMemberKey] ?? 'someone else'}`;
  });
  assert.equal(lines.length === 0 ? 'nothing' : lines.join(', '), expected);
}, 'screen');

reads('data-sharing controls', function (this: MemberWorld, expected: string) {
  const shown = sharing(this);
  const controlledBy = shown.controlledBy === null ? 'nobody named' : `${shown.controlledBy.firstName} ${shown.controlledBy.lastName}`;
  assert.equal(shown.mayChange ? 'theirs to change' : `seen only, managed by ${controlledBy}`, expected);
});
