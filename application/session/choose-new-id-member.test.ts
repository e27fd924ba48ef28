import { left } from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { DomainId } from '../../domain/model';
import { readTokenClaims } from '../../domain/rules/token-claims';
import { createNodeContainer } from '../../adapters/node-assembly';
import { SandboxInsurer } from '../../adapters/sandbox/sandbox-insurer';
import { httpError } from '../shared/gateway-error';
import { AUTH_GATEWAY, type AuthGateway } from '../ports';
import { ChooseNewIdMember, type NewIdChoice } from './choose-new-id-member';
import { LogIn } from './log-in';

const TODAY = '2025-06-15';
const insurer = new SandboxInsurer();

function familyOf(username: string) {
  const plan = insurer.persona(username, TODAY)?.plans[0];
  if (plan === undefined) throw new Error(`no persona ${username}`);
  return plan.account;
}

async function staffAtNewId(username: 'provnewid' | 'summitnewid', domainId: DomainId) {
  const app = createNodeContainer({ kind: 'memory' }, { today: TODAY, domainId });
  expect(await app.container.get(LogIn).execute({ username, password: 'Sandbox1' })).toEqual({
    kind: 'signed-in',
    next: { kind: 'routed', path: '/new-id' },
  });
  return app;
}

const blank: NewIdChoice = { subscriberId: '', firstName: '', lastName: '', dateOfBirth: '', blockCrmNavigation: false };

describe('ChooseNewIdMember', () => {
  it('needs the subscriber ID, and first name, last name and date of birth for a specific member', async () => {
    const app = await staffAtNewId('provnewid', 5);
    const useCase = app.container.get(ChooseNewIdMember);
    expect(await useCase.execute(blank, 'continue-as-subscriber')).toEqual({
      kind: 'invalid',
      errors: { subscriberId: 'Subscriber ID is a required field' },
    });
    expect(await useCase.execute({ ...blank, subscriberId: 'P12345678', firstName: 'Ana' }, 'submit')).toEqual({
      kind: 'invalid',
      errors: { member: "First name, last name, and date of birth required unless selecting 'Continue as subscriber'" },
    });
  });

  it('continues as the subscriber: a token issued by new ID, then routing (Providence: home)', async () => {
    const app = await staffAtNewId('provnewid', 5);
    const family = familyOf('providence');
    const outcome = await app.container.get(ChooseNewIdMember).execute({ ...blank, subscriberId: family.subscriberId }, 'continue-as-subscriber');
    expect(outcome).toEqual({ kind: 'chosen', next: { kind: 'routed', path: '/home' } });
    const claims = readTokenClaims(app.tokens.current() ?? '');
    expect(claims).toMatchObject({ role: 'member', issuedByNewId: true, memberKey: family.subscriberKey });
  });

  it('submits a specific member by name and date of birth', async () => {
    const app = await staffAtNewId('provnewid', 5);
    const family = familyOf('provdep');
    const dependant = family.members.find((member) => member.memberSuffix === 1);
    if (dependant === undefined) throw new Error('provdep has no dependant');
    const outcome = await app.container.get(ChooseNewIdMember).execute(
      { subscriberId: family.subscriberId, firstName: dependant.firstName, lastName: dependant.lastName, dateOfBirth: dependant.dateOfBirth, blockCrmNavigation: false },
      'submit',
    );
    expect(outcome).toEqual({ kind: 'chosen', next: { kind: 'routed', path: '/home' } });
    expect(readTokenClaims(app.tokens.current() ?? '')?.memberKey).toBe(dependant.memberKey);
  });

  it('shows the server’s message for a 404 and stays on the screen', async () => {
    const app = await staffAtNewId('summitnewid', 2);
    const outcome = await app.container.get(ChooseNewIdMember).execute({ ...blank, subscriberId: 'S00000000' }, 'continue-as-subscriber');
    expect(outcome).toEqual({ kind: 'refused', message: 'No member was found with subscriber ID S00000000.' });
    expect(app.tokens.current()).toBeNull();
    expect(app.temporary.tempToken()).not.toBeNull();
  });

  it('shows a 400 on the screen too, but leaves any other failure to the error page', async () => {
    const app = await staffAtNewId('summitnewid', 2);
    const answer = { status: 400 };
    const stub: Partial<AuthGateway> = { newId: () => Promise.resolve(left(httpError(answer.status, { message: 'Bad subscriber ID.' }))) };
    const real = app.container.get(AUTH_GATEWAY);
    app.container.rebind(AUTH_GATEWAY).toConstantValue(Object.assign(Object.create(real) as AuthGateway, stub));
    const choice = { ...blank, subscriberId: 'S12345678' };
    expect(await app.container.get(ChooseNewIdMember).execute(choice, 'continue-as-subscriber')).toEqual({ kind: 'refused', message: 'Bad subscriber ID.' });
    answer.status = 500;
    expect(await app.container.get(ChooseNewIdMember).execute(choice, 'continue-as-subscriber')).toMatchObject({ kind: 'error', error: { status: 500 } });
  });

  it('remembers the checkbox that keeps the session away from the CRM portal', async () => {
    const app = await staffAtNewId('summitnewid', 2);
    const useCase = app.container.get(ChooseNewIdMember);
    expect(useCase.crmNavigationBlocked()).toBe(false);
    const family = familyOf('summit');
    const outcome = await useCase.execute({ ...blank, subscriberId: family.subscriberId, blockCrmNavigation: true }, 'continue-as-subscriber');
    expect(outcome).toEqual({ kind: 'chosen', next: { kind: 'routed', path: '/home' } });
    expect(app.temporary.crmNavigationBlocked()).toBe(true);
    expect(useCase.crmNavigationBlocked()).toBe(true);
  });
});
