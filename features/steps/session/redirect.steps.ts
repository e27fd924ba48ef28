import assert from 'node:assert/strict';
import { isRight } from 'fp-ts/Either';
import { FinishSignIn, type SignInOutcome } from '../../../application/session/finish-sign-in';
import { AUTH_GATEWAY } from '../../../application/ports/auth-gateway';
import type { LoginOutcome } from '../../../application/session/log-in';
import type { MemberWorld } from '../../support/world';
import { onScreen } from '../shared/answers';

/*
 * A login answer carrying a redirect (spec section 4, "If a redirect host is given, navigate there"), as the
 * login use case hands it to post-login routing. The sandbox insurer never sends one, so signing in takes
 * the insurer's real login answer and puts the redirect on it. The phrases are the redirect safety rule's
 * (domain/routing.steps.ts); these are their answers on the app.
 */

const TARGETS: Readonly<Record<string, (trusted: string) => string>> = {
  'a page of an untrusted site': () => 'https://evil.example.com/steal',
  'a look-alike of a trusted site': (trusted) => `${trusted}.evil.example.com/welcome`,
  'another page of a trusted site': (trusted) => `${trusted}/welcome`,
};
const OUTCOME = 'redirect.outcome';
const TARGET = 'redirect.target';

onScreen('the login answer redirects to {}', function (this: MemberWorld, target: string) {
  const trusted = this.app().config.redirectAllowList[0];
  const url = TARGETS[target]?.(trusted ?? '');
  assert.ok(trusted !== undefined && url !== undefined, `unknown target ${target}`);
  this.remember(TARGET, url);
});

/**
 * Signs in with the login answer carrying the redirect the scenario named, when it named one; undefined
 * when it did not, for the ordinary sign-in.
 */
export async function signInRedirected(world: MemberWorld, password: string): Promise<LoginOutcome | undefined> {
  const url = world.recallOr<string | null>(TARGET, null);
  if (url === null) return undefined;
  const app = world.app();
  const answer = await app.get(AUTH_GATEWAY).login({ username: world.username, password, domainId: app.brand.domainId() });
  assert.ok(isRight(answer), 'the sandbox accepts the login');
  app.temporary.setTempToken(answer.right.token);
  app.temporary.setGroupSelected(false);
  const next = world.remember(OUTCOME, await app.get(FinishSignIn).execute(url));
  return { kind: 'signed-in', next };
}

onScreen('the redirect is followed, reloaded, refused or ignored', function (this: MemberWorld, decision: string) {
  const app = this.app();
  const outcome = this.recall<SignInOutcome>(OUTCOME);
  if (decision === 'refused') {
    // Refused: logged, and the member goes on as if no redirect had been named, signed in on their home page.
    assert.deepEqual(outcome, { kind: 'routed', path: '/home' });
    assert.deepEqual(app.navigator.last(), { kind: 'go', path: '/home' });
    assert.ok(!app.navigator.history.some((record) => record.kind === 'assign'), 'nothing navigated to the redirect');
    assert.ok(app.analytics.logged.some((entry) => entry.event === 'refused-redirect'), `logged: ${JSON.stringify(app.analytics.logged)}`);
    assert.ok(app.tokens.current() !== null, 'the member is signed in');
  } else if (decision === 'followed') {
    const url = this.recall<string>(TARGET);
    assert.deepEqual(outcome, { kind: 'redirected', url, reload: false });
    assert.deepEqual(app.navigator.last(), { kind: 'assign', url });
    assert.equal(app.analytics.logged.length, 0);
  } else {
    assert.fail(`a redirect ${decision} is the rule's to decide; signing in shows only a followed or refused one`);
  }
});
