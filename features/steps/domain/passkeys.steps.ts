import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { type PasskeySignIn, passkeyNameProblem, passkeySignIn } from '../../../domain/rules/passkeys';
import type { MemberWorld } from '../../support/world';

/* Passkeys: when a passkey's sign-in is accepted (user verification, the signature counter), and its name. */

const KEPT = 'passkeys.keptCounter';
const SIGN_IN = 'passkeys.signIn';
const NAME = 'passkeys.name';

const OUTCOMES: Readonly<Record<string, (signIn: PasskeySignIn) => boolean>> = {
  'accepted as both factors': (signIn) => signIn.accepted && signIn.amr.join() === 'passkey',
  'refused as a copied key': (signIn) => !signIn.accepted && signIn.reason === 'cloned',
  'refused as not checked': (signIn) => !signIn.accepted && signIn.reason === 'not-verified',
};

// Single-use: a passkey's kept signature counter, which only the passkeys rule feature states.
Given('a passkey whose last sign-in left its counter at {int}', function (this: MemberWorld, kept: number) {
  this.remember(KEPT, kept);
});

// Single-use: a passkey's assertion, which only the passkeys rule feature states.
When(/^it signs in with counter (\d+), the member (checked by the device|not checked)$/, function (this: MemberWorld, asserted: string, checked: string) {
  const keptCounter = this.recall<number>(KEPT);
  this.remember(SIGN_IN, passkeySignIn({ signatureValid: true, userVerified: checked === 'checked by the device', keptCounter, assertedCounter: Number(asserted) }));
});

// Single-use: the passkey sign-in's verdict, which only the passkeys rule feature states.
Then(/^the sign-in is (accepted as both factors|refused as a copied key|refused as not checked)$/, function (this: MemberWorld, outcome: string) {
  const signIn = this.recall<PasskeySignIn>(SIGN_IN);
  assert.ok(OUTCOMES[outcome]?.(signIn), `expected ${outcome}, got ${JSON.stringify(signIn)}`);
});

// Single-use: a passkey's name, which only the passkeys rule feature states.
When('the member names a passkey {string}', function (this: MemberWorld, name: string) {
  this.remember(NAME, name);
});

// Single-use: the name's verdict, which only the passkeys rule feature states.
Then(/^the name is (accepted|empty|too long)$/, function (this: MemberWorld, verdict: string) {
  const problem = passkeyNameProblem(this.recall<string>(NAME));
  assert.equal(problem === null ? 'accepted' : problem.replace('-', ' '), verdict);
});
