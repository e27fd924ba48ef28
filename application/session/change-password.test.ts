import { describe, expect, it } from 'vitest';
import { createNodeContainer } from '../../adapters/node-assembly';
import { ChangePassword } from './change-password';
import { LogIn } from './log-in';

async function newuserAtChangePassword() {
  const app = createNodeContainer({ kind: 'memory' }, { today: '2025-06-15', domainId: 1 });
  expect(await app.container.get(LogIn).execute({ username: 'newuser', password: 'Sandbox1' })).toEqual({
    kind: 'signed-in',
    next: { kind: 'routed', path: '/account/settings/change-password' },
  });
  return app;
}

describe('ChangePassword', () => {
  it('checks the form before sending anything', async () => {
    const app = await newuserAtChangePassword();
    expect(await app.container.get(ChangePassword).execute({ currentPassword: 'Sandbox1', newPassword: 'short', confirmPassword: 'other' })).toEqual({
      kind: 'invalid',
      errors: { newPassword: 'New password is under the character minimum', confirmPassword: 'Passwords do not match' },
    });
  });

  it('shows the server’s refusal of a wrong current password on the screen', async () => {
    const app = await newuserAtChangePassword();
    expect(await app.container.get(ChangePassword).execute({ currentPassword: 'Wrong123', newPassword: 'Harbor42', confirmPassword: 'Harbor42' })).toEqual({
      kind: 'refused',
      message: 'Your current password is incorrect.',
    });
  });

  it('changes it, goes home, and the next login lands home with the new password', async () => {
    const app = await newuserAtChangePassword();
    expect(await app.container.get(ChangePassword).execute({ currentPassword: 'Sandbox1', newPassword: 'Harbor42', confirmPassword: 'Harbor42' })).toEqual({
      kind: 'changed',
    });
    expect(app.navigator.last()).toEqual({ kind: 'go', path: '/home' });
    app.tokens.clear();
    expect(await app.container.get(LogIn).execute({ username: 'newuser', password: 'Sandbox1' })).toMatchObject({ kind: 'refused' });
    expect(await app.container.get(LogIn).execute({ username: 'newuser', password: 'Harbor42' })).toEqual({
      kind: 'signed-in',
      next: { kind: 'routed', path: '/home' },
    });
  });
});
