import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bearerToken, decodeSandboxToken, SANDBOX_TOKEN_LIFETIME_MS, SandboxTokenIssuer, type SandboxClaims } from './sandbox-token';

const claims: fc.Arbitrary<SandboxClaims> = fc.record({
  sub: fc.string({ unit: 'grapheme', maxLength: 20 }),
  memberKey: fc.string({ maxLength: 12 }),
  role: fc.constantFrom('member' as const, 'new-id' as const),
  issuedByNewId: fc.boolean(),
  domainId: fc.constantFrom(1 as const, 2 as const, 5 as const),
  groupId: fc.string({ maxLength: 8 }),
});

const segment = (value: unknown): string =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const SUBSCRIBER: SandboxClaims = { sub: 'spouse', memberKey: '100200301', role: 'member', issuedByNewId: false, domainId: 1, groupId: '10001234' };

/** An issuer on a clock the test moves. */
function issuerAt(start = 1_750_000_000_000) {
  const clock = { now: start };
  return { issuer: new SandboxTokenIssuer(new Uint8Array(32).fill(7), () => clock.now), clock };
}

describe("sandbox tokens (the sandbox insurer's signed claims)", () => {
  it('round-trip any claims, whatever characters they hold', () => {
    const { issuer } = issuerAt();
    fc.assert(
      fc.property(claims, (value) => {
        const token = issuer.issue(value, '2025-03-01T00:00:00Z');
        expect(issuer.verify(token)).toEqual(value);
        expect(decodeSandboxToken(token)).toEqual(value);
      }),
    );
  });

  it('never throw on an arbitrary token and refuse it', () => {
    const { issuer } = issuerAt();
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (token) => {
        expect(issuer.verify(token)).toBeNull();
        expect(decodeSandboxToken(token)).toBeNull();
      }),
    );
  });

  it('refuse a token whose claims were edited, even into claims that read well', () => {
    const { issuer } = issuerAt();
    const [header, payload, signature] = issuer.issue(SUBSCRIBER, '2025-03-01').split('.');
    const read = JSON.parse(atob((payload ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
    const edited = `${header}.${segment({ ...read, memberKey: '100200300' })}.${signature}`;
    expect(decodeSandboxToken(edited)?.memberKey).toBe('100200300');
    expect(issuer.verify(edited)).toBeNull();
  });

  it('refuse a token signed with another secret (another sandbox start)', () => {
    const token = issuerAt().issuer.issue(SUBSCRIBER, '2025-03-01');
    expect(new SandboxTokenIssuer(new Uint8Array(32).fill(8)).verify(token)).toBeNull();
  });

  it('refuse a token past its 2 hours', () => {
    const { issuer, clock } = issuerAt();
    const token = issuer.issue(SUBSCRIBER, '2025-03-01');
    clock.now += SANDBOX_TOKEN_LIFETIME_MS - 1;
    expect(issuer.verify(token)).toEqual(SUBSCRIBER);
    clock.now += 1;
    expect(issuer.verify(token)).toBeNull();
  });

  it('refuse a token once its session is logged out, and no other', () => {
    const { issuer, clock } = issuerAt();
    const loggedOut = issuer.issue(SUBSCRIBER, '2025-03-01');
    clock.now += 1;
    const other = issuer.issue(SUBSCRIBER, '2025-03-01');
    issuer.revoke(loggedOut);
    expect(issuer.verify(loggedOut)).toBeNull();
    expect(issuer.verify(other)).toEqual(SUBSCRIBER);
  });

  it('give two sign-ins in the same millisecond two tokens, so logging out of one keeps the other', () => {
    const { issuer } = issuerAt();
    const loggedOut = issuer.issue(SUBSCRIBER, '2025-03-01');
    const other = issuer.issue(SUBSCRIBER, '2025-03-01');
    expect(other).not.toBe(loggedOut);
    issuer.revoke(loggedOut);
    expect(issuer.verify(loggedOut)).toBeNull();
    expect(issuer.verify(other)).toEqual(SUBSCRIBER);
  });

  it('refuse a well-formed token whose claims are not the sandbox\'s', () => {
    const { issuer } = issuerAt();
    fc.assert(
      fc.property(fc.jsonValue(), (payload) => {
        expect(decodeSandboxToken(`${segment({ alg: 'none' })}.${segment(payload)}.x`)).toBeNull();
        expect(issuer.verify(`${segment({ alg: 'none' })}.${segment(payload)}.x`)).toBeNull();
      }),
    );
  });

  it('read a bearer header and nothing else', () => {
    expect(bearerToken('Bearer abc.def.sandbox')).toBe('abc.def.sandbox');
    fc.assert(
      fc.property(fc.option(fc.string({ unit: 'binary', maxLength: 60 }), { nil: undefined }), (header) => {
        const token = bearerToken(header);
        expect(token === null || typeof token === 'string').toBe(true);
      }),
    );
  });
});
