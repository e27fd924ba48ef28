import { planDayAt } from './plan-day';

/**
 * Passkeys (WebAuthn) as the insurer counts them (not in the spec; a security requirement of the product).
 * Pure rules, used by the sandbox's relying party and by the app:
 *
 * - a passkey's name: what the member calls it, trimmed, 1 to 40 characters (`passkeyNameProblem`);
 * - the signature counter: a counter that does not move on means a cloned authenticator (`counterCheck`);
 * - when a passkey sign-in is accepted, and that it stands for both factors (`passkeySignIn`).
 *
 * Removing a passkey is a sensitive change: it asks the fresh check (`freshCheckFor('remove-passkey', ...)`
 * in second-factor.ts).
 */

/** The longest name a member may give a passkey. */
export const PASSKEY_NAME_MAX = 40;

/** What is wrong with a passkey's name as typed: nothing, empty, or too long. */
export type PasskeyNameProblem = 'empty' | 'too-long' | null;

/** The name as kept: trimmed, inner runs of spaces made one. */
export const cleanPasskeyName = (typed: string): string => typed.trim().replace(/\s+/g, ' ');

export function passkeyNameProblem(typed: string): PasskeyNameProblem {
  const name = cleanPasskeyName(typed);
  if (name === '') return 'empty';
  return [...name].length > PASSKEY_NAME_MAX ? 'too-long' : null;
}

/**
 * The signature counter an assertion carries against the one kept (WebAuthn Level 3, 7.2 step 22): an
 * authenticator that keeps no counter sends 0 every time, and is accepted; otherwise the counter must have
 * moved on, and one that did not means two copies of the key are in use: the sign-in is refused.
 */
export function counterCheck(kept: number, asserted: number): 'accepted' | 'cloned' {
  if (kept === 0 && asserted === 0) return 'accepted';
  return asserted > kept ? 'accepted' : 'cloned';
}

/** What the relying party found in a passkey's assertion, its signature already checked against the key kept. */
export interface PasskeyAssertion {
  /** The signature over the challenge the insurer issued, from this origin and RP ID, checked with the kept key. */
  readonly signatureValid: boolean;
  /** The authenticator checked the member (a fingerprint, a face, the device's PIN): the UV flag. */
  readonly userVerified: boolean;
  readonly keptCounter: number;
  readonly assertedCounter: number;
}

/** Why a passkey sign-in was refused, or that it was accepted as both factors. */
export type PasskeySignIn =
  | { readonly accepted: true; readonly amr: readonly ['passkey']; readonly counter: number }
  | { readonly accepted: false; readonly reason: 'signature' | 'not-verified' | 'cloned' };

/**
 * A passkey sign-in is accepted when the signature is right, the authenticator verified the member, and the
 * counter moved on. It then counts as both factors (something the member has, unlocked by something they
 * are or know): no authenticator-app code is asked after it. The counter to keep is the one asserted.
 */
export function passkeySignIn(assertion: PasskeyAssertion): PasskeySignIn {
  if (!assertion.signatureValid) return { accepted: false, reason: 'signature' };
  if (!assertion.userVerified) return { accepted: false, reason: 'not-verified' };
  if (counterCheck(assertion.keptCounter, assertion.assertedCounter) === 'cloned') return { accepted: false, reason: 'cloned' };
  return { accepted: true, amr: ['passkey'], counter: assertion.assertedCounter };
}

/** The day (yyyy-mm-dd, the plan's time zone) a passkey was added or last used, from the gateway's instant. */
export function passkeyDay(instant: string): string {
  const millis = Date.parse(instant);
  if (Number.isNaN(millis)) return '';
  return planDayAt(millis) ?? new Date(millis).toISOString().slice(0, 10);
}
