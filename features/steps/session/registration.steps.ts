import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { AccountDetails } from '../../../domain/model';
import { AskSecurityQuestion, RecoverUsername, ResetForgottenPassword, type AskSecurityQuestionOutcome } from '../../../application/session/recover-account';
import {
  CheckCredentials,
  CheckUserDetails,
  RegisterAccount,
  type RegisterOutcome,
  type RegistrationDraft,
} from '../../../application/session/register-account';
import type { MemberWorld } from '../../support/world';
import { detailsOf, familyAccount, PASSWORD, signInAfresh, told } from './session-helpers';
import { reads } from '../shared/screens.steps';

/** Creating an account and recovering a username or password. */

const SUFFIX = { subscriber: 0, '12-year-old child': 2, 'adult child': 3 } as const;

function family(world: MemberWorld): AccountDetails {
  return world.recall<AccountDetails>('family');
}

function draft(world: MemberWorld, username: string, password: string): RegistrationDraft {
  return {
    userDetails: detailsOf(family(world), SUFFIX['adult child']),
    credentials: { username, emailAddress: `${username}@example.com`, password, confirmPassword: password },
    securityAnswers: { firstQuestionId: 'FIRST_PET', firstAnswer: 'Pepper', secondQuestionId: 'BIRTH_CITY', secondAnswer: 'Portland' },
    communicationPolicySigned: true,
  };
}

async function register(world: MemberWorld, registration: RegistrationDraft): Promise<RegisterOutcome> {
  return world.remember('registration', told(world, await world.app().get(RegisterAccount).execute(registration)));
}

Given('the sandbox family of {string}, whose adult child has no login yet', function (this: MemberWorld, persona: string) {
  this.startApp();
  this.remember('family', familyAccount(this, persona));
});

// Single-use: registering an adult child, the registration feature's own journey.
When('the adult child registers with the username {string} and the password {string}', async function (this: MemberWorld, username: string, password: string) {
  await register(this, draft(this, username, password));
});

// Single-use: registering an adult child, the registration feature's own journey.
Given('the adult child registered with the username {string} and the password {string}', async function (this: MemberWorld, username: string, password: string) {
  assert.equal((await register(this, draft(this, username, password))).kind, 'registered');
});

// Single-use: registering an adult child, the registration feature's own journey.
Then('their account is created', function (this: MemberWorld) {
  assert.equal(this.recall<RegisterOutcome>('registration').kind, 'registered');
});

// Single-use: registering an adult child, the registration feature's own journey.
When(/^the (subscriber|12-year-old child) gives their details to register$/, async function (this: MemberWorld, who: 'subscriber' | '12-year-old child') {
  this.remember('registration', told(this, await this.app().get(CheckUserDetails).execute(detailsOf(family(this), SUFFIX[who]))));
});

// Single-use: registering an adult child, the registration feature's own journey.
When(
  'the adult child chooses the username {string} with the password {string} confirmed as {string}',
  async function (this: MemberWorld, username: string, password: string, confirmPassword: string) {
    const credentials = { username, emailAddress: 'owen.hollis@example.com', password, confirmPassword };
    this.remember('registration', told(this, await this.app().get(CheckCredentials).execute(credentials)));
  },
);

// Single-use: registering an adult child, the registration feature's own journey.
When('the adult child answers the same security question twice', async function (this: MemberWorld) {
  const registration = draft(this, 'owenhollis', 'Harbor42');
  await register(this, { ...registration, securityAnswers: { ...registration.securityAnswers, secondQuestionId: 'FIRST_PET' } });
});

// Single-use: registering an adult child, the registration feature's own journey.
When('the adult child registers without confirming the digital communications policy', async function (this: MemberWorld) {
  await register(this, { ...draft(this, 'owenhollis', 'Harbor42'), communicationPolicySigned: false });
});

// Single-use: registering an adult child, the registration feature's own journey.
Then(/^the registration stops at the (security questions|communication policy)$/, function (this: MemberWorld, step: string) {
  assert.deepEqual(this.recall<RegisterOutcome>('registration'), { kind: 'invalid', step: step === 'security questions' ? 'security' : 'policy' });
});

// Single-use: registering an adult child, the registration feature's own journey.
Then('the registration goes back to their details saying {string}', function (this: MemberWorld, message: string) {
  assert.deepEqual(this.recall<RegisterOutcome>('registration'), { kind: 'refused', message, step: 'details' });
});

// ---------------------------------------------------------------- recovery

// Single-use: recovering a username or a password, the recovery feature's own journey.
When(/^the (subscriber|adult child) asks for their username$/, async function (this: MemberWorld, who: 'subscriber' | 'adult child') {
  this.remember('recovery', told(this, await this.app().get(RecoverUsername).execute(detailsOf(family(this), SUFFIX[who]))));
});

// Single-use: recovering a username or a password, the recovery feature's own journey.
Then('their username is on its way by e-mail', function (this: MemberWorld) {
  assert.deepEqual(this.recall<unknown>('recovery'), { kind: 'sent' });
});

async function askQuestion(world: MemberWorld): Promise<AskSecurityQuestionOutcome> {
  const outcome = await world.app().get(AskSecurityQuestion).execute({ username: world.username });
  world.remember('recovery', told(world, outcome));
  return world.remember('challenge', outcome);
}

// Single-use: recovering a username or a password, the recovery feature's own journey.
When('they ask to reset their password', async function (this: MemberWorld) {
  await askQuestion(this);
});

reads('security question they are asked', function (this: MemberWorld, question: string) {
  const asked = this.recall<AskSecurityQuestionOutcome>('challenge');
  assert.equal(asked.kind === 'question' ? asked.challenge.question : null, question);
});

async function reset(world: MemberWorld, answer: string, newPassword: string, confirmPassword: string): Promise<void> {
  const asked = world.recall<AskSecurityQuestionOutcome>('challenge');
  assert.equal(asked.kind, 'question');
  if (asked.kind !== 'question') return;
  world.remember('recovery', told(world, await world.app().get(ResetForgottenPassword).execute(asked.challenge, { answer, newPassword, confirmPassword })));
}

// Single-use: recovering a username or a password, the recovery feature's own journey.
When(/^they answer "([^"]*)" and choose the new password "([^"]*)"(?:, confirmed as "([^"]*)")?$/, async function (this: MemberWorld, answer: string, password: string, confirm: string | null | undefined) {
  // Cucumber passes the confirmation left unsaid as null: the password is then confirmed as typed.
  await reset(this, answer, password, confirm ?? password);
});

// Single-use: recovering a username or a password, the recovery feature's own journey.
Then('their password is reset', function (this: MemberWorld) {
  assert.deepEqual(this.recall<unknown>('recovery'), { kind: 'reset', username: this.username });
});

// Single-use: recovering a username or a password, the recovery feature's own journey.
Given('they have locked their account with wrong passwords', async function (this: MemberWorld) {
  for (let attempt = 0; attempt < 3; attempt += 1) await signInAfresh(this, this.username, 'Wrong123');
  const locked = await signInAfresh(this, this.username, PASSWORD);
  assert.equal(locked.kind === 'refused' ? locked.message : null, 'Your account is locked due to too many login attempts. To unlock, please Contact Customer Service.');
});
