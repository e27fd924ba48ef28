import { describe, expect, it } from 'vitest';
import type { UserDetailsForm } from '../../domain/rules/account-forms';
import { createNodeContainer } from '../../adapters/node-assembly';
import { SandboxInsurer } from '../../adapters/sandbox/sandbox-insurer';
import { LogIn } from './log-in';
import { CheckCredentials, CheckUserDetails, LoadRegistrationDetails, RegisterAccount, type RegistrationDraft } from './register-account';

const TODAY = '2025-06-15';

/** The subscriber family's members without a login of their own (sandbox README). */
function hollis(suffix: number): UserDetailsForm {
  const account = new SandboxInsurer().persona('subscriber', TODAY)?.plans[0]?.account;
  const member = account?.members.find((candidate) => candidate.memberSuffix === suffix);
  if (account === undefined || member === undefined) throw new Error('no Hollis family');
  return {
    firstName: member.firstName,
    lastName: member.lastName,
    dateOfBirth: member.dateOfBirth,
    subscriberId: account.subscriberId,
    zipCode: account.address.zipCode,
  };
}

const start = () => createNodeContainer({ kind: 'memory' }, { today: TODAY, domainId: 1 });

const draft = (userDetails: UserDetailsForm): RegistrationDraft => ({
  userDetails,
  credentials: { username: 'owenhollis', emailAddress: 'owen.hollis@example.com', password: 'Harbor42', confirmPassword: 'Harbor42' },
  securityAnswers: { firstQuestionId: 'FIRST_PET', firstAnswer: 'Pepper', secondQuestionId: 'BIRTH_CITY', secondAnswer: 'Portland' },
  communicationPolicySigned: true,
});

describe('registration', () => {
  it('offers the policy text and the security questions', async () => {
    const outcome = await start().container.get(LoadRegistrationDetails).execute();
    expect(outcome.kind).toBe('loaded');
    if (outcome.kind === 'loaded') {
      expect(outcome.details.policyText.length).toBeGreaterThan(20);
      expect(outcome.details.questions.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('accepts the details of an adult member without an account', async () => {
    expect(await start().container.get(CheckUserDetails).execute(hollis(3))).toEqual({ kind: 'valid' });
  });

  it('refuses a minor before asking the gateway', async () => {
    expect(await start().container.get(CheckUserDetails).execute(hollis(2))).toEqual({
      kind: 'invalid',
      errors: { dateOfBirth: 'You must be at least 18 years old to create an account' },
    });
  });

  it('shows the gateway’s refusal of a member who already has an account', async () => {
    expect(await start().container.get(CheckUserDetails).execute(hollis(0))).toEqual({
      kind: 'refused',
      message: 'An account already exists for this member. Use forgot username or forgot password instead.',
    });
  });

  it('refuses a username that is taken', async () => {
    const outcome = await start().container.get(CheckCredentials).execute({ ...draft(hollis(3)).credentials, username: 'subscriber' });
    expect(outcome).toEqual({ kind: 'refused', message: 'That username is already taken.' });
  });

  it('names the first step that does not pass its checks', async () => {
    const app = start();
    const register = app.container.get(RegisterAccount);
    expect(await register.execute({ ...draft(hollis(3)), communicationPolicySigned: false })).toEqual({ kind: 'invalid', step: 'policy' });
    expect(await register.execute({ ...draft(hollis(3)), securityAnswers: { ...draft(hollis(3)).securityAnswers, secondQuestionId: 'FIRST_PET' } })).toEqual({
      kind: 'invalid',
      step: 'security',
    });
  });

  it('creates the account, which can then log in and land home', async () => {
    const app = start();
    expect(await app.container.get(RegisterAccount).execute(draft(hollis(3)))).toEqual({ kind: 'registered', username: 'owenhollis' });
    expect(await app.container.get(LogIn).execute({ username: 'owenhollis', password: 'Harbor42' })).toEqual({
      kind: 'signed-in',
      next: { kind: 'routed', path: '/home' },
    });
  });

  it('a second registration of the same member is sent back to the details step with the server’s message', async () => {
    const app = start();
    await app.container.get(RegisterAccount).execute(draft(hollis(3)));
    const again = await app.container.get(RegisterAccount).execute({ ...draft(hollis(3)), credentials: { ...draft(hollis(3)).credentials, username: 'owenh2' } });
    expect(again).toEqual({
      kind: 'refused',
      message: 'An account already exists for this member. Use forgot username or forgot password instead.',
      step: 'details',
    });
  });
});
