import assert from 'node:assert/strict';
import { isRight } from 'fp-ts/Either';
import { Given, Then, When } from '@cucumber/cucumber';
import { registrationPoliciesStartState, type RegistrationPoliciesForm } from '../../../domain/rules/registration-policies';
import { readTokenClaims } from '../../../domain/rules/token-claims';
import { ACCOUNT_GATEWAY } from '../../../application/ports';
import { ChangePassword } from '../../../application/session/change-password';
import { ChooseNewIdMember, type NewIdChoice, type NewIdOutcome } from '../../../application/session/choose-new-id-member';
import { LogIn } from '../../../application/session/log-in';
import { NewIdAccess } from '../../../application/session/new-id-access';
import {
  LoadRegistrationPolicies,
  SubmitRegistrationPolicies,
  type RegistrationPoliciesOutcome,
  type SubmitPoliciesOutcome,
} from '../../../application/session/registration-policies';
import { UpdateEmail, type UpdateEmailOutcome } from '../../../application/session/update-email';
import type { MemberWorld } from '../../support/world';
import { familyAccount, messagesOf, PASSWORD, signInAfresh } from './session-helpers';
import { onScreen } from '../shared/answers';
import { tell } from '../shared/member.steps';
import { offers, opens, reads, worksOut } from '../shared/screens.steps';

/** The screens post-login routing stops at: update email, the Providence welcome page, new ID, change password. */

/** Still between login and the dashboard: a temporary token and no session. */
function stillSigningIn(world: MemberWorld): void {
  assert.notEqual(world.app().temporary.tempToken(), null, 'still holds the sign-in token');
  assert.equal(world.app().tokens.current(), null, 'no session yet');
}

// ---------------------------------------------------------------- update email

// Single-use: the e-mail step after sign-in, which only the update e-mail feature covers.
When('they save the e-mail address {string}', async function (this: MemberWorld, address: string) {
  this.remember('emailOutcome', await this.app().get(UpdateEmail).execute(address));
});

// Single-use: the e-mail step after sign-in, which only the update e-mail feature covers.
Given('they saved the e-mail address {string}', async function (this: MemberWorld, address: string) {
  const outcome = await this.app().get(UpdateEmail).execute(address);
  assert.equal(outcome.kind, 'updated');
});

// The message under the e-mail step's one field: the address is missing or not an address.
reads(
  'field message',
  function (this: MemberWorld, message: string) {
    const outcome = this.recall<UpdateEmailOutcome>('emailOutcome');
    assert.equal(outcome.kind === 'invalid' ? outcome.message : 'nothing', message);
  },
  'screen',
);

// Single-use: the e-mail step after sign-in, which only the update e-mail feature covers.
Then('nothing is saved and they are still asked for an e-mail address', async function (this: MemberWorld) {
  stillSigningIn(this);
  const preferences = await this.app().get(ACCOUNT_GATEWAY).preferences();
  assert.ok(isRight(preferences));
  if (isRight(preferences)) assert.equal(preferences.right.emailAddress, null);
});

reads('e-mail address on file', async function (this: MemberWorld, address: string) {
  const preferences = await this.app().get(ACCOUNT_GATEWAY).preferences();
  assert.ok(isRight(preferences));
  if (isRight(preferences)) assert.equal(preferences.right.emailAddress, address);
});

// ---------------------------------------------------------------- registration policies (Providence)

async function loadPolicies(world: MemberWorld): Promise<Extract<RegistrationPoliciesOutcome, { kind: 'loaded' }>> {
  const outcome = await world.app().get(LoadRegistrationPolicies).execute();
  assert.equal(outcome.kind, 'loaded');
  if (outcome.kind !== 'loaded') throw new Error('policies did not load');
  return outcome;
}

const DELIVERY: Readonly<Record<string, boolean | null>> = { electronically: true, 'on paper': false, 'not asked': null };

opens('the welcome page', async function (this: MemberWorld) {
  this.remember('policies', await loadPolicies(this));
});

// Single-use: the Providence welcome step's policy and EOB choice, which only the registration policies feature covers.
Then('the digital communications policy is not yet confirmed', function (this: MemberWorld) {
  assert.equal(this.recall<Extract<RegistrationPoliciesOutcome, { kind: 'loaded' }>>('policies').form.communicationPolicySigned, false);
});

// Single-use: the Providence welcome step's policy and EOB choice, which only the registration policies feature covers.
Then('they are asked how EOBs should arrive, with {string} chosen', function (this: MemberWorld, delivery: string) {
  const loaded = this.recall<Extract<RegistrationPoliciesOutcome, { kind: 'loaded' }>>('policies');
  assert.equal(loaded.subscriber, true);
  assert.equal(loaded.form.eobConsented, DELIVERY[delivery]);
});

