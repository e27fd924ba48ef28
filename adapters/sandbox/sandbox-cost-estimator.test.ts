import type { Either } from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { GatewayError } from '../../application/shared/gateway-error';
import type { DomainId } from '../../domain/model';
import { personaDomain } from './personas/persona-builder';
import { PERSONA_SPECS } from './personas/personas';
import { SandboxInsurer } from './sandbox-insurer';

/** The sandbox's cost estimator desk: who may ask what, and which searches it refuses. */

const TODAY = '2026-11-22';

function ok<T>(answer: Either<GatewayError, T>): T {
  if (answer._tag === 'Left') throw new Error(`expected an answer, got ${JSON.stringify(answer.left)}`);
  return answer.right;
}

function signedIn(username: string, domainId: DomainId = 1): { insurer: SandboxInsurer; token: string } {
  const insurer = new SandboxInsurer();
  return { insurer, token: ok(insurer.auth.login({ username, password: 'Sandbox1', domainId }, TODAY)).token };
}

describe('the sandbox cost estimator', () => {
  it('gives the subscriber the cost sharing of anyone in the family, a dependant only their own', () => {
    const subscriber = signedIn('subscriber');
    const family = ok(subscriber.insurer.account.account(subscriber.token, TODAY)).members;
    for (const member of family) {
      expect(ok(subscriber.insurer.costEstimator.costSharing(subscriber.token, { memberKey: member.memberKey }, TODAY)).memberKey).toBe(member.memberKey);
    }
    const spouse = signedIn('spouse');
    const someoneElse = family.find((member) => member.memberSuffix === 0)?.memberKey ?? '';
    expect(spouse.insurer.costEstimator.costSharing(spouse.token, { memberKey: someoneElse }, TODAY)).toMatchObject({ left: { status: 403 } });
  });

  it('has no medical cost sharing for a dental-only plan', () => {
    const providence = signedIn('providence', 5);
    const viewer = ok(providence.insurer.account.account(providence.token, TODAY)).members.find((member) => member.memberSuffix === 0);
    const sharing = ok(providence.insurer.costEstimator.costSharing(providence.token, { memberKey: viewer?.memberKey ?? '' }, TODAY));
    expect(sharing.medical).toBeNull();
    expect(sharing.dental?.classes.length).toBe(3);
  });

  it('refuses a search under two characters or without a five-digit ZIP', () => {
    const { insurer, token } = signedIn('subscriber');
    expect(insurer.costEstimator.costEstimatorPrices(token, { search: 'x', zip: '97214' }, TODAY)).toMatchObject({ left: { status: 400 } });
    expect(insurer.costEstimator.costEstimatorPrices(token, { search: 'crown', zip: '972' }, TODAY)).toMatchObject({ left: { status: 400 } });
    expect(ok(insurer.costEstimator.costEstimatorPrices(token, { search: 'crown', zip: '97214' }, TODAY)).length).toBeGreaterThan(0);
  });
});

describe('the services the sandbox knows', () => {
  /** Every member persona who can sign in, on its own domain. */
  const personas = PERSONA_SPECS.flatMap((spec) => (spec.role === 'member' && spec.loginBehaviour !== 'always-locked' ? [[spec.username, personaDomain(spec)] as const] : []));
  const answered = <T>(answer: Either<GatewayError, T>, none: T): T => (answer._tag === 'Right' ? answer.right : none);
  const priced = (insurer: SandboxInsurer, token: string, code: string): boolean =>
    ok(insurer.costEstimator.costEstimatorPrices(token, { search: code, zip: '97214' }, TODAY)).some((price) => price.service.code === code);

  it('walks every persona, and finds authorizations and claims to price among them', () => {
    expect(personas.length).toBeGreaterThan(20);
  });

  it.each(personas)('can estimate every service on %s’s authorization list and the plan’s list of what needs approval', (username, domainId) => {
    const { insurer, token } = signedIn(username, domainId);
    const codes = [
      ...answered(insurer.authorizations.authorizations(token, TODAY), []).flatMap((item) => (item.service.code === null ? [] : [item.service.code])),
      ...answered(insurer.authorizations.priorAuthorizationRules(token, TODAY), []).map((rule) => rule.code),
    ];
    expect(codes.filter((code) => !priced(insurer, token, code))).toEqual([]);
  });

  /** Teeth whitening, night guards and investigational genetic tests: the sandbox's plans cover none of them. */
  const COVERED_BY_NO_PLAN = new Set(['D9972', 'D9944', '81479']);

  it.each(personas)('can estimate every medical and dental procedure the plan covers on %s’s claims', (username, domainId) => {
    const { insurer, token } = signedIn(username, domainId);
    const codes = answered(insurer.claims.claims(token, {}, TODAY), [])
      .filter((claim) => claim.claimType === 'medical' || claim.claimType === 'dental')
      .flatMap((claim) => claim.serviceLines)
      // A service no plan covers has no cost sharing to estimate with; the claim says why.
      .filter((line) => !COVERED_BY_NO_PLAN.has(line.code))
      .map((line) => line.code);
    expect([...new Set(codes)].filter((code) => !priced(insurer, token, code))).toEqual([]);
  });
});
