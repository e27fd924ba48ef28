import { describe, expect, it } from 'vitest';
import type { UserDetailsForm } from '../../domain/rules/account-forms';
import { createNodeContainer } from '../../adapters/node-assembly';
import { SandboxInsurer } from '../../adapters/sandbox/sandbox-insurer';
import { LogIn } from './log-in';
import { AskSecurityQuestion, RecoverUsername, ResetForgottenPassword } from './recover-account';

const TODAY = '2025-06-15';
const start = () => createNodeContainer({ kind: 'memory' }, { today: TODAY, domainId: 1 });

function subscriberDetails(): UserDetailsForm {
  const account = new SandboxInsurer().persona('subscriber', TODAY)?.plans[0]?.account;
  const member = account?.members.find((candidate) => candidate.memberSuffix === 0);
  if (account === undefined || member === undefined) throw new Error('no subscriber');
  return { firstName: member.firstName, lastName: member.lastName, dateOfBirth: member.dateOfBirth, subscriberId: account.subscriberId, zipCode: account.address.zipCode };
}

describe('RecoverUsername', () => {
  it('sends the username of a member with an account', async () => {
    expect(await start().container.get(RecoverUsername).execute(subscriberDetails())).toEqual({ kind: 'sent' });
  });

  it('checks the form first', async () => {
    expect(await start().container.get(RecoverUsername).execute({ ...subscriberDetails(), zipCode: '' })).toEqual({
      kind: 'invalid',
      errors: { zipCode: 'ZIP code is a required field' },
    });
  });

  it('shows the server’s refusal when no account matches', async () => {
    expect(await start().container.get(RecoverUsername).execute({ ...subscriberDetails(), firstName: 'Someone' })).toEqual({
      kind: 'refused',
      message: 'We could not find an account with those details.',
    });
  });
});

describe('forgot password', () => {
  it('asks the account’s security question, then resets the password, which then works', async () => {
    const app = start();
    const asked = await app.container.get(AskSecurityQuestion).execute({ username: 'subscriber' });
    expect(asked).toEqual({
      kind: 'question',
      challenge: { username: 'subscriber', questionId: 'FIRST_PET', question: 'What was the name of your first pet?' },
    });
    if (asked.kind !== 'question') return;
    const reset = app.container.get(ResetForgottenPassword);
    expect(await reset.execute(asked.challenge, { answer: 'Rex', newPassword: 'Harbor42', confirmPassword: 'Harbor42' })).toEqual({
      kind: 'refused',
      message: 'That answer does not match our records.',
    });
    expect(await reset.execute(asked.challenge, { answer: 'biscuit', newPassword: 'Harbor42', confirmPassword: 'Harbor42' })).toEqual({
      kind: 'reset',
      username: 'subscriber',
    });
    expect(await app.container.get(LogIn).execute({ username: 'subscriber', password: 'Harbor42' })).toEqual({
      kind: 'signed-in',
      next: { kind: 'routed', path: '/home' },
    });
  });

  it('shows the refusal of an unknown username', async () => {
    expect(await start().container.get(AskSecurityQuestion).execute({ username: 'nobodyhere' })).toEqual({
      kind: 'refused',
      message: 'We could not find an account with that username.',
    });
  });

  it('unlocks an account locked by wrong attempts', async () => {
    const app = start();
    const logIn = app.container.get(LogIn);
    for (let attempt = 0; attempt < 3; attempt += 1) await logIn.execute({ username: 'retry', password: 'Wrong123' });
    const locked = await logIn.execute({ username: 'retry', password: 'Sandbox1' });
    expect(locked.kind === 'refused' && locked.message).toMatch(/locked/);
    const asked = await app.container.get(AskSecurityQuestion).execute({ username: 'retry' });
    if (asked.kind !== 'question') throw new Error('no question');
    await app.container.get(ResetForgottenPassword).execute(asked.challenge, { answer: 'Biscuit', newPassword: 'Harbor42', confirmPassword: 'Harbor42' });
    expect(await logIn.execute({ username: 'retry', password: 'Harbor42' })).toMatchObject({ kind: 'signed-in' });
  });
});
