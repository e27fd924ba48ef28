import type { Either } from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { GatewayError } from '../../application/shared/gateway-error';
import type { DomainId } from '../../domain/model';
import { SandboxInsurer } from './sandbox-insurer';

/**
 * The insurer's own scoping of prior authorizations, apart from the app's: like a real insurer it must
 * never send a member requests they may not see, whatever the app does with them afterwards.
 */

const TODAY = '2025-11-20';

function ok<T>(answer: Either<GatewayError, T>): T {
  if (answer._tag === 'Left') throw new Error(`expected an answer, got ${JSON.stringify(answer.left)}`);
  return answer.right;
}

const insurer = new SandboxInsurer();
const signIn = (username: string, domainId: DomainId = 1): string => ok(insurer.auth.login({ username, password: 'Sandbox1', domainId }, TODAY)).token;
const ownersFor = (username: string, domainId: DomainId = 1): string[] =>
  [...new Set(ok(insurer.authorizations.authorizations(signIn(username, domainId), TODAY)).map((item) => item.memberName.split(' ')[0] ?? ''))].sort();

describe('the sandbox insurer’s prior authorizations', () => {
  it('answers 401 without a token', () => {
    const answer = insurer.authorizations.authorizations(null, TODAY);
    expect(answer._tag === 'Left' && answer.left).toMatchObject({ kind: 'http', status: 401 });
  });

  it('sends the subscriber their own and the minors’ requests, without a minor’s confidential care', () => {
    expect(ownersFor('subscriber')).toEqual(['Ava', 'Daniel', 'Maya']);
    const services = ok(insurer.authorizations.authorizations(signIn('subscriber'), TODAY)).map((item) => item.service.description);
    expect(services).not.toContain('Contraceptive implant or IUD placement');
    expect(services).toContain('Psychotherapy, 45 minutes');
  });

  it('sends a dependant, adult or minor, only their own', () => {
    expect(ownersFor('spouse')).toEqual(['Rebecca']);
    expect(ownersFor('minor')).toEqual(['Ava']);
    expect(ownersFor('provdep', 5)).toEqual(['Emily']);
  });

  it('gives a dental-only plan a dental list of services needing prior authorization', () => {
    const rules = ok(insurer.authorizations.priorAuthorizationRules(signIn('providence', 5), TODAY));
    expect(rules.length).toBeGreaterThan(0);
    expect(rules.every((rule) => rule.category === 'dental')).toBe(true);
    expect(ok(insurer.authorizations.priorAuthorizationRules(signIn('subscriber'), TODAY)).some((rule) => rule.category === 'imaging')).toBe(true);
  });
});