onScreen('they go on with the digital communications policy confirmed or not', async function (this: MemberWorld, confirmed: string) {
  const loaded = await loadPolicies(this);
  const form: RegistrationPoliciesForm = { ...loaded.form, communicationPolicySigned: confirmed === 'confirmed' };
  this.remember('policiesOutcome', await this.app().get(SubmitRegistrationPolicies).execute(form, loaded.subscriber));
});

// What the welcome page says when the member goes on: the policy is to be confirmed, or nothing.
reads(
  'policies message',
  function (this: MemberWorld, message: string) {
    const outcome = this.recall<SubmitPoliciesOutcome>('policiesOutcome');
    assert.equal(outcome.kind === 'invalid' ? outcome.message : outcome.kind === 'submitted' ? 'nothing' : JSON.stringify(outcome), message);
  },
  'screen',
);

// Single-use: the Providence welcome step's policy and EOB choice, which only the registration policies feature covers.
Then('they are still on the welcome step', function (this: MemberWorld) {
  stillSigningIn(this);
});

// Single-use: the Providence welcome step's policy and EOB choice, which only the registration policies feature covers.
When('they confirm the policy and choose EOBs {string}', async function (this: MemberWorld, delivery: string) {
  const loaded = await loadPolicies(this);
  const form: RegistrationPoliciesForm = { communicationPolicySigned: true, eobConsented: DELIVERY[delivery] ?? null };
  const outcome = await this.app().get(SubmitRegistrationPolicies).execute(form, loaded.subscriber);
  assert.equal(outcome.kind, 'submitted');
});

reads('EOB delivery from now on', async function (this: MemberWorld, delivery: string) {
  const consented = DELIVERY[delivery];
  const account = this.app().get(ACCOUNT_GATEWAY);
  const [policies, preferences] = await Promise.all([account.registrationPolicies(), account.preferences()]);
  assert.ok(isRight(policies) && isRight(preferences));
  if (!isRight(policies) || !isRight(preferences)) return;
  assert.deepEqual(policies.right, { isCommunicationPolicySigned: true, isEeobPreferenceConsented: consented });
  assert.equal(preferences.right.electronicEob, consented === true ? 'Y' : 'N');
});

const ON_FILE: Readonly<Record<string, boolean | null>> = { 'not made': null, 'on paper': false, electronic: true };

// Single-use: the Providence welcome step's policy and EOB choice, which only the registration policies feature covers.
Given(
  /^a Providence (subscriber|dependant) whose policy is (signed|not signed) and whose EOB choice is (not made|on paper|electronic)$/,
  function (this: MemberWorld, member: string, signed: string, eob: string) {
    this.remember('policiesOnFile', {
      subscriber: member === 'subscriber',
      policies: { isCommunicationPolicySigned: signed === 'signed', isEeobPreferenceConsented: ON_FILE[eob] ?? null },
    });
  },
);

worksOut('their welcome page', function (this: MemberWorld) {
  const { subscriber, policies } = this.recall<{ subscriber: boolean; policies: Parameters<typeof registrationPoliciesStartState>[0] }>('policiesOnFile');
  this.remember('startState', registrationPoliciesStartState(policies, subscriber));
});

// Single-use: the Providence welcome step's policy and EOB choice, which only the registration policies feature covers.
Then(/^the policy starts (ticked|unticked) and the EOB choice starts as (electronically|on paper|not asked)$/, function (this: MemberWorld, box: string, start: string) {
  const state = this.recall<RegistrationPoliciesForm>('startState');
  assert.equal(state.communicationPolicySigned, box === 'ticked');
  assert.equal(state.eobConsented, DELIVERY[start]);
});

// ---------------------------------------------------------------- new ID

const noMember: NewIdChoice = { subscriberId: '', firstName: '', lastName: '', dateOfBirth: '', blockCrmNavigation: false };

async function chooseNewId(world: MemberWorld, choice: NewIdChoice, action: 'submit' | 'continue-as-subscriber'): Promise<NewIdOutcome> {
  return world.remember('newIdOutcome', await world.app().get(ChooseNewIdMember).execute(choice, action));
}

// Single-use: acting for a member through new ID, which only the new ID feature does.
When('they continue as the subscriber of the {string} family', async function (this: MemberWorld, persona: string) {
  const outcome = await chooseNewId(this, { ...noMember, subscriberId: familyAccount(this, persona).subscriberId }, 'continue-as-subscriber');
  assert.equal(outcome.kind, 'chosen');
});

// Single-use: acting for a member through new ID, which only the new ID feature does.
When('they continue as the subscriber of the {string} family, keeping them away from the CRM portal', async function (this: MemberWorld, persona: string) {
  const choice = { ...noMember, subscriberId: familyAccount(this, persona).subscriberId, blockCrmNavigation: true };
  assert.equal((await chooseNewId(this, choice, 'continue-as-subscriber')).kind, 'chosen');
});

