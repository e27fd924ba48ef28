import type { Either } from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { GatewayError } from '../../application/shared/gateway-error';
import type { DomainId } from '../../domain/model';
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
  const priced = (insurer: SandboxInsurer, token: string, code: string): boolean =>
    ok(insurer.costEstimator.costEstimatorPrices(token, { search: code, zip: '97214' }, TODAY)).some((price) => price.service.code === code);

  it.each([['subscriber', 1], ['summit', 2], ['providence', 5]] as const)(
    'can estimate every service on %s’s authorization list and the plan’s list of what needs approval',
    (username, domainId) => {
      const { insurer, token } = signedIn(username, domainId);
      const codes = [
        ...ok(insurer.authorizations.authorizations(token, TODAY)).flatMap((item) => (item.service.code === null ? [] : [item.service.code])),
        ...ok(insurer.authorizations.priorAuthorizationRules(token, TODAY)).map((rule) => rule.code),
      ];
      expect(codes.length).toBeGreaterThan(3);
      expect(codes.filter((code) => !priced(insurer, token, code))).toEqual([]);
    },
  );

  it.each([['subscriber', 1], ['summit', 2], ['providence', 5]] as const)('can estimate every medical and dental procedure the plan covered on %s’s claims', (username, domainId) => {
    const { insurer, token } = signedIn(username, domainId);
    const lines = ok(insurer.claims.claims(token, {}, TODAY))
      .filter((claim) => claim.claimType === 'medical' || claim.claimType === 'dental')
      .flatMap((claim) => claim.serviceLines)
      // A service the plan does not cover at all (teeth whitening) has no price to estimate.
      .filter((line) => line.allowed !== 0);
    expect(lines.length).toBeGreaterThan(3);
    expect([...new Set(lines.map((line) => line.code))].filter((code) => !priced(insurer, token, code))).toEqual([]);
  });
});
