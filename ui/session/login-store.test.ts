import { describe, expect, it, vi } from 'vitest';
import { httpError, networkError, timeoutError, type GatewayError } from '../../application/shared/gateway-error';
import type { LoginForm, LoginOutcome } from '../../application/session/log-in';
import type { LoginNotices } from '../../application/session/login-notices';
import { putInForce } from '../../domain/copy/localized';
import { LOGIN_ERROR_COPY_ES } from '../../domain/copy/error-copy.es';
import { SPANISH } from '../i18n/spanish';
import { LoginStore, type LoginServices } from './login-store';
import type { SecondStepEntry, SecondStepOutcome } from '../../application/session/second-step';
import { SecondStepStore } from './second-step-store';

function services(
  outcome: LoginOutcome | Promise<LoginOutcome>,
  notices: LoginNotices = { loggedOut: false, idleLogoutMillis: null },
  secondSteps: readonly SecondStepOutcome[] = [],
) {
  const calls = { logIn: [] as LoginForm[], failures: [] as GatewayError[], refreshes: 0, secondSteps: [] as { ticket: string; entry: SecondStepEntry }[] };
  const answers = [...secondSteps];
  const wired: LoginServices = {
    logIn: (form) => {
      calls.logIn.push(form);
      return Promise.resolve(outcome);
    },
    completeSecondStep: (ticket, entry) => {
      calls.secondSteps.push({ ticket, entry });
      return Promise.resolve(answers.shift() ?? { kind: 'expired' });
    },
    signInWithPasskey: () => Promise.resolve({ kind: 'cancelled' }),
    cancelPasskey: () => undefined,
    takeNotices: () => notices,
    refusedIdleSetting: () => null,
    refresh: () => {
      calls.refreshes += 1;
    },
    fail: (error) => {
      calls.failures.push(error);
    },
  };
  return { wired, calls };
}

const filled = (store: LoginStore): LoginStore => {
  store.setUsername('subscriber');
  store.setPassword('Sandbox1');
  return store;
};

