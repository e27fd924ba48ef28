import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import {
  type AuthMethod,
  CODE_LOCK_MILLIS,
  type CodeAttempts,
  type FreshCheck,
  type FreshCheckWay,
  NO_CODE_ATTEMPTS,
  type RecoveryCodeUse,
  afterRightCode,
  afterWrongCode,
  codeGate,
  freshCheckFor,
  freshCheckWays,
  invitationSetAside,
  invitesToSecondFactor,
  makeRecoveryCodes,
  provesFreshCheck,
  useRecoveryCode,
} from '../../../domain/rules/second-factor';
import type { MemberWorld } from '../../support/world';
import { yes } from './helpers';
import { offers } from '../shared/screens.steps';

/* Two-step sign-in: when a sensitive change asks for a fresh check, wrong-code lockout, recovery codes. */

const NOW = Date.UTC(2026, 5, 15, 12, 0, 0);
const MINUTE = 60_000;
const LAST_PROOF = 'secondFactor.lastProof';
const HAS_FACTOR = 'secondFactor.has';
const ATTEMPTS = 'secondFactor.attempts';
const CODES = 'secondFactor.codes';
const ASKED = 'secondFactor.asked';
const HAS_PASSKEY = 'secondFactor.hasPasskey';

const ACTIONS: Readonly<Record<string, string>> = {
  'cancel their plan': 'cancel-plan',
  'change their password': 'change-password',
  'change their e-mail': 'change-email',
  'change security questions': 'change-security-questions',
  'change data sharing': 'change-data-sharing',
  'remove a passkey': 'remove-passkey',
  'turn off their app': 'turn-off-authenticator-app',
  'make new recovery codes': 'replace-recovery-codes',
  'read their claims': 'read-claims',
};
const CHECKS: Readonly<Record<string, FreshCheck>> = { nothing: 'none', 'a second factor': 'second-factor', 'their password': 'password' };
const METHODS: Readonly<Record<string, AuthMethod>> = {
  password: 'password',
  "an app's code": 'totp',
  'a recovery code': 'recovery-code',
  'a passkey': 'passkey',
};

function named<T>(table: Readonly<Record<string, T>>, word: string, what: string): T {
  const found = table[word];
  assert.ok(found !== undefined, `unknown ${what} '${word}' (use ${Object.keys(table).join(', ')})`);
  return found;
}

/** A byte source that gives a different run of bytes at every call, so the rule's codes can be told apart. */
function countingBytes(): (count: number) => Uint8Array {
  let next = 0;
  return (count) => Uint8Array.from({ length: count }, () => (next = (next * 31 + 7) % 251));
}

// Single-use: the age of the last proof, which only the second-factor rule feature states.
Given(/^the member last proved who they are (\d+) minutes? ago and (has|has no) a second factor$/, function (this: MemberWorld, minutes: string, has: string) {
  this.remember(LAST_PROOF, NOW - Number(minutes) * MINUTE);
  this.remember(HAS_FACTOR, yes(has));
});

// Single-use: whether the member has a second factor, which only the second-factor rule feature states.
Given(/^the member (has|has no) a second factor$/, function (this: MemberWorld, has: string) {
  this.remember(HAS_FACTOR, yes(has));
});

// Single-use: a sensitive change, which only the second-factor rule feature states.
When(/^they ask to (cancel their plan|change their password|change their e-mail|change security questions|change data sharing|remove a passkey|turn off their app|make new recovery codes|read their claims)$/, function (this: MemberWorld, action: string) {
  this.result = freshCheckFor(named(ACTIONS, action, 'change'), this.recall<number>(LAST_PROOF), NOW, this.recall<boolean>(HAS_FACTOR));
});

// Single-use: what a sensitive change asks, which only the second-factor rule feature states.
Then(/^they are asked for (nothing|a second factor|their password)$/, function (this: MemberWorld, check: string) {
  assert.equal(this.result, named(CHECKS, check, 'check'));
});

