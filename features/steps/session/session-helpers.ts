import assert from 'node:assert/strict';
import type { AccountDetails } from '../../../domain/model';
import type { UserDetailsForm } from '../../../domain/rules/account-forms';
import { SandboxInsurer } from '../../../adapters/sandbox/sandbox-insurer';
import { LOCAL_STORE } from '../../../application/ports';
import { LogIn, type LoginOutcome } from '../../../application/session/log-in';
import { LogOut } from '../../../application/session/log-out';
import { ReadSession } from '../../../application/session/session-facts';
import { SessionStore } from '../../../ui/stores/session-store';
import type { MemberWorld } from '../../support/world';
import { tell } from '../shared/member.steps';

/**
 * Shared by the session step files: the sandbox's families (persona data is a pure function of the day,
 * so reading it from a fresh insurer gives what the running app's insurer answers), the member's password
 * and the one SessionStore a scenario's UI stores share.
 */

export const PASSWORD = 'Sandbox1';

const personas = new SandboxInsurer();

/** The account of a persona's family as the sandbox answers it on the World's day. */
export function familyAccount(world: MemberWorld, username: string): AccountDetails {
  const account = personas.persona(username, world.today)?.plans[0]?.account;
  assert.ok(account !== undefined, `no sandbox persona '${username}'`);
  return account;
}

/** A family member's details as registration and username recovery ask them. */
export function detailsOf(account: AccountDetails, suffix: number): UserDetailsForm {
  const member = account.members.find((candidate) => candidate.memberSuffix === suffix);
  assert.ok(member !== undefined, `no member with suffix ${suffix}`);
  return {
    firstName: member.firstName,
    lastName: member.lastName,
    dateOfBirth: member.dateOfBirth,
    subscriberId: account.subscriberId,
    zipCode: account.address.zipCode,
  };
}

/** The scenario's SessionStore, made once so that every UI store of the scenario hears the same session. */
export function sessionStoreOf(world: MemberWorld): SessionStore {
  if (!('sessionStore' in world.facts)) world.remember('sessionStore', world.app().get(SessionStore));
  return world.recall<SessionStore>('sessionStore');
}

/** Signs in afresh (as a member would after closing the browser), leaving nothing of the last session. */
export async function signInAfresh(world: MemberWorld, username: string, password: string): Promise<LoginOutcome> {
  const app = world.app();
  app.get(LogOut).execute('other-tab');
  app.navigator.history.length = 0;
  return app.get(LogIn).execute({ username, password });
}

export function assertSignedOut(world: MemberWorld): void {
  const app = world.app();
  assert.equal(app.get(ReadSession).execute().authorised, false, 'no session is left');
  assert.equal(app.tokens.current(), null);
  assert.equal(app.temporary.tempToken(), null);
  assert.equal(app.get(LOCAL_STORE).get('local_mdtoken'), null);
}

/** The message an outcome carries for the member: a refusal's, or the validation messages of a form. */
export function messagesOf(outcome: unknown): string[] {
  if (typeof outcome !== 'object' || outcome === null) return [];
  const record = outcome as { kind?: string; message?: unknown; errors?: Record<string, unknown> };
  const messages: string[] = [];
  if (typeof record.message === 'string') messages.push(record.message);
  if (record.errors !== undefined) messages.push(...Object.values(record.errors).filter((value): value is string => typeof value === 'string'));
  return messages;
}

/** Keeps what the outcome tells the member (its messages, or nothing) for 'Then they are told {string}', and returns it. */
export function told<Outcome>(world: MemberWorld, outcome: Outcome): Outcome {
  const messages = messagesOf(outcome);
  tell(world, messages.length === 0 ? null : messages.join('; '));
  return outcome;
}

export function assertSays(outcome: unknown, message: string): void {
  assert.ok(messagesOf(outcome).includes(message), `expected "${message}", got ${JSON.stringify(outcome)}`);
}
