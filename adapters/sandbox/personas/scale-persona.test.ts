import { describe, expect, it } from 'vitest';
import { SandboxInsurer } from '../sandbox-insurer';

const TODAY = '2025-11-20';

/** The scale persona, through the insurer's own calls as the app reads them. */
describe('the scale persona (history)', () => {
  const insurer = new SandboxInsurer();
  const ok = <T,>(answer: { readonly _tag: 'Left' } | { readonly _tag: 'Right'; readonly right: T }): T => {
    if (answer._tag === 'Left') throw new Error('the sandbox refused');
    return answer.right;
  };

  it('signs in and has years of history: a family of 8, at least 2,000 claims, 300 EOBs and 150 authorizations and referrals', () => {
    const { token } = ok(insurer.auth.login({ username: 'history', password: 'Sandbox1', domainId: 1 }, TODAY));
    expect(ok(insurer.account.account(token, TODAY)).members).toHaveLength(8);
    const claims = ok(insurer.claims.claims(token, {}, TODAY));
    expect(claims.length).toBeGreaterThanOrEqual(2000);
    const years = new Set(claims.map((claim) => claim.serviceStartDate.slice(0, 4)));
    expect(years.size).toBeGreaterThanOrEqual(20);
    expect(ok(insurer.claims.eobs(token, TODAY)).length).toBeGreaterThanOrEqual(300);
    const authorizations = ok(insurer.authorizations.authorizations(token, TODAY));
    expect(authorizations.length).toBeGreaterThanOrEqual(150);
    expect(new Set(authorizations.map((request) => request.status))).toEqual(new Set(['received', 'in-review', 'approved', 'expired', 'denied', 'withdrawn']));
    expect(ok(insurer.referrals.referrals(token, { page: 0, size: 10 }, TODAY)).totalElements).toBeGreaterThanOrEqual(150);
  }, 60_000);
});