// Single-use: which proof counts as a fresh check, which only the second-factor rule feature states.
Then(/^a fresh proof by (.+) (counts|does not count) as a fresh check$/, function (this: MemberWorld, method: string, counts: string) {
  assert.equal(provesFreshCheck(named(METHODS, method, 'proof'), this.recall<boolean>(HAS_FACTOR)), counts === 'counts');
});

// Single-use: the row of wrong codes, which only the second-factor rule feature states.
Given('the member has entered {int} wrong codes in a row', function (this: MemberWorld, wrong: number) {
  let attempts: CodeAttempts = NO_CODE_ATTEMPTS;
  for (let index = 0; index < wrong; index += 1) attempts = afterWrongCode(attempts, NOW);
  this.remember(ATTEMPTS, attempts);
});

// Single-use: a lock that has run out, which only the second-factor rule feature states.
Given("the member's codes were locked {int} minutes ago", function (this: MemberWorld, minutes: number) {
  this.remember<CodeAttempts>(ATTEMPTS, { wrong: 0, lockedUntilMillis: NOW - minutes * MINUTE + CODE_LOCK_MILLIS });
});

// Single-use: a wrong code, which only the second-factor rule feature states.
When('they enter another wrong code', function (this: MemberWorld) {
  this.remember(ATTEMPTS, afterWrongCode(this.recall<CodeAttempts>(ATTEMPTS), NOW));
});

// Single-use: a right code, which only the second-factor rule feature states.
When('they enter a right code', function (this: MemberWorld) {
  this.remember(ATTEMPTS, afterRightCode());
});

// Single-use: the lock, which only the second-factor rule feature states.
Then('their codes are locked for {int} minutes', function (this: MemberWorld, minutes: number) {
  assert.deepEqual(codeGate(this.recall<CodeAttempts>(ATTEMPTS), NOW), { kind: 'locked', untilMillis: NOW + minutes * MINUTE });
  assert.equal(codeGate(this.recall<CodeAttempts>(ATTEMPTS), NOW + minutes * MINUTE - 1).kind, 'locked');
  assert.equal(codeGate(this.recall<CodeAttempts>(ATTEMPTS), NOW + minutes * MINUTE).kind, 'open');
});

// Single-use: the tries left, which only the second-factor rule feature states.
Then('they have {int} tries left', function (this: MemberWorld, left: number) {
  assert.deepEqual(codeGate(this.recall<CodeAttempts>(ATTEMPTS), NOW), { kind: 'open', attemptsLeft: left });
});

// Single-use: making recovery codes, which only the second-factor rule feature states.
When('the member makes their recovery codes', function (this: MemberWorld) {
  this.result = makeRecoveryCodes(countingBytes());
});

// Single-use: the recovery codes made, which only the second-factor rule feature states.
Then('they have {int} different recovery codes', function (this: MemberWorld, count: number) {
  const codes = this.result as readonly string[];
  assert.equal(codes.length, count);
  assert.equal(new Set(codes).size, count);
});

// Single-use: a member's recovery codes, which only the second-factor rule feature states.
Given('the member has their {int} recovery codes', function (this: MemberWorld, count: number) {
  const codes = makeRecoveryCodes(countingBytes());
  assert.equal(codes.length, count);
  this.remember(CODES, { all: codes, unused: codes });
});

interface Codes {
  readonly all: readonly string[];
  readonly unused: readonly string[];
}

function use(world: MemberWorld, typed: (code: string) => string): void {
  const codes = world.recall<Codes>(CODES);
  const use: RecoveryCodeUse = useRecoveryCode(codes.unused, typed(codes.all[0] ?? ''));
  world.result = use;
  if (use.accepted) world.remember(CODES, { ...codes, unused: use.unused });
}

// Single-use: using a recovery code, which only the second-factor rule feature states.
When('they use their first recovery code', function (this: MemberWorld) {
  use(this, (code) => code);
});

