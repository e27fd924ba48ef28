import { isRight } from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { createNodeContainer } from '../../adapters/node-assembly';
import { ACCOUNT_GATEWAY } from '../ports';
import { LogIn } from './log-in';
import { UpdateEmail } from './update-email';

async function noemailAtUpdateEmail() {
  const app = createNodeContainer({ kind: 'memory' }, { today: '2025-06-15', domainId: 1 });
  expect(await app.container.get(LogIn).execute({ username: 'noemail', password: 'Sandbox1' })).toEqual({
    kind: 'signed-in',
    next: { kind: 'routed', path: '/update-email' },
  });
  return app;
}

describe('UpdateEmail', () => {
  it.each([
    ['', 'Email address is a required field'],
    ['   ', 'Email address is a required field'],
    ['thomas@', 'Invalid email address'],
  ])('refuses %j with %s, sending nothing', async (email, message) => {
    const app = await noemailAtUpdateEmail();
    expect(await app.container.get(UpdateEmail).execute(email)).toEqual({ kind: 'invalid', message });
    const preferences = await app.container.get(ACCOUNT_GATEWAY).preferences();
    expect(isRight(preferences) && preferences.right.emailAddress).toBeNull();
  });

  it('saves the address and post-login routing continues (home)', async () => {
    const app = await noemailAtUpdateEmail();
    const outcome = await app.container.get(UpdateEmail).execute(' thomas.whitfield@example.com ');
    expect(outcome).toEqual({ kind: 'updated', emailAddress: 'thomas.whitfield@example.com', next: { kind: 'routed', path: '/home' } });
    const preferences = await app.container.get(ACCOUNT_GATEWAY).preferences();
    expect(isRight(preferences) && preferences.right.emailAddress).toBe('thomas.whitfield@example.com');
  });

  it('a member who saved an address is not asked again at the next login', async () => {
    const app = await noemailAtUpdateEmail();
    await app.container.get(UpdateEmail).execute('thomas.whitfield@example.com');
    app.tokens.clear();
    const again = await app.container.get(LogIn).execute({ username: 'noemail', password: 'Sandbox1' });
    expect(again).toEqual({ kind: 'signed-in', next: { kind: 'routed', path: '/home' } });
  });
});
