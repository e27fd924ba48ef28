import { isRight, left } from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { createNodeContainer } from '../../adapters/node-assembly';
import { httpError } from '../shared/gateway-error';
import { ACCOUNT_GATEWAY, type AccountGateway } from '../ports';
import { LogIn } from './log-in';
import { LoadRegistrationPolicies, SubmitRegistrationPolicies } from './registration-policies';

async function provunsignedAtPolicies() {
  const app = createNodeContainer({ kind: 'memory' }, { today: '2025-06-15', domainId: 5 });
  expect(await app.container.get(LogIn).execute({ username: 'provunsigned', password: 'Sandbox1' })).toEqual({
    kind: 'signed-in',
    next: { kind: 'routed', path: '/registration-policies' },
  });
  return app;
}

describe('LoadRegistrationPolicies', () => {
  it('starts a subscriber who has not signed with the policy unticked and electronic EOBs chosen', async () => {
    const app = await provunsignedAtPolicies();
    expect(await app.container.get(LoadRegistrationPolicies).execute()).toEqual({
      kind: 'loaded',
      form: { communicationPolicySigned: false, eobConsented: true },
      subscriber: true,
    });
  });

  it('shows a failure to load on the screen (registration calls are screen-handled)', async () => {
    const app = await provunsignedAtPolicies();
    const gateway = app.container.get(ACCOUNT_GATEWAY);
    const failing: AccountGateway = Object.assign(Object.create(gateway) as AccountGateway, {
      registrationPolicies: () => Promise.resolve(left(httpError(503))),
    });
    app.container.rebind(ACCOUNT_GATEWAY).toConstantValue(failing);
    expect(await app.container.get(LoadRegistrationPolicies).execute()).toEqual({
      kind: 'refused',
      message: 'We could not complete your request right now. Please try again in a few minutes.',
    });
  });
});

describe('SubmitRegistrationPolicies', () => {
  it('wants the digital communications policy confirmed', async () => {
    const app = await provunsignedAtPolicies();
    expect(await app.container.get(SubmitRegistrationPolicies).execute({ communicationPolicySigned: false, eobConsented: true }, true)).toEqual({
      kind: 'invalid',
      message: 'Please confirm you have read our digital communications policy.',
    });
  });

  it('saves the policies (paper EOBs here) and post-auth routing continues home', async () => {
    const app = await provunsignedAtPolicies();
    const outcome = await app.container.get(SubmitRegistrationPolicies).execute({ communicationPolicySigned: true, eobConsented: false }, true);
    expect(outcome).toEqual({ kind: 'submitted', next: { kind: 'routed', path: '/home' } });
    const policies = await app.container.get(ACCOUNT_GATEWAY).registrationPolicies();
    expect(isRight(policies) && policies.right).toEqual({ isCommunicationPolicySigned: true, isEeobPreferenceConsented: false });
    expect(app.tokens.current()).not.toBeNull();
  });
});