// Single-use: pasting a recovery code (WCAG 3.3.8), which only the second-factor rule feature states.
When('they paste their first recovery code in small letters with spaces around it', function (this: MemberWorld) {
  use(this, (code) => `  ${code.toLowerCase().replace('-', ' ')} `);
});

// Single-use: a recovery code's verdict, which only the second-factor rule feature states.
Then(/^the code is (accepted|refused)$/, function (this: MemberWorld, verdict: string) {
  assert.equal((this.result as RecoveryCodeUse).accepted, verdict === 'accepted');
});

// Single-use: the recovery codes left, which only the second-factor rule feature states.
Then('{int} recovery codes are left', function (this: MemberWorld, left: number) {
  assert.equal(this.recall<Codes>(CODES).unused.length, left);
});

// Single-use: the check a sensitive change asks for, which only the second-factor rule feature states.
Given(/^the member is asked for (a second factor|their password) before a sensitive change$/, function (this: MemberWorld, check: string) {
  this.remember(ASKED, named(CHECKS, check, 'check'));
});

// Single-use: whether the member has a passkey, which only the second-factor rule feature states.
Given(/^they (have|have no) a passkey$/, function (this: MemberWorld, have: string) {
  this.remember(HAS_PASSKEY, have === 'have');
});

const WAYS: Readonly<Record<string, readonly FreshCheckWay[]>> = {
  'their password': ['password'],
  'their password or a passkey': ['password', 'passkey'],
  "an app's code or a recovery code": ['code'],
  "an app's code or a recovery code, or a passkey": ['code', 'passkey'],
};

// Single-use: the ways a fresh check may be answered, which only the second-factor rule feature states.
Then(/^they may answer with (.+)$/, function (this: MemberWorld, ways: string) {
  const asked = this.recall<FreshCheck>(ASKED);
  assert.ok(asked !== 'none');
  assert.deepEqual(freshCheckWays(asked, this.recall<boolean>(HAS_PASSKEY)), named(WAYS, ways, 'ways'));
});

const FACTORS = 'secondFactor.factors';
const SET_ASIDE = 'secondFactor.setAside';

// Single-use: the member's second factors, which only the second-factor rule feature states.
Given(/^the member (has|has no) an authenticator app and (\d+) passkeys?$/, function (this: MemberWorld, has: string, passkeys: string) {
  this.remember(FACTORS, { totpEnabled: yes(has), passkeys: Number(passkeys) });
});

// Single-use: whether the member set the invitation aside, which only the second-factor rule feature states.
Given(/^they (have|have not) set aside the invitation$/, function (this: MemberWorld, have: string) {
  this.remember(SET_ASIDE, have === 'have');
});

// The home page's invitation to add a second factor, from the member's factors and whether they set it aside.
offers('the invitation to add a second factor', function (this: MemberWorld, shown: boolean) {
  const factors = this.recall<{ totpEnabled: boolean; passkeys: number }>(FACTORS);
  assert.equal(invitesToSecondFactor(factors, this.recall<boolean>(SET_ASIDE)), shown);
});

const SET_ASIDE_AT = 'secondFactor.setAsideAt';

// Single-use: when the member set the invitation aside, which only the second-factor rule feature states.
Given(/^the member set the invitation aside (today|\d+ days ago)$/, function (this: MemberWorld, when: string) {
  const days = when === 'today' ? 0 : Number.parseInt(when, 10);
  this.remember(SET_ASIDE_AT, NOW - days * 24 * 60 * MINUTE);
});

// Single-use: whether the invitation is still set aside, which only the second-factor rule feature states.
Then(/^the invitation is (still set aside|offered again)$/, function (this: MemberWorld, state: string) {
  assert.equal(invitationSetAside(this.recall<number>(SET_ASIDE_AT), NOW), state === 'still set aside');
});
