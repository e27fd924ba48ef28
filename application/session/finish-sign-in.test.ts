import { isRight } from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { DomainId } from '../../domain/model';
import { createNodeContainer } from '../../adapters/node-assembly';
import { MEMORY_SINGLE_SIGN_ON_URL } from '../../adapters/memory/bind-memory-platform';
import { APP_CONFIG, AUTH_GATEWAY } from '../ports';
import { FinishSignIn } from './finish-sign-in';
import { LogIn } from './log-in';

const TODAY = '2025-06-15';
const PASSWORD = 'Sandbox1';

function start(domainId: DomainId = 1) {
  return createNodeContainer({ kind: 'memory' }, { today: TODAY, domainId });
}

/** The temporary token a login hands out, without running post-login routing. */
async function tempTokenOf(app: ReturnType<typeof start>, username: string): Promise<string> {
  const answer = await app.container.get(AUTH_GATEWAY).login({ username, password: PASSWORD, domainId: app.brand.domainId() });
  if (!isRight(answer)) throw new Error(`${username} could not log in`);
  app.temporary.setTempToken(answer.right.token);
  return answer.right.token;
}

describe('FinishSignIn: post-login routing carried out', () => {
  it.each([
    ['subscriber', 1, '/home'],
    ['newuser', 1, '/account/settings/change-password'],
    ['noemail', 1, '/update-email'],
    ['multigroup', 1, '/group-selection'],
    ['summitnewid', 2, '/new-id'],
    ['provunsigned', 5, '/registration-policies'],
    ['provnewid', 5, '/new-id'],
    ['providence', 5, '/home'],
  ] as const)('%s on domain %i goes to %s', async (username, domainId, path) => {
    const app = start(domainId);
    const outcome = await app.container.get(LogIn).execute({ username, password: PASSWORD });
    expect(outcome).toEqual({ kind: 'signed-in', next: { kind: 'routed', path } });
    expect(app.navigator.last()).toEqual({ kind: 'go', path });
  });

  it('completing stores the session token and drops the temporary one', async () => {
    const app = start();
    const token = await tempTokenOf(app, 'subscriber');
    await app.container.get(FinishSignIn).execute();
    expect(app.tokens.current()).toBe(token);
    expect(app.temporary.tempToken()).toBeNull();
  });

  it('interrupting screens keep the temporary token and store no session', async () => {
    const app = start();
    const token = await tempTokenOf(app, 'noemail');
    await app.container.get(FinishSignIn).execute();
    expect(app.temporary.tempToken()).toBe(token);
    expect(app.tokens.current()).toBeNull();
  });

  it('without a temporary token: home when logged in, the logout page otherwise (the auth guard)', async () => {
    const app = start();
    expect(await app.container.get(FinishSignIn).execute()).toEqual({ kind: 'routed', path: '/logout' });
    app.tokens.store(await tempTokenOf(app, 'subscriber'));
    app.temporary.setTempToken(null);
    expect(await app.container.get(FinishSignIn).execute()).toEqual({ kind: 'routed', path: '/home' });
  });
});

describe('FinishSignIn: single sign-on for moda360 members', () => {
  it('posts a hidden form with the token to the single sign-on URL', async () => {
    const app = start();
    const token = await tempTokenOf(app, 'moda360');
    const outcome = await app.container.get(FinishSignIn).execute();
    expect(outcome).toEqual({ kind: 'single-sign-on', url: MEMORY_SINGLE_SIGN_ON_URL });
    expect(app.navigator.last()).toEqual({ kind: 'post-form', url: MEMORY_SINGLE_SIGN_ON_URL, fields: { token } });
  });

  it('passes on the test environment from the testenv query parameter', async () => {
    const app = start();
    app.temporary.testEnv = 'uat2';
    const token = await tempTokenOf(app, 'moda360');
    await app.container.get(FinishSignIn).execute();
    expect(app.navigator.last()).toEqual({ kind: 'post-form', url: MEMORY_SINGLE_SIGN_ON_URL, fields: { token, testenv: 'uat2' } });
  });

  it('does not post when navigation to the portal is blocked: the member goes home', async () => {
    const app = start();
    app.temporary.setCrmNavigationBlocked(true);
    await tempTokenOf(app, 'moda360');
    expect(await app.container.get(FinishSignIn).execute()).toEqual({ kind: 'routed', path: '/home' });
  });

  it('refuses a single sign-on URL outside the allow-list, logs it and continues to /home', async () => {
    const app = start();
    app.container.rebind(APP_CONFIG).toConstantValue({ ...app.config, singleSignOnUrl: 'https://portal.evil.test/sso' });
    await tempTokenOf(app, 'moda360');
    const outcome = await app.container.get(FinishSignIn).execute();
    expect(outcome).toEqual({ kind: 'routed', path: '/home' });
    expect(app.navigator.history.some((entry) => entry.kind === 'post-form')).toBe(false);
    expect(app.analytics.logged).toEqual([{ event: 'refused-single-sign-on', detail: { reason: 'refuse' } }]);
  });
});

describe('FinishSignIn: the redirect of the token response', () => {
  it('navigates to an allow-listed host', async () => {
    const app = start();
    await tempTokenOf(app, 'subscriber');
    const outcome = await app.container.get(FinishSignIn).execute('https://portal.sandbox.test/welcome');
    expect(outcome).toEqual({ kind: 'redirected', url: 'https://portal.sandbox.test/welcome', reload: false });
    expect(app.navigator.last()).toEqual({ kind: 'assign', url: 'https://portal.sandbox.test/welcome' });
  });

  it('reloads when the redirect names the page the member is on', async () => {
    const app = start();
    await tempTokenOf(app, 'subscriber');
    const outcome = await app.container.get(FinishSignIn).execute(`https://portal.sandbox.test${app.navigator.currentPath()}`);
    expect(outcome).toMatchObject({ kind: 'redirected', reload: true });
    expect(app.navigator.last()).toEqual({ kind: 'reload' });
  });

  it.each(['https://evil.test/steal', 'javascript:alert(1)', 'http://portal.sandbox.test/welcome', 'https://user:pw@portal.sandbox.test/'])(
    'refuses %s, logs it without the URL, and the member continues to /home',
    async (redirect) => {
      const app = start();
      const token = await tempTokenOf(app, 'subscriber');
      const outcome = await app.container.get(FinishSignIn).execute(redirect);
      expect(outcome).toEqual({ kind: 'routed', path: '/home' });
      expect(app.navigator.history.some((entry) => entry.kind === 'assign' || entry.kind === 'reload')).toBe(false);
      expect(app.analytics.logged).toEqual([{ event: 'refused-redirect', detail: { path: '/home' } }]);
      expect(app.tokens.current()).toBe(token);
    },
  );
});