// Single-use: acting for a member through new ID, which only the new ID feature does.
When('they choose the member with suffix {int} of the {string} family by name and date of birth', async function (this: MemberWorld, suffix: number, persona: string) {
  const account = familyAccount(this, persona);
  const member = account.members.find((candidate) => candidate.memberSuffix === suffix);
  assert.ok(member !== undefined);
  const choice = { subscriberId: account.subscriberId, firstName: member.firstName, lastName: member.lastName, dateOfBirth: member.dateOfBirth, blockCrmNavigation: false };
  assert.equal((await chooseNewId(this, choice, 'submit')).kind, 'chosen');
});

// Single-use: acting for a member through new ID, which only the new ID feature does.
Then(/^they act for the (?:subscriber|member with suffix (\d+)) of the "([^"]*)" family through new ID$/, function (this: MemberWorld, suffix: string | undefined, persona: string) {
  const account = familyAccount(this, persona);
  const member = account.members.find((candidate) => candidate.memberSuffix === Number(suffix ?? '0'));
  const claims = readTokenClaims(this.app().tokens.current() ?? '');
  assert.ok(claims !== null, 'a session was opened');
  assert.equal(claims.memberKey, member?.memberKey);
  assert.equal(claims.issuedByNewId, true);
  assert.equal(claims.role, 'member');
});

onScreen(
  'they continue as subscriber or submit a member with the new ID form',
  async function (this: MemberWorld, action: string, subscriberId: string, firstName: string, lastName: string, dateOfBirth: string) {
    await chooseNewId(this, { subscriberId, firstName, lastName, dateOfBirth, blockCrmNavigation: false }, action === 'submit a member' ? 'submit' : 'continue-as-subscriber');
  },
);

// What the new ID screen says when customer service goes on: the form's messages, or the insurer's refusal.
reads(
  'new ID form messages',
  function (this: MemberWorld, expected: string) {
    const messages = messagesOf(this.recall<NewIdOutcome>('newIdOutcome'));
    assert.equal(messages.length === 0 ? 'nothing' : messages.join('; '), expected);
  },
  'screen',
);

// Single-use: acting for a member through new ID, which only the new ID feature does.
Then('they are still choosing a member', function (this: MemberWorld) {
  stillSigningIn(this);
  assert.equal(readTokenClaims(this.app().temporary.tempToken() ?? '')?.role, 'new-id');
});

// Single-use: acting for a member through new ID, which only the new ID feature does.
Then('navigation to the CRM portal stays blocked for the session', function (this: MemberWorld) {
  assert.equal(this.app().temporary.crmNavigationBlocked(), true);
  assert.equal(this.app().get(ChooseNewIdMember).crmNavigationBlocked(), true, 'the checkbox starts ticked next time');
});

// Single-use: acting for a member through new ID, which only the new ID feature does.
Given(
  /^a visitor holding (a new-id token from signing in|the session token of a logged-in member|no token|a token that cannot be read)$/,
  async function (this: MemberWorld, token: string) {
    const app = this.startApp();
    app.brand.use(5);
    if (token === 'a new-id token from signing in') await app.get(LogIn).execute({ username: 'provnewid', password: PASSWORD });
    if (token === 'the session token of a logged-in member') await app.get(LogIn).execute({ username: 'providence', password: PASSWORD });
    if (token === 'a token that cannot be read') app.temporary.setTempToken('not-a-token');
  },
);

// Single-use: acting for a member through new ID, which only the new ID feature does.
When('they try to open the new ID screen', function (this: MemberWorld) {
  this.remember('newIdAllowed', this.app().get(NewIdAccess).allowed());
});

// Not offered: the screen lets them in no further than the not-found page.
offers('the new ID screen', function (this: MemberWorld, offered: boolean) {
  assert.equal(this.recall<boolean>('newIdAllowed'), offered);
});

// ---------------------------------------------------------------- change password

// Single-use: changing a password, which only the change password feature does.
// What the screen then says, its fields' messages or the insurer's refusal, is what they are told.
When('they change their password from {string} to {string}, confirmed as {string}', async function (this: MemberWorld, current: string, next: string, confirm: string) {
  const outcome = await this.app().get(ChangePassword).execute({ currentPassword: current, newPassword: next, confirmPassword: confirm });
  const messages = messagesOf(outcome);
  tell(this, messages.length === 0 ? null : messages.join('; '));
});


// Signing in afresh, as the member or as the username named, lands on the home page: the new password or account works.
Then(/^signing in(?: as "([^"]*)")? with the password "([^"]*)" lands on the home page$/, async function (this: MemberWorld, username: string | null | undefined, password: string) {
  const outcome = await signInAfresh(this, username ?? this.username, password);
  assert.deepEqual(outcome, { kind: 'signed-in', next: { kind: 'routed', path: '/home' } });
});

// Single-use: changing a password, which only the change password feature does.
Then('the password {string} no longer works', async function (this: MemberWorld, password: string) {
  const outcome = await signInAfresh(this, this.username, password);
  assert.equal(outcome.kind, 'refused');
});