describe('LoginStore', () => {
  it('sends nothing while a field is empty, and then says which one and disables Log in', async () => {
    const { wired, calls } = services({ kind: 'invalid', errors: {} });
    const store = new LoginStore(wired);
    expect(store.visibleErrors).toEqual({});
    expect(store.submitDisabled).toBe(false);
    store.setUsername('subscriber');
    await store.submit();
    expect(calls.logIn).toEqual([]);
    expect(store.visibleErrors.password).toBeDefined();
    expect(store.visibleErrors.username).toBeUndefined();
    expect(store.submitDisabled).toBe(true);
  });

  it('shows a refusal with its links, and clears it when a field changes', async () => {
    const links = [{ label: 'Forgot password?', href: '/recovery/password' }];
    const { wired, calls } = services({ kind: 'refused', message: 'Incorrect username or password', links });
    const store = filled(new LoginStore(wired));
    await store.submit();
    expect(calls.logIn).toEqual([{ username: 'subscriber', password: 'Sandbox1' }]);
    expect(store.serverMessage).toEqual({ message: 'Incorrect username or password', links });
    expect(store.submitting).toBe(false);
    store.setPassword('Sandbox2');
    expect(store.serverMessage).toBeNull();
  });

  it.each([
    [httpError(503), "We can't log you in right now because of a problem on our side. Please try again in a few minutes."],
    [timeoutError, 'Logging in is taking longer than expected. Please try again in a moment.'],
    [networkError, "We couldn't reach the Member Dashboard. Check your internet connection, then try logging in again."],
  ])('says on the form that the token call failed (%j), keeping what was typed and no error page', async (error, message) => {
    const { wired, calls } = services({ kind: 'unavailable', error });
    const store = filled(new LoginStore(wired));
    await store.submit();
    expect(store.serverMessage).toEqual({ message, links: [] });
    expect(calls.failures).toEqual([]);
    expect(store.username).toBe('subscriber');
    expect(store.password).toBe('Sandbox1');
    expect(store.submitting).toBe(false);
  });

  it('treats a core that cannot be downloaded as a network failure, said on the form', async () => {
    const { wired, calls } = services(Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const store = filled(new LoginStore(wired));
    await store.submit();
    expect(store.serverMessage?.message).toMatch(/couldn't reach the Member Dashboard/);
    expect(calls.failures).toEqual([]);
  });

  it('says its message again in the language in force when shown after a change of language', async () => {
    const store = filled(new LoginStore(services({ kind: 'unavailable', error: networkError }).wired));
    await store.submit();
    expect(store.serverMessage?.message).toMatch(/couldn't reach the Member Dashboard/);
    try {
      putInForce('es', SPANISH);
      expect(store.serverMessage?.message).toBe(LOGIN_ERROR_COPY_ES.outage.network);
    } finally {
      putInForce('en', {});
    }
  });

  it('forgets the password once signed in, and keeps the spinner while the page leaves for single sign-on', async () => {
    const { wired, calls } = services({ kind: 'signed-in', next: { kind: 'single-sign-on', url: 'https://sso.example.test/' } });
    const store = filled(new LoginStore(wired));
    await store.submit();
    expect(store.password).toBe('');
    expect(store.submitting).toBe(true);
    expect(calls.refreshes).toBe(1);
  });

  it('shows the logout and idle banners once, and a second arrival does not hide them', () => {
    const takeNotices = vi
      .fn<() => LoginNotices>()
      .mockReturnValueOnce({ loggedOut: true, idleLogoutMillis: 900_000 })
      .mockReturnValue({ loggedOut: false, idleLogoutMillis: null });
    const store = new LoginStore({ ...services({ kind: 'invalid', errors: {} }).wired, takeNotices });
    store.arrive();
    store.arrive();
    expect(store.loggedOut).toBe(true);
    expect(store.idleLogoutMillis).toBe(900_000);
  });

  it('tells its views about every change', () => {
    const store = new LoginStore(services({ kind: 'invalid', errors: {} }).wired);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.getVersion();
    store.setUsername('a');
    store.setPassword('b');
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.getVersion()).toBe(before + 2);
    unsubscribe();
    store.setUsername('c');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("says the sandbox's refused idle setting on arrival", () => {
    const store = new LoginStore({ ...services({ kind: 'invalid', errors: {} }).wired, refusedIdleSetting: () => ({ setting: '5000,10000', reason: 'logout-too-soon' }) });
    expect(store.refusedIdleSetting).toBeNull();
    store.arrive();
    expect(store.refusedIdleSetting).toEqual({ setting: '5000,10000', reason: 'logout-too-soon' });
  });
});

describe('the second step of signing in', () => {
  it('shows the second step after a right password of a member with a second factor, keeping the username and dropping the password', async () => {
    const { wired } = services({ kind: 'second-step', ticket: 'T-1' });
    const store = filled(new LoginStore(wired));
    await store.submit();
    expect(store.secondStepTicket).toBe('T-1');
    expect(store.submitting).toBe(false);
    expect(store.username).toBe('subscriber');
    expect(store.password).toBe('');
    store.leaveSecondStep();
    expect(store.secondStepTicket).toBeNull();
    expect(store.username).toBe('subscriber');
  });

  it('says each refusal in its own words, and signs in with a right code', async () => {
    const { wired, calls } = services({ kind: 'second-step', ticket: 'T-2' }, undefined, [
      { kind: 'empty' },
      { kind: 'not-a-code' },
      { kind: 'wrong-code', attemptsLeft: 4 },
      { kind: 'wrong-code', attemptsLeft: 1 },
      { kind: 'locked' },
      { kind: 'signed-in', next: { kind: 'routed', path: '/home' } },
    ]);
    const login = filled(new LoginStore(wired));
    await login.submit();
    const step = new SecondStepStore(login);
    const said: (string | null)[] = [];
    for (const code of ['', '12ab', '000000', '111111', '222222']) {
      step.setCode(code);
      await step.submit();
      said.push(step.message);
    }
    expect(said).toEqual([
      'Enter the code.',
      'The code is 6 digits, such as 123456.',
      'That code is not right. You have 4 tries left.',
      'That code is not right. You have 1 try left.',
      'Too many wrong codes. For your security, codes are locked for 15 minutes. Try again later, or contact us.',
    ]);
    step.switchKind();
    step.setCode(' abcde 23456 ');
    await step.submit();
    expect(step.message).toBeNull();
    expect(calls.refreshes).toBe(1);
    expect(calls.secondSteps.at(-1)).toEqual({ ticket: 'T-2', entry: { kind: 'recovery-code', value: ' abcde 23456 ' } });
  });

  it('says the refusals in Spanish for a Spanish reader', async () => {
    const { wired } = services({ kind: 'second-step', ticket: 'T-3' }, undefined, [{ kind: 'wrong-code', attemptsLeft: 2 }]);
    const login = filled(new LoginStore(wired));
    await login.submit();
    const step = new SecondStepStore(login);
    step.setCode('000000');
    await step.submit();
    putInForce('es', SPANISH);
    try {
      expect(step.message).toBe('Ese código no es correcto. Le quedan 2 intentos.');
    } finally {
      putInForce('en', {});
    }
  });
});

